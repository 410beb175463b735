// Where a GPU's price comes from: the node's SKU and pool from
// kube-state-metrics' node labels, and the rule (price file node entry,
// instance type, GPU model) that found a priced SKU. Kept apart from the
// computation in costmodel.cpp, which only applies the price found.
#include "costmodel.h"

#include "coretr.h"

namespace CostModel {

QHash<QString, QString> nodeSkusFromKubeNodeLabels(const SeriesSet &kubeNodeLabels)
{
    QHash<QString, QString> out;
    for (const Series &s : kubeNodeLabels.series) {
        const QString node = s.labels.value(QStringLiteral("node"));
        QString type = s.labels.value(QStringLiteral("label_node_kubernetes_io_instance_type"));
        if (type.isEmpty())
            type = s.labels.value(QStringLiteral("label_beta_kubernetes_io_instance_type"));
        if (!node.isEmpty() && !type.isEmpty())
            out.insert(node, type);
    }
    return out;
}

QHash<QString, QString> nodePoolsFromKubeNodeLabels(const SeriesSet &kubeNodeLabels)
{
    QHash<QString, QString> out;
    for (const Series &s : kubeNodeLabels.series) {
        const QString node = s.labels.value(QStringLiteral("node"));
        for (const char *name :
             {"label_agentpool", "label_kubernetes_azure_com_agentpool", "label_nodepool"}) {
            const QString pool = s.labels.value(QLatin1String(name));
            if (!node.isEmpty() && !pool.isEmpty()) {
                out.insert(node, pool);
                break;
            }
        }
    }
    return out;
}

QString poolLabel(const Labels &labels)
{
    const QString pool = labels.value(QStringLiteral("nodepool"));
    return pool.isEmpty() ? labels.value(QStringLiteral("agentpool")) : pool;
}

Pricing pricing(const QString &node, const QString &modelName, const PriceTable &prices,
                const QHash<QString, QString> &nodeSkus)
{
    // The user's word for the node wins, priced or not: the file says so.
    if (const QString o = prices.nodeSku(node); !o.isEmpty())
        return {o, prices.sku(o) ? PriceRule::Node : PriceRule::None, {}};
    const QString type = nodeSkus.value(node);
    if (!type.isEmpty() && prices.sku(type))
        return {type, PriceRule::InstanceType, {}};
    const QString model = prices.modelSku(modelName);
    if (!model.isEmpty() && prices.sku(model))
        return {model, PriceRule::GpuModel, type};
    return {type.isEmpty() ? model : type, PriceRule::None, type};
}

QString skuFor(const QString &node, const QString &modelName, const PriceTable &prices,
               const QHash<QString, QString> &nodeSkus)
{
    return pricing(node, modelName, prices, nodeSkus).sku;
}

QStringList priceRuleKeys(PriceRules rules)
{
    QStringList out;
    for (const auto &[rule, key] :
         {std::pair{PriceRule::Node, "node"}, std::pair{PriceRule::InstanceType, "instanceType"},
          std::pair{PriceRule::GpuModel, "gpuModel"}, std::pair{PriceRule::None, "none"}})
        if (rules & PriceRules(rule))
            out << QLatin1String(key);
    return out;
}

QStringList priceRuleNames(PriceRules rules)
{
    QStringList out;
    if (rules & PriceRules(PriceRule::Node))
        out << CoreTr::tr("price file (node)");
    if (rules & PriceRules(PriceRule::InstanceType))
        out << CoreTr::tr("instance type");
    if (rules & PriceRules(PriceRule::GpuModel))
        out << CoreTr::tr("GPU model");
    if (rules & PriceRules(PriceRule::None))
        out << CoreTr::tr("no price");
    return out;
}

} // namespace CostModel
