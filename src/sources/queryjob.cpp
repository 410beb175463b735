#include "queryjob.h"

void QueryJob::finish(QueryResult r)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = std::move(r);
    emit finished();
}

void QueryJob::cancelAll(std::vector<QPointer<QueryJob>> &jobs, QObject *listener)
{
    const std::vector<QPointer<QueryJob>> taken = std::move(jobs);
    jobs.clear();
    for (const auto &j : taken)
        if (j) {
            j->disconnect(listener);
            j->cancel();
            j->deleteLater();
        }
}
