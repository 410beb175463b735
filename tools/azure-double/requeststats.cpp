#include "requeststats.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kLogLimit = 1000;

} // namespace

void RequestStats::record(EndpointClass endpoint, const QByteArray &method, const QString &path,
                          int status, qint64 atMs)
{
    ++m_total;
    ++m_statusCounts[int(endpoint)][status];
    m_log.append({m_total, endpoint, QString::fromLatin1(method), path, status, atMs});
    if (m_log.size() > kLogLimit)
        m_log.removeFirst();
}

void RequestStats::reset()
{
    *this = RequestStats();
}

QJsonObject RequestStats::toJson() const
{
    QJsonObject endpoints;
    for (EndpointClass endpoint : EndpointClasses::kCounted) {
        const QHash<int, int> counts = m_statusCounts.value(int(endpoint));
        QList<int> statuses = counts.keys();
        std::sort(statuses.begin(), statuses.end());
        QJsonObject byStatus;
        int requests = 0;
        for (int status : statuses) {
            byStatus.insert(QString::number(status), counts[status]);
            requests += counts[status];
        }
        endpoints.insert(EndpointClasses::name(endpoint),
                         QJsonObject{{u"requests"_s, requests}, {u"statuses"_s, byStatus}});
    }
    QJsonArray log;
    for (const Entry &entry : m_log) {
        log.append(QJsonObject{{u"seq"_s, entry.seq},
                               {u"endpoint"_s, EndpointClasses::name(entry.endpoint)},
                               {u"method"_s, entry.method},
                               {u"path"_s, entry.path},
                               {u"status"_s, entry.status},
                               {u"atMs"_s, entry.atMs}});
    }
    return QJsonObject{{u"total"_s, m_total}, {u"endpoints"_s, endpoints}, {u"log"_s, log}};
}
