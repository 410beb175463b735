#pragma once
// The smallest dashboard a workspace test needs: one lane, one query.
#include "dashboard.h"

inline Dashboard oneLaneDashboard(const QString &source, const QString &promql, qint64 rangeMs,
                                  qint64 refreshMs = 60'000)
{
    Dashboard d;
    d.defaultRangeMs = rangeMs;
    d.refreshMs = refreshMs;
    LaneSpec lane;
    lane.id = QStringLiteral("mem");
    QuerySpec q;
    q.source = source;
    q.promql = promql;
    lane.queries.push_back(q);
    d.lanes.push_back(lane);
    return d;
}
