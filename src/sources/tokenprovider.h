#pragma once

#include "sourceerror.h"

#include <expected>
#include <functional>
#include <map>
#include <QObject>
#include <QPointer>
#include <vector>

// An access token and when it stops working. The value is a secret: it lives
// in memory only, and nothing prints it.
struct AccessToken
{
    QString value;
    qint64 expiresAtMs = 0;
};

using TokenResult = std::expected<AccessToken, SourceError>;

// Hands out bearer tokens per scope for one sign-in (Azure CLI, client
// secret, device code). Tokens are cached in memory and fetched again a few
// minutes before they expire; concurrent requests for one scope share one
// fetch. Subclasses only implement fetch().
class TokenProvider : public QObject
{
    Q_OBJECT
  public:
    using Callback = std::function<void(const TokenResult &)>;
    using Clock = std::function<qint64()>;

    explicit TokenProvider(QObject *parent = nullptr);

    // Calls `done` (in `context`'s thread, never synchronously) with a token
    // good for at least kRefreshMarginMs more, or the reason there is none.
    void token(const QString &scope, QObject *context, Callback done);
    // Forgets a token the server refused (401), so the next call fetches anew.
    void invalidate(const QString &scope);
    void setClock(Clock clock) { m_clock = std::move(clock); }
    qint64 now() const { return m_clock(); }
    // What the provider is, for status lines ("Azure CLI", "service principal 1234…").
    virtual QString description() const = 0;

    static constexpr qint64 kRefreshMarginMs = 5 * 60'000;

  signals:
    // Device code sign-in: show this to the user until the token arrives.
    void userActionRequired(const QString &message, const QString &userCode,
                            const QString &verificationUri);

  protected:
    // Starts getting a token for `scope`; must end in exactly one deliver().
    virtual void fetch(const QString &scope) = 0;
    void deliver(const QString &scope, const TokenResult &result);

  private:
    struct Waiter
    {
        QPointer<QObject> context;
        Callback done;
    };
    std::map<QString, AccessToken> m_cache;
    std::map<QString, std::vector<Waiter>> m_waiting;
    Clock m_clock;
};
