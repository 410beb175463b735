#include "queryjob.h"

void QueryJob::finish(QueryResult r)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = std::move(r);
    emit finished();
}
