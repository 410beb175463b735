#include "nodelanes.h"

NodeLanes::NodeLanes(const std::vector<std::vector<const Labels *>> &lanes)
    : m_hosts(lanes.size()), m_pods(lanes.size())
{
    for (std::size_t l = 0; l < lanes.size(); ++l) {
        for (const Labels *labels : lanes[l]) {
            const QString host = labels->valueCi(QStringLiteral("hostname"));
            const QString pod = labels->valueCi(QStringLiteral("pod"));
            if (!host.isEmpty())
                m_hosts[l].insert(host);
            if (!pod.isEmpty())
                m_pods[l].insert(pod);
            if (!host.isEmpty() && !pod.isEmpty())
                m_podsOn[host].insert(pod);
        }
    }
}

std::vector<std::size_t> NodeLanes::lanesOf(const QString &host) const
{
    std::vector<std::size_t> out;
    if (host.isEmpty())
        return out;
    const QSet<QString> pods = m_podsOn.value(host);
    for (std::size_t l = 0; l < m_hosts.size(); ++l)
        if (m_hosts[l].contains(host) || m_pods[l].intersects(pods))
            out.push_back(l);
    return out;
}
