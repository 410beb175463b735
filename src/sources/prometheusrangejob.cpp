#include "prometheusrangejob.h"

#include "isotime.h"
#include "prometheusclient.h"
#include "prometheusfetch.h"
#include "sharedseries.h"
#include "subranges.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <QTimer>

namespace {
// Sub-ranges fetched side by side: enough to use a query frontend's or a
// server's cores, few enough to leave connections for the other lanes.
constexpr int kParallelSubRanges = 3;
// The longest a lane's detail waits for other lanes' coarse answers (and
// counts: FleetAggregateJob). A lane with its coarse look already drawn
// loses little by waiting; on a busy server (10,000 GPUs on a 2-core
// VictoriaMetrics: 3-6 s an evaluation) a shorter wait let one lane's
// detail delay another's first look by whole evaluations.
constexpr int kMaxCoarseWaitMs = 6000;

SourceError sourceRemoved()
{
    return SourceError::make(SourceError::Kind::Config,
                             PrometheusRangeJob::tr("The data source was removed."));
}

// The samples of `set` inside [fromMs, toMs] only.
SeriesSet within(const SeriesSet &set, qint64 fromMs, qint64 toMs)
{
    SeriesSet out;
    out.resultType = set.resultType;
    std::vector<std::size_t> keep;
    for (std::size_t i = 0; i < set.timesMs.size(); ++i)
        if (set.timesMs[i] >= fromMs && set.timesMs[i] <= toMs)
            keep.push_back(i);
    for (std::size_t i : keep)
        out.timesMs.push_back(set.timesMs[i]);
    for (const Series &s : set.series) {
        Series part;
        part.labels = s.labels;
        part.values.resize(keep.size());
        part.present.resize(keep.size());
        for (std::size_t k = 0; k < keep.size(); ++k)
            if (s.has(keep[k])) {
                part.values.cell(k) = s.values[keep[k]];
                part.present.set(k);
            }
        part.compact();
        out.series.push_back(std::move(part));
    }
    out.dropEmptySeries();
    return out;
}
} // namespace

PrometheusRangeJob::PrometheusRangeJob(PrometheusClient *client, QString promql,
                                       QueryPlanner::Plan plan, QObject *parent)
    : QueryJob(parent), m_client(client), m_promql(std::move(promql)), m_plan(std::move(plan))
{
}

PrometheusRangeJob::~PrometheusRangeJob()
{
    for (Part &p : m_parts)
        if (p.fetch)
            p.fetch->cancel();
    if (m_coarseFetch) {
        m_coarseFetch->cancel();
        if (m_client)
            m_client->endCoarse();
    }
}

