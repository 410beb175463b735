#pragma once

#include "azurecloud.h"
#include "sourceconfig.h"
#include "tokenprovider.h"

#include <memory>
#include <QPointer>
#include <QStringList>

class QNetworkAccessManager;
class QTimer;

// The sign-in a source's `auth` asks for.
std::unique_ptr<TokenProvider>
makeTokenProvider(const SourceConfig &config, const AzureCloud &cloud, QNetworkAccessManager *nam);

// Tokens from the Azure CLI's cached login: `az account get-access-token`,
// run with an argument list (no shell), one process per scope at a time.
class AzureCliTokenProvider final : public TokenProvider
{
    Q_OBJECT
  public:
    explicit AzureCliTokenProvider(QString tenant = {}, QObject *parent = nullptr);
    QString description() const override;
    // The az program to run; tests point this at a stand-in.
    void setProgram(const QString &program) { m_program = program; }

  protected:
    void fetch(const QString &scope) override;

  private:
    QString m_tenant;
    QString m_program;
};

// A service principal: client id and secret against the v2.0 token endpoint.
// The secret comes from the environment variable the source names, else
// from the OS keychain entry of the source; it is read when needed and never
// kept beyond the request.
class ClientSecretTokenProvider final : public TokenProvider
{
    Q_OBJECT
  public:
    ClientSecretTokenProvider(QUrl login, QString tenant, QString clientId, QString secretEnv,
                              QString sourceName, QNetworkAccessManager *nam,
                              QObject *parent = nullptr);
    QString description() const override;

  protected:
    void fetch(const QString &scope) override;

  private:
    void request(const QString &scope, const QString &secret);

    QUrl m_login;
    QString m_tenant;
    QString m_clientId;
    QString m_secretEnv;
    QString m_sourceName;
    QPointer<QNetworkAccessManager> m_nam;
};

// Device code sign-in: shows a code and a URL (userActionRequired), then
// polls the token endpoint at the interval Entra asks for until the user has
// signed in, declined, or the code expired.
class DeviceCodeTokenProvider final : public TokenProvider
{
    Q_OBJECT
  public:
    DeviceCodeTokenProvider(QUrl login, QString tenant, QString clientId,
                            QNetworkAccessManager *nam, QObject *parent = nullptr);
    QString description() const override;

  protected:
    void fetch(const QString &scope) override;

  private:
    void poll(const QString &scope, const QString &deviceCode, qint64 intervalMs,
              qint64 expiresAtMs);

    QUrl m_login;
    QString m_tenant;
    QString m_clientId;
    QPointer<QNetworkAccessManager> m_nam;
};
