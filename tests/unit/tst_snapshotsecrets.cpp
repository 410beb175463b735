// No credential used for a capture (bearer token, basic password, Azure
// client secret, custom header, password in the URL, or the names of the
// variables holding them) reaches the .fsnap file, in its blocks or raw.
#include "azuredoubleapi.h"
#include "azuredoubleprocess.h"
#include "fakeprometheus.h"
#include "snapshotcapture.h"
#include "snapshotfile.h"
#include "snapshotfixtures.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace SnapshotFixtures;

class TestSnapshotSecrets : public QObject
{
    Q_OBJECT
  private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        // Traversable by nobody, for the permission cases.
        QFile::setPermissions(m_dir->path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                 QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                 QFileDevice::ExeOther | QFileDevice::ReadGroup |
                                                 QFileDevice::ExeGroup);
    }

    void noCredentialReachesTheFile()
    {
        const QByteArray token = "tok-7f3a91c2e4b8-BEARER-SECRET";
        const QByteArray password = "pw-2b8d4e6f0a1c-BASIC-SECRET";
        const QByteArray clientSecret = "cs-5e7a9c1b3d2f-AZURE-SECRET";
        const QByteArray header = "tenant-hdr-8c6e4a2b0d9f";
        const QByteArray urlPassword = "urlpw-3f5d7b9a1c";
        qputenv("FS_SNAPTEST_TOKEN", token);
        qputenv("FS_SNAPTEST_PASSWORD", password);
        qputenv("FS_SNAPTEST_CLIENT_SECRET", clientSecret);

        // The Azure double accepts only this test's client secret, read from
        // the same variable the source names.
        AzureDoubleProcess azure;
        QString error;
        QVERIFY2(azure.start(&error, {QStringLiteral("--client-secret-env"),
                                      QStringLiteral("FS_SNAPTEST_CLIENT_SECRET")}),
                 qPrintable(error));
        const QByteArray azureUrl = azure.url().toEncoded();
        const QByteArray azureEndpoints = "{\"login\": \"" + azureUrl + "\", \"management\": \"" +
                                          azureUrl + "\", \"metrics\": \"" + azureUrl +
                                          "\", \"logAnalytics\": \"" + azureUrl + "\"}";

        FakePrometheus server;
        QVERIFY(server.listen());
        server.setHandler([](const FakePrometheus::Request &r) {
            return FakePrometheus::reply(200, "application/json",
                                         FakePrometheus::matrixFor(r, 2, 5));
        });
        // A password in a source's URL is refused outright (without echoing
        // it), so it never gets as far as a snapshot; a user name alone is
        // no secret and is allowed.
        QUrl withUser = server.url();
        withUser.setUserName(QStringLiteral("scope"));
        withUser.setPassword(QString::fromLatin1(urlPassword));
        const auto refused = SourceConfig::parseFile(
            "{\"sources\": [{\"name\": \"p\", \"type\": \"prometheus\", \"url\": \"" +
            withUser.toEncoded() + "\"}]}");
        QVERIFY(!refused.has_value());
        QVERIFY(!refused.error().toUtf8().contains(urlPassword));
        withUser.setPassword(QString());
        const QByteArray sourcesJson =
            "{\"sources\": ["
            "{\"name\": \"bearer\", \"type\": \"prometheus\", \"url\": \"" +
            server.url().toEncoded() +
            "\", \"auth\": {\"type\": \"bearer\", \"tokenEnv\": \"FS_SNAPTEST_TOKEN\"}},"
            "{\"name\": \"basic\", \"type\": \"prometheus\", \"url\": \"" +
            server.url().toEncoded() +
            "\", \"auth\": {\"type\": \"basic\", \"username\": \"ops\", \"passwordEnv\": "
            "\"FS_SNAPTEST_PASSWORD\"}},"
            "{\"name\": \"headers\", \"type\": \"prometheus\", \"url\": \"" +
            withUser.toEncoded() + "\", \"headers\": {\"X-Scope-OrgID\": \"" + header +
            "\"}},"
            "{\"name\": \"azmon\", \"type\": \"azure-monitor\", \"cloud\": \"custom\", "
            "\"endpoints\": " +
            azureEndpoints +
            ", \"auth\": {\"type\": \"azure\", \"method\": \"client-secret\", \"tenant\": "
            "\"00000000-0000-0000-0000-000000000100\", \"clientId\": "
            "\"00000000-0000-0000-0000-000000000200\", \"clientSecretEnv\": "
            "\"FS_SNAPTEST_CLIENT_SECRET\"}}"
            "]}";
        auto parsed = SourceConfig::parseFile(sourcesJson);
        QVERIFY2(parsed.has_value(), why(parsed).constData());

        const QByteArray dashboardJson =
            QByteArray(
                "{\"title\": \"secrets\", \"lanes\": ["
                "{\"id\": \"a\", \"queries\": [{\"source\": \"bearer\", \"promql\": \"up\"}]},"
                "{\"id\": \"b\", \"queries\": [{\"source\": \"basic\", \"promql\": \"up\"}]},"
                "{\"id\": \"c\", \"queries\": [{\"source\": \"headers\", \"promql\": \"up\"}]},"
                "{\"id\": \"d\", \"queries\": [{\"source\": \"azmon\", \"resource\": \"") +
            AzureDoubleApi::vm(3).toUtf8() +
            "\", \"metric\": \"Percentage CPU\", \"aggregation\": \"Average\"}]}]}";
        SnapshotCapture::Request req;
        req.dashboard = *Dashboard::fromJson(dashboardJson);
        // A past hour the double has complete metrics for.
        req.toMs = (AzureDoubleApi::dayStart() + 3600) * 1000;
        req.fromMs = req.toMs - 3'600'000;
        const auto snap = SnapshotCapture::run(SourceList{*parsed}, req);
        QVERIFY2(snap.has_value(), why(snap).constData());
        QCOMPARE(snap->queries.size(), std::size_t(4));
        // The secrets were really in use: the double signs in only with the
        // client secret, and the Azure lane has data.
        const QJsonObject login = azure.stats()
                                      .object()
                                      .value(QStringLiteral("endpoints"))
                                      .toObject()
                                      .value(QStringLiteral("login"))
                                      .toObject();
        const int signedIn =
            login.value(QStringLiteral("statuses")).toObject().value(QStringLiteral("200")).toInt();
        QVERIFY2(signedIn > 0, QJsonDocument(login).toJson().constData());
        bool azureData = false;
        for (const auto &q : snap->queries)
            azureData = azureData || (q.laneId == QStringLiteral("d") && !q.data.series.empty());
        QVERIFY(azureData);
        bool sawToken = false, sawBasic = false, sawHeader = false;
        for (const auto &r : server.requests()) {
            const QByteArray auth = r.headers.value("authorization");
            sawToken = sawToken || auth == "Bearer " + token;
            sawBasic = sawBasic || auth == "Basic " + ("ops:" + password).toBase64();
            sawHeader = sawHeader || r.headers.value("x-scope-orgid") == header;
        }
        QVERIFY(sawToken && sawBasic && sawHeader);

        const QString path = m_dir->filePath(QStringLiteral("secrets.fsnap"));
        const auto w = SnapshotFile::write(*snap, path);
        QVERIFY2(w.has_value(), why(w).constData());
        std::vector<QByteArray> haystacks = blockPayloads(path);
        QCOMPARE(haystacks.size(), std::size_t(4));
        haystacks.push_back(bytesOf(path));
        // The Azure source is named in the file, by name only.
        QVERIFY(bytesOf(path).contains("azmon"));
        const QByteArray needles[] = {token,
                                      password,
                                      clientSecret,
                                      header,
                                      urlPassword,
                                      ("ops:" + password).toBase64(),
                                      "FS_SNAPTEST_TOKEN",
                                      "FS_SNAPTEST_PASSWORD",
                                      "FS_SNAPTEST_CLIENT_SECRET",
                                      "X-Scope-OrgID"};
        for (const QByteArray &hay : haystacks)
            for (const QByteArray &needle : needles) {
                QVERIFY2(!hay.contains(needle), needle.constData());
                QVERIFY2(!hay.contains(QString::fromLatin1(needle).toUtf8().toHex()),
                         needle.constData());
            }
        const auto back = SnapshotFile::read(path);
        QVERIFY(back);
        QCOMPARE(back->sources.size(), std::size_t(4));
        bool azmonListed = false;
        for (const auto &s : back->sources) {
            if (s.name == QStringLiteral("azmon")) {
                azmonListed = true;
                QCOMPARE(s.type, QStringLiteral("azure-monitor"));
                QCOMPARE(s.url, azure.url().toString());
            } else {
                QCOMPARE(s.url, server.url().toString());
            }
        }
        QVERIFY(azmonListed);
        qunsetenv("FS_SNAPTEST_TOKEN");
        qunsetenv("FS_SNAPTEST_PASSWORD");
        qunsetenv("FS_SNAPTEST_CLIENT_SECRET");
    }

  private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestSnapshotSecrets)
#include "tst_snapshotsecrets.moc"
