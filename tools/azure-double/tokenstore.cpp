#include "tokenstore.h"

#include <QDateTime>
#include <QRandomGenerator>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QString randomText(int length, QStringView alphabet)
{
    QString text;
    text.reserve(length);
    for (int i = 0; i < length; ++i)
        text += alphabet[QRandomGenerator::system()->bounded(int(alphabet.size()))];
    return text;
}

QString randomToken(const QString &prefix, int length)
{
    return prefix +
           randomText(length, u"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_");
}

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

QString TokenStore::normalizedAudience(QString audience)
{
    while (audience.endsWith(u'/'))
        audience.chop(1);
    return audience.toLower();
}

QString TokenStore::issueAccessToken(const QString &audience, const QString &clientId,
                                     int lifetimeSecs)
{
    // Opaque on purpose: a client must not read expiry or audience out of the
    // token but rely on expires_in, as it must for real Entra ID tokens.
    const QString token = randomToken(u"fsd."_s, 80);
    m_accessTokens.insert(
        token, {normalizedAudience(audience), clientId, nowMs() + qint64(lifetimeSecs) * 1000});
    return token;
}

TokenStore::Check TokenStore::check(const QString &token, const QStringList &accepted,
                                    AccessToken *found) const
{
    const auto it = m_accessTokens.constFind(token);
    if (it == m_accessTokens.cend())
        return Check::Unknown;
    *found = *it;
    if (!accepted.contains(it->audience))
        return Check::WrongAudience;
    if (it->expiresAtMs <= nowMs())
        return Check::Expired;
    return Check::Valid;
}

void TokenStore::expireAll()
{
    const qint64 past = nowMs() - 1000;
    for (AccessToken &token : m_accessTokens)
        token.expiresAtMs = std::min(token.expiresAtMs, past);
}

QString TokenStore::issueRefreshToken(const QString &clientId)
{
    const QString token = randomToken(u"fsd-rt."_s, 96);
    m_refreshTokens.insert(token, clientId);
    return token;
}

std::optional<QString> TokenStore::takeRefreshToken(const QString &refreshToken)
{
    const auto it = m_refreshTokens.find(refreshToken);
    if (it == m_refreshTokens.end())
        return std::nullopt;
    const QString clientId = *it;
    // Refresh tokens rotate, as Entra ID's do for public clients.
    m_refreshTokens.erase(it);
    return clientId;
}

TokenStore::DeviceCode TokenStore::newDeviceCode(const QString &clientId, const QString &scope,
                                                 int lifetimeSecs)
{
    DeviceCode code;
    code.deviceCode = randomToken(u"DAQABAAEAAA"_s, 120);
    // Entra ID's user codes: nine characters a human can type without
    // confusing 0/O or 1/I.
    code.userCode = randomText(9, u"ABCDEFGHJKLMNPQRSTUVWXYZ23456789");
    code.clientId = clientId;
    code.scope = scope;
    code.expiresAtMs = nowMs() + qint64(lifetimeSecs) * 1000;
    m_deviceCodes.append(code);
    return code;
}

TokenStore::DeviceCode *TokenStore::deviceCode(const QString &deviceCode)
{
    for (DeviceCode &code : m_deviceCodes) {
        if (code.deviceCode == deviceCode)
            return &code;
    }
    return nullptr;
}

QStringList TokenStore::decide(const QString &userCode, bool approve)
{
    QStringList changed;
    const qint64 now = nowMs();
    for (DeviceCode &code : m_deviceCodes) {
        if (code.state != DeviceState::Pending || code.expiresAtMs <= now)
            continue;
        if (!userCode.isEmpty() && code.userCode.compare(userCode, Qt::CaseInsensitive) != 0)
            continue;
        code.state = approve ? DeviceState::Approved : DeviceState::Declined;
        changed << code.userCode;
    }
    return changed;
}

QList<TokenStore::DeviceCode> TokenStore::pendingDeviceCodes() const
{
    QList<DeviceCode> pending;
    const qint64 now = nowMs();
    for (const DeviceCode &code : m_deviceCodes) {
        if (code.state == DeviceState::Pending && code.expiresAtMs > now)
            pending << code;
    }
    return pending;
}
