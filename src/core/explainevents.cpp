#include "explainevents.h"

#include "coretr.h"

#include <algorithm>
#include <cmath>
#include <QRegularExpression>

namespace ExplainEvents {

std::vector<Probe> probesFor(const MetricCatalog &catalog)
{
    const QString host = catalog.hostLabel();
    // Translated here, once: an event's text is the probe's with the
    // labels and value put in.
    auto tr = [](const char *text) { return QCoreApplication::translate("fleetscope_core", text); };
    const std::vector<Probe> all = {
        {QStringLiteral("rollout"),
         {QStringLiteral("kube_deployment_metadata_generation")},
         QStringLiteral("kube_deployment_metadata_generation and "
                        "changes(kube_deployment_metadata_generation[2m]) > 0"),
         tr(QT_TRANSLATE_NOOP("fleetscope_core", "%1: rollout (generation %2)"))},
        {QStringLiteral("scale"),
         {QStringLiteral("kube_deployment_spec_replicas")},
         QStringLiteral("kube_deployment_spec_replicas and "
                        "changes(kube_deployment_spec_replicas[2m]) > 0"),
         tr(QT_TRANSLATE_NOOP("fleetscope_core", "%1: replicas set to %2"))},
        {QStringLiteral("restart"),
         {QStringLiteral("kube_pod_container_status_restarts_total")},
         QStringLiteral("increase(kube_pod_container_status_restarts_total[2m]) > 0"),
         tr(QT_TRANSLATE_NOOP("fleetscope_core", "%1: container restarted"))},
        {QStringLiteral("nodes"),
         {QStringLiteral("DCGM_FI_DEV_GPU_TEMP")},
         QStringLiteral("count(count by (%1) (DCGM_FI_DEV_GPU_TEMP)) and "
                        "changes(count(count by (%1) (DCGM_FI_DEV_GPU_TEMP))[2m:15s]) > 0")
             .arg(host),
         tr(QT_TRANSLATE_NOOP("fleetscope_core", "GPU nodes reporting: %2"))},
        {QStringLiteral("health"),
         {QStringLiteral("DCGM_FI_DEV_XID_ERRORS")},
         QStringLiteral("DCGM_FI_DEV_XID_ERRORS > 0 and changes(DCGM_FI_DEV_XID_ERRORS[2m]) > 0"),
         tr(QT_TRANSLATE_NOOP("fleetscope_core", "%1: Xid %2"))},
    };
    std::vector<Probe> out;
    for (const Probe &p : all)
        if (std::all_of(p.needs.cbegin(), p.needs.cend(),
                        [&](const QString &m) { return catalog.mayHave(m); }))
            out.push_back(p);
    return out;
}

namespace {

// The labels that say which thing changed, in words: "team-b/summarize-llm",
// "node-3 GPU 2".
QString whoOf(const Labels &l)
{
    QStringList parts;
    const QString ns = l.valueCi(QStringLiteral("namespace"));
    for (const char *name : {"deployment", "pod", "container"}) {
        const QString v = l.value(QLatin1String(name));
        if (!v.isEmpty()) {
            parts << (ns.isEmpty() ? v : ns + QLatin1Char('/') + v);
            break;
        }
    }
    const QString host = l.valueCi(QStringLiteral("hostname"));
    if (!host.isEmpty())
        parts << (l.value(QStringLiteral("gpu")).isEmpty()
                      ? host
                      : CoreTr::tr("%1 GPU %2").arg(host, l.value(QStringLiteral("gpu"))));
    return parts.join(QLatin1Char(' '));
}

// The probe's text with the labels and the value put in. Replaced one by
// one: a text may lack %1, and a dashboard's may name labels instead.
QString textOf(QString text, const Labels &labels, double value)
{
    const QString shown = QString::number(value, 'g', 6);
    text.replace(QLatin1String("%1"), whoOf(labels)).replace(QLatin1String("%2"), shown);
    text.replace(QLatin1String("{{value}}"), shown);
    static const QRegularExpression label(
        QStringLiteral("\\{\\{\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\}\\}"));
    QString out;
    qsizetype last = 0;
    for (auto it = label.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out.append(QStringView(text).mid(last, m.capturedStart() - last));
        out.append(labels.value(m.captured(1)));
        last = m.capturedEnd();
    }
    out.append(QStringView(text).mid(last));
    return out;
}

} // namespace

std::vector<Event> eventsFrom(const Probe &probe, const SeriesSet &answer)
{
    std::vector<Event> out;
    for (const Series &s : answer.series) {
        bool inRun = false;
        for (std::size_t i = 0; i < answer.timesMs.size(); ++i) {
            const bool here = s.has(i) && std::isfinite(s.values[i]);
            if (here && !inRun) {
                Labels labels;
                for (const auto &[k, v] : s.labels.pairs())
                    if (k != QLatin1String("__name__"))
                        labels.set(k, v);
                out.push_back({answer.timesMs[i], probe.kind,
                               textOf(probe.text, labels, s.values[i]), labels});
            }
            inRun = here;
        }
    }
    std::sort(out.begin(), out.end(),
              [](const Event &a, const Event &b) { return a.timeMs < b.timeMs; });
    return out;
}

} // namespace ExplainEvents
