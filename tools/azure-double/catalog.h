#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// One metric a resource type offers, with the range its synthetic values
// wander in. Every instance is one combination of dimension values (a node, a
// LUN); a metric without dimensions has a single empty instance.
struct MetricDefinition
{
    QString name;
    QString localizedName;
    QString description;
    QString unit;
    QString primaryAggregation; // lower-case, as the query parameter spells it
    double low = 0;
    double high = 100;
    int decimals = 2;
    QStringList dimensions; // as Azure spells them; answers lower-case them
    QList<QStringList> instances;
};

struct ResourceDefinition
{
    QString id;
    QString name;
    QString type; // Microsoft.Compute/virtualMachines
    QString resourceGroup;
    QString region;
};

// One billed resource in the Cost Management data. Resource group names are
// lower-case because that is how cost data reports them.
struct CostLine
{
    QString resourceId;
    QString resourceGroup;
    QString resourceType;
    QString serviceName;
    QString meterCategory;
    QString location;
    QHash<QString, QString> tags;
    double dailyCost = 0;
};

// Why an ARM path did not name a known resource; each maps to its own ARM
// error code.
enum class ArmLookupStatus
{
    Found,
    SubscriptionNotFound,
    ResourceGroupNotFound,
    ResourceNotFound,
    Malformed
};

// The fixed world the double pretends to be: one subscription, its resource
// groups, GPU VMs, an AKS cluster, a Log Analytics workspace, an Automation
// account and what they cost. Lookups are case-insensitive, as in ARM.
class Catalog final
{
  public:
    Catalog();

    static QString subscriptionId();
    static QString resourceGroup();
    static QString region();
    static QString workspaceId();
    static QString automationAccount();

    const QList<ResourceDefinition> &resources() const { return m_resources; }
    const ResourceDefinition *resource(const QString &id) const;
    ArmLookupStatus lookup(const QString &resourceId, const ResourceDefinition **found) const;
    bool knowsSubscription(const QString &id) const;
    bool knowsResourceGroup(const QString &name) const;

    QList<MetricDefinition> metrics(const QString &resourceType) const;
    const QList<CostLine> &costLines() const { return m_costLines; }
    bool knowsRunbook(const QString &name) const;

    // What /_double/info and --help list.
    QJsonObject describe() const;

  private:
    void addVirtualMachines();
    void addCluster();
    void addCostLines();

    QList<ResourceDefinition> m_resources;
    QHash<QString, QList<MetricDefinition>> m_metricsByType; // key: lower-case type
    QList<CostLine> m_costLines;
    QStringList m_resourceGroups;
    QStringList m_runbooks;
};
