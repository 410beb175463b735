#include "ruleseries.h"

#include "alertevaluator.h"
#include "coretr.h"

#include <cmath>

namespace RuleSeries {

namespace {
bool holds(double v, const QString &op, double n)
{
    if (op == QLatin1String(">"))
        return v > n;
    if (op == QLatin1String("<"))
        return v < n;
    if (op == QLatin1String(">="))
        return v >= n;
    if (op == QLatin1String("<="))
        return v <= n;
    if (op == QLatin1String("=="))
        return v == n;
    if (op == QLatin1String("!="))
        return v != n; // NaN != n holds in PromQL too
    return false;
}

std::optional<double> number(const QString &text)
{
    bool ok = false;
    const QString t = text.trimmed();
    double v = t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)
                   ? double(t.mid(2).toLongLong(&ok, 16))
                   : t.toDouble(&ok);
    if (!ok) {
        const QString l = t.toLower();
        const QString bare = l.startsWith(u'+') || l.startsWith(u'-') ? l.mid(1) : l;
        if (bare == QLatin1String("inf")) {
            v = l.startsWith(u'-') ? -INFINITY : INFINITY;
            ok = true;
        } else if (bare == QLatin1String("nan")) {
            v = NAN;
            ok = true;
        }
    }
    return ok ? std::optional<double>(v) : std::nullopt;
}
} // namespace

SeriesSet filtered(const SeriesSet &set, const QString &op, double n)
{
    SeriesSet out;
    out.resultType = set.resultType;
    out.timesMs = set.timesMs;
    out.warnings = set.warnings;
    out.infos = set.infos;
    for (const Series &s : set.series) {
        Series kept;
        kept.labels = s.labels;
        kept.values.resize(set.gridSize());
        kept.present.resize(set.gridSize());
        bool any = false;
        for (std::size_t i = 0; i < set.gridSize(); ++i)
            if (s.has(i) && holds(s.values[i], op, n)) {
                kept.values.cell(i) = s.values[i];
                kept.present.set(i);
                any = true;
            }
        if (!any)
            continue;
        kept.compact();
        out.series.push_back(std::move(kept));
    }
    return out;
}

std::expected<std::vector<AlertInstance>, QString> evaluate(const SnapshotRuleSeries &kept,
                                                            const AlertRule &rule, qint64 fromMs,
                                                            qint64 toMs,
                                                            const std::optional<QString> &threshold)
{
    const qint64 step = std::max<qint64>(kept.stepMs, 1000);
    const AlertEvaluator::Schedule schedule{
        std::max(kept.fromMs, AlertEvaluator::lookBackStart(rule, fromMs, step)),
        std::min(kept.toMs, AlertEvaluator::alignDown(toMs, step)), step};
    if (kept.operand.isEmpty()) {
        if (threshold)
            return std::unexpected(
                CoreTr::tr("offline, only the for and keep_firing_for of this rule can change: "
                           "its expression is not one comparison with a number (EXPR > 2), so "
                           "the snapshot keeps its answer, not the series before the threshold. "
                           "Backtest it live."));
        return AlertEvaluator::evaluate(rule, kept.data, schedule);
    }
    const auto n = number(threshold.value_or(kept.threshold));
    if (!n)
        return std::unexpected(
            CoreTr::tr("%1 is not a number").arg(threshold.value_or(kept.threshold)));
    return AlertEvaluator::evaluate(rule, filtered(kept.data, kept.op, *n), schedule);
}

const SnapshotRuleSeries *find(const std::vector<SnapshotRuleSeries> &kept, int index,
                               const QString &name)
{
    for (const SnapshotRuleSeries &k : kept)
        if (k.ruleIndex == index && k.rule == name)
            return &k;
    return nullptr;
}

} // namespace RuleSeries
