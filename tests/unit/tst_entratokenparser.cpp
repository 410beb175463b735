#include "azclitokenparser.h"
#include "entratokenparser.h"

#include <QTest>

#include "azurefixtures.h"

using namespace Qt::StringLiterals;

namespace {

// The fixtures' fake JWT, in pieces any leak would contain.
const QString kToken =
    u"eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsImtpZCI6IkZsZWV0U2NvcGVGaXh0dXJlIn0."
    u"eyJhdWQiOiJodHRwczovL21hbmFnZW1lbnQuYXp1cmUuY29tIiwiaXNzIjoiaHR0cHM6Ly9zdHMud2luZG93cy5uZXQv"
    u"IiwiZXhwIjoxNzk1MjU4Nzk5fQ.RkxFRVRTQ09QRS1GSVhUVVJFLVNJR05BVFVSRS1OT1QtQS1SRUFMLVRPS0VO"_s;
const QStringList kTokenPieces{u"eyJ0eXAi"_s, u"eyJhdWQi"_s, u"RkxFRVRTQ09QRS"_s, u"FAQABIQE"_s};
// 2026-11-21T10:00:00Z; tokens expire 3599 s later.
constexpr qint64 kNow = 1795255200000;
constexpr qint64 kExpiry = 1795258799000;

QStringList tokenFixtures()
{
    return azureFixtures({"token_"_L1, "devicecode_"_L1, "azcli_"_L1, "proxy_"_L1});
}

// Fails the test when any piece of the token shows in what users can see.
bool leaks(const SourceError &e)
{
    for (const QString &piece : kTokenPieces)
        if (e.message.contains(piece) || e.detail.contains(piece) || e.errorType.contains(piece))
            return true;
    return false;
}

const QTimeZone kPlusOne(3600);

} // namespace

class TstEntraTokenParser final : public QObject
{
    Q_OBJECT

  private slots:
    void tokens_data();
    void tokens();
    void tokenErrors_data();
    void tokenErrors();
    void deviceCodeStart();
    void deviceCodePoll_data();
    void deviceCodePoll();
    void azCli_data();
    void azCli();
    void azCliErrors_data();
    void azCliErrors();
    void redaction();
    void neverLeaksTheToken();
};

void TstEntraTokenParser::tokens_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("client credentials") << u"token_ok.json"_s;
    QTest::newRow("v1 endpoint, numbers as strings") << u"token_v1_strings.json"_s;
}

void TstEntraTokenParser::tokens()
{
    QFETCH(QString, file);
    const auto r = parseEntraTokenResponse(azureFixture(file), 200, kNow);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message));
    QCOMPARE(r->token, kToken);
    QCOMPARE(r->expiresAtMs, kExpiry);
    QCOMPARE(r->tokenType, u"Bearer"_s);
}

