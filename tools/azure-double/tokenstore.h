#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

// What the double remembers about what it issued: access tokens (opaque
// random strings bound to an audience and an expiry), refresh tokens, and
// device codes waiting for someone to approve them. Times are wall-clock
// milliseconds since the epoch.
class TokenStore final
{
  public:
    enum class Check
    {
        Valid,
        Unknown,
        Expired,
        WrongAudience
    };

    struct AccessToken
    {
        QString audience;
        QString clientId;
        qint64 expiresAtMs = 0;
    };

    enum class DeviceState
    {
        Pending,
        Approved,
        Declined,
        Redeemed
    };

    struct DeviceCode
    {
        QString deviceCode;
        QString userCode;
        QString clientId;
        QString scope;
        qint64 expiresAtMs = 0;
        DeviceState state = DeviceState::Pending;
    };

    QString issueAccessToken(const QString &audience, const QString &clientId, int lifetimeSecs);
    // accepted: audiences without a trailing slash.
    Check check(const QString &token, const QStringList &accepted, AccessToken *found) const;
    void expireAll();
    int issuedCount() const { return int(m_accessTokens.size()); }

    QString issueRefreshToken(const QString &clientId);
    std::optional<QString> takeRefreshToken(const QString &refreshToken); // its client id

    DeviceCode newDeviceCode(const QString &clientId, const QString &scope, int lifetimeSecs);
    DeviceCode *deviceCode(const QString &deviceCode);
    // Approves (or declines) the pending code with this user code, or every
    // pending code when userCode is empty; returns the user codes it changed.
    QStringList decide(const QString &userCode, bool approve);
    QList<DeviceCode> pendingDeviceCodes() const;

    static QString normalizedAudience(QString audience);

  private:
    QHash<QString, AccessToken> m_accessTokens;
    QHash<QString, QString> m_refreshTokens; // token -> client id
    QList<DeviceCode> m_deviceCodes;
};
