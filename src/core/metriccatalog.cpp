#include "metriccatalog.h"

#include <algorithm>

namespace {

// dcgm-exporter families whose series carry the host label; the first one
// present was probed for labels.
bool isDcgm(const QString &metric)
{
    return metric.startsWith(QLatin1String("DCGM_"));
}

int commonPrefix(const QString &a, const QString &b)
{
    const qsizetype n = std::min(a.size(), b.size());
    qsizetype i = 0;
    while (i < n && a[i] == b[i])
        ++i;
    return int(i);
}

struct FamilySign
{
    const char *prefix;
    const char *name;
};

// Prefixes each project documents for its metrics.
constexpr FamilySign kFamilySigns[] = {
    {"DCGM_FI_", "dcgm-exporter"},
    {"kube_", "kube-state-metrics"},
    {"node_", "node exporter"},
    {"vllm:", "vLLM"},
    {"nv_inference_", "NVIDIA Triton"},
    {"tgi_", "Hugging Face TGI"},
    {"ray_serve_", "Ray Serve"},
    {"http_server_request_duration_seconds", "OpenTelemetry HTTP server"},
    {"http_server_duration_milliseconds", "OpenTelemetry HTTP server (ms)"},
    {"inference_request_duration_seconds", "fleet-sim inference histogram"},
};

} // namespace

QString MetricCatalog::labelSpelled(const QString &name) const
{
    for (auto it = labelsOf.cbegin(); it != labelsOf.cend(); ++it)
        for (const QString &label : it.value())
            if (label.compare(name, Qt::CaseInsensitive) == 0)
                return label;
    return {};
}

QString MetricCatalog::hostLabel() const
{
    for (auto it = labelsOf.cbegin(); it != labelsOf.cend(); ++it) {
        if (!isDcgm(it.key()))
            continue;
        for (const QString &label : it.value())
            if (label.compare(QLatin1String("hostname"), Qt::CaseInsensitive) == 0)
                return label;
    }
    return QStringLiteral("Hostname");
}

QStringList MetricCatalog::neighbours(const QString &metric, int limit) const
{
    // The family is what the names share up to the last '_' of the longest
    // common prefix: DCGM_FI_DEV_FB_ for the framebuffer fields.
    int best = 0;
    for (const QString &n : names)
        if (n != metric)
            best = std::max(best, commonPrefix(n, metric));
    const qsizetype cut = metric.left(best).lastIndexOf(QLatin1Char('_'));
    // A vendor prefix alone (DCGM_, node_) is no family.
    if (cut < 3 || metric.left(cut + 1).count(QLatin1Char('_')) < 3)
        return {};
    const QString family = metric.left(cut + 1);
    QStringList out;
    for (const QString &n : names)
        if (n != metric && n.startsWith(family))
            out.append(n);
    std::sort(out.begin(), out.end());
    if (out.size() > limit)
        out.resize(limit);
    return out;
}

QStringList MetricCatalog::families() const
{
    QStringList out;
    if (isAppInsights()) {
        if (!metricsTable.isEmpty())
            out.append(QStringLiteral("Application Insights (%1)").arg(metricsTable));
        return out;
    }
    for (const FamilySign &sign : kFamilySigns) {
        const QLatin1String prefix(sign.prefix);
        const bool present = std::any_of(names.cbegin(), names.cend(),
                                         [&](const QString &n) { return n.startsWith(prefix); });
        if (present)
            out.append(QLatin1String(sign.name));
    }
    return out;
}
