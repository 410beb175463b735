#include "catalog.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

const QString kVmType = u"Microsoft.Compute/virtualMachines"_s;
const QString kClusterType = u"Microsoft.ContainerService/managedClusters"_s;
const QString kNodeResourceGroup = u"MC_gpu-rg_aks-gpu_eastus"_s;
constexpr int kVmCount = 8;
// Standard_NC24ads_A100_v4 at ~3.67 $/h, Standard_NC4as_T4_v3 at 0.53 $/h.
constexpr double kA100VmDaily = 3.67 * 24;
constexpr double kT4NodeDaily = 0.53 * 24;

QString armId(const QString &resourceGroup, const QString &type, const QString &name)
{
    return u"/subscriptions/%1/resourceGroups/%2/providers/%3/%4"_s.arg(Catalog::subscriptionId(),
                                                                        resourceGroup, type, name);
}

QString vmName(int index)
{
    return u"gpu-node-%1"_s.arg(index, 2, 10, QLatin1Char('0'));
}

QStringList clusterNodes()
{
    QStringList nodes;
    for (int i = 0; i < 4; ++i)
        nodes << u"aks-gpupool-38218391-vmss%1"_s.arg(i, 6, 10, QLatin1Char('0'));
    for (int i = 0; i < 2; ++i)
        nodes << u"aks-system-38218391-vmss%1"_s.arg(i, 6, 10, QLatin1Char('0'));
    return nodes;
}

} // namespace

Catalog::Catalog()
{
    m_resourceGroups = {resourceGroup(), kNodeResourceGroup};
    m_runbooks = {u"halve-batch-size"_s, u"restart-inference-pods"_s, u"drain-gpu-node"_s,
                  u"scale-gpu-pool"_s};
    addVirtualMachines();
    addCluster();
    m_resources.append(
        {armId(resourceGroup(), u"Microsoft.OperationalInsights/workspaces"_s, u"fleet-logs"_s),
         u"fleet-logs"_s, u"Microsoft.OperationalInsights/workspaces"_s, resourceGroup(),
         region()});
    m_resources.append(
        {armId(resourceGroup(), u"Microsoft.Automation/automationAccounts"_s, automationAccount()),
         automationAccount(), u"Microsoft.Automation/automationAccounts"_s, resourceGroup(),
         region()});
    addCostLines();
}

QString Catalog::subscriptionId()
{
    return u"00000000-0000-0000-0000-000000000001"_s;
}

QString Catalog::resourceGroup()
{
    return u"gpu-rg"_s;
}

QString Catalog::region()
{
    return u"eastus"_s;
}

QString Catalog::workspaceId()
{
    return u"00000000-0000-0000-0000-000000000300"_s;
}

QString Catalog::automationAccount()
{
    return u"fleet-automation"_s;
}

void Catalog::addVirtualMachines()
{
    for (int i = 1; i <= kVmCount; ++i)
        m_resources.append({armId(resourceGroup(), kVmType, vmName(i)), vmName(i), kVmType,
                            resourceGroup(), region()});

    const QList<QStringList> none = {QStringList()};
    const QList<QStringList> luns = {{u"0"_s}, {u"1"_s}};
    m_metricsByType.insert(
        kVmType.toLower(),
        {
            {u"Percentage CPU"_s,
             u"Percentage CPU"_s,
             u"The percentage of allocated compute units that are currently in use by the "
             "Virtual Machine(s)"_s,
             u"Percent"_s,
             u"average"_s,
             5,
             95,
             2,
             {},
             none},
            {u"Available Memory Bytes"_s,
             u"Available Memory Bytes"_s,
             u"Amount of physical memory, in bytes, immediately available for allocation to a "
             "process or for system use in the Virtual Machine"_s,
             u"Bytes"_s,
             u"average"_s,
             2.0e10,
             2.2e11,
             0,
             {},
             none},
            {u"Network In Total"_s,
             u"Network In Total"_s,
             u"The number of bytes received on all network interfaces by the Virtual Machine(s) "
             "(Incoming Traffic)"_s,
             u"Bytes"_s,
             u"total"_s,
             1.0e6,
             5.0e8,
             0,
             {},
             none},
            {u"Data Disk Read Bytes/sec"_s,
             u"Data Disk Read Bytes/Sec"_s,
             u"Bytes/Sec read from a single disk during monitoring period"_s,
             u"BytesPerSecond"_s,
             u"average"_s,
             0,
             2.0e8,
             0,
             {u"LUN"_s},
             luns},
            {u"Data Disk IOPS Consumed Percentage"_s,
             u"Data Disk IOPS Consumed Percentage"_s,
             u"Percentage of data disk I/Os consumed per minute"_s,
             u"Percent"_s,
             u"average"_s,
             0,
             100,
             2,
             {u"LUN"_s},
             luns},
        });
}

