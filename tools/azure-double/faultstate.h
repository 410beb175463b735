#pragma once

#include "endpointclass.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>

#include <optional>

// The fault switches, set from --faults and POST /_double/faults with the same
// JSON (see --help). Counted faults hit the next N requests of an endpoint
// class ("any" matches every class; a class's own entry is used first);
// switches stay until changed. Taking a counted fault uses it up.
class FaultState final
{
  public:
    // Merges the keys present in `changes`; {"reset": true} clears everything
    // first. On error nothing changes.
    bool apply(const QJsonObject &changes, QString *error);
    void reset() { *this = FaultState(); }
    QJsonObject toJson() const;
    static bool isFaultKey(const QString &key);

    std::optional<int> takeThrottle(EndpointClass endpoint); // Retry-After seconds
    std::optional<int> takeBatch529();
    bool takeError500(EndpointClass endpoint);
    bool takeMalformed(EndpointClass endpoint);
    int takeSlowMs(EndpointClass endpoint);
    bool forbidden(EndpointClass endpoint) const;
    bool metricFails(const QString &metricName) const;
    bool partialError() const { return m_partialError; }
    bool noContent() const { return m_noContent; }

  private:
    struct Counted
    {
        int remaining = 0;
        int retryAfterSecs = 1;
        int ms = 0; // slowMs only
    };
    using CountedMap = QHash<QString, Counted>; // key: endpoint class name or "any"

    bool applyCounted(const QJsonValue &value, const QString &key, CountedMap *map, QString *error);
    bool applyForbidden(const QJsonValue &value, QString *error);
    bool applyMetricError(const QJsonValue &value, QString *error);
    static std::optional<Counted> take(CountedMap *map, EndpointClass endpoint);
    static QJsonValue countedJson(const CountedMap &map, bool withRetry, bool withMs);

    CountedMap m_throttle;
    CountedMap m_batch529;
    CountedMap m_error500;
    CountedMap m_malformed;
    CountedMap m_slow; // remaining < 0: until changed
    QSet<QString> m_forbidden;
    QSet<QString> m_failingMetrics; // lower-case
    bool m_partialError = false;
    bool m_noContent = false;
};
