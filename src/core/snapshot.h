#pragma once

#include "alertrule.h"
#include "auditentry.h"
#include "dashboard.h"
#include "explainevents.h"
#include "ruleseries.h"
#include "seriesset.h"

#include <QByteArray>
#include <QString>
#include <vector>

// A point (fromMs == toMs) or range annotation a postmortem author adds:
// "14:02 batch size raised to 32". Annotations are additions: saving them
// back never touches the captured data.
struct Annotation
{
    qint64 id = 0; // unique within a snapshot; 0 until saved
    qint64 fromMs = 0;
    qint64 toMs = 0;
    QString text;
    QString author;
    qint64 createdAtMs = 0;
    QString laneId; // the lane it belongs to; empty: every lane
    bool isPoint() const { return fromMs == toMs; }
};

// A free-text postmortem note.
struct SnapshotNote
{
    qint64 id = 0;
    QString text;
    QString author;
    qint64 createdAtMs = 0;
};

// Where a lane's data came from: the source's name, kind and URL only. Never
// headers, tokens, secrets or environment variable values.
struct SnapshotSource
{
    QString name;
    QString type; // "prometheus", "azure-monitor", "alertmanager"
    QString url;
};

// The data of one lane query, at the resolution it was fetched.
struct SnapshotQuery
{
    QString laneId;
    int queryIndex = 0; // position in the lane's queries
    QuerySpec spec;     // as in the dashboard, raw JSON kept
    qint64 stepMs = 0;
    SeriesSet data;
};

// A lane's baseline ("compare with normal", Baseline): the lane over the
// range `shiftMs` earlier, as the envelope parts FleetAggregates names, its
// times already moved onto the incident's axis.
struct SnapshotBaseline
{
    QString laneId;
    qint64 shiftMs = 0;
    qint64 stepMs = 0;
    SeriesSet data;
};

// An incident as captured: everything Replay, export and the report need,
// with no network. Format on disk: DESIGN.md "Snapshot file".
struct Snapshot
{
    static constexpr int kSchemaVersion = 1;

    QString title;
    qint64 fromMs = 0;
    qint64 toMs = 0;
    qint64 capturedAtMs = 0;
    QString capturedBy;       // OS user
    QString appVersion;       // FleetScope version that wrote it
    QByteArray dashboardJson; // the dashboard as loaded (Dashboard::toJson)
    Dashboard dashboard;      // parsed from dashboardJson on read
    std::vector<SnapshotSource> sources;
    std::vector<SnapshotQuery> queries;
    // The baselines the lanes were compared with when it was captured.
    std::vector<SnapshotBaseline> baselines;
    QByteArray rulesYaml;   // the alert rules in use, as written
    QByteArray fitJson;     // how the lanes and rules were fitted to the fleet (FitReport)
    QByteArray explainJson; // an Explain answer kept with the incident (ExplainResult), or empty
    std::vector<AlertInstance> alerts; // alert transitions over [fromMs, toMs]
    // What the rules read over the range, for a backtest in Replay.
    std::vector<SnapshotRuleSeries> ruleSeries;
    std::vector<Annotation> annotations;
    std::vector<AuditEntry> audit; // operator actions, runbook launches
    // Changes the source showed over the range (annotation queries and the
    // built-in detectors: rollouts, scaling, restarts, nodes, Xid errors).
    std::vector<ExplainEvents::Event> changes;
    std::vector<SnapshotNote> notes;
    QByteArray runbookRegistry; // YAML/JSON; untrusted when opened

    std::size_t sampleCount() const
    {
        std::size_t n = 0;
        for (const auto &q : queries)
            n += q.data.sampleCount();
        return n;
    }
};
