#include "counterstate.h"

#include "fleetmodel.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace {

// Dense around the normal P95 (0.3-0.6 s) and the incident's (2-4 s), so that
// histogram_quantile's linear interpolation lands close to the truth in both.
constexpr std::array<double, PodCounters::kBucketCount> kBounds = {
    0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 7.5, 10.0};
constexpr const char *kLabels[PodCounters::kBucketCount] = {
    "0.05", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.8", "1",
    "1.5",  "2",   "2.5", "3",   "4",   "5",   "7.5", "10"};
// The same bounds for servers that measure in milliseconds.
constexpr const char *kLabelsMs[PodCounters::kBucketCount] = {
    "50",   "100",  "200",  "300",  "400",  "500",  "600",  "800",  "1000",
    "1500", "2000", "2500", "3000", "4000", "5000", "7500", "10000"};
// vLLM's own buckets of vllm:time_to_first_token_seconds.
constexpr std::array<double, PodCounters::kTtftBucketCount> kTtftBounds = {
    0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1,  0.25,  0.5,   0.75,
    1.0,   2.5,   5.0,  7.5,  10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0};
constexpr const char *kTtftLabels[PodCounters::kTtftBucketCount] = {
    "0.001", "0.005", "0.01", "0.02", "0.04", "0.06", "0.08", "0.1", "0.25", "0.5", "0.75",
    "1",     "2.5",   "5",    "7.5",  "10",   "20",   "40",   "80",  "160",  "640", "2560"};

// The catch-up from the origin evaluates the normal CDF some 10^7-10^9 times;
// a table with linear interpolation is ~20x faster than erfc and far more
// accurate than the per-step rounding to whole requests.
class NormalCdfTable
{
  public:
    static constexpr double kRange = 8.0;
    static constexpr int kPerUnit = 256;
    static constexpr int kSize = int(2 * kRange) * kPerUnit + 1;

    NormalCdfTable()
    {
        for (int i = 0; i < kSize; ++i)
            m_values[size_t(i)] =
                0.5 * std::erfc(-(double(i) / kPerUnit - kRange) / std::sqrt(2.0));
    }

    double operator()(double z) const
    {
        const double x = (z + kRange) * kPerUnit;
        if (x <= 0.0)
            return 0.0;
        if (x >= kSize - 1)
            return 1.0;
        const int i = int(x);
        const double frac = x - i;
        return m_values[size_t(i)] + (m_values[size_t(i) + 1] - m_values[size_t(i)]) * frac;
    }

  private:
    std::array<double, kSize> m_values{};
};

const NormalCdfTable &normalCdf()
{
    static const NormalCdfTable table;
    return table;
}

template <size_t N> std::array<double, N> logsOf(const std::array<double, N> &bounds)
{
    std::array<double, N> out{};
    for (size_t b = 0; b < N; ++b)
        out[b] = std::log(bounds[b]);
    return out;
}

const std::array<double, PodCounters::kBucketCount> &logBounds()
{
    static const auto logs = logsOf(kBounds);
    return logs;
}

const std::array<double, PodCounters::kTtftBucketCount> &ttftLogBounds()
{
    static const auto logs = logsOf(kTtftBounds);
    return logs;
}

// Adds the requests of one step that fall at or below each bound of a
// lognormal latency with median e^mu.
template <size_t N>
void addBuckets(std::array<qint64, N> &buckets, const std::array<double, N> &logs, double mu,
                double sigma, qint64 requests)
{
    const NormalCdfTable &cdfOf = normalCdf();
    const double inverseSigma = 1.0 / sigma;
    for (size_t b = 0; b < N; ++b) {
        const double cdf = cdfOf((logs[b] - mu) * inverseSigma);
        buckets[b] += std::llround(double(requests) * cdf);
    }
}

} // namespace

const char *CounterState::bucketLabel(int bucket)
{
    return kLabels[bucket];
}

const char *CounterState::bucketLabelMs(int bucket)
{
    return kLabelsMs[bucket];
}

