#pragma once

#include "metriccatalog.h"
#include "seriesset.h"

#include <QString>
#include <vector>

// "What happened just before": discrete changes read from what the fleet
// exports, each probe one range query the server answers with the moments
// something changed (a series is present where, and only where, it did):
// a deployment's new generation (a rollout), its replicas changed, a
// container restarted, GPU nodes joining or leaving, an Xid error.
namespace ExplainEvents {

struct Probe
{
    QString kind;      // "rollout", "scale", "restart", "nodes", "health", or a dashboard's name
    QStringList needs; // metrics the source must have
    QString promql;    // present at the moments of change; the value is shown
    // What an event says: %1 the labels in words, %2 the value, {{label}}
    // a label's value and {{value}} the value (a dashboard's own texts).
    QString text;
};

// The probes the catalog can answer (all of them when it is unknown), with
// dcgm's host label spelled as the source does.
std::vector<Probe> probesFor(const MetricCatalog &catalog);

struct Event
{
    qint64 timeMs = 0;
    QString kind;
    QString text;
    Labels labels;
};

// One event per run of consecutive samples of each series (the start of the
// run), in time order.
std::vector<Event> eventsFrom(const Probe &probe, const SeriesSet &answer);

} // namespace ExplainEvents