void Catalog::addCluster()
{
    m_resources.append({armId(resourceGroup(), kClusterType, u"aks-gpu"_s), u"aks-gpu"_s,
                        kClusterType, resourceGroup(), region()});
    QList<QStringList> nodes;
    for (const QString &node : clusterNodes())
        nodes.append({node, node.section(u'-', 1, 1)});
    const QList<QStringList> namespaces = {
        {u"team-a"_s}, {u"team-b"_s}, {u"team-c"_s}, {u"kube-system"_s}};
    m_metricsByType.insert(
        kClusterType.toLower(),
        {
            {u"node_cpu_usage_percentage"_s,
             u"CPU Usage Percentage"_s,
             u"Aggregated average CPU utilization measured in percentage across the cluster"_s,
             u"Percent"_s,
             u"average"_s,
             3,
             90,
             2,
             {u"node"_s, u"nodepool"_s},
             nodes},
            {u"node_memory_working_set_percentage"_s,
             u"Memory Working Set Percentage"_s,
             u"Container working set memory used in percent"_s,
             u"Percent"_s,
             u"average"_s,
             20,
             95,
             2,
             {u"node"_s, u"nodepool"_s},
             nodes},
            {u"kube_pod_status_ready"_s,
             u"Number of pods in Ready state"_s,
             u"Number of pods in Ready state"_s,
             u"Count"_s,
             u"average"_s,
             1,
             12,
             0,
             {u"namespace"_s},
             namespaces},
        });
}

void Catalog::addCostLines()
{
    const QString vmService = u"Virtual Machines"_s;
    const QString rg = resourceGroup().toLower();
    for (int i = 1; i <= kVmCount; ++i) {
        // Three teams own the VMs; the last one carries no CostCenter tag so
        // that untagged cost shows up as a null group.
        QHash<QString, QString> tags;
        if (i <= 3)
            tags.insert(u"CostCenter"_s, u"team-a"_s);
        else if (i <= 6)
            tags.insert(u"CostCenter"_s, u"team-b"_s);
        else if (i == 7)
            tags.insert(u"CostCenter"_s, u"team-c"_s);
        m_costLines.append({armId(resourceGroup(), kVmType, vmName(i)).toLower(), rg,
                            kVmType.toLower(), vmService, vmService, region(), tags, kA100VmDaily});
    }
    const QString nodeRg = kNodeResourceGroup.toLower();
    m_costLines.append({armId(kNodeResourceGroup, u"Microsoft.Compute/virtualMachineScaleSets"_s,
                              u"aks-gpupool-38218391-vmss"_s)
                            .toLower(),
                        nodeRg,
                        u"microsoft.compute/virtualmachinescalesets"_s,
                        vmService,
                        vmService,
                        region(),
                        {{u"CostCenter"_s, u"team-b"_s}},
                        4 * kT4NodeDaily});
    m_costLines.append({armId(resourceGroup(), kClusterType, u"aks-gpu"_s).toLower(),
                        rg,
                        kClusterType.toLower(),
                        u"Azure Kubernetes Service"_s,
                        u"Azure Kubernetes Service"_s,
                        region(),
                        {},
                        2.40});
    m_costLines.append(
        {armId(resourceGroup(), u"Microsoft.OperationalInsights/workspaces"_s, u"fleet-logs"_s)
             .toLower(),
         rg,
         u"microsoft.operationalinsights/workspaces"_s,
         u"Log Analytics"_s,
         u"Log Analytics"_s,
         region(),
         {},
         6.90});
    m_costLines.append(
        {armId(resourceGroup(), u"Microsoft.Storage/storageAccounts"_s, u"fleetdiag"_s).toLower(),
         rg,
         u"microsoft.storage/storageaccounts"_s,
         u"Storage"_s,
         u"Storage"_s,
         region(),
         {{u"CostCenter"_s, u"team-a"_s}},
         1.25});
}

