#pragma once

#include <QByteArrayView>
#include <QMap>
#include <QString>

#include <expected>
#include <optional>

// What one VM size costs and which GPUs it holds.
struct SkuPrice
{
    // GPUs in the VM; a fraction for partitioned GPUs (NV6ads_A10_v5 = 1/6 A10).
    double gpus = 1.0;
    double pricePerHour = 0.0; // the whole VM, in the table's currency
    QString gpuModel;
    double gpuMemoryGiB = 0.0;

    double pricePerGpuHour() const { return gpus > 0 ? pricePerHour / gpus : 0.0; }

    bool operator==(const SkuPrice &) const = default;
};

// SKU -> price, plus how a node finds its SKU when kube-state-metrics does
// not say: an explicit node override, else the GPU's modelName. A value type;
// the defaults come from the public pay-as-you-go list and are meant to be
// edited, since prices change.
class PriceTable final
{
  public:
    PriceTable() = default;

    // The reference table (East US, pay-as-you-go, USD).
    static PriceTable defaults();
    // A price file (format in README "Cost") over the defaults: entries in the
    // file replace or add to them. Errors name the line: "prices.json:7: ...".
    static std::expected<PriceTable, QString> parse(QByteArrayView json, const QString &fileName);
    // The price file for this table, with "replaceDefaults": true so that the
    // file alone is the whole table; parse() reads it back equal. One SKU per
    // line, keys in the README's order, so a saved file stays easy to edit.
    QByteArray toJson() const;

    // GPUs as a price file writes them: "1/6" when gpus is exactly 1/N, else
    // the shortest number that reads back the same.
    static QString gpusText(double gpus);
    // The inverse for typed text: a number or a fraction "a/b"; no value when
    // it is neither. Zero and negative counts are returned for the caller to
    // reject with its own words.
    static std::optional<double> gpusFromText(const QString &text);

    QString currency() const { return m_currency; }
    void setCurrency(const QString &currency) { m_currency = currency; }

    void setSku(const QString &sku, const SkuPrice &price) { m_skus.insert(sku, price); }
    // nullptr when the SKU has no price.
    const SkuPrice *sku(const QString &sku) const;
    const QMap<QString, SkuPrice> &skus() const { return m_skus; }

    void setNodeSku(const QString &node, const QString &sku) { m_nodeSkus.insert(node, sku); }
    QString nodeSku(const QString &node) const { return m_nodeSkus.value(node); }
    const QMap<QString, QString> &nodeSkus() const { return m_nodeSkus; }

    void setModelSku(const QString &modelName, const QString &sku)
    {
        m_modelSkus.insert(modelName, sku);
    }
    QString modelSku(const QString &modelName) const { return m_modelSkus.value(modelName); }
    const QMap<QString, QString> &modelSkus() const { return m_modelSkus; }

    bool operator==(const PriceTable &) const = default;

  private:
    QString m_currency = QStringLiteral("USD");
    QMap<QString, SkuPrice> m_skus;
    QMap<QString, QString> m_nodeSkus;
    QMap<QString, QString> m_modelSkus;
};
