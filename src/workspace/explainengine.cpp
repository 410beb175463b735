#include "explainengine.h"

#include "explainevents.h"
#include "explainmetrics.h"
#include "explainwhere.h"
#include "promqlnames.h"
#include "queryrunner.h"
#include "workspacetr.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <QDateTime>
#include <QElapsedTimer>
#include <QTimeZone>

namespace ExplainEngine {

namespace {

using namespace Qt::StringLiterals;

constexpr int kSparklinePoints = 80;
// Consecutive metrics that fail for the network before the run stops
// asking: a source that went away half-way gets an answer from what was
// compared, not minutes of timeouts.
constexpr int kMaxNetworkFailuresInARow = 3;
// Metrics compared at once (three queries each): enough to keep a server's
// cores busy, few enough not to crowd out the lanes' own refreshes.
constexpr qsizetype kMetricsAtOnce = 4;

QString timeText(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toString(Qt::ISODate);
}

QString quoted(const QString &v)
{
    return QString(v).replace(u'\\', u"\\\\"_s).replace(u'"', u"\\\""_s);
}

// The metric where it changed, as a lane's query: the series of that
// place (counters as rates).
QString scopedQuery(const ExplainMetrics::Finding &f)
{
    QStringList matchers{u"__name__=\"%1\""_s.arg(quoted(f.metric))};
    for (const auto &p : f.where)
        matchers << u"%1=\"%2\""_s.arg(p.label, quoted(p.value));
    const QString selector = u"{"_s + matchers.join(u',') + u"}"_s;
    return ExplainMetrics::isCounter(f.metric) ? u"rate(%1[$__rate_interval])"_s.arg(selector)
                                               : selector;
}

class Run
{
  public:
    Run(const Request &r, const Progress &progress, const std::atomic<bool> *cancel)
        : m_r(r), m_progress(progress), m_cancel(cancel), m_session(r.sources)
    {
    }

    std::expected<ExplainResult, Failure> go();

  private:
    QueryResult ask(const QString &promql, qint64 fromMs, qint64 toMs, qint64 stepMs)
    {
        QuerySpec spec;
        spec.source = m_r.lane.source;
        spec.promql = promql;
        ++m_result.queries;
        QueryResult out = m_session.run({spec, fromMs, toMs, stepMs}, m_cancel);
        tick();
        return out;
    }
    void tick()
    {
        if (m_progress)
            m_progress(m_result.queries, std::max(m_total, m_result.queries));
    }
    bool canceled() const { return m_cancel && m_cancel->load(); }
    std::unexpected<Failure> canceledFailure() const
    {
        return std::unexpected(Failure{Failure::Kind::Canceled, WorkspaceTr::tr("Canceled.")});
    }
    SeriesSet joinedLane(const SeriesSet &lane, const MetricCatalog *catalog);
    void compareMetrics(const MetricCatalog *catalog, int reserved);
    void addSparklines();
    void findEvents(const std::vector<ExplainEvents::Probe> &probes);

