#include "podinventory.h"

#include "fleetdiscovery.h"
#include "queryjob.h"
#include "sourceregistry.h"
#include "timecursor.h"

#include <cstdlib>

namespace {
constexpr qint64 kMinuteMs = 60'000;
constexpr qint64 kAgainAfterMs = 5 * kMinuteMs;
constexpr qint64 kPoints = 200;
} // namespace

PodInventory::PodInventory(SourceRegistry *registry, FleetDiscovery *discovery, TimeCursor *cursor,
                           QObject *parent)
    : QObject(parent), m_registry(registry), m_discovery(discovery), m_cursor(cursor)
{
}

PodInventory::~PodInventory()
{
    if (m_job)
        m_job->cancel();
}

void PodInventory::reset()
{
    if (m_job)
        m_job->cancel();
    m_job = nullptr;
    m_askedAtMs = 0;
    if (!m_pods.series.empty()) {
        m_pods = {};
        ++m_generation;
        emit changed();
    }
}

void PodInventory::refresh(qint64 nowMs)
{
    if (m_job)
        return;
    QString source;
    bool gpuPods = false;
    for (const auto &[name, catalog] : m_discovery->catalogs())
        if (!catalog.isAppInsights() && catalog.has(QStringLiteral("kube_pod_info"))) {
            source = name;
            gpuPods = catalog.has(QStringLiteral("DCGM_FI_DEV_GPU_TEMP"));
            break;
        }
    if (source.isEmpty())
        return;
    const qint64 from = m_cursor->fromMs();
    const qint64 to = m_cursor->toMs();
    const qint64 step = std::max(kMinuteMs, (to - from) / kPoints / kMinuteMs * kMinuteMs);
    const bool moved = std::abs(from - m_askedFromMs) > m_askedStepMs ||
                       std::abs(to - m_askedToMs) > m_askedStepMs;
    if (m_askedAtMs && !moved && nowMs - m_askedAtMs < kAgainAfterMs)
        return;
    QuerySpec spec;
    spec.source = source;
    // Only pods that hold a GPU (a dcgm series names them), where dcgm's
    // series are there: a cluster's other pods would make the answer large
    // and say nothing the lanes need.
    spec.promql = gpuPods ? QStringLiteral("max by (namespace, pod) (kube_pod_info) and on "
                                           "(namespace, pod) group by (namespace, pod) "
                                           "(DCGM_FI_DEV_GPU_TEMP)")
                          : QStringLiteral("max by (namespace, pod) (kube_pod_info)");
    auto input = m_registry->planInput(spec);
    if (!input)
        return;
    input->fromMs = from;
    input->toMs = to;
    input->fixedStepMs = step;
    input->alignToStep = true;
    auto job = m_registry->queryRange(spec, QueryPlanner::plan(*input));
    if (!job)
        return;
    m_askedFromMs = from;
    m_askedToMs = to;
    m_askedStepMs = step;
    m_askedAtMs = nowMs;
    m_job = *job;
    m_job->setParent(this);
    QueryJob *j = *job;
    connect(j, &QueryJob::finished, this, [this, j] {
        j->deleteLater();
        if (m_job != j)
            return;
        m_job = nullptr;
        QueryResult r = j->takeResult();
        // A failed answer keeps the last one: the check is a caveat, and a
        // caveat that flickers with the network helps nobody.
        if (!r)
            return;
        m_pods = std::move(*r);
        ++m_generation;
        emit changed();
    });
    j->start();
}