void TstEntraTokenParser::tokenErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");
    QTest::addColumn<SourceError::Kind>("kind");
    QTest::addColumn<QString>("errorType");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("detailStart");

    using K = SourceError::Kind;
    QTest::newRow("7000215 invalid secret")
        << u"token_invalid_secret.json"_s << 401 << K::Backend << u"AADSTS7000215"_s
        << u"The client secret is wrong: use the secret's Value, not its Secret ID."_s
        << u"invalid_client: AADSTS7000215: Invalid client secret provided."_s;
    QTest::newRow("7000222 expired secret")
        << u"token_expired_secret.json"_s << 401 << K::Backend << u"AADSTS7000222"_s
        << u"The client secret has expired: create a new one in the app registration."_s
        << u"invalid_client: AADSTS7000222: The provided client secret keys"_s;
    QTest::newRow("700016 app not in tenant")
        << u"token_app_not_found.json"_s << 400 << K::Backend << u"AADSTS700016"_s
        << u"No application with this client ID exists in the tenant: check the client ID and "
           u"the tenant ID."_s
        << u"unauthorized_client: AADSTS700016: Application with identifier"_s;
    QTest::newRow("90002 tenant not found")
        << u"token_tenant_not_found.json"_s << 400 << K::Backend << u"AADSTS90002"_s
        << u"The tenant was not found: check the tenant ID or domain name."_s
        << u"invalid_request: AADSTS90002: Tenant 'contoso-gpu.onmicrosoft.com' not found."_s;
    QTest::newRow("50034 no such user")
        << u"token_user_not_found.json"_s << 400 << K::Backend << u"AADSTS50034"_s
        << u"The user account does not exist in this tenant."_s
        << u"invalid_grant: AADSTS50034: "_s;
    QTest::newRow("50126 wrong password")
        << u"token_bad_password.json"_s << 400 << K::Backend << u"AADSTS50126"_s
        << u"The user name or password is wrong."_s << u"invalid_grant: AADSTS50126: "_s;
    QTest::newRow("polling answer outside polling")
        << u"devicecode_pending.json"_s << 400 << K::Backend << u"AADSTS70016"_s
        << u"Sign-in failed (authorization_pending): OAuth 2.0 device flow error. Authorization "
           u"is pending. Continue polling."_s
        << u"authorization_pending: AADSTS70016"_s;
    QTest::newRow("HTML 502 from a proxy")
        << u"proxy_502.html"_s << 502 << K::Http << QString()
        << u"HTTP 502 Bad Gateway from the sign-in server (not an Entra ID answer)"_s
        << u"502 Bad Gateway"_s;
    QTest::newRow("device code start is no token")
        << u"devicecode_start.json"_s << 200 << K::Parse << QString()
        << u"The sign-in server's answer has no access token."_s << QString();
}

void TstEntraTokenParser::tokenErrors()
{
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(SourceError::Kind, kind);
    QFETCH(QString, errorType);
    QFETCH(QString, message);
    QFETCH(QString, detailStart);

    const auto r = parseEntraTokenResponse(azureFixture(file), status, kNow);
    QVERIFY(!r);
    QCOMPARE(r.error().kind, kind);
    QCOMPARE(r.error().httpStatus, status);
    QCOMPARE(r.error().errorType, errorType);
    QCOMPARE(r.error().message, message);
    QVERIFY2(r.error().detail.startsWith(detailStart), qPrintable(r.error().detail));
    // Trace and correlation ids stay for a support ticket.
    if (kind == SourceError::Kind::Backend)
        QVERIFY(
            r.error().detail.contains(u"Correlation ID: 1b7e3d9a-4c2f-4e8b-b6a1-0d5c9f3e7a82"_s));
}

void TstEntraTokenParser::deviceCodeStart()
{
    const auto r =
        parseDeviceCodeStartResponse(azureFixture(u"devicecode_start.json"_s), 200, kNow);
    QVERIFY(r);
    QCOMPARE(r->userCode, u"FQK5HW3UF"_s);
    QVERIFY(r->deviceCode.startsWith(u"FAQABIQEAAAD--DLA3VO7Q"_s));
    QCOMPARE(r->verificationUri, u"https://microsoft.com/devicelogin"_s);
    QCOMPARE(r->expiresAtMs, kNow + 900'000);
    QCOMPARE(r->intervalMs, qint64(5000));
    QCOMPARE(r->message, u"To sign in, use a web browser to open the page "
                         u"https://microsoft.com/devicelogin and enter the code FQK5HW3UF to "
                         u"authenticate."_s);

    const auto bad =
        parseDeviceCodeStartResponse(azureFixture(u"token_tenant_not_found.json"_s), 400, kNow);
    QVERIFY(!bad);
    QCOMPARE(bad.error().errorType, u"AADSTS90002"_s);
    const auto notStart = parseDeviceCodeStartResponse(azureFixture(u"token_ok.json"_s), 200, kNow);
    QVERIFY(!notStart);
    QCOMPARE(notStart.error().kind, SourceError::Kind::Parse);
    QVERIFY(!leaks(notStart.error()));
}

void TstEntraTokenParser::deviceCodePoll_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");
    QTest::addColumn<DeviceCodeState>("state");
    QTest::addColumn<QString>("message");

    QTest::newRow("authorization_pending")
        << u"devicecode_pending.json"_s << 400 << DeviceCodeState::Pending << QString();
    QTest::newRow("slow_down") << u"devicecode_slow_down.json"_s << 400 << DeviceCodeState::SlowDown
                               << QString();
    QTest::newRow("expired_token")
        << u"devicecode_expired.json"_s << 400 << DeviceCodeState::Expired
        << u"The sign-in code expired before it was used: start the sign-in again."_s;
    QTest::newRow("authorization_declined")
        << u"devicecode_declined.json"_s << 400 << DeviceCodeState::Declined
        << u"The sign-in was declined."_s;
    QTest::newRow("granted") << u"token_ok.json"_s << 200 << DeviceCodeState::Granted << QString();
}

