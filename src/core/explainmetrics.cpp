#include "explainmetrics.h"

#include "changescore.h"

#include <algorithm>
#include <cmath>
#include <QHash>

namespace ExplainMetrics {

namespace {

QString selector(const QString &metric)
{
    // By __name__: names with characters PromQL's bare form does not take
    // (Prometheus 3's UTF-8 names) work too.
    return QStringLiteral("{__name__=\"%1\"}")
        .arg(QString(metric)
                 .replace(QLatin1Char('\\'), QLatin1String("\\\\"))
                 .replace(QLatin1Char('"'), QLatin1String("\\\"")));
}

// The labels of a series without its name, as a key across the three sets.
QString keyOf(const Labels &labels)
{
    QString key;
    for (const auto &[k, v] : labels.pairs())
        if (k != QLatin1String("__name__"))
            key += k + QLatin1Char('=') + v + QChar(0x1f);
    return key;
}

QHash<QString, double> lastValues(const SeriesSet &set)
{
    QHash<QString, double> out;
    for (const Series &s : set.series)
        for (std::size_t i = s.values.size(); i-- > 0;)
            if (s.has(i) && std::isfinite(s.values[i])) {
                out.insert(keyOf(s.labels), s.values[i]);
                break;
            }
    return out;
}

} // namespace

bool isCounter(const QString &metric)
{
    return metric.endsWith(QLatin1String("_total")) || metric.endsWith(QLatin1String("_count")) ||
           metric.endsWith(QLatin1String("_sum"));
}

Queries queriesFor(const QString &metric, qint64 windowSecs, qint64 baselineSecs)
{
    const QString m = selector(metric);
    if (isCounter(metric)) {
        const QString rate = QStringLiteral("rate(%1[2m])").arg(m);
        return {QStringLiteral("avg_over_time(%1[%2s:1m])").arg(rate).arg(windowSecs),
                QStringLiteral("avg_over_time(%1[%2s:1m])").arg(rate).arg(baselineSecs),
                QStringLiteral("stddev_over_time(%1[%2s:1m])").arg(rate).arg(baselineSecs)};
    }
    return {QStringLiteral("avg_over_time(%1[%2s])").arg(m).arg(windowSecs),
            QStringLiteral("avg_over_time(%1[%2s])").arg(m).arg(baselineSecs),
            QStringLiteral("stddev_over_time(%1[%2s])").arg(m).arg(baselineSecs)};
}

bool isCandidate(const QString &name)
{
    static const char *const skipPrefixes[] = {"scrape_",   "go_",         "process_",
                                               "promhttp_", "prometheus_", "net_conntrack_"};
    if (name == QLatin1String("up") || name.endsWith(QLatin1String("_bucket")) ||
        name.endsWith(QLatin1String("_created")) || name.endsWith(QLatin1String("_info")) ||
        (name.startsWith(QLatin1String("kube_")) &&
         (name.endsWith(QLatin1String("_labels")) ||
          name.endsWith(QLatin1String("_annotations")))) ||
        name.startsWith(QLatin1String("ALERTS")))
        return false;
    for (const char *p : skipPrefixes)
        if (name.startsWith(QLatin1String(p)))
            return false;
    return true;
}

const QStringList &entityLabels()
{
    static const QStringList labels = {QStringLiteral("Hostname"), QStringLiteral("hostname"),
                                       QStringLiteral("node"),     QStringLiteral("gpu"),
                                       QStringLiteral("GPU_I_ID"), QStringLiteral("namespace"),
                                       QStringLiteral("pod"),      QStringLiteral("model_name"),
                                       QStringLiteral("device"),   QStringLiteral("instance")};
    return labels;
}

Finding score(const QString &metric, const SeriesSet &window, const SeriesSet &baseline,
              const SeriesSet &spread)
{
    Finding f;
    f.metric = metric;
    const QHash<QString, double> w = lastValues(window);
    const QHash<QString, double> b = lastValues(baseline);
    const QHash<QString, double> sd = lastValues(spread);
    std::vector<double> wv, bv;
    for (auto it = w.cbegin(); it != w.cend(); ++it)
        wv.push_back(it.value());
    for (auto it = b.cbegin(); it != b.cend(); ++it)
        bv.push_back(it.value());
    const ChangeScore::Change fleet = ChangeScore::compare(wv, bv);
    f.fleetShift = fleet.score;

    // The series that moved most from its own baseline.
    const Labels *peak = nullptr;
    for (const Series &s : window.series) {
        const QString key = keyOf(s.labels);
        if (!w.contains(key) || !b.contains(key))
            continue;
        ++f.series;
        const double base = b.value(key);
        // A series that did not move at all in the baseline (a deployment's
        // generation, a power limit) changed for real when it moves: its
        // floor is 0.1 % of its level, not the 1 % that keeps a noisy
        // series' wiggle from looking infinite. 37 -> 38 is then a step.
        const double spread = sd.value(key, 0.0);
        const double floor = (spread > 0 ? 0.01 : 0.001) * std::abs(base);
        const double dev = std::max({spread, floor, 1e-9});
        const double z = (w.value(key) - base) / dev;
        if (!peak || std::abs(z) > std::abs(f.peakZ)) {
            f.peakZ = z;
            peak = &s.labels;
        }
    }
    const double local = std::tanh(std::abs(f.peakZ) / 8);
    f.score = std::max(f.fleetShift, local);
    f.up = f.fleetShift > local ? fleet.up : f.peakZ >= 0;
    if (peak)
        for (const QString &label : entityLabels())
            if (const QString v = peak->value(label); !v.isEmpty())
                f.where.push_back({label, v});
    return f;
}

} // namespace ExplainMetrics
