#include "faultstate.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

const QString kAny = u"any"_s;

bool endpointName(const QJsonValue &value, QString *name, QString *error)
{
    *name = value.isUndefined() ? kAny : value.toString();
    if (*name == kAny || EndpointClasses::fromName(*name))
        return true;
    *error =
        u"unknown endpoint \"%1\" (login, metrics, batch, logs, cost, automation or any)"_s.arg(
            *name);
    return false;
}

bool nonNegativeInt(const QJsonObject &object, const QString &key, int fallback, int *out,
                    QString *error)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        *out = fallback;
        return true;
    }
    if (!value.isDouble() || value.toDouble() < 0 || value.toDouble() != double(value.toInt())) {
        *error = u"\"%1\" must be a non-negative integer"_s.arg(key);
        return false;
    }
    *out = value.toInt();
    return true;
}

} // namespace

bool FaultState::isFaultKey(const QString &key)
{
    static const QStringList keys = {
        u"reset"_s,  u"throttle"_s,  u"batch529"_s,    u"error500"_s,     u"malformed"_s,
        u"slowMs"_s, u"forbidden"_s, u"metricError"_s, u"partialError"_s, u"noContent"_s};
    return keys.contains(key);
}

bool FaultState::apply(const QJsonObject &changes, QString *error)
{
    FaultState next = changes.value(u"reset"_s).toBool() ? FaultState() : *this;
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        const QString &key = it.key();
        const QJsonValue value = it.value();
        bool ok = true;
        if (key == u"reset"_s) {
            ok = value.isBool();
            if (!ok)
                *error = u"\"reset\" must be true or false"_s;
        } else if (key == u"throttle"_s) {
            ok = next.applyCounted(value, key, &next.m_throttle, error);
        } else if (key == u"batch529"_s) {
            ok = next.applyCounted(value, key, &next.m_batch529, error);
        } else if (key == u"error500"_s) {
            ok = next.applyCounted(value, key, &next.m_error500, error);
        } else if (key == u"malformed"_s) {
            ok = next.applyCounted(value, key, &next.m_malformed, error);
        } else if (key == u"slowMs"_s) {
            ok = next.applyCounted(value, key, &next.m_slow, error);
        } else if (key == u"forbidden"_s) {
            ok = next.applyForbidden(value, error);
        } else if (key == u"metricError"_s) {
            ok = next.applyMetricError(value, error);
        } else if (key == u"partialError"_s || key == u"noContent"_s) {
            ok = value.isBool();
            if (!ok)
                *error = u"\"%1\" must be true or false"_s.arg(key);
            (key == u"partialError"_s ? next.m_partialError : next.m_noContent) = value.toBool();
        } else {
            *error = u"unknown fault \"%1\""_s.arg(key);
            ok = false;
        }
        if (!ok)
            return false;
    }
    *this = next;
    return true;
}

// A counted fault is a bare count (every endpoint class; for slowMs a delay
// that stays), one object or an array of objects:
// {"endpoint": "metrics", "count": 2, "retryAfter": 3} or, for slowMs,
// {"endpoint": "logs", "ms": 1500, "count": 1}.
bool FaultState::applyCounted(const QJsonValue &value, const QString &key, CountedMap *map,
                              QString *error)
{
    const bool slow = key == u"slowMs"_s;
    const bool batchOnly = key == u"batch529"_s;
    if (value.isDouble()) {
        return applyCounted(slow ? QJsonValue(QJsonObject{{u"ms"_s, value}})
                                 : QJsonValue(QJsonObject{{u"count"_s, value}}),
                            key, map, error);
    }
    if (value.isArray()) {
        for (const QJsonValue &entry : value.toArray()) {
            if (!applyCounted(entry, key, map, error))
                return false;
        }
        return true;
    }
    if (!value.isObject()) {
        *error = u"\"%1\" must be a number, an object or an array of objects"_s.arg(key);
        return false;
    }
    const QJsonObject object = value.toObject();
    QString endpoint;
    if (!endpointName(object.value(u"endpoint"_s), &endpoint, error))
        return false;
    if (batchOnly && endpoint != kAny && endpoint != u"batch"_s) {
        *error = u"\"batch529\" only applies to the batch endpoint"_s;
        return false;
    }
    for (const QString &field : object.keys()) {
        if (field != u"endpoint"_s && field != u"count"_s && field != u"retryAfter"_s &&
            !(slow && field == u"ms"_s)) {
            *error = u"unknown field \"%1\" in \"%2\""_s.arg(field, key);
            return false;
        }
    }
    Counted counted;
    if (!nonNegativeInt(object, u"count"_s, slow ? -1 : 1, &counted.remaining, error) ||
        !nonNegativeInt(object, u"retryAfter"_s, 1, &counted.retryAfterSecs, error) ||
        !nonNegativeInt(object, u"ms"_s, 0, &counted.ms, error))
        return false;
    if (batchOnly)
        endpoint = u"batch"_s;
    if (counted.remaining == 0 || (slow && counted.ms == 0))
        map->remove(endpoint);
    else
        map->insert(endpoint, counted);
    return true;
}