void TstEntraTokenParser::deviceCodePoll()
{
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(DeviceCodeState, state);
    QFETCH(QString, message);

    const auto r = parseDeviceCodePollResponse(azureFixture(file), status, kNow);
    QVERIFY(r);
    QCOMPARE(r->state, state);
    QCOMPARE(r->message, message);
    if (state == DeviceCodeState::Granted) {
        QCOMPARE(r->token.token, kToken);
        QCOMPARE(r->token.expiresAtMs, kExpiry);
    } else {
        QVERIFY(r->token.token.isEmpty());
    }
}

void TstEntraTokenParser::azCli_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QTimeZone>("zone");
    QTest::addColumn<qint64>("expiresAtMs");

    // expires_on wins, whatever zone expiresOn would be read in.
    QTest::newRow("CLI >= 2.54, expires_on") << u"azcli_new.json"_s << QTimeZone::utc() << kExpiry;
    QTest::newRow("CLI < 2.54, expiresOn in UTC+1") << u"azcli_old.json"_s << kPlusOne << kExpiry;
    QTest::newRow("CLI < 2.54, expiresOn in UTC")
        << u"azcli_old.json"_s << QTimeZone::utc() << kExpiry + 3'600'000;
}

void TstEntraTokenParser::azCli()
{
    QFETCH(QString, file);
    QFETCH(QTimeZone, zone);
    QFETCH(qint64, expiresAtMs);

    const auto r = parseAzCliTokenOutput(azureFixture(file), {}, 0, zone);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message));
    QCOMPARE(r->token, kToken);
    QCOMPARE(r->expiresAtMs, expiresAtMs);
    QCOMPARE(r->tokenType, u"Bearer"_s);

    // expires_on may be written as a string too.
    QByteArray stringy = azureFixture(u"azcli_new.json"_s);
    stringy.replace("1795258799", "\"1795258799\"");
    const auto s = parseAzCliTokenOutput(stringy, {}, 0, QTimeZone::utc());
    QVERIFY(s);
    QCOMPARE(s->expiresAtMs, kExpiry);
}

void TstEntraTokenParser::azCliErrors_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QByteArray>("err");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<SourceError::Kind>("kind");
    QTest::addColumn<QString>("errorType");
    QTest::addColumn<QString>("message");

    using K = SourceError::Kind;
    QTest::newRow("not logged in")
        << QByteArray() << azureFixture(u"azcli_stderr_login_required.txt"_s) << 1 << K::Config
        << u"az_login_required"_s << u"The Azure CLI is not signed in: run az login."_s;
    QTest::newRow("refresh token expired")
        << QByteArray() << azureFixture(u"azcli_stderr_refresh_expired.txt"_s) << 1 << K::Config
        << u"AADSTS70043"_s << u"The Azure CLI's sign-in has expired: run az login again."_s;
    QTest::newRow("az missing")
        << QByteArray() << "sh: 1: az: not found\n"_ba << 127 << K::Config << u"az_not_found"_s
        << u"The Azure CLI (az) was not found: install it or add it to PATH."_s;
    QTest::newRow("other az error")
        << QByteArray()
        << "WARNING: A newer version is available.\nERROR: (SubscriptionNotFound) Subscription "
           "'x' could not be found.\n"_ba
        << 1 << K::Backend << u"az_cli"_s
        << u"The Azure CLI could not get a token: (SubscriptionNotFound) Subscription 'x' could "
           u"not be found."_s;
    QTest::newRow("tsv instead of json")
        << kToken.toUtf8() + "\t2026-11-21 11:59:59.000000\n"
        << QByteArray() << 0 << K::Parse << QString()
        << u"The Azure CLI's output is not the JSON of an access token; run az account "
           u"get-access-token -o json to see what it prints."_s;
    QTest::newRow("no expiry") << R"({"accessToken":"abc","expiresOn":"soon"})"_ba << QByteArray()
                               << 0 << K::Parse << QString()
                               << u"The Azure CLI's output does not say when the token expires."_s;
}

