#include "promformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <charconv>
#include <cmath>

namespace PromFormat {

QByteArray value(double v)
{
    if (std::isnan(v))
        return QByteArrayLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QByteArrayLiteral("+Inf") : QByteArrayLiteral("-Inf");
    // Shortest round-trip digits in fixed notation: the same as Go's 'f', -1.
    char buf[400];
    auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
    return QByteArray(buf, int(r.ptr - buf));
}

QByteArray timestamp(qint64 ms)
{
    const bool neg = ms < 0;
    const qint64 a = neg ? -ms : ms;
    QByteArray out = QByteArray::number(a / 1000);
    if (const qint64 frac = a % 1000) {
        QByteArray f = QByteArray::number(frac).rightJustified(3, '0');
        while (f.endsWith('0'))
            f.chop(1);
        out += '.' + f;
    }
    return neg ? '-' + out : out;
}

QByteArray csvField(const QString &s)
{
    QByteArray u = s.toUtf8();
    if (!u.contains(',') && !u.contains('"') && !u.contains('\n') && !u.contains('\r'))
        return u;
    u.replace("\"", "\"\"");
    return '"' + u + '"';
}

QByteArray toCsv(const SeriesSet &set)
{
    QByteArray out = "series,timestamp,value\n";
    std::vector<QByteArray> ts;
    ts.reserve(set.timesMs.size());
    for (qint64 t : set.timesMs)
        ts.push_back(timestamp(t));
    for (const auto &s : set.series) {
        const QByteArray name = csvField(s.labels.toPromQL());
        for (std::size_t i = 0; i < set.timesMs.size(); ++i) {
            if (!s.has(i))
                continue;
            out += name;
            out += ',';
            out += ts[i];
            out += ',';
            out += value(s.values[i]);
            out += '\n';
        }
    }
    return out;
}

QByteArray toJson(const SeriesSet &set)
{
    QJsonArray result;
    for (const auto &s : set.series) {
        QJsonObject metric;
        for (const auto &[k, v] : s.labels.pairs())
            metric.insert(k, v);
        QJsonArray values;
        for (std::size_t i = 0; i < set.timesMs.size(); ++i) {
            if (!s.has(i))
                continue;
            values.append(QJsonArray{double(set.timesMs[i]) / 1000.0,
                                     QString::fromLatin1(value(s.values[i]))});
        }
        result.append(QJsonObject{{QStringLiteral("metric"), metric},
                                  {QStringLiteral("values"), values}});
    }
    QJsonObject data{{QStringLiteral("resultType"), QStringLiteral("matrix")},
                     {QStringLiteral("result"), result}};
    QJsonObject root{{QStringLiteral("status"), QStringLiteral("success")},
                     {QStringLiteral("data"), data}};
    if (!set.warnings.isEmpty())
        root.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(set.warnings));
    if (!set.infos.isEmpty())
        root.insert(QStringLiteral("infos"), QJsonArray::fromStringList(set.infos));
    return QJsonDocument(root).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace PromFormat
