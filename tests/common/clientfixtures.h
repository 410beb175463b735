#pragma once

#include "queryplanner.h"
#include "sourceconfig.h"

#include <QUrl>

// A Prometheus source at `url` (a scripted server's), and a plan of exactly
// this range and step, for tests of the sources layer.
inline SourceConfig configFor(const QUrl &url)
{
    SourceConfig c;
    c.name = QStringLiteral("prom");
    c.url = url;
    c.timeoutMs = 5000;
    return c;
}

inline QueryPlanner::Plan planFor(qint64 fromMs, qint64 toMs, qint64 stepMs, int cap = 11'000)
{
    QueryPlanner::Input in;
    in.fromMs = fromMs;
    in.toMs = toMs;
    in.fixedStepMs = stepMs;
    in.maxPointsPerRequest = cap;
    in.alignToStep = false;
    return QueryPlanner::plan(in);
}
