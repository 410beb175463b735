#include "pricetable.h"

#include "coretr.h"
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace {
int lineAt(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    return 1 + int(std::count(text.cbegin(), text.cbegin() + offset, '\n'));
}

// QJsonDocument keeps no positions, so the line of a value is found by looking
// for each key of its path in turn, each after the one before. A price file is
// small and written by hand: this finds the line its author wrote.
int lineOf(const QByteArray &text, const QStringList &path)
{
    qsizetype pos = 0;
    for (const QString &key : path) {
        const QByteArray needle = '"' + key.toUtf8() + '"';
        qsizetype at = text.indexOf(needle, pos);
        // A key is followed by a colon; the same text as a value is not.
        while (at >= 0) {
            qsizetype after = at + needle.size();
            while (after < text.size() && QChar::isSpace(uchar(text.at(after))))
                ++after;
            if (after < text.size() && text.at(after) == ':')
                break;
            at = text.indexOf(needle, at + 1);
        }
        if (at < 0)
            break;
        pos = at;
    }
    return lineAt(text, pos);
}

struct Parser
{
    const QByteArray &text;
    const QString &fileName;
    QString error;

    bool fail(const QStringList &path, const QString &message)
    {
        error = QStringLiteral("%1:%2: %3").arg(fileName).arg(lineOf(text, path)).arg(message);
        return false;
    }

    // A positive or zero amount; `what` names it in the message.
    bool amount(const QJsonValue &v, const QStringList &path, const QString &what, double *out)
    {
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return fail(path, CoreTr::tr("%1 must be a number").arg(what));
        if (v.toDouble() < 0)
            return fail(path, CoreTr::tr("%1 must not be negative").arg(what));
        *out = v.toDouble();
        return true;
    }

    // A number, or a fraction written "1/6" for a partitioned GPU.
    bool gpus(const QJsonValue &v, const QStringList &path, double *out)
    {
        double n = 0;
        if (v.isString()) {
            const QStringList parts = v.toString().split(QLatin1Char('/'));
            bool ok1 = false, ok2 = false;
            const double num = parts.size() == 2 ? parts[0].trimmed().toDouble(&ok1) : 0;
            const double den = parts.size() == 2 ? parts[1].trimmed().toDouble(&ok2) : 0;
            if (!ok1 || !ok2 || den == 0)
                return fail(path,
                            CoreTr::tr("gpus must be a number or a fraction such as \"1/6\""));
            n = num / den;
        } else if (v.isDouble() && std::isfinite(v.toDouble())) {
            n = v.toDouble();
        } else {
            return fail(path, CoreTr::tr("gpus must be a number or a fraction such as \"1/6\""));
        }
        // A VM without a GPU has no per-GPU price; it is not part of GPU cost.
        if (n <= 0)
            return fail(path, CoreTr::tr("gpus must be more than zero"));
        *out = n;
        return true;
    }

    bool sku(const QString &name, const QJsonValue &v, SkuPrice *out)
    {
        const QStringList at{QStringLiteral("skus"), name};
        if (!v.isObject())
            return fail(at, CoreTr::tr("SKU %1 must be an object").arg(name));
        const QJsonObject o = v.toObject();
        static const QStringList known = {QStringLiteral("gpus"), QStringLiteral("pricePerHour"),
                                          QStringLiteral("gpuModel"),
                                          QStringLiteral("gpuMemoryGiB")};
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!known.contains(it.key()))
                return fail(at + QStringList{it.key()},
                            CoreTr::tr("unknown key \"%1\" in SKU %2 (known: %3)")
                                .arg(it.key(), name, known.join(QStringLiteral(", "))));
        }
        if (!o.contains(QLatin1String("pricePerHour")))
            return fail(at, CoreTr::tr("SKU %1 has no pricePerHour").arg(name));
        if (!o.contains(QLatin1String("gpus")))
            return fail(at, CoreTr::tr("SKU %1 has no gpus").arg(name));
        SkuPrice p;
        if (!amount(o.value(QLatin1String("pricePerHour")),
                    at + QStringList{QStringLiteral("pricePerHour")},
                    QStringLiteral("pricePerHour"), &p.pricePerHour) ||
            !gpus(o.value(QLatin1String("gpus")), at + QStringList{QStringLiteral("gpus")},
                  &p.gpus))
            return false;
        if (o.contains(QLatin1String("gpuMemoryGiB")) &&
            !amount(o.value(QLatin1String("gpuMemoryGiB")),
                    at + QStringList{QStringLiteral("gpuMemoryGiB")},
                    QStringLiteral("gpuMemoryGiB"), &p.gpuMemoryGiB))
            return false;
        if (o.contains(QLatin1String("gpuModel"))) {
            if (!o.value(QLatin1String("gpuModel")).isString())
                return fail(at + QStringList{QStringLiteral("gpuModel")},
                            CoreTr::tr("gpuModel must be a string"));
            p.gpuModel = o.value(QLatin1String("gpuModel")).toString();
        }
        *out = p;
        return true;
    }

    // "nodes" and "models": name -> SKU, and the SKU must have a price.
    bool mapping(const QString &section, const QJsonValue &v, const PriceTable &table,
                 QMap<QString, QString> *out)
    {
        if (!v.isObject())
            return fail({section},
                        CoreTr::tr("\"%1\" must be an object of name: SKU").arg(section));
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QStringList at{section, it.key()};
            if (!it.value().isString())
                return fail(at, CoreTr::tr("%1 must map to an SKU name").arg(it.key()));
            const QString sku = it.value().toString();
            if (!table.sku(sku))
                return fail(at,
                            CoreTr::tr("%1 maps to SKU %2, which has no price").arg(it.key(), sku));
            out->insert(it.key(), sku);
        }
        return true;
    }
};

} // namespace