    const Request &m_r;
    Progress m_progress;
    const std::atomic<bool> *m_cancel;
    QueryRunner::Session m_session;
    ExplainResult m_result;
    std::vector<ExplainMetrics::Finding> m_findings;
    int m_total = 0;
};

SeriesSet Run::joinedLane(const SeriesSet &lane, const MetricCatalog *catalog)
{
    // Pods joined to their nodes through dcgm-exporter's series, which carry
    // both: a lane of pods can then be explained by node.
    SeriesSet joined = lane;
    if (!catalog || !catalog->has(u"DCGM_FI_DEV_GPU_TEMP"_s))
        return joined;
    const QString host = catalog->hostLabel();
    const qint64 length = m_r.toMs - m_r.fromMs;
    const QueryResult pods =
        ask(u"group by (pod, %1) (last_over_time(DCGM_FI_DEV_GPU_TEMP[%2s]))"_s.arg(host).arg(
                std::max<qint64>(60, length / 1000)),
            m_r.toMs, m_r.toMs, 60'000);
    if (pods) {
        QHash<QString, QString> hostOfPod;
        for (const Series &s : pods->series)
            if (const QString pod = s.labels.value(u"pod"_s); !pod.isEmpty())
                hostOfPod.insert(pod, s.labels.value(host));
        ExplainWhere::joinHosts(joined, hostOfPod, host);
    }
    return joined;
}

void Run::compareMetrics(const MetricCatalog *catalog, int reserved)
{
    QStringList candidates;
    // The lane's own metrics, a histogram's _sum and _count with its buckets:
    // they changed because they are the lane.
    QSet<QString> own = PromqlNames::metricNames(m_r.lane.promql);
    for (const QString &name : QSet<QString>(own))
        if (name.endsWith(u"_bucket"_s)) {
            const QString family = name.chopped(7);
            own << family + u"_sum"_s << family + u"_count"_s << family;
        }
    if (catalog)
        for (const QString &name : catalog->names)
            if (ExplainMetrics::isCandidate(name) && !own.contains(name))
                candidates << name;
    candidates.sort();
    const int affordable = std::max(0, (m_r.budget - m_result.queries - reserved) / 3);
    m_result.budgetCut = candidates.size() > affordable;
    if (m_result.budgetCut)
        candidates = candidates.mid(0, affordable);
    m_total = m_result.queries + reserved + 3 * int(candidates.size());
    tick();
    const qint64 windowSecs = std::max<qint64>(60, (m_r.toMs - m_r.fromMs) / 1000);
    const qint64 baseSecs = std::max<qint64>(60, (m_r.baselineToMs - m_r.baselineFromMs) / 1000);
    // A sample at the window's first instant belongs to the window: the
    // baseline's aggregates end just before it (range selectors include
    // their end).
    const qint64 baseAt = m_r.baselineToMs >= m_r.fromMs && m_r.baselineFromMs < m_r.fromMs
                              ? m_r.fromMs - 1000
                              : m_r.baselineToMs;
    int networkFailures = 0;
    for (qsizetype first = 0; first < candidates.size(); first += kMetricsAtOnce) {
        if (canceled())
            return;
        // A few metrics' queries at once: the server answers them in
        // parallel, so the wait is not the sum of every answer's.
        const qsizetype last = std::min<qsizetype>(candidates.size(), first + kMetricsAtOnce);
        std::vector<QueryRunner::Request> batch;
        for (qsizetype i = first; i < last; ++i) {
            const ExplainMetrics::Queries q =
                ExplainMetrics::queriesFor(candidates[i], windowSecs, baseSecs);
            for (const auto &[promql, at] :
                 {std::pair(q.window, m_r.toMs), std::pair(q.baseline, baseAt),
                  std::pair(q.spread, baseAt)}) {
                QuerySpec spec;
                spec.source = m_r.lane.source;
                spec.promql = promql;
                batch.push_back({spec, at, at, 60'000});
            }
        }
        std::vector<QueryResult> answers = m_session.runAll(batch, m_cancel);
        m_result.queries += int(batch.size());
        tick();
        for (qsizetype i = first; i < last; ++i) {
            const QString &metric = candidates[i];
            const auto k = std::size_t(3 * (i - first));
            const QueryResult &w = answers[k], &b = answers[k + 1], &sd = answers[k + 2];
            ++m_result.metricsCompared;
            if (!w || !b || !sd) {
                const SourceError &e = !w ? w.error() : !b ? b.error() : sd.error();
                if (e.kind == SourceError::Kind::Canceled)
                    return;
                m_result.metricsFailed << metric;
                const bool network =
                    e.kind == SourceError::Kind::Network || e.kind == SourceError::Kind::Timeout;
                networkFailures = network ? networkFailures + 1 : 0;
                if (networkFailures >= kMaxNetworkFailuresInARow) {
                    m_result.note =
                        WorkspaceTr::tr("The source stopped answering after %1 of %2 metrics "
                                        "(%3): this answer is from the metrics compared before; "
                                        "explain again once the source is back.")
                            .arg(i + 1 - networkFailures)
                            .arg(candidates.size())
                            .arg(e.message);
                    m_result.metricsCompared -= networkFailures;
                    return;
                }
                continue;
            }
            networkFailures = 0;
            ExplainMetrics::Finding f = ExplainMetrics::score(metric, *w, *b, *sd);
            if (f.series > 0 && f.score > 0)
                m_findings.push_back(std::move(f));
        }
    }
}

void Run::addSparklines()
{
    const qint64 span = m_r.toMs - m_r.baselineFromMs;
    const qint64 step = std::max<qint64>(15'000, span / kSparklinePoints);
    for (ExplainResult::Metric &m : m_result.metrics) {
        if (canceled() || m_result.queries >= m_r.budget || !m_result.note.isEmpty())
            return;
        const QString query = m.promql.contains(u"$__rate_interval"_s)
                                  ? QString(m.promql).replace(u"$__rate_interval"_s, u"2m"_s)
                                  : m.promql;
        const QueryResult r = ask(u"avg(%1)"_s.arg(query), m_r.baselineFromMs, m_r.toMs, step);
        if (!r || r->series.empty())
            continue;
        const Series &s = r->series.front();
        std::vector<double> values(r->timesMs.size(), std::numeric_limits<double>::quiet_NaN());
        for (std::size_t k = 0; k < values.size(); ++k)
            if (s.has(k))
                values[k] = s.values[k];
        m.sparkline = ExplainResult::Sparkline::of(r->timesMs, values, m_r.baselineFromMs, m_r.toMs,
                                                   kSparklinePoints);
    }
}

void Run::findEvents(const std::vector<ExplainEvents::Probe> &probes)
{
    const qint64 length = m_r.toMs - m_r.fromMs;
    for (const ExplainEvents::Probe &probe : probes) {
        if (canceled() || m_result.queries >= m_r.budget || !m_result.note.isEmpty())
            break;
        const QueryResult r = ask(probe.promql, m_r.fromMs - 2 * length, m_r.toMs, 60'000);
        if (!r)
            continue;
        for (const ExplainEvents::Event &e : ExplainEvents::eventsFrom(probe, *r))
            m_result.events.push_back({e.timeMs, e.kind, e.text, e.labels});
    }
    std::stable_sort(m_result.events.begin(), m_result.events.end(),
                     [](const auto &a, const auto &b) { return a.timeMs < b.timeMs; });
}

std::expected<ExplainResult, Failure> Run::go()
{
    QElapsedTimer clock;
    clock.start();
    m_result.title = m_r.title;
    m_result.budget = m_r.budget;
    m_result.source = m_r.lane.source;
    m_result.fromMs = m_r.fromMs;
    m_result.toMs = m_r.toMs;
    m_result.baselineFromMs = m_r.baselineFromMs;
    m_result.baselineToMs = m_r.baselineToMs;
    const SourceConfig *source = m_r.sources.find(m_r.lane.source);
    if (!source || source->type != SourceConfig::Type::Prometheus || m_r.lane.promql.isEmpty())
        return std::unexpected(Failure{
            Failure::Kind::Config,
            WorkspaceTr::tr("Explain reads Prometheus-compatible sources, and \"%1\" is none: "
                            "explain a lane with a PromQL query.")
                .arg(m_r.lane.source)});
    const auto found = m_r.catalogs.find(m_r.lane.source);
    const MetricCatalog *catalog = found != m_r.catalogs.end() ? &found->second : nullptr;
    m_total = 2;

    const qint64 spanFrom = std::min(m_r.baselineFromMs, m_r.fromMs);
    const qint64 spanTo = std::max(m_r.baselineToMs, m_r.toMs);
    const QueryResult lane = ask(m_r.lane.promql, spanFrom, spanTo, 0);
    if (canceled())
        return canceledFailure();
    if (!lane)
        return std::unexpected(
            Failure{Failure::Kind::LaneFailed,
                    WorkspaceTr::tr("The lane's query failed: %1").arg(lane.error().message)});
    const auto hasData = [&](qint64 a, qint64 b) {
        for (std::size_t k = 0; k < lane->timesMs.size(); ++k)
            if (lane->timesMs[k] >= a && lane->timesMs[k] <= b)
                for (const Series &s : lane->series)
                    if (s.has(k))
                        return true;
        return false;
    };
    if (!hasData(m_r.fromMs, m_r.toMs))
        return std::unexpected(
            Failure{Failure::Kind::NoData,
                    WorkspaceTr::tr("The lane has no data in the window %1 to %2: nothing to "
                                    "explain. Select minutes where the lane has a line.")
                        .arg(timeText(m_r.fromMs), timeText(m_r.toMs))});
    if (!hasData(m_r.baselineFromMs, m_r.baselineToMs))
        return std::unexpected(
            Failure{Failure::Kind::NoData,
                    WorkspaceTr::tr("The lane has no data in the baseline %1 to %2: nothing to "
                                    "compare the window with; pick another baseline.")
                        .arg(timeText(m_r.baselineFromMs), timeText(m_r.baselineToMs))});

    const SeriesSet joined = joinedLane(*lane, catalog);
    const auto places =
        ExplainWhere::rank(joined, m_r.aggregate, {m_r.fromMs, m_r.toMs},
                           {m_r.baselineFromMs, m_r.baselineToMs}, &m_result.change);
    for (std::size_t i = 0; i < places.size() && i < std::size_t(m_r.top); ++i) {
        const auto &p = places[i];
        if (p.score < ExplainWhere::kMinScore)
            break;
        m_result.where.push_back(
            {p.label, p.value, p.score, p.share,
             ExplainResult::Sparkline::of(
                 joined.timesMs, ExplainWhere::groupLine(joined, m_r.aggregate, p.label, p.value),
                 std::min(m_r.baselineFromMs, m_r.fromMs), m_r.toMs, kSparklinePoints)});
    }
    if (canceled())
        return canceledFailure();

    // The event probes and the sparklines are set aside first: a long metric
    // list must not crowd out "what happened just before".
    const std::vector<ExplainEvents::Probe> probes =
        ExplainEvents::probesFor(catalog ? *catalog : MetricCatalog{});
    compareMetrics(catalog, int(probes.size()) + m_r.top);
    if (canceled())
        return canceledFailure();
    std::sort(m_findings.begin(), m_findings.end(), [](const auto &a, const auto &b) {
        if (a.score != b.score)
            return a.score > b.score;
        if (std::abs(a.peakZ) != std::abs(b.peakZ))
            return std::abs(a.peakZ) > std::abs(b.peakZ);
        return a.metric < b.metric;
    });
    for (std::size_t i = 0; i < m_findings.size() && i < std::size_t(m_r.top); ++i) {
        const auto &f = m_findings[i];
        ExplainResult::Metric m{f.metric, f.up, f.score, {}, scopedQuery(f), {}};
        for (const auto &p : f.where)
            m.where.emplace_back(p.label, p.value);
        m_result.metrics.push_back(std::move(m));
    }
    m_total = m_result.queries + int(probes.size()) + int(m_result.metrics.size());
    findEvents(probes);
    addSparklines();
    if (canceled())
        return canceledFailure();
    m_result.seconds = double(clock.elapsed()) / 1000.0;
    return std::move(m_result);
}

} // namespace

std::expected<ExplainResult, Failure> run(const Request &request, const Progress &progress,
                                          const std::atomic<bool> *cancel)
{
    Run r(request, progress, cancel);
    return r.go();
}

} // namespace ExplainEngine
