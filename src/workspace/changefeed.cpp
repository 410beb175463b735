#include "changefeed.h"

#include "alertengine.h"
#include "liveworkspace.h"
#include "queryjob.h"
#include "snapshotcapture.h"
#include "sourceregistry.h"
#include "timecursor.h"
#include "workspacetr.h"

#include <algorithm>
#include <QTimer>

namespace {
constexpr qint64 kLiveEveryMs = 60'000;

bool sameProbes(const std::vector<SourcedProbe> &a, const std::vector<SourcedProbe> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const auto &x, const auto &y) {
        return x.source == y.source && x.probe.kind == y.probe.kind &&
               x.probe.promql == y.probe.promql && x.probe.text == y.probe.text;
    });
}
} // namespace

ChangeFeed::ChangeFeed(LiveWorkspace *workspace, QObject *parent)
    : QObject(parent), m_workspace(workspace), m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(600);
    connect(m_debounce, &QTimer::timeout, this, &ChangeFeed::refreshNow);
    // A zoom or pan asks again once the range settles (following live too,
    // when the width changed); a live refresh moves the range on every beat,
    // and a minute between those asks is enough.
    connect(workspace->cursor(), &TimeCursor::rangeChanged, this, [this] {
        const TimeCursor *c = m_workspace->cursor();
        if (!c->followsLive() || c->durationMs() != m_lastDurationMs)
            m_debounce->start();
    });
    connect(workspace, &LiveWorkspace::refreshed, this, [this](qint64 wallMs) {
        if (wallMs - m_lastAskedMs >= kLiveEveryMs && !m_debounce->isActive())
            ask(true);
    });
    // The catalog decides which built-in detectors apply; a variable may be
    // in an annotation query.
    connect(workspace, &LiveWorkspace::dashboardFitted, m_debounce, qOverload<>(&QTimer::start));
    connect(workspace, &LiveWorkspace::lanesReplaced, m_debounce, qOverload<>(&QTimer::start));
    connect(workspace, &LiveWorkspace::variablesChanged, m_debounce, qOverload<>(&QTimer::start));
}

ChangeFeed::~ChangeFeed()
{
    cancel();
}

std::vector<SourcedProbe> ChangeFeed::probes(const Dashboard &dashboard,
                                             const QString &builtinSource,
                                             const MetricCatalog *builtinCatalog)
{
    std::vector<SourcedProbe> out;
    for (const ChangeQuery &q : dashboard.changeQueries)
        out.push_back({q.source,
                       {q.name,
                        {},
                        dashboard.interpolate(q.promql),
                        q.text.isEmpty() ? QStringLiteral("%1") : q.text},
                       false});
    // Only once the source has said what it exports: a detector for metrics
    // it lacks would ask for nothing, on every refresh.
    if (dashboard.builtinChanges && !builtinSource.isEmpty() && builtinCatalog)
        for (ExplainEvents::Probe &p : ExplainEvents::probesFor(*builtinCatalog))
            out.push_back({builtinSource, std::move(p), true});
    return out;
}

std::vector<SourcedProbe> ChangeFeed::probes(const Dashboard &dashboard, const SourceList &sources,
                                             const CatalogOf &catalogOf)
{
    QString builtin = SnapshotCapture::defaultRuleSource(sources, dashboard);
    if (const SourceConfig *c = sources.find(builtin);
        !c || c->type != SourceConfig::Type::Prometheus)
        builtin.clear(); // the detectors speak PromQL
    // The built-in detectors once the source has said what it exports.
    const MetricCatalog *catalog = builtin.isEmpty() ? nullptr : catalogOf(builtin);
    return probes(dashboard, builtin, catalog && catalog->known ? catalog : nullptr);
}

QStringList ChangeFeed::problems() const
{
    QStringList out;
    for (const auto &[i, message] : m_errors) {
        const SourcedProbe &p = m_probes[std::size_t(i)];
        out << (p.builtin ? WorkspaceTr::tr("Change detector %1 (source %2): %3")
                          : WorkspaceTr::tr("Annotation query %1 (source %2): %3"))
                   .arg(p.probe.kind, p.source, message);
    }
    return out;
}