bool FaultState::applyForbidden(const QJsonValue &value, QString *error)
{
    if (value.isBool()) {
        m_forbidden.clear();
        if (value.toBool())
            m_forbidden.insert(kAny);
        return true;
    }
    const QJsonArray names = value.isArray() ? value.toArray() : QJsonArray{value};
    QSet<QString> next;
    for (const QJsonValue &name : names) {
        QString endpoint;
        if (!name.isString() || !endpointName(name, &endpoint, error)) {
            if (!name.isString())
                *error = u"\"forbidden\" takes true/false, an endpoint name or a list of them"_s;
            return false;
        }
        next.insert(endpoint);
    }
    m_forbidden = next;
    return true;
}

bool FaultState::applyMetricError(const QJsonValue &value, QString *error)
{
    if (value.isNull() || value == QJsonValue(false)) {
        m_failingMetrics.clear();
        return true;
    }
    const QJsonArray names = value.isArray() ? value.toArray() : QJsonArray{value};
    QSet<QString> next;
    for (const QJsonValue &name : names) {
        if (!name.isString()) {
            *error = u"\"metricError\" takes a metric name or a list of them"_s;
            return false;
        }
        next.insert(name.toString().toLower());
    }
    m_failingMetrics = next;
    return true;
}

std::optional<FaultState::Counted> FaultState::take(CountedMap *map, EndpointClass endpoint)
{
    for (const QString &key : {EndpointClasses::name(endpoint), kAny}) {
        const auto it = map->find(key);
        if (it == map->end())
            continue;
        const Counted counted = *it;
        if (it->remaining > 0 && --it->remaining == 0)
            map->erase(it);
        return counted;
    }
    return std::nullopt;
}

std::optional<int> FaultState::takeThrottle(EndpointClass endpoint)
{
    if (const auto counted = take(&m_throttle, endpoint))
        return counted->retryAfterSecs;
    return std::nullopt;
}

std::optional<int> FaultState::takeBatch529()
{
    if (const auto counted = take(&m_batch529, EndpointClass::Batch))
        return counted->retryAfterSecs;
    return std::nullopt;
}

bool FaultState::takeError500(EndpointClass endpoint)
{
    return take(&m_error500, endpoint).has_value();
}

bool FaultState::takeMalformed(EndpointClass endpoint)
{
    return take(&m_malformed, endpoint).has_value();
}

int FaultState::takeSlowMs(EndpointClass endpoint)
{
    const auto counted = take(&m_slow, endpoint);
    return counted ? counted->ms : 0;
}

bool FaultState::forbidden(EndpointClass endpoint) const
{
    return m_forbidden.contains(kAny) || m_forbidden.contains(EndpointClasses::name(endpoint));
}

bool FaultState::metricFails(const QString &metricName) const
{
    return m_failingMetrics.contains(metricName.toLower());
}

QJsonValue FaultState::countedJson(const CountedMap &map, bool withRetry, bool withMs)
{
    QJsonArray entries;
    QStringList keys = map.keys();
    keys.sort();
    for (const QString &key : keys) {
        const Counted &counted = map[key];
        QJsonObject entry{{u"endpoint"_s, key}, {u"count"_s, counted.remaining}};
        if (withRetry)
            entry.insert(u"retryAfter"_s, counted.retryAfterSecs);
        if (withMs)
            entry.insert(u"ms"_s, counted.ms);
        entries.append(entry);
    }
    return entries;
}

QJsonObject FaultState::toJson() const
{
    QStringList forbidden(m_forbidden.begin(), m_forbidden.end());
    forbidden.sort();
    QStringList failing(m_failingMetrics.begin(), m_failingMetrics.end());
    failing.sort();
    return QJsonObject{
        {u"throttle"_s, countedJson(m_throttle, true, false)},
        {u"batch529"_s, countedJson(m_batch529, true, false)},
        {u"error500"_s, countedJson(m_error500, false, false)},
        {u"malformed"_s, countedJson(m_malformed, false, false)},
        {u"slowMs"_s, countedJson(m_slow, false, true)},
        {u"forbidden"_s, QJsonArray::fromStringList(forbidden)},
        {u"metricError"_s, QJsonArray::fromStringList(failing)},
        {u"partialError"_s, m_partialError},
        {u"noContent"_s, m_noContent},
    };
}
