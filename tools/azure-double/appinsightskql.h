#pragma once

#include "appinsightsschema.h"
#include "appmetricsynth.h"
#include "kqlparts.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

// The Application Insights custom-metric tables of the double's workspace,
// AppMetrics (workspace-based resources) and customMetrics (classic), both
// over the rows of AppMetricSynth and each in its documented columns. The
// query is read by AppInsightsQuery; this answers it: discovery (distinct),
// counts, whole rows, and summarize, which aggregates the per-minute rows
// into each bin properly (a mean is sum(Sum) / sum(ItemCount) over all the
// bin's rows, never a mean of means).
class AppInsightsKql final
{
  public:
    using Table = AppInsightsSchema::Table;

    AppInsightsKql(std::uint64_t seed, bool appMetrics, bool customMetrics)
        : m_seed(seed), m_synth(seed), m_appMetrics(appMetrics), m_customMetrics(customMetrics)
    {
    }

    // The table `name` means (case-sensitive, as KQL is), served or not.
    static std::optional<Table> table(const QString &name)
    {
        return AppInsightsSchema::tableNamed(name);
    }
    bool serves(Table table) const
    {
        return table == Table::AppMetrics ? m_appMetrics : m_customMetrics;
    }

    // `stages` is the normalized `text` split at top-level pipes; stages[0]
    // names the table. [start, end) is already narrowed by any ago().
    std::optional<KqlTable> run(Table table, const QString &text, const QStringList &stages,
                                qint64 start, qint64 end, qint64 nowSecs, KqlError *error) const;

  private:
    std::uint64_t m_seed;
    AppMetricSynth m_synth;
    bool m_appMetrics;
    bool m_customMetrics;
};
