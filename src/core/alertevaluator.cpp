#include "alertevaluator.h"

#include <map>

namespace AlertEvaluator {

qint64 alignDown(qint64 t, qint64 stepMs)
{
    return t - ((t % stepMs) + stepMs) % stepMs;
}

qint64 lookBackStart(const AlertRule &rule, qint64 fromMs, qint64 stepMs)
{
    return alignDown(fromMs - rule.forMs - rule.keepFiringForMs - stepMs, stepMs);
}

std::vector<AlertInstance> evaluate(const AlertRule &rule, const SeriesSet &exprValues,
                                    const Schedule &schedule, const TierMap &tiers)
{
    std::vector<AlertInstance> done;
    // The open instance of each label set, and when it was last returned.
    struct Open
    {
        AlertInstance alert;
        qint64 lastSeenMs = 0;
        std::optional<qint64> keepFiringSinceMs;
    };
    std::map<Labels, Open> open;

    // Series identity as Prometheus sees it: expr labels minus the metric
    // name, plus the rule's labels (which win).
    std::vector<Labels> identity;
    identity.reserve(exprValues.series.size());
    for (const auto &s : exprValues.series) {
        Labels l;
        for (const auto &[k, v] : s.labels.pairs())
            if (k != QLatin1String("__name__"))
                l.set(k, v);
        for (auto it = rule.labels.begin(); it != rule.labels.end(); ++it)
            l.set(it.key(), it.value());
        l.set(QStringLiteral("alertname"), rule.name);
        identity.push_back(std::move(l));
    }
    const AlertTier tier = tiers.tierOf(rule);

    const qint64 step = std::max<qint64>(schedule.stepMs, 1);
    for (qint64 t = schedule.fromMs; t <= schedule.toMs; t += step) {
        std::map<Labels, double> returned;
        const int at = exprValues.indexAtOrBefore(t);
        if (at >= 0 && exprValues.timesMs[std::size_t(at)] == t) {
            const auto i = std::size_t(at);
            for (std::size_t s = 0; s < exprValues.series.size(); ++s)
                if (exprValues.series[s].has(i))
                    returned[identity[s]] = exprValues.series[s].values[i];
        }

        for (const auto &[labels, value] : returned) {
            auto it = open.find(labels);
            if (it == open.end()) {
                Open o;
                o.alert.rule = rule.name;
                o.alert.tier = tier;
                o.alert.labels = labels;
                o.alert.pendingAtMs = t;
                it = open.emplace(labels, std::move(o)).first;
            }
            Open &o = it->second;
            o.lastSeenMs = t;
            o.keepFiringSinceMs.reset();
            o.alert.valueAtLastEval = value;
            if (!o.alert.firingAtMs && t - o.alert.pendingAtMs >= rule.forMs)
                o.alert.firingAtMs = t;
        }
        for (auto it = open.begin(); it != open.end();) {
            if (returned.count(it->first)) {
                ++it;
                continue;
            }
            Open &o = it->second;
            if (!o.alert.firingAtMs) {
                o.alert.droppedAtMs = t;
            } else if (rule.keepFiringForMs > 0) {
                if (!o.keepFiringSinceMs)
                    o.keepFiringSinceMs = t;
                if (t - *o.keepFiringSinceMs < rule.keepFiringForMs) {
                    ++it;
                    continue;
                }
                o.alert.resolvedAtMs = t;
            } else {
                o.alert.resolvedAtMs = t;
            }
            done.push_back(std::move(o.alert));
            it = open.erase(it);
        }
    }
    for (auto &[labels, o] : open)
        done.push_back(std::move(o.alert));
    std::sort(done.begin(), done.end(), [](const AlertInstance &a, const AlertInstance &b) {
        return a.pendingAtMs != b.pendingAtMs ? a.pendingAtMs < b.pendingAtMs : a.labels < b.labels;
    });
    return done;
}

} // namespace AlertEvaluator
