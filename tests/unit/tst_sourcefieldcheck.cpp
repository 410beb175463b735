// Field-by-field checks behind the Data Sources dialog: each mistake a
// person makes while typing lands on the field that holds it, with words
// for that spot, and a sound source has nothing to say.
#include "sourcefieldcheck.h"

#include <QJsonDocument>
#include <QTest>

using Level = SourceFieldProblem::Level;

namespace {
QJsonObject source(const char *json)
{
    QByteArray text(json);
    text.replace('\'', '"');
    return QJsonDocument::fromJson(text).object();
}

QProcessEnvironment env()
{
    QProcessEnvironment e;
    e.insert(QStringLiteral("THANOS_TOKEN"), QStringLiteral("x"));
    e.insert(QStringLiteral("PROM_PASSWORD"), QStringLiteral("x"));
    return e;
}
} // namespace

class TestSourceFieldCheck : public QObject
{
    Q_OBJECT
  private slots:
    void soundSourcesSayNothing_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("plain") << QByteArray("{'name':'prom','type':'prometheus','url':'http://"
                                             "127.0.0.1:9090','auth':{'type':'none'}}");
        QTest::newRow("bearer") << QByteArray(
            "{'name':'thanos','type':'prometheus','url':'https://thanos.example.net/api/',"
            "'auth':{'type':'bearer','tokenEnv':'THANOS_TOKEN'}}");
        QTest::newRow("basic") << QByteArray(
            "{'name':'vm','type':'prometheus','url':'http://[::1]:8428','auth':{'type':'basic',"
            "'username':'ops','passwordEnv':'PROM_PASSWORD'}}");
        QTest::newRow("azure cli") << QByteArray(
            "{'name':'az','type':'azure-monitor','cloud':'AzureCloud','auth':{'type':'azure',"
            "'method':'azure-cli'}}");
        QTest::newRow("service principal, domain tenant") << QByteArray(
            "{'name':'az','type':'azure-monitor','auth':{'type':'azure','method':'client-secret',"
            "'tenant':'contoso.onmicrosoft.com','clientId':'0F3C2A1E-5B7D-4C8E-9A6F-2D1B3C4E5F60'}"
            "}");
        QTest::newRow("device code, any org") << QByteArray(
            "{'name':'az','type':'azure-monitor','auth':{'type':'azure','method':'device-code',"
            "'tenant':'organizations'}}");
        QTest::newRow("custom cloud") << QByteArray(
            "{'name':'az','type':'azure-monitor','cloud':'custom','endpoints':{'login':'http://"
            "127.0.0.1:1','management':'http://127.0.0.1:2','metrics':'https://m.example',"
            "'logAnalytics':'https://la.example'},'auth':{'type':'azure'}}");
    }
    void soundSourcesSayNothing()
    {
        QFETCH(QByteArray, json);
        const auto problems = checkSourceFields(source(json), {QStringLiteral("other")}, env());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).field + QLatin1String(": ") +
                                                problems.value(0).message));
        QVERIFY(!hasSourceFieldErrors(problems));
    }

    void eachMistakeLandsOnItsField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says");
        const QByteArray prom = "'type':'prometheus','auth':{'type':'none'}";
        QTest::newRow("no name") << "{'name':'  '," + prom + ",'url':'http://x'}"
                                 << "name"
                                 << "Give the source a name";
        QTest::newRow("taken name") << "{'name':'other'," + prom + ",'url':'http://x'}"
                                    << "name"
                                    << "already named “other”";
        QTest::newRow("no url") << "{'name':'p'," + prom + ",'url':''}"
                                << "url"
                                << "Enter the address, e.g. http://prometheus:9090";
        QTest::newRow("no scheme") << "{'name':'p'," + prom + ",'url':'prom:9090'}"
                                   << "url"
                                   << "e.g. http://prom:9090";
        QTest::newRow("wrong scheme") << "{'name':'p'," + prom + ",'url':'ftp://x'}"
                                      << "url"
                                      << "not ftp://";
        QTest::newRow("space") << "{'name':'p'," + prom + ",'url':'http://pro m:9090'}"
                               << "url"
                               << "not a valid address";
        QTest::newRow("port too big") << "{'name':'p'," + prom + ",'url':'http://x:99999'}"
                                      << "url"
                                      << "not a valid address";
        QTest::newRow("no host") << "{'name':'p'," + prom + ",'url':'http://:9090/'}"
                                 << "url"
                                 << "needs a host name";
        QTest::newRow("password in url") << "{'name':'p'," + prom + ",'url':'http://u:pw@x'}"
                                         << "url"
                                         << "Leave the user name and password out";
        QTest::newRow("alertmanager example")
            << QByteArray("{'name':'am','type':'alertmanager','url':''}") << "url"
            << "http://alertmanager:9093";
        QTest::newRow("bearer without variable")
            << QByteArray("{'name':'p','type':'prometheus','url':'http://x','auth':{'type':"
                          "'bearer'}}")
            << "auth.tokenEnv"
            << "Name the environment variable that holds the token";
        QTest::newRow("token pasted as variable")
            << QByteArray("{'name':'p','type':'prometheus','url':'http://x','auth':{'type':"
                          "'bearer','tokenEnv':'eyJhbGciOi.JIUzI1NiJ9'}}")
            << "auth.tokenEnv"
            << "is not a variable name";
        QTest::newRow("basic without user")
            << QByteArray("{'name':'p','type':'prometheus','url':'http://x','auth':{'type':"
                          "'basic','passwordEnv':'PROM_PASSWORD'}}")
            << "auth.username"
            << "Enter the user name";
        QTest::newRow("basic variable starts with digit")
            << QByteArray("{'name':'p','type':'prometheus','url':'http://x','auth':{'type':"
                          "'basic','username':'u','passwordEnv':'1PASS'}}")
            << "auth.passwordEnv"
            << "do not start with a digit";
        QTest::newRow("sp without tenant")
            << QByteArray("{'name':'a','type':'azure-monitor','auth':{'type':'azure','method':"
                          "'client-secret','clientId':'0f3c2a1e-5b7d-4c8e-9a6f-2d1b3c4e5f60'}}")
            << "auth.tenant"
            << "tenant (directory) ID";
        QTest::newRow("tenant is a name")
            << QByteArray("{'name':'a','type':'azure-monitor','auth':{'type':'azure','method':"
                          "'device-code','tenant':'Contoso Ltd'}}")
            << "auth.tenant"
            << "a GUID) or a domain";
        QTest::newRow("client id is not a guid")
            << QByteArray("{'name':'a','type':'azure-monitor','auth':{'type':'azure','method':"
                          "'client-secret','tenant':'contoso.com','clientId':'my-app'}}")
            << "auth.clientId"
            << "a GUID";
        QTest::newRow("secret pasted as variable")
            << QByteArray(
                   "{'name':'a','type':'azure-monitor','auth':{'type':'azure','method':"
                   "'client-secret','tenant':'contoso.com','clientId':"
                   "'0f3c2a1e-5b7d-4c8e-9a6f-2d1b3c4e5f60','clientSecretEnv':'Xy8Q~abc.def'}}")
            << "auth.clientSecretEnv"
            << "not a variable name";
        QTest::newRow("custom cloud endpoint missing")
            << QByteArray("{'name':'a','type':'azure-monitor','cloud':'custom','endpoints':{"
                          "'login':'https://l','management':'https://m','metrics':'https://x'},"
                          "'auth':{'type':'azure'}}")
            << "endpoints.logAnalytics"
            << "Enter the address";
        QTest::newRow("custom cloud endpoint without scheme")
            << QByteArray("{'name':'a','type':'azure-monitor','cloud':'custom','endpoints':{"
                          "'login':'login.example','management':'https://m','metrics':'https://x',"
                          "'logAnalytics':'https://la'},'auth':{'type':'azure'}}")
            << "endpoints.login"
            << "Start with http:// or https://";
    }
    void eachMistakeLandsOnItsField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(QString, says);
        const auto problems = checkSourceFields(source(json), {QStringLiteral("other")}, env());
        QVERIFY(hasSourceFieldErrors(problems));
        const QString message = sourceFieldProblem(problems, field);
        QVERIFY2(message.contains(says), qPrintable(field + QLatin1String(": ") + message));
        // One field's mistake does not spill onto the others.
        for (const SourceFieldProblem &p : problems)
            QVERIFY2(p.field == field, qPrintable(p.field + QLatin1String(": ") + p.message));
    }

    void unsetVariableIsAWarningOnly()
    {
        const auto problems = checkSourceFields(
            source("{'name':'p','type':'prometheus','url':'http://x','auth':{'type':'bearer',"
                   "'tokenEnv':'NOT_SET_ANYWHERE'}}"),
            {}, env());
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().level, Level::Warning);
        QCOMPARE(problems.first().field, QStringLiteral("auth.tokenEnv"));
        QVERIFY(problems.first().message.contains(QLatin1String("NOT_SET_ANYWHERE is not set")));
        QVERIFY(!hasSourceFieldErrors(problems));
    }

    void caFileWithoutVerificationIsAWarning()
    {
        const auto problems = checkSourceFields(
            source("{'name':'p','type':'prometheus','url':'https://x','tls':{'caFile':'/ca.pem',"
                   "'insecureSkipVerify':true}}"),
            {}, env());
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().field, QStringLiteral("tls.caFile"));
        QCOMPARE(problems.first().level, Level::Warning);
    }

    void severalMistakesAreAllReported()
    {
        const auto problems = checkSourceFields(
            source("{'name':'','type':'prometheus','url':'x','auth':{'type':'basic'}}"), {}, env());
        QStringList fields;
        for (const auto &p : problems)
            fields << p.field;
        QCOMPARE(fields, (QStringList{QStringLiteral("name"), QStringLiteral("url"),
                                      QStringLiteral("auth.username"),
                                      QStringLiteral("auth.passwordEnv")}));
    }
};

QTEST_GUILESS_MAIN(TestSourceFieldCheck)
#include "tst_sourcefieldcheck.moc"
