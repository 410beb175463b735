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
    // (none while the catalog is unknown: null).
    static std::vector<SourcedProbe> probes(const Dashboard &dashboard,
                                            const QString &builtinSource,
                                            const MetricCatalog *builtinCatalog);
    // The same, with the built-in detectors on the first Prometheus source
    // the lanes use: what the feed, a saved snapshot and `capture` ask.
    using CatalogOf = std::function<const MetricCatalog *(const QString &source)>;
    static std::vector<SourcedProbe> probes(const Dashboard &dashboard, const SourceList &sources,
                                            const CatalogOf &catalogOf);
    // The step changes are asked at: a minute, whatever the range, as the
    // built-in detectors look back two minutes and a coarser step would
    // fall between their windows. Answers hold only the changes.
    static constexpr qint64 kStepMs = 60'000;
    // Where the asking starts for a range opening at fromMs: two steps
    // before, so a change at its left edge is seen where it happened.
    static qint64 askFrom(qint64 fromMs) { return (fromMs - 2 * kStepMs) / kStepMs * kStepMs; }

    const std::vector<ExplainEvents::Event> &changes() const { return m_changes; }
    // One line per query that failed: "Annotation query deploys: …".
    QStringList problems() const;
    void refreshNow();
    // Another dashboard: its marks only, asked at once.
    void restart();
    // Replay: these, and nothing asked until clearReplay().
    void setReplay(std::vector<ExplainEvents::Event> changes);
    void clearReplay();

  signals:
    void changed();
    // problems() differ from when this was last emitted.
    void problemsChanged();

  private:
    void cancel();
    void publish();
    void ask(bool liveTick);

    LiveWorkspace *m_workspace;
    QTimer *m_debounce;
    std::vector<SourcedProbe> m_probes;
    std::map<int, std::vector<ExplainEvents::Event>> m_found; // by probe
    std::map<int, QString> m_errors;                          // by probe
    std::map<int, QString> m_shownErrors;                     // as last announced
    std::vector<ExplainEvents::Event> m_changes;
    std::vector<QPointer<QueryJob>> m_jobs;
    quint64 m_generation = 0;
    qint64 m_lastAskedMs = 0;
    qint64 m_lastDurationMs = 0;
    bool m_replay = false;
};