PriceTable PriceTable::defaults()
{
    PriceTable t;
    // ../shared/API-NOTES.md "Reference prices". Standard_D16s_v5 is left
    // out: it has no GPU, so it has no per-GPU price.
    t.setSku(QStringLiteral("Standard_NC4as_T4_v3"), {1, 0.53, QStringLiteral("T4"), 16});
    t.setSku(QStringLiteral("Standard_NC64as_T4_v3"), {4, 4.25, QStringLiteral("T4"), 16});
    t.setSku(QStringLiteral("Standard_NV6ads_A10_v5"), {1.0 / 6.0, 0.45, QStringLiteral("A10"), 4});
    t.setSku(QStringLiteral("Standard_NV36ads_A10_v5"), {1, 1.80, QStringLiteral("A10"), 24});
    t.setSku(QStringLiteral("Standard_NC24ads_A100_v4"), {1, 3.67, QStringLiteral("A100"), 80});
    t.setSku(QStringLiteral("Standard_ND96asr_v4"), {8, 27.20, QStringLiteral("A100"), 40});
    t.setSku(QStringLiteral("Standard_ND96isr_H100_v5"), {8, 98.32, QStringLiteral("H100"), 80});
    // dcgm-exporter's modelName -> the SKU that holds that GPU, for nodes
    // kube-state-metrics does not describe. Where several SKUs hold one
    // model, the one whose per-GPU price is the list's plainest is taken.
    t.setModelSku(QStringLiteral("Tesla T4"), QStringLiteral("Standard_NC4as_T4_v3"));
    t.setModelSku(QStringLiteral("NVIDIA A10"), QStringLiteral("Standard_NV36ads_A10_v5"));
    t.setModelSku(QStringLiteral("NVIDIA A100 80GB PCIe"),
                  QStringLiteral("Standard_NC24ads_A100_v4"));
    t.setModelSku(QStringLiteral("NVIDIA A100-SXM4-40GB"), QStringLiteral("Standard_ND96asr_v4"));
    t.setModelSku(QStringLiteral("NVIDIA H100 80GB HBM3"),
                  QStringLiteral("Standard_ND96isr_H100_v5"));
    return t;
}

const SkuPrice *PriceTable::sku(const QString &sku) const
{
    const auto it = m_skus.constFind(sku);
    return it == m_skus.cend() ? nullptr : &*it;
}

