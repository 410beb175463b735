#pragma once

#include "dashboard.h"
#include "explainevents.h"
#include "metriccatalog.h"
#include "sourceconfig.h"

#include <functional>
#include <map>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <vector>

class LiveWorkspace;
class QTimer;
class QueryJob;

// A change probe and the source it asks.
struct SourcedProbe
{
    QString source;
    ExplainEvents::Probe probe;
    bool builtin = false;
};

// The changes marked on every lane: what the dashboard's annotation queries
// and the built-in detectors (rollouts, scaling, restarts, GPU nodes, Xid
// errors) found over the visible range. Asked again when the range moves
// and once a minute while following live; in Replay, the snapshot's own,
// nothing asked. A query that fails says so in problems() and keeps the
// changes it found before.
class ChangeFeed final : public QObject
{
    Q_OBJECT
  public:
    explicit ChangeFeed(LiveWorkspace *workspace, QObject *parent = nullptr);
    ~ChangeFeed() override;

    // Every probe a dashboard asks: its own queries, then the built-in ones
    // on `builtinSource` as far as that source's catalog has their metrics
    // (none while the catalog is unknown: null). Shared with the capture.
    static std::vector<SourcedProbe> probes(const Dashboard &dashboard,
                                            const QString &builtinSource,
                                            const MetricCatalog *builtinCatalog);
    // The step probes are asked at over a range: fine enough to place a
    // change within the minute, coarse enough for a month.
    static qint64 stepFor(qint64 rangeMs);

    const std::vector<ExplainEvents::Event> &changes() const { return m_changes; }
    // The probes last asked (what a snapshot saved now should ask again).
    const std::vector<SourcedProbe> &probesInUse() const { return m_probes; }
    // One line per query that failed: "Annotation query deploys: …".
    QStringList problems() const;
    void refreshNow();
    // Replay: these, and nothing asked until clearReplay().
    void setReplay(std::vector<ExplainEvents::Event> changes);
    void clearReplay();

  signals:
    void changed();

  private:
    void cancel();
    void publish();

    LiveWorkspace *m_workspace;
    QTimer *m_debounce;
    std::vector<SourcedProbe> m_probes;
    std::map<int, std::vector<ExplainEvents::Event>> m_found; // by probe
    std::map<int, QString> m_errors;                          // by probe
    std::vector<ExplainEvents::Event> m_changes;
    std::vector<QPointer<QueryJob>> m_jobs;
    quint64 m_generation = 0;
    qint64 m_lastAskedMs = 0;
    bool m_replay = false;
};
