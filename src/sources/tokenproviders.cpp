#include "tokenproviders.h"

#include "azclitokenparser.h"
#include "entratokenparser.h"
#include "formencoding.h"
#include "secretstore.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTimer>

namespace {
QUrl tokenUrl(QUrl login, const QString &tenant, const QString &leaf)
{
    QString p = login.path();
    while (p.endsWith(QLatin1Char('/')))
        p.chop(1);
    login.setPath(p + QStringLiteral("/%1/oauth2/v2.0/%2").arg(tenant, leaf));
    return login;
}

// POSTs a form to an Entra endpoint and hands the raw answer to `done`.
void postForm(QNetworkAccessManager *nam, const QUrl &url,
              const QList<std::pair<QString, QString>> &form, QObject *context,
              std::function<void(int status, const QByteArray &body, const QString &netError)> done)
{
    QNetworkRequest req(url);
    req.setHeader(QNetworkRequest::ContentTypeHeader,
                  QByteArrayLiteral("application/x-www-form-urlencoded"));
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::NoLessSafeRedirectPolicy);
    req.setTransferTimeout(30'000);
    QNetworkReply *reply = nam->post(req, formEncode(form));
    QObject::connect(reply, &QNetworkReply::finished, context, [reply, done] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        done(status, reply->readAll(), status == 0 ? reply->errorString() : QString());
    });
}

SourceError unreachable(const QUrl &url, const QString &why)
{
    return SourceError::make(
        SourceError::Kind::Network,
        QCoreApplication::translate("TokenProvider", "Cannot reach the sign-in endpoint %1: %2")
            .arg(url.authority(), why));
}
} // namespace

std::unique_ptr<TokenProvider>
makeTokenProvider(const SourceConfig &config, const AzureCloud &cloud, QNetworkAccessManager *nam)
{
    switch (config.azureMethod) {
    case SourceConfig::AzureMethod::ClientSecret:
        return std::make_unique<ClientSecretTokenProvider>(
            cloud.login, config.tenant, config.clientId, config.clientSecretEnv, config.name, nam);
    case SourceConfig::AzureMethod::DeviceCode:
        return std::make_unique<DeviceCodeTokenProvider>(cloud.login, config.tenant,
                                                         config.clientId, nam);
    case SourceConfig::AzureMethod::AzureCli:
        break;
    }
    return std::make_unique<AzureCliTokenProvider>(config.tenant);
}

// --- Azure CLI -----------------------------------------------------------

AzureCliTokenProvider::AzureCliTokenProvider(QString tenant, QObject *parent)
    : TokenProvider(parent), m_tenant(std::move(tenant)),
      m_program(qEnvironmentVariable("FLEETSCOPE_AZ", QStringLiteral("az")))
{
}

QString AzureCliTokenProvider::description() const
{
    return tr("Azure CLI login");
}

