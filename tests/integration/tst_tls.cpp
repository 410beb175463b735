// TLS against a real Prometheus serving https on loopback with a certificate
// made by the test (openssl): an untrusted certificate is refused with a
// message that says so and what to do; trusting its CA through the source's
// tls.caFile works; insecureSkipVerify works only when set, and the source
// chip warns for as long as it is set.
#include "dashboard.h"
#include "liveworkspace.h"
#include "onelanedashboard.h"
#include "processrun.h"
#include "promstack.h"
#include "sourcechips.h"
#include "sourceconfig.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {
// openssl is Debian's `openssl` package; a missing one fails the test loudly.
bool openssl(const QStringList &arguments, const QString &dir, QString *error)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral("openssl"), arguments);
    if (!p.waitForStarted()) {
        *error = QStringLiteral("cannot start openssl (Debian package openssl): %1")
                     .arg(p.errorString());
        return false;
    }
    p.waitForFinished(60'000);
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *error = QStringLiteral("openssl %1 failed: %2")
                     .arg(arguments.join(QLatin1Char(' ')),
                          QString::fromLocal8Bit(p.readAllStandardError()));
        return false;
    }
    return true;
}

// A CA (NAME-ca.pem, NAME-ca.key) and, when `server`, a certificate for
// 127.0.0.1 signed by it (NAME-server.pem, NAME-server.key).
bool makeCa(const QString &dir, const QString &name, bool server, QString *error)
{
    const QString ca = name + QStringLiteral("-ca");
    if (!openssl({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                  QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"),
                  QStringLiteral("2"), QStringLiteral("-subj"),
                  QStringLiteral("/CN=FleetScope test CA %1").arg(name), QStringLiteral("-keyout"),
                  ca + QStringLiteral(".key"), QStringLiteral("-out"), ca + QStringLiteral(".pem")},
                 dir, error))
        return false;
    if (!server)
        return true;
    const QString srv = name + QStringLiteral("-server");
    QFile ext(dir + QStringLiteral("/san.ext"));
    if (!ext.open(QIODevice::WriteOnly) ||
        ext.write("subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n") < 0) {
        *error = ext.errorString();
        return false;
    }
    ext.close();
    return openssl({QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                    QStringLiteral("-nodes"), QStringLiteral("-subj"),
                    QStringLiteral("/CN=127.0.0.1"), QStringLiteral("-keyout"),
                    srv + QStringLiteral(".key"), QStringLiteral("-out"),
                    srv + QStringLiteral(".csr")},
                   dir, error) &&
           openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                    srv + QStringLiteral(".csr"), QStringLiteral("-CA"),
                    ca + QStringLiteral(".pem"), QStringLiteral("-CAkey"),
                    ca + QStringLiteral(".key"), QStringLiteral("-CAcreateserial"),
                    QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-extfile"),
                    QStringLiteral("san.ext"), QStringLiteral("-out"),
                    srv + QStringLiteral(".pem")},
                   dir, error);
}
} // namespace