bool PrometheusRangeJob::cacheable(const QueryPlanner::Chunk &c) const
{
    // The newest minute may still change (late scrapes, rule evaluation
    // lag), as the query frontends also hold: it is never cached.
    const qint64 scrape = m_client ? m_client->config().scrapeIntervalMs : 15'000;
    return m_plan.drawEarly &&
           c.endMs < QDateTime::currentMSecsSinceEpoch() - std::max<qint64>(60'000, 2 * scrape);
}

void PrometheusRangeJob::start()
{
    if (m_plan.isEmpty()) {
        finish(SeriesSet{});
        return;
    }
    if (!m_client) {
        finish(std::unexpected(sourceRemoved()));
        return;
    }
    std::vector<QueryPlanner::Chunk> chunks = m_plan.chunks;
    if (m_plan.drawEarly) {
        const qint64 range = m_plan.chunks.back().endMs - m_plan.chunks.front().startMs;
        chunks = SubRanges::split(m_plan, SubRanges::length(range, m_plan.stepMs));
        m_maxRunning = kParallelSubRanges;
    }
    for (const auto &c : chunks) {
        Part p;
        p.chunk = c;
        if (cacheable(c))
            p.answer = m_client->subRanges().find({m_promql, c.stepMs, c.startMs, c.endMs});
        m_parts.push_back(std::move(p));
    }
    if (doneCount() == m_parts.size()) {
        assemble();
        return;
    }
    if (const QueryPlanner::Plan coarse = SubRanges::coarse(m_plan);
        m_plan.drawEarly && !coarse.isEmpty() && doneCount() == 0) {
        startCoarse(coarse.chunks.front());
        return;
    }
    // Background work looks first whether lanes started drawing in the same
    // turn of the event loop (the workspace starts lanes and rules together).
    if (m_plan.background) {
        QMetaObject::invokeMethod(this, &PrometheusRangeJob::launch, Qt::QueuedConnection);
        return;
    }
    launch();
}

void PrometheusRangeJob::startCoarse(const QueryPlanner::Chunk &coarse)
{
    m_coarseFetch = new PrometheusFetch(m_client, m_promql, coarse, this);
    m_coarseFetch->setPriority(QNetworkRequest::HighPriority);
    m_client->beginCoarse();
    connect(m_coarseFetch, &PrometheusFetch::finished, this, [this] {
        QueryResult r = m_coarseFetch->takeResult();
        m_coarseFetch->deleteLater();
        m_coarseFetch = nullptr;
        if (m_client)
            m_client->endCoarse();
        // A failed coarse answer only means nothing to show early.
        if (r) {
            m_coarse = shareSeries(std::move(*r));
            emit partial(m_coarse);
        }
        launch();
    });
    m_coarseFetch->start();
}

void PrometheusRangeJob::launch()
{
    // A queued launch or a late coarseIdle after cancel() or the end.
    if (isFinished())
        return;
    if (!m_client) {
        finish(std::unexpected(sourceRemoved()));
        return;
    }
    // Lanes' coarse answers first (see PrometheusClient::beginCoarse), but
    // not for long: one slow coarse answer must not hold every lane's detail.
    // A lane with nothing to show yet (a range too short for a coarse
    // answer) does not wait: this answer is its first look.
    const bool shown = m_coarse || doneCount() > 0;
    if ((m_plan.background || (m_plan.drawEarly && shown)) && m_client->coarseInFlight() &&
        (!m_waitingSince.isValid() || m_waitingSince.elapsed() < kMaxCoarseWaitMs)) {
        if (!m_waitingSince.isValid()) {
            m_waitingSince.start();
            connect(m_client, &PrometheusClient::coarseIdle, this, &PrometheusRangeJob::launch,
                    Qt::QueuedConnection);
            // The client going (sources reloaded) ends the wait too.
            connect(m_client, &QObject::destroyed, this, &PrometheusRangeJob::launch,
                    Qt::QueuedConnection);
            QTimer::singleShot(kMaxCoarseWaitMs, this, &PrometheusRangeJob::launch);
        }
        return;
    }
    if (m_waitingSince.isValid())
        disconnect(m_client, nullptr, this, nullptr);
    while (m_running < m_maxRunning && m_next < m_parts.size()) {
        const std::size_t i = m_next++;
        Part &p = m_parts[i];
        if (p.answer)
            continue;
        // Whether it may be cached is judged as it is sent: a sub-range that
        // was still new then may hold an incomplete last minute.
        p.cacheable = cacheable(p.chunk);
        p.fetch = new PrometheusFetch(m_client, m_promql, p.chunk, this);
        p.fetch->setPriority(m_plan.background  ? QNetworkRequest::LowPriority
                             : m_plan.drawEarly ? QNetworkRequest::HighPriority
                                                : QNetworkRequest::NormalPriority);
        connect(p.fetch, &PrometheusFetch::finished, this, [this, i] { onPartFinished(i); });
        ++m_running;
        p.fetch->start();
    }
}

std::size_t PrometheusRangeJob::doneCount() const
{
    return std::size_t(std::count_if(m_parts.begin(), m_parts.end(),
                                     [](const Part &p) { return p.answer || p.error; }));
}

void PrometheusRangeJob::onPartFinished(std::size_t index)
{
    Part &p = m_parts[index];
    QueryResult r = p.fetch->takeResult();
    p.fetch->deleteLater();
    p.fetch = nullptr;
    --m_running;
    // One request, nothing to stitch or keep (the command line, a live
    // tail): the answer as parsed, not copied through a merge.
    if (m_parts.size() == 1 && !m_plan.drawEarly) {
        finish(std::move(r));
        return;
    }
    if (r) {
        p.answer = shareSeries(std::move(*r));
        // A partial answer (a Thanos or VictoriaMetrics store down) says so
        // in a warning; it is shown but not kept for the next fetch.
        if (p.cacheable && m_client && p.answer->warnings.isEmpty())
            m_client->subRanges().insert({m_promql, p.chunk.stepMs, p.chunk.startMs, p.chunk.endMs},
                                         p.answer);
    } else {
        p.error = r.error();
        // Without sub-ranges (chunks one at a time) the first failure is
        // the answer, as before: the rest would only repeat it.
        if (!m_plan.drawEarly) {
            finish(std::unexpected(*p.error));
            return;
        }
    }
    emit progress(int(doneCount()), int(m_parts.size()));
    if (doneCount() < m_parts.size()) {
        launch();
        return;
    }
    assemble();
}

void PrometheusRangeJob::assemble()
{
    std::vector<std::shared_ptr<const SeriesSet>> answers;
    QStringList missing;
    std::optional<SourceError> firstError;
    std::vector<std::pair<qint64, qint64>> gaps;
    for (const Part &p : m_parts) {
        if (p.answer) {
            answers.push_back(p.answer);
            continue;
        }
        if (!firstError)
            firstError = p.error;
        gaps.emplace_back(p.chunk.startMs, p.chunk.endMs);
        missing << tr("%1 to %2 (%3)")
                       .arg(IsoTime::formatTimestamp(p.chunk.startMs),
                            IsoTime::formatTimestamp(p.chunk.endMs), p.error->message);
    }
    if (!missing.isEmpty())
        setIncomplete();
    if (answers.empty() && (!m_coarse || !firstError)) {
        finish(firstError ? QueryResult(std::unexpected(*firstError)) : QueryResult(SeriesSet{}));
        return;
    }
    // Stitching a thousand series is megabytes of copying: on the pool.
    auto *watcher = new QFutureWatcher<SeriesSet>(this);
    connect(watcher, &QFutureWatcher<SeriesSet>::finished, this, [this, watcher] {
        SeriesSet set = watcher->future().takeResult();
        watcher->deleteLater();
        finish(std::move(set));
    });
    const std::shared_ptr<const SeriesSet> coarse = m_coarse;
    const QString note =
        missing.isEmpty()
            ? QString()
            : (coarse ? tr("Part of the range could not be fetched; it shows the coarse answer "
                           "there: %1. Zoom or pan to try again.")
                      : tr("Part of the range could not be fetched and is missing: %1. Zoom or "
                           "pan to try again."))
                  .arg(missing.join(QStringLiteral("; ")));
    watcher->setFuture(QtConcurrent::run([answers, coarse, gaps, note] {
        if (answers.size() == 1 && gaps.empty())
            return *answers.front(); // a copy, not a merge into nothing
        SeriesSet acc;
        for (const auto &gap : gaps)
            if (coarse)
                acc.merge(within(*coarse, gap.first, gap.second));
        QStringList warnings, infos;
        for (const auto &a : answers) {
            acc.merge(*a);
            for (const QString &w : a->warnings)
                if (!warnings.contains(w))
                    warnings << w;
            for (const QString &i : a->infos)
                if (!infos.contains(i))
                    infos << i;
        }
        if (!note.isEmpty())
            warnings << note;
        acc.warnings = warnings;
        acc.infos = infos;
        return acc;
    }));
}

void PrometheusRangeJob::cancel()
{
    if (isFinished())
        return;
    for (Part &p : m_parts)
        if (p.fetch) {
            p.fetch->cancel();
            p.fetch->deleteLater();
            p.fetch = nullptr;
        }
    if (m_coarseFetch) {
        m_coarseFetch->cancel();
        m_coarseFetch->deleteLater();
        m_coarseFetch = nullptr;
        if (m_client)
            m_client->endCoarse();
    }
    finish(std::unexpected(SourceError::make(SourceError::Kind::Canceled, tr("Canceled."))));
}