void TstEntraTokenParser::azCliErrors()
{
    QFETCH(QByteArray, out);
    QFETCH(QByteArray, err);
    QFETCH(int, exitCode);
    QFETCH(SourceError::Kind, kind);
    QFETCH(QString, errorType);
    QFETCH(QString, message);

    const auto r = parseAzCliTokenOutput(out, err, exitCode, QTimeZone::utc());
    QVERIFY(!r);
    QCOMPARE(r.error().kind, kind);
    QCOMPARE(r.error().errorType, errorType);
    QCOMPARE(r.error().message, message);
    QVERIFY(!leaks(r.error()));
    if (!err.isEmpty())
        QCOMPARE(r.error().detail, QString::fromUtf8(err).trimmed());
}

void TstEntraTokenParser::redaction()
{
    QCOMPARE(EntraText::redactSecrets(u"Bearer "_s + kToken + u" rest"_s),
             u"Bearer [redacted] rest"_s);
    // GUIDs and URLs a support ticket needs are kept.
    const QString ids = u"Trace ID: 8f2c4a61-93d7-4b1e-a5c0-6e9d2b7f1a34 at "
                        u"https://login.microsoftonline.com/error?code=7000215"_s;
    QCOMPARE(EntraText::redactSecrets(ids), ids);
    QCOMPARE(EntraText::aadstsCode(u"ERROR: AADSTS700082: The refresh token has expired"),
             qint64(700082));
    QCOMPARE(EntraText::aadstsCode(u"no code here"), qint64(0));
}

void TstEntraTokenParser::neverLeaksTheToken()
{
    // Every prefix and many single-byte corruptions of every fixture, under
    // every parser and with success and failure statuses: no error may show
    // any piece of the token.
    static const char replacements[] = {'"', '{', '}', ',', ':', '0', '\\', ' ', '\xff'};
    int checked = 0;
    auto check = [&checked](const QByteArray &body, const QString &name) {
        for (int status : {200, 400, 502}) {
            const auto t = parseEntraTokenResponse(body, status, kNow);
            if (!t) {
                QVERIFY2(!leaks(t.error()), qPrintable(name + u": "_s + t.error().detail));
                QVERIFY(!t.error().message.isEmpty());
            }
            const auto p = parseDeviceCodePollResponse(body, status, kNow);
            if (!p) {
                QVERIFY2(!leaks(p.error()), qPrintable(name));
                QVERIFY(!p.error().message.isEmpty());
            }
            const auto s = parseDeviceCodeStartResponse(body, status, kNow);
            if (!s) {
                QVERIFY2(!leaks(s.error()), qPrintable(name));
                QVERIFY(!s.error().message.isEmpty());
            }
            ++checked;
        }
        for (int exitCode : {0, 1}) {
            // stdout as az's stdout, and (misrouted) as its stderr.
            const auto a = parseAzCliTokenOutput(body, {}, exitCode, QTimeZone::utc());
            if (!a)
                QVERIFY2(!leaks(a.error()), qPrintable(name));
            const auto b = parseAzCliTokenOutput({}, body, exitCode, QTimeZone::utc());
            if (!b)
                QVERIFY2(!leaks(b.error()), qPrintable(name));
        }
    };
    QVERIFY(tokenFixtures().size() >= 18);
    for (const QString &name : tokenFixtures()) {
        const QByteArray full = azureFixture(name);
        for (qsizetype n = 0; n <= full.size(); ++n)
            check(full.left(n), name);
        for (qsizetype i = 0; i < full.size(); i += 3) {
            for (char c : replacements) {
                QByteArray mutated = full;
                mutated[i] = c;
                check(mutated, name);
            }
        }
    }
    QVERIFY(checked > 10'000);
}

QTEST_GUILESS_MAIN(TstEntraTokenParser)
#include "tst_entratokenparser.moc"