const ResourceDefinition *Catalog::resource(const QString &id) const
{
    for (const ResourceDefinition &resource : m_resources) {
        if (resource.id.compare(id, Qt::CaseInsensitive) == 0)
            return &resource;
    }
    return nullptr;
}

ArmLookupStatus Catalog::lookup(const QString &resourceId, const ResourceDefinition **found) const
{
    *found = nullptr;
    const QStringList parts = resourceId.split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 2 || parts[0].compare(u"subscriptions"_s, Qt::CaseInsensitive) != 0)
        return ArmLookupStatus::Malformed;
    if (!knowsSubscription(parts[1]))
        return ArmLookupStatus::SubscriptionNotFound;
    if (parts.size() < 4 || parts[2].compare(u"resourceGroups"_s, Qt::CaseInsensitive) != 0)
        return ArmLookupStatus::Malformed;
    if (!knowsResourceGroup(parts[3]))
        return ArmLookupStatus::ResourceGroupNotFound;
    *found = resource(resourceId.endsWith(u'/') ? resourceId.chopped(1) : resourceId);
    return *found ? ArmLookupStatus::Found : ArmLookupStatus::ResourceNotFound;
}

bool Catalog::knowsSubscription(const QString &id) const
{
    return id.compare(subscriptionId(), Qt::CaseInsensitive) == 0;
}

bool Catalog::knowsResourceGroup(const QString &name) const
{
    return m_resourceGroups.contains(name, Qt::CaseInsensitive);
}

QList<MetricDefinition> Catalog::metrics(const QString &resourceType) const
{
    return m_metricsByType.value(resourceType.toLower());
}

bool Catalog::knowsRunbook(const QString &name) const
{
    return m_runbooks.contains(name) || name.startsWith(u"fail-"_s);
}

QJsonObject Catalog::describe() const
{
    QJsonArray resources;
    for (const ResourceDefinition &resource : m_resources) {
        QJsonArray metricNames;
        for (const MetricDefinition &metric : metrics(resource.type)) {
            QJsonArray dimensionValues;
            for (const QStringList &instance : metric.instances)
                dimensionValues.append(QJsonArray::fromStringList(instance));
            metricNames.append(QJsonObject{
                {u"name"_s, metric.name},
                {u"unit"_s, metric.unit},
                {u"dimensions"_s, QJsonArray::fromStringList(metric.dimensions)},
                {u"dimensionValues"_s,
                 metric.dimensions.isEmpty() ? QJsonArray() : dimensionValues},
            });
        }
        resources.append(QJsonObject{{u"id"_s, resource.id},
                                     {u"type"_s, resource.type},
                                     {u"region"_s, resource.region},
                                     {u"metrics"_s, metricNames}});
    }
    return QJsonObject{
        {u"subscriptionId"_s, subscriptionId()},
        {u"resourceGroups"_s, QJsonArray::fromStringList(m_resourceGroups)},
        {u"region"_s, region()},
        {u"workspaceId"_s, workspaceId()},
        {u"automationAccount"_s, automationAccount()},
        {u"runbooks"_s, QJsonArray::fromStringList(m_runbooks + QStringList{u"fail-*"_s})},
        {u"resources"_s, resources},
    };
}
