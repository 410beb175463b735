#pragma once

#include "seriesset.h"

#include <QString>
#include <QStringList>
#include <vector>

// "What else changed": one metric's behaviour in a window against its
// baseline, from three aggregates the server computes per series (the
// window's mean, the baseline's mean and the baseline's standard deviation),
// so the cost of asking does not grow with the samples. A metric scores by
// the larger of
//  * the fleet's shift: how differently the per-series window means are
//    distributed than the baseline means (ChangeScore::compare), and
//  * the strongest local change: tanh(|z| / 8) of the series whose window
//    mean is furthest from its baseline mean, in baseline deviations
//    (floored at 1 % of the baseline mean, 0.1 % for a series flat in the
//    baseline), for one host, GPU or pod
//    changing while the fleet does not.
// "Where" names the entity labels of the series that changed most.
namespace ExplainMetrics {

struct Place
{
    QString label;
    QString value;
};

struct Finding
{
    QString metric;
    bool up = true;
    double score = 0;
    double fleetShift = 0; // 0..1
    double peakZ = 0;      // of the series that changed most, signed
    int series = 0;        // series compared
    std::vector<Place> where;
};

// The three instant queries for one metric: counters (names ending in
// _total, _count or _sum) as per-second rates. Window and baseline lengths in
// seconds; the caller evaluates `window` at the window's end and the other
// two at the baseline's end.
struct Queries
{
    QString window;
    QString baseline;
    QString spread;
};
// Counters (names ending in _total, _count or _sum) are compared as rates.
bool isCounter(const QString &metric);

Queries queriesFor(const QString &metric, qint64 windowSecs, qint64 baselineSecs);

// Whether a metric name is worth asking about: not a histogram's buckets,
// not the scrape's own bookkeeping (up, scrape_*), not Prometheus' or Go's
// runtime about the exporters themselves, not an info metric whose value is
// always 1 (*_info, kube-state-metrics' *_labels and *_annotations).
bool isCandidate(const QString &name);

// Labels that name an entity, in the order places are named.
const QStringList &entityLabels();

Finding score(const QString &metric, const SeriesSet &window, const SeriesSet &baseline,
              const SeriesSet &spread);

} // namespace ExplainMetrics