std::expected<PriceTable, QString> PriceTable::parse(QByteArrayView json, const QString &fileName)
{
    const QByteArray text = json.toByteArray();
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError)
        return std::unexpected(QStringLiteral("%1:%2: %3")
                                   .arg(fileName)
                                   .arg(lineAt(text, pe.offset))
                                   .arg(pe.errorString()));
    Parser p{text, fileName, {}};
    if (!doc.isObject()) {
        p.fail({}, CoreTr::tr("a price file is a JSON object"));
        return std::unexpected(p.error);
    }
    const QJsonObject o = doc.object();
    static const QStringList known = {QStringLiteral("currency"), QStringLiteral("replaceDefaults"),
                                      QStringLiteral("skus"), QStringLiteral("nodes"),
                                      QStringLiteral("models")};
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key())) {
            p.fail({it.key()}, CoreTr::tr("unknown key \"%1\" (known: %2)")
                                   .arg(it.key(), known.join(QStringLiteral(", "))));
            return std::unexpected(p.error);
        }
    }
    const QJsonValue replace = o.value(QLatin1String("replaceDefaults"));
    if (!replace.isUndefined() && !replace.isBool()) {
        p.fail({QStringLiteral("replaceDefaults")},
               CoreTr::tr("replaceDefaults must be true or false"));
        return std::unexpected(p.error);
    }
    PriceTable t = replace.toBool() ? PriceTable() : defaults();
    if (o.contains(QLatin1String("currency"))) {
        const QJsonValue c = o.value(QLatin1String("currency"));
        if (!c.isString() || c.toString().trimmed().isEmpty()) {
            p.fail({QStringLiteral("currency")},
                   CoreTr::tr("currency must be a currency code such as \"USD\""));
            return std::unexpected(p.error);
        }
        t.setCurrency(c.toString().trimmed());
    }
    const QJsonValue skus = o.value(QLatin1String("skus"));
    if (!skus.isUndefined()) {
        if (!skus.isObject()) {
            p.fail({QStringLiteral("skus")},
                   CoreTr::tr("\"skus\" must be an object of SKU: price"));
            return std::unexpected(p.error);
        }
        const QJsonObject so = skus.toObject();
        for (auto it = so.begin(); it != so.end(); ++it) {
            SkuPrice price;
            if (!p.sku(it.key(), it.value(), &price))
                return std::unexpected(p.error);
            t.setSku(it.key(), price);
        }
    }
    for (const QString &section : {QStringLiteral("nodes"), QStringLiteral("models")}) {
        const QJsonValue v = o.value(section);
        if (v.isUndefined())
            continue;
        QMap<QString, QString> entries;
        if (!p.mapping(section, v, t, &entries))
            return std::unexpected(p.error);
        for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
            if (section == QLatin1String("nodes"))
                t.setNodeSku(it.key(), it.value());
            else
                t.setModelSku(it.key(), it.value());
        }
    }
    return t;
}

namespace {
// Qt's JSON writer escapes strings and prints doubles at shortest round-trip
// precision; borrowing it for one value keeps the hand-laid file exact.
QByteArray jsonValue(const QJsonValue &v)
{
    const QByteArray array = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray mappingJson(const QMap<QString, QString> &map)
{
    if (map.isEmpty())
        return "{}";
    QByteArray out = "{\n";
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        out += "    " + jsonValue(it.key()) + ": " + jsonValue(it.value());
        out += std::next(it) == map.cend() ? "\n" : ",\n";
    }
    return out + "  }";
}
} // namespace

QByteArray PriceTable::toJson() const
{
    QByteArray out = "{\n  \"currency\": " + jsonValue(m_currency) + ",\n";
    out += "  \"replaceDefaults\": true,\n";
    out += "  \"skus\": {";
    for (auto it = m_skus.cbegin(); it != m_skus.cend(); ++it) {
        const SkuPrice &p = it.value();
        const QString gpus = gpusText(p.gpus);
        out += it == m_skus.cbegin() ? "\n" : ",\n";
        out += "    " + jsonValue(it.key()) + ": {\"gpus\": ";
        out += gpus.contains(QLatin1Char('/')) ? jsonValue(gpus) : gpus.toUtf8();
        out += ", \"pricePerHour\": " + jsonValue(p.pricePerHour);
        // Left out when empty, as parse() leaves them empty when absent.
        if (!p.gpuModel.isEmpty())
            out += ", \"gpuModel\": " + jsonValue(p.gpuModel);
        if (p.gpuMemoryGiB != 0)
            out += ", \"gpuMemoryGiB\": " + jsonValue(p.gpuMemoryGiB);
        out += "}";
    }
    out += m_skus.isEmpty() ? "},\n" : "\n  },\n";
    out += "  \"nodes\": " + mappingJson(m_nodeSkus) + ",\n";
    out += "  \"models\": " + mappingJson(m_modelSkus) + "\n}\n";
    return out;
}

QString PriceTable::gpusText(double gpus)
{
    // Only an exact 1/N is written as a fraction: "1/N" must parse back to
    // the very same double, or a save-load round trip would move the price.
    if (gpus > 0 && gpus < 1) {
        const double n = std::round(1.0 / gpus);
        if (n >= 2 && n <= 1e9 && 1.0 / n == gpus)
            return QStringLiteral("1/%1").arg(qint64(n));
    }
    return QString::number(gpus, 'g', QLocale::FloatingPointShortest);
}

std::optional<double> PriceTable::gpusFromText(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('/'));
    bool ok1 = false, ok2 = true;
    const double num = parts.value(0).trimmed().toDouble(&ok1);
    const double den = parts.size() == 2 ? parts[1].trimmed().toDouble(&ok2) : 1.0;
    if (parts.size() > 2 || !ok1 || !ok2 || den == 0 || !std::isfinite(num / den))
        return std::nullopt;
    return num / den;
}
