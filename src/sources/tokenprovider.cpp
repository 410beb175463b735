#include "tokenprovider.h"

#include <QDateTime>
#include <QMetaObject>

TokenProvider::TokenProvider(QObject *parent)
    : QObject(parent), m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
{
}

void TokenProvider::token(const QString &scope, QObject *context, Callback done)
{
    auto it = m_cache.find(scope);
    if (it != m_cache.end() && it->second.expiresAtMs - kRefreshMarginMs > now()) {
        const AccessToken t = it->second;
        // Always asynchronous, so callers see one order of events.
        QMetaObject::invokeMethod(
            context, [done = std::move(done), t] { done(t); }, Qt::QueuedConnection);
        return;
    }
    auto &waiters = m_waiting[scope];
    waiters.push_back({context, std::move(done)});
    if (waiters.size() == 1)
        fetch(scope);
}

void TokenProvider::invalidate(const QString &scope)
{
    m_cache.erase(scope);
}

void TokenProvider::deliver(const QString &scope, const TokenResult &result)
{
    if (result)
        m_cache[scope] = *result;
    else
        m_cache.erase(scope);
    auto node = m_waiting.extract(scope);
    if (node.empty())
        return;
    for (auto &w : node.mapped()) {
        if (!w.context)
            continue;
        QMetaObject::invokeMethod(
            w.context, [done = std::move(w.done), result] { done(result); }, Qt::QueuedConnection);
    }
}
