#pragma once

#include "appinsightskql.h"
#include "kqlparts.h"

#include <QString>

#include <cstdint>
#include <optional>

// No KQL engine: a few query shapes recognised by pattern, answered with
// deterministic rows (see --help for the list). On the generic tables every
// value depends only on the seed, the table, the column, the label and the
// bin's start time; AppMetrics and customMetrics aggregate the per-minute
// rows of AppMetricSynth, whose incident sits at a fixed distance from the
// wall clock's minute. In a value column of a summarize answer, the row of
// bin index i (bin start / bin size; 0 without a bin) and label index l
// holds null when (i + 7 l + seed) mod 11 == 0, else the number as a JSON
// string when (i + 3 l + seed) mod 4 == 1, else a JSON number: clients must
// cope with all three, as with the real service. On the generic tables l
// indexes the values of the label column (0 without one); on AppMetrics and
// customMetrics it is the metric's index (0 preprocessing, 1 inference,
// 2 postprocessing; 0 when not split by name) plus 3 times the role
// instance's index when split by instance. Other columns, counts, distinct
// values and whole rows are plain.
class CannedKql final
{
  public:
    // The Application Insights tables answer only where switched on.
    CannedKql(std::uint64_t seed, bool appMetrics, bool customMetrics)
        : m_seed(seed), m_appInsights(seed, appMetrics, customMetrics)
    {
    }

    // [start, end): the request's timespan; an ago() in the query narrows it.
    std::optional<KqlTable> run(const QString &query, qint64 start, qint64 end, qint64 nowSecs,
                                KqlError *error) const;

    static constexpr qsizetype kMaxRows = KqlParts::kMaxRows;

  private:
    std::optional<KqlTable> print(const QString &query, qint64 nowSecs, KqlError *error) const;
    std::optional<KqlTable> summarize(const QString &query, const QString &table, qint64 start,
                                      qint64 end, qint64 nowSecs, KqlError *error) const;
    KqlTable count(const QString &table, qint64 start, qint64 end) const;

    std::uint64_t m_seed;
    AppInsightsKql m_appInsights;
};
