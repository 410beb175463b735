#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>

// The simulated Application Insights custom metrics of an image-inference
// service, behind both AppMetrics and customMetrics: one pre-aggregated row
// per minute per metric per role instance, as GetMetric() sends them. A row
// is a pure function of the seed, the metric, the instance, the minute start
// t (Unix seconds, a multiple of 60) and the wall clock's minute N =
// floor(now / 60) * 60, which places the incident:
//
//   incident  [N - 5400, N - 3600)   the 30 minutes ending an hour ago:
//                                    preprocessing's mean is 5x, CPU-bound;
//                                    inference and postprocessing stay flat
//   rollout   N - 6000               model_version "v8" from here on, "v7"
//                                    before: 10 minutes before the incident
//
//   key       = fnv1a64(metric + "\n" + instance)
//   phase     = unit(hash(seed, key, 0x9e37))
//   wave(t)   = sin(2 pi (t / 86400 + phase))
//   u_j(t)    = unit(hash(seed, key ^ j, t / 60))       j = 1..4, in [0, 1)
//   count     = round(300 + 60 wave + 40 (2 u_1 - 1))   in [200, 400]
//   mean      = base (1 + 0.06 wave + 0.04 (2 u_2 - 1)) (5 in the incident
//               for preprocessing, else 1);  base 40, 120, 15 ms
//   Sum       = round(mean count, 3);  Min = round(mean (0.35 + 0.15 u_3), 3)
//   Max       = round(mean (1.8 + 0.6 u_4), 3);  StdDev = round(0.25 mean, 3)
//   batch_size = "16" when unit(hash(seed, key ^ 6, t / 3600)) < 0.5, else "8"
//
// with fnv1a64 over UTF-16 code units and hash/unit from stablehash.h.
// Rows exist for every minute before now (t < now); there are no gaps.
class AppMetricSynth final
{
  public:
    struct Row
    {
        qint64 time = 0; // the minute's start
        int metric = 0;  // index into metricNames()
        int instance = 0;
        qint64 count = 0;
        double sum = 0;
        double min = 0;
        double max = 0;
        double stdDev = 0;
        QString modelVersion;
        QString batchSize;
    };

    struct Incident
    {
        qint64 start = 0;
        qint64 end = 0;
        qint64 rollout = 0;
    };

    explicit AppMetricSynth(std::uint64_t seed) : m_seed(seed) {}

    // preprocessing_latency_ms, inference_latency_ms, postprocessing_latency_ms.
    static const QStringList &metricNames();
    static QString roleName() { return QStringLiteral("image-inference"); }
    static const QStringList &roleInstances();
    static Incident incident(qint64 nowSecs);

    Row row(int metric, int instance, qint64 minuteStart, qint64 nowSecs) const;

  private:
    std::uint64_t m_seed;
};