const char *CounterState::ttftBucketLabel(int bucket)
{
    return kTtftLabels[bucket];
}

CounterState::CounterState(const FleetModel &model, qint64 originSecs, int parts)
    : m_model(model), m_originStep(FleetModel::stepAtOrBefore(originSecs)), m_parts(parts)
{
    reset();
}

void CounterState::reset()
{
    m_step = m_originStep;
    m_energy.assign(m_model.topology().gpus().size(), 0);
    m_pods.assign(m_model.topology().pods().size(), PodCounters{});
}

qint64 CounterState::energyMilliJoules(int gpu) const
{
    return m_model.topology().gpus()[size_t(gpu)].energyOffsetMilliJoules + m_energy[size_t(gpu)];
}

void CounterState::advanceTo(qint64 step)
{
    if (step < m_step)
        reset();
    if (step == m_step)
        return;
    const size_t gpus = (m_parts & Energy) ? m_energy.size() : 0;
    const size_t series =
        gpus + ((m_parts & (Latency | Ttft | Phases | Preprocess)) ? m_pods.size() : 0);
    const qint64 first = m_step + 1;
    // Each series is summed on its own, so splitting the series across
    // threads cannot change a result; it only shortens the catch-up from the
    // origin (minutes of CPU for a 1,000-GPU fleet a week after its origin).
    auto run = [&](size_t begin, size_t end) {
        for (qint64 s = first; s <= step; ++s) {
            const StepContext ctx = m_model.context(s);
            for (size_t i = begin; i < end; ++i) {
                if (i < gpus)
                    addEnergy(ctx, int(i));
                else
                    addLatency(ctx, int(i - gpus));
            }
        }
    };
    constexpr qint64 kWorkPerThread = 1'000'000;
    const size_t threads = std::clamp<size_t>(
        size_t((step - m_step) * qint64(series) / kWorkPerThread), 1,
        std::min<size_t>(series, std::max(1u, std::thread::hardware_concurrency())));
    if (threads <= 1) {
        run(0, series);
    } else {
        std::vector<std::jthread> workers;
        for (size_t t = 0; t < threads; ++t)
            workers.emplace_back(run, t * series / threads, (t + 1) * series / threads);
    }
    m_step = step;
}

void CounterState::addEnergy(const StepContext &ctx, int gpu)
{
    const GpuSample sample = m_model.gpuSample(ctx, gpu);
    m_energy[size_t(gpu)] += std::llround(sample.power * FleetModel::kStepSecs * 1000.0);
}

void CounterState::addLatency(const StepContext &ctx, int pod)
{
    PodCounters &c = m_pods[size_t(pod)];
    if (!m_model.podServing(ctx, pod)) {
        // A pod that does not exist has no counters; a new one starts at 0.
        c = PodCounters{};
        return;
    }
    const PodTraffic traffic = m_model.podTraffic(ctx, pod);
    const double requests = double(traffic.requests);
    c.count += traffic.requests;
    if (m_parts & Latency) {
        addBuckets(c.buckets, logBounds(), std::log(traffic.median), traffic.sigma,
                   traffic.requests);
        c.sumMicros += std::llround(requests * traffic.median * traffic.meanToMedian * 1e6);
    }
    if (m_parts & Ttft) {
        // The first token follows the same distribution, scaled down.
        const double median = traffic.median * FleetModel::kTtftFraction;
        addBuckets(c.ttftBuckets, ttftLogBounds(), std::log(median), traffic.sigma,
                   traffic.requests);
        c.ttftSumMicros += std::llround(requests * median * traffic.meanToMedian * 1e6);
    }
    if (m_parts & Phases) {
        const double micros = requests * traffic.median * traffic.meanToMedian * 1e6;
        c.queueMicros += std::llround(micros * traffic.queueShare);
        c.computeInferMicros +=
            std::llround(micros * (1.0 - traffic.queueShare) * FleetModel::kComputeInferShare);
    }
    if (m_parts & Preprocess)
        c.preprocessMicros += std::llround(requests * traffic.preprocessSecs * 1e6);
}