void ChangeFeed::cancel()
{
    ++m_generation;
    QueryJob::cancelAll(m_jobs, this);
}

void ChangeFeed::setReplay(std::vector<ExplainEvents::Event> changes)
{
    cancel();
    m_debounce->stop();
    m_replay = true;
    m_errors.clear();
    m_changes = std::move(changes);
    emit changed();
}

void ChangeFeed::clearReplay()
{
    if (!m_replay)
        return;
    m_replay = false;
    m_found.clear();
    m_changes.clear();
    emit changed();
    m_debounce->start();
}

void ChangeFeed::refreshNow()
{
    ask(false);
}

void ChangeFeed::restart()
{
    cancel();
    m_probes.clear();
    m_found.clear();
    m_errors.clear();
    publish();
    refreshNow();
}

void ChangeFeed::ask(bool liveTick)
{
    m_debounce->stop();
    if (m_replay || m_workspace->isReplay())
        return;
    // Paused, the range moves only when the user moves it.
    if (liveTick && m_workspace->isPaused())
        return;
    std::vector<SourcedProbe> probes =
        ChangeFeed::probes(m_workspace->dashboard(), m_workspace->sources(),
                           [this](const QString &s) { return m_workspace->catalog(s); });
    const bool same = sameProbes(probes, m_probes);
    // A live beat leaves queries still on their way to finish: restarting
    // them every minute would starve a slow server of answers for good.
    if (liveTick && same &&
        std::any_of(m_jobs.begin(), m_jobs.end(), [](const auto &j) { return bool(j); }))
        return;
    cancel();
    if (!same) {
        m_found.clear();
        m_errors.clear();
        m_probes = std::move(probes);
    }
    const quint64 generation = m_generation;
    const TimeCursor *c = m_workspace->cursor();
    const qint64 from = askFrom(c->fromMs());
    const qint64 to = c->toMs();
    m_lastAskedMs = m_workspace->now();
    m_lastDurationMs = c->durationMs();
    for (std::size_t i = 0; i < m_probes.size(); ++i) {
        auto query = AlertEngine::queryJob(m_workspace->registry(), m_probes[i].source,
                                           m_probes[i].probe.promql, from, to, kStepMs, this);
        if (!query) {
            m_errors[int(i)] = query.error();
            continue;
        }
        QueryJob *job = query->job;
        m_jobs.emplace_back(job);
        connect(job, &QueryJob::finished, this,
                [this, job, i, probe = m_probes[i].probe, generation] {
                    job->deleteLater();
                    if (generation != m_generation)
                        return;
                    const QueryResult &r = job->result();
                    if (r) {
                        m_found[int(i)] = ExplainEvents::eventsFrom(probe, *r);
                        m_errors.erase(int(i));
                    } else if (r.error().kind != SourceError::Kind::Canceled) {
                        // What it found before stays: a hiccup must not wipe the marks.
                        m_errors[int(i)] = r.error().message;
                    }
                    publish();
                });
        job->start();
    }
    publish();
}

void ChangeFeed::publish()
{
    std::vector<ExplainEvents::Event> all;
    for (const auto &[i, events] : m_found)
        all.insert(all.end(), events.begin(), events.end());
    std::stable_sort(all.begin(), all.end(),
                     [](const auto &a, const auto &b) { return a.timeMs < b.timeMs; });
    const bool same =
        all.size() == m_changes.size() &&
        std::equal(all.begin(), all.end(), m_changes.begin(), [](const auto &a, const auto &b) {
            return a.timeMs == b.timeMs && a.text == b.text;
        });
    const bool sameErrors = m_errors == m_shownErrors;
    m_changes = std::move(all);
    m_shownErrors = m_errors;
    if (!same)
        emit changed();
    if (!sameErrors)
        emit problemsChanged();
}
