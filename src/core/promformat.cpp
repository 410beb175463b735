#include "promformat.h"

#include <charconv>
#include <cmath>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <string_view>

namespace PromFormat {

QByteArray value(double v)
{
    if (std::isnan(v))
        return QByteArrayLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QByteArrayLiteral("+Inf") : QByteArrayLiteral("-Inf");
    // Go's FormatFloat(v, 'f', -1, 64) takes the shortest digits that round
    // trip and pads them with zeros; std::to_chars(fixed) would print the
    // exact binary value instead (2^63 -> ...775808, Go: ...776000). So take
    // the shortest digits in scientific form and lay them out by hand.
    char sci[40];
    const auto r = std::to_chars(sci, sci + sizeof sci, v, std::chars_format::scientific);
    std::string_view text(sci, std::size_t(r.ptr - sci));
    QByteArray out;
    if (text.front() == '-') {
        out += '-';
        text.remove_prefix(1);
    }
    const std::size_t e = text.find('e');
    int exp = 0;
    const char *x = text.data() + e + 1;
    std::from_chars(x + (*x == '+' ? 1 : 0), text.data() + text.size(), exp);
    QByteArray digits;
    for (char c : text.substr(0, e))
        if (c != '.')
            digits += c;
    const qsizetype point = exp + 1; // digits before the decimal point
    if (point <= 0)
        out += "0." + QByteArray(-point, '0') + digits;
    else if (point >= digits.size())
        out += digits + QByteArray(point - digits.size(), '0');
    else
        out += digits.left(point) + '.' + digits.mid(point);
    return out;
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
        result.append(
            QJsonObject{{QStringLiteral("metric"), metric}, {QStringLiteral("values"), values}});
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
