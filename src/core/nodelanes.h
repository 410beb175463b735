#pragma once

#include "labels.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <vector>

// Which lanes show a node. A lane shows node N when one of its series
// carries N in its host label (dcgm-exporter's Hostname or hostname, node
// exporter's instance is not a host name and is not read), or names a pod
// that a series of any lane places on N: dcgm-exporter's series carry both
// the pod using the GPU and the node, so a latency lane of pods is a lane
// of the nodes those pods run on. Pure; built once per evaluation.
class NodeLanes final
{
  public:
    // Per lane, the label sets of its series.
    explicit NodeLanes(const std::vector<std::vector<const Labels *>> &lanes);

    // Lane indices, ascending.
    std::vector<std::size_t> lanesOf(const QString &host) const;

  private:
    std::vector<QSet<QString>> m_hosts; // per lane
    std::vector<QSet<QString>> m_pods;  // per lane
    QHash<QString, QSet<QString>> m_podsOn;
};
