#include "datasourcesdialog.h"
#include "fakeprometheus.h"
#include "isolatedsettings.h"
#include "secretstore.h"
#include "sourceconfig.h"

#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestDataSourcesDialog : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        isolateSettings(QStringLiteral("tst_datasourcesdialog"));
        // Never the developer's own keyring: no session bus, no keychain.
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/fleetscope-test-bus");
    }
    void editTestAndSaveWithoutSecrets()
    {
        QTemporaryDir dir;
        FakePrometheus prom;
        QVERIFY(prom.listen());
        prom.setHandler([](const FakePrometheus::Request &) {
            return FakePrometheus::reply(
                200, "application/json",
                R"({"status":"success","data":{"resultType":"scalar","result":[1,"1"]}})");
        });
        const QString path = dir.filePath(QStringLiteral("sources.json"));
        QFile seed(path);
        QVERIFY(seed.open(QIODevice::WriteOnly));
        // An existing file with a key the dialog does not show: it must survive.
        seed.write(
            QStringLiteral(
                R"({"sources":[{"name":"prom","type":"prometheus","url":"%1","timeout":"7s"}]})")
                .arg(prom.url().toString())
                .toUtf8());
        seed.close();

        QNetworkAccessManager nam;
        DataSourcesDialog dlg(&nam, path, Dashboard{});
        dlg.show();
        QCOMPARE(dlg.list()->count(), 1);

        // Test connection on the Prometheus source.
        dlg.testConnection();
        QTRY_VERIFY_WITH_TIMEOUT(dlg.testReport().contains(QStringLiteral("All checks passed")),
                                 10'000);
        QVERIFY(dlg.testReport().contains(QStringLiteral("✔")));

        // Add an Azure source with a typed client secret.
        dlg.addSource();
        QCOMPARE(dlg.list()->count(), 2);
        auto *name = dlg.findChildren<QLineEdit *>().at(0);
        name->setText(QStringLiteral("azmon"));
        auto combos = dlg.findChildren<QComboBox *>();
        combos[0]->setCurrentIndex(combos[0]->findData(QStringLiteral("azure-monitor")));
        combos[3]->setCurrentIndex(combos[3]->findData(QStringLiteral("client-secret")));
        QLineEdit *secret = nullptr;
        for (auto *e : dlg.findChildren<QLineEdit *>())
            if (e->echoMode() == QLineEdit::Password)
                secret = e;
        QVERIFY(secret);
        QVERIFY(secret->isVisible());
        secret->setText(QStringLiteral("typed-secret-xyz-123"));
        for (auto *e : dlg.findChildren<QLineEdit *>()) {
            if (e->placeholderText().isEmpty() && e != name && e->isVisible() &&
                e->text().isEmpty())
                e->setText(
                    QStringLiteral("00000000-0000-0000-0000-000000000001")); // tenant and client id
        }
        // FLEETSCOPE_SCREENSHOTS=DIR keeps a picture of the dialog for review.
        if (const QString shots = qEnvironmentVariable("FLEETSCOPE_SCREENSHOTS"); !shots.isEmpty())
            dlg.grab().save(shots + QStringLiteral("/datasources.png"));
        QCOMPARE(dlg.list()->currentItem()->text(), QStringLiteral("azmon"));
        QSignalSpy saved(&dlg, &DataSourcesDialog::saved);
        QSignalSpy stored(&dlg, &DataSourcesDialog::secretStored);
        QVERIFY(dlg.save());
        QCOMPARE(saved.count(), 1);

        QFile out(path);
        QVERIFY(out.open(QIODevice::ReadOnly));
        // It names private endpoints: readable by the user alone.
        QCOMPARE(out.permissions() & 0x7077, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        const QByteArray json = out.readAll();
        QVERIFY(!json.contains("typed-secret-xyz-123"));
        auto parsed = SourceConfig::parseFile(json);
        QVERIFY2(parsed.has_value(), qPrintable(parsed ? QString() : parsed.error()));
        QCOMPARE(parsed->size(), std::size_t(2));
        QCOMPARE(parsed->at(0).timeoutMs, 7000); // unknown-to-the-dialog keys kept
        QCOMPARE(parsed->at(1).type, SourceConfig::Type::AzureMonitor);
        QCOMPARE(parsed->at(1).azureMethod, SourceConfig::AzureMethod::ClientSecret);

        // No keychain service here (initTestCase points the session bus
        // nowhere): the dialog says so, the secret lives in memory only and
        // no file under the test's directories holds it.
        QVERIFY(stored.count() == 1 || stored.wait(10'000));
        QCOMPARE(stored.at(0).at(0).toBool(), false);
        QVERIFY2(dlg.problemText().contains(QLatin1String("kept in memory only")),
                 qPrintable(dlg.problemText()));
        QString fromMemory;
        SecretStore::read(
            QStringLiteral("azmon"), &dlg,
            [&](std::expected<QString, SourceError> s) { fromMemory = s.value_or(QString()); });
        QTRY_COMPARE(fromMemory, QStringLiteral("typed-secret-xyz-123"));
        for (const QString &root :
             {dir.path(), QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation),
              QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)}) {
            QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                QVERIFY2(!f.readAll().contains("typed-secret-xyz-123"), qPrintable(f.fileName()));
            }
        }
    }

    void invalidSourceIsNotSaved()
    {
        QTemporaryDir dir;
        QNetworkAccessManager nam;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        DataSourcesDialog dlg(&nam, path, Dashboard{});
        auto *url = dlg.findChildren<QLineEdit *>().at(1);
        url->setText(QStringLiteral("ftp://nowhere"));
        QVERIFY(!dlg.save());
        QVERIFY(!QFile::exists(path));
    }

    // A source's compression shows as written, is saved as chosen, and the
    // default (auto) is written as nothing.
    void compressionEditedAndSaved()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QFile seed(path);
        QVERIFY(seed.open(QIODevice::WriteOnly));
        seed.write("{\"sources\":[{\"name\":\"thanos\",\"type\":\"prometheus\","
                   "\"url\":\"http://127.0.0.1:9\",\"compression\":\"gzip\"}]}");
        seed.close();
        QNetworkAccessManager nam;
        DataSourcesDialog dlg(&nam, path, Dashboard{});
        dlg.show();
        QComboBox *compression = nullptr;
        for (auto *c : dlg.findChildren<QComboBox *>())
            if (c->findData(QStringLiteral("gzip")) >= 0)
                compression = c;
        QVERIFY(compression);
        QVERIFY(compression->isVisible());
        QCOMPARE(compression->currentData().toString(), QStringLiteral("gzip"));
        if (const QString shots = qEnvironmentVariable("FLEETSCOPE_SCREENSHOTS"); !shots.isEmpty())
            dlg.grab().save(shots + QStringLiteral("/datasources-compression.png"));
        compression->setCurrentIndex(compression->findData(QStringLiteral("none")));
        QVERIFY(dlg.save());
        auto read = [&path] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        auto parsed = SourceConfig::parseFile(read());
        QVERIFY(parsed.has_value());
        QCOMPARE(parsed->at(0).compression, Compression::None);
        compression->setCurrentIndex(compression->findData(QStringLiteral("auto")));
        QVERIFY(dlg.save());
        QVERIFY(!read().contains("compression"));
        // Not a setting of Alertmanager or Azure Monitor sources.
        auto *type = dlg.findChildren<QComboBox *>().at(0);
        type->setCurrentIndex(type->findData(QStringLiteral("alertmanager")));
        QVERIFY(!compression->isVisible());
    }
};

QTEST_MAIN(TestDataSourcesDialog)
#include "tst_datasourcesdialog.moc"