void AzureCliTokenProvider::fetch(const QString &scope)
{
    auto *p = new QProcess(this);
    QStringList args = {QStringLiteral("account"), QStringLiteral("get-access-token"),
                        QStringLiteral("--scope"), scope,
                        QStringLiteral("-o"),      QStringLiteral("json")};
    if (!m_tenant.isEmpty())
        args << QStringLiteral("--tenant") << m_tenant;
    connect(p, &QProcess::errorOccurred, this, [this, p, scope](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        p->deleteLater();
        deliver(scope, std::unexpected(SourceError::make(
                           SourceError::Kind::Config,
                           tr("The Azure CLI (az) is not installed or not on PATH; install it and "
                              "run az login, "
                              "or choose another sign-in method for this source."))));
    });
    connect(p, &QProcess::finished, this, [this, p, scope](int code, QProcess::ExitStatus status) {
        p->deleteLater();
        const QByteArray out = p->readAllStandardOutput();
        const QByteArray err = p->readAllStandardError();
        auto t = parseAzCliTokenOutput(QByteArrayView(out), QByteArrayView(err),
                                       status == QProcess::NormalExit ? code : -1);
        if (!t) {
            deliver(scope, std::unexpected(t.error()));
            return;
        }
        deliver(scope, AccessToken{t->token, t->expiresAtMs});
    });
    // az can hang on a network problem; a token that takes a minute is none.
    QTimer::singleShot(60'000, p, [p] { p->kill(); });
    p->start(m_program, args);
}

// --- client secret -------------------------------------------------------

ClientSecretTokenProvider::ClientSecretTokenProvider(QUrl login, QString tenant, QString clientId,
                                                     QString secretEnv, QString sourceName,
                                                     QNetworkAccessManager *nam, QObject *parent)
    : TokenProvider(parent), m_login(std::move(login)), m_tenant(std::move(tenant)),
      m_clientId(std::move(clientId)), m_secretEnv(std::move(secretEnv)),
      m_sourceName(std::move(sourceName)), m_nam(nam)
{
}

QString ClientSecretTokenProvider::description() const
{
    return tr("service principal %1").arg(m_clientId);
}

void ClientSecretTokenProvider::fetch(const QString &scope)
{
    if (!m_secretEnv.isEmpty()) {
        const QString secret = qEnvironmentVariable(m_secretEnv.toLocal8Bit().constData());
        if (secret.isEmpty()) {
            deliver(
                scope,
                std::unexpected(SourceError::make(
                    SourceError::Kind::Config,
                    tr("The environment variable %1 that should hold the client secret is not set.")
                        .arg(m_secretEnv))));
            return;
        }
        request(scope, secret);
        return;
    }
    SecretStore::read(m_sourceName, this,
                      [this, scope](std::expected<QString, SourceError> secret) {
                          if (!secret) {
                              SourceError e = secret.error();
                              e.message = tr("No client secret: %1. Enter it in the Data Sources "
                                             "dialog, or name an environment "
                                             "variable in clientSecretEnv.")
                                              .arg(e.message);
                              deliver(scope, std::unexpected(e));
                              return;
                          }
                          request(scope, *secret);
                      });
}

void ClientSecretTokenProvider::request(const QString &scope, const QString &secret)
{
    if (!m_nam) {
        deliver(scope, std::unexpected(SourceError::make(SourceError::Kind::Network,
                                                         tr("No network access."))));
        return;
    }
    const QUrl url = tokenUrl(m_login, m_tenant, QStringLiteral("token"));
    postForm(m_nam, url,
             {{QStringLiteral("client_id"), m_clientId},
              {QStringLiteral("client_secret"), secret},
              {QStringLiteral("scope"), scope},
              {QStringLiteral("grant_type"), QStringLiteral("client_credentials")}},
             this, [this, scope, url](int status, const QByteArray &body, const QString &netError) {
                 if (status == 0) {
                     deliver(scope, std::unexpected(unreachable(url, netError)));
                     return;
                 }
                 auto t = parseEntraTokenResponse(QByteArrayView(body), status, now());
                 if (!t) {
                     deliver(scope, std::unexpected(t.error()));
                     return;
                 }
                 deliver(scope, AccessToken{t->token, t->expiresAtMs});
             });
}

// --- device code ---------------------------------------------------------

DeviceCodeTokenProvider::DeviceCodeTokenProvider(QUrl login, QString tenant, QString clientId,
                                                 QNetworkAccessManager *nam, QObject *parent)
    : TokenProvider(parent), m_login(std::move(login)), m_tenant(std::move(tenant)),
      m_clientId(std::move(clientId)), m_nam(nam)
{
}

QString DeviceCodeTokenProvider::description() const
{
    return tr("device code sign-in");
}

void DeviceCodeTokenProvider::fetch(const QString &scope)
{
    if (!m_nam) {
        deliver(scope, std::unexpected(SourceError::make(SourceError::Kind::Network,
                                                         tr("No network access."))));
        return;
    }
    const QUrl url = tokenUrl(m_login, m_tenant, QStringLiteral("devicecode"));
    postForm(m_nam, url,
             {{QStringLiteral("client_id"), m_clientId}, {QStringLiteral("scope"), scope}}, this,
             [this, scope, url](int status, const QByteArray &body, const QString &netError) {
                 if (status == 0) {
                     deliver(scope, std::unexpected(unreachable(url, netError)));
                     return;
                 }
                 auto start = parseDeviceCodeStartResponse(QByteArrayView(body), status, now());
                 if (!start) {
                     deliver(scope, std::unexpected(start.error()));
                     return;
                 }
                 const QString message = start->message.isEmpty()
                                             ? tr("To sign in, open %1 and enter the code %2.")
                                                   .arg(start->verificationUri, start->userCode)
                                             : start->message;
                 emit userActionRequired(message, start->userCode, start->verificationUri);
                 poll(scope, start->deviceCode, start->intervalMs, start->expiresAtMs);
             });
}

void DeviceCodeTokenProvider::poll(const QString &scope, const QString &deviceCode,
                                   qint64 intervalMs, qint64 expiresAtMs)
{
    QTimer::singleShot(
        int(std::clamp<qint64>(intervalMs, 100, 60'000)), this,
        [this, scope, deviceCode, intervalMs, expiresAtMs] {
            if (!m_nam)
                return;
            if (now() > expiresAtMs) {
                deliver(scope,
                        std::unexpected(SourceError::make(
                            SourceError::Kind::Config, tr("The sign-in code expired before it was "
                                                          "used; start the sign-in again."))));
                return;
            }
            const QUrl url = tokenUrl(m_login, m_tenant, QStringLiteral("token"));
            postForm(m_nam, url,
                     {{QStringLiteral("grant_type"),
                       QStringLiteral("urn:ietf:params:oauth:grant-type:device_code")},
                      {QStringLiteral("client_id"), m_clientId},
                      {QStringLiteral("device_code"), deviceCode}},
                     this,
                     [this, scope, deviceCode, intervalMs, expiresAtMs,
                      url](int status, const QByteArray &body, const QString &netError) {
                         if (status == 0) {
                             deliver(scope, std::unexpected(unreachable(url, netError)));
                             return;
                         }
                         auto r = parseDeviceCodePollResponse(QByteArrayView(body), status, now());
                         if (!r) {
                             deliver(scope, std::unexpected(r.error()));
                             return;
                         }
                         switch (r->state) {
                         case DeviceCodeState::Granted:
                             deliver(scope, AccessToken{r->token.token, r->token.expiresAtMs});
                             return;
                         case DeviceCodeState::Pending:
                             poll(scope, deviceCode, intervalMs, expiresAtMs);
                             return;
                         case DeviceCodeState::SlowDown:
                             poll(scope, deviceCode, intervalMs + 5000, expiresAtMs);
                             return;
                         case DeviceCodeState::Expired:
                         case DeviceCodeState::Declined:
                             deliver(scope, std::unexpected(SourceError::make(
                                                SourceError::Kind::Config, r->message)));
                             return;
                         }
                     });
        });
}