class TestTls : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(makeCa(m_dir.path(), QStringLiteral("good"), true, &error), qPrintable(error));
        QVERIFY2(makeCa(m_dir.path(), QStringLiteral("other"), false, &error), qPrintable(error));
        PromStackOptions options;
        options.backfill = false;
        options.tlsCertFile = file(QStringLiteral("good-server.pem"));
        options.tlsKeyFile = file(QStringLiteral("good-server.key"));
        options.tlsCaFile = file(QStringLiteral("good-ca.pem"));
        m_prom = std::make_unique<PromStack>(options);
        QVERIFY2(m_prom->start(&error), qPrintable(error));
        QCOMPARE(m_prom->baseUrl().scheme(), QStringLiteral("https"));
    }
    void cleanupTestCase() { m_prom.reset(); }

    void untrustedCertificateIsRefusedWithAReason()
    {
        const ProcessRun run = query(sources({}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("is not trusted") && run.err.contains("tls.caFile"),
                 run.err.constData());
        // A CA that did not sign the server's certificate is no better.
        const ProcessRun wrongCa =
            query(sources({{QStringLiteral("caFile"), file(QStringLiteral("other-ca.pem"))}}));
        QCOMPARE(wrongCa.exitCode, 1);
        QVERIFY2(wrongCa.err.contains("is not trusted"), wrongCa.err.constData());
    }

    void trustingTheCaWorks()
    {
        const ProcessRun run =
            query(sources({{QStringLiteral("caFile"), file(QStringLiteral("good-ca.pem"))}}));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.startsWith("series,timestamp,value\n"), run.out.constData());
        QVERIFY(run.out.count('\n') > 1);
    }

    void aCaFileThatIsNotACertificateIsAConfigurationError()
    {
        const ProcessRun missing =
            query(sources({{QStringLiteral("caFile"), file(QStringLiteral("nope.pem"))}}));
        QVERIFY(missing.exitCode != 0);
        QVERIFY2(missing.err.contains("cannot read the CA file"), missing.err.constData());
        const ProcessRun key =
            query(sources({{QStringLiteral("caFile"), file(QStringLiteral("good-ca.key"))}}));
        QVERIFY(key.exitCode != 0);
        QVERIFY2(key.err.contains("holds no PEM certificate"), key.err.constData());
    }

    void skippingVerificationWorksOnlyWhenSetAndIsShown()
    {
        const ProcessRun off = query(sources({{QStringLiteral("insecureSkipVerify"), false}}));
        QCOMPARE(off.exitCode, 1);
        const ProcessRun on = query(sources({{QStringLiteral("insecureSkipVerify"), true}}));
        QVERIFY2(on.exitCode == 0, on.err.constData());

        // In the app the source's chip carries the warning in every state.
        QFile f(sources({{QStringLiteral("insecureSkipVerify"), true}}));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto parsed = SourceConfig::parseFile(f.readAll());
        QVERIFY(parsed.has_value());
        QNetworkAccessManager nam;
        LiveWorkspace ws(&nam);
        ws.setFetchDelay(0);
        ws.setPaused(true);
        ws.setSources(SourceList{*parsed});
        SourceChips chips(&ws);
        QSignalSpy data(&ws, &LiveWorkspace::laneDataChanged);
        ws.setDashboard(
            oneLaneDashboard(QStringLiteral("prom"), QStringLiteral("vector(1)"), 600'000));
        QVERIFY(data.wait(30'000));
        QVERIFY(!ws.laneStatus(0).error);
        chips.refresh();
        const QString text = chips.chipText(QStringLiteral("prom"));
        QVERIFY2(text.contains(QLatin1String("ok")) &&
                     text.contains(QLatin1String("TLS not verified")),
                 qPrintable(text));
        QCOMPARE(ws.sourceHealth().front().insecure, true);
    }

  private:
    QString file(const QString &name) const { return m_dir.filePath(name); }

    // A sources file naming the https server, with `tls` as given.
    QString sources(const QJsonObject &tls)
    {
        QJsonObject source{{QStringLiteral("name"), QStringLiteral("prom")},
                           {QStringLiteral("type"), QStringLiteral("prometheus")},
                           {QStringLiteral("url"), m_prom->baseUrl().toString()},
                           {QStringLiteral("timeout"), QStringLiteral("10s")}};
        if (!tls.isEmpty())
            source.insert(QStringLiteral("tls"), tls);
        const QString path = file(QStringLiteral("sources-%1.json").arg(++m_files));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        f.write(
            QJsonDocument(QJsonObject{{QStringLiteral("sources"), QJsonArray{source}}}).toJson());
        return path;
    }

    static ProcessRun query(const QString &sourcesFile)
    {
        return runProcess(QStringLiteral(FLEETSCOPE_CLI_BIN),
                          {QStringLiteral("query"), QStringLiteral("--sources"), sourcesFile,
                           QStringLiteral("--source"), QStringLiteral("prom"),
                           QStringLiteral("--promql"), QStringLiteral("vector(1)"),
                           QStringLiteral("--from"), QStringLiteral("now-5m"),
                           QStringLiteral("--to"), QStringLiteral("now")});
    }

    QTemporaryDir m_dir;
    std::unique_ptr<PromStack> m_prom;
    int m_files = 0;
};

QTEST_MAIN(TestTls)
#include "tst_tls.moc"
