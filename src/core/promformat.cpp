#include "promformat.h"

#include "jsonstream.h"
#include "textsink.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <QJsonArray>
#include <string_view>

namespace PromFormat {

char *writeValue(char *out, double v)
{
    if (std::isnan(v))
        return std::copy_n("NaN", 3, out);
    if (std::isinf(v))
        return v > 0 ? std::copy_n("+Inf", 4, out) : std::copy_n("-Inf", 4, out);
    // Whole numbers below 2^53 (counts, percentages, bytes) are their own
    // shortest digits: the common case, printed as an integer.
    if (std::fabs(v) < 9007199254740992.0 && v == std::trunc(v) && !(v == 0 && std::signbit(v)))
        return std::to_chars(out, out + kValueRoom, static_cast<long long>(v)).ptr;
    // Go's FormatFloat(v, 'f', -1, 64) takes the shortest digits that round
    // trip and pads them with zeros; std::to_chars(fixed) would print the
    // exact binary value instead (2^63 -> ...775808, Go: ...776000). So take
    // the shortest digits in scientific form and lay them out by hand.
    char sci[40];
    const auto r = std::to_chars(sci, sci + sizeof sci, v, std::chars_format::scientific);
    std::string_view text(sci, std::size_t(r.ptr - sci));
    if (text.front() == '-') {
        *out++ = '-';
        text.remove_prefix(1);
    }
    const std::size_t e = text.find('e');
    int exp = 0;
    const char *x = text.data() + e + 1;
    std::from_chars(x + (*x == '+' ? 1 : 0), text.data() + text.size(), exp);
    char digits[24];
    std::size_t n = 0;
    for (char c : text.substr(0, e))
        if (c != '.')
            digits[n++] = c;
    const long point = exp + 1; // digits before the decimal point
    if (point <= 0) {
        out = std::copy_n("0.", 2, out);
        out = std::fill_n(out, -point, '0');
        out = std::copy_n(digits, n, out);
    } else if (std::size_t(point) >= n) {
        out = std::copy_n(digits, n, out);
        out = std::fill_n(out, point - long(n), '0');
    } else {
        out = std::copy_n(digits, point, out);
        *out++ = '.';
        out = std::copy_n(digits + point, long(n) - point, out);
    }
    return out;
}

QByteArray value(double v)
{
    char buf[kValueRoom];
    return QByteArray(buf, qsizetype(writeValue(buf, v) - buf));
}

char *writeTimestamp(char *out, qint64 ms)
{
    if (ms < 0)
        *out++ = '-';
    const quint64 a = ms < 0 ? quint64(0) - quint64(ms) : quint64(ms);
    out = std::to_chars(out, out + kTimestampRoom, a / 1000).ptr;
    if (unsigned frac = unsigned(a % 1000)) {
        *out++ = '.';
        *out++ = char('0' + frac / 100);
        frac %= 100;
        if (frac) {
            *out++ = char('0' + frac / 10);
            if (frac % 10)
                *out++ = char('0' + frac % 10);
        }
    }
    return out;
}

QByteArray timestamp(qint64 ms)
{
    char buf[kTimestampRoom];
    return QByteArray(buf, qsizetype(writeTimestamp(buf, ms) - buf));
}

TimestampTexts::TimestampTexts(const std::vector<qint64> &timesMs)
{
    m_offsets.reserve(timesMs.size() + 1);
    m_offsets.push_back(0);
    char buf[kTimestampRoom];
    for (qint64 t : timesMs) {
        m_text.append(buf, std::size_t(writeTimestamp(buf, t) - buf));
        m_offsets.push_back(m_text.size());
    }
}

QByteArray csvField(const QString &s)
{
    QByteArray u = s.toUtf8();
    if (!u.contains(',') && !u.contains('"') && !u.contains('\n') && !u.contains('\r'))
        return u;
    u.replace("\"", "\"\"");
    return '"' + u + '"';
}

void writeCsv(const SeriesSet &set, TextSink &out)
{
    out.append("series,timestamp,value\n");
    writeCsvRows(set, out);
}

void writeCsvRows(const SeriesSet &set, TextSink &out, std::string_view rowPrefix)
{
    const TimestampTexts ts(set.timesMs);
    const std::size_t n = set.timesMs.size();
    for (const auto &s : set.series) {
        if (!out.ok())
            return;
        const QByteArray nameText = QByteArray(rowPrefix.data(), qsizetype(rowPrefix.size())) +
                                    csvField(s.labels.toPromQL()) + ',';
        const std::string_view name(nameText.constData(), std::size_t(nameText.size()));
        // Runs of present samples, found a word of the mask at a time.
        for (std::size_t i = s.present.nextSet(0, n); i < n;) {
            const std::size_t end = s.present.nextClear(i, n);
            for (; i < end; ++i) {
                out.append(name);
                const std::string_view t = ts.at(i);
                char *p = out.room(t.size() + kValueRoom + 2);
                p = std::copy(t.begin(), t.end(), p);
                *p++ = ',';
                p = writeValue(p, s.values[i]);
                *p++ = '\n';
                out.commit(p);
            }
            i = s.present.nextSet(end, n);
        }
    }
}

void writeResult(const SeriesSet &set, JsonStream &out)
{
    const TimestampTexts ts(set.timesMs);
    const std::size_t n = set.timesMs.size();
    char v[kValueRoom];
    out.beginArray();
    for (const auto &s : set.series) {
        // Keys in QJsonObject's order (QString's), as QJsonDocument wrote them.
        out.beginObject();
        out.key("metric");
        out.beginObject();
        for (const auto &[k, val] : s.labels.pairs()) {
            const QByteArray key = k.toUtf8();
            out.key(std::string_view(key.constData(), std::size_t(key.size())));
            out.string(QStringView(val));
        }
        out.endObject();
        out.key("values");
        out.beginArray();
        for (std::size_t i = s.present.nextSet(0, n); i < n;) {
            const std::size_t end = s.present.nextClear(i, n);
            for (; i < end; ++i) {
                out.beginArray();
                out.literal(ts.at(i));
                out.plainString(std::string_view(v, std::size_t(writeValue(v, s.values[i]) - v)));
                out.endArray();
            }
            i = s.present.nextSet(end, n);
        }
        out.endArray();
        out.endObject();
    }
    out.endArray();
}

void writeDataAndInfos(const SeriesSet &set, JsonStream &j)
{
    j.key("data");
    j.beginObject();
    j.key("result");
    writeResult(set, j);
    j.key("resultType");
    j.plainString("matrix");
    j.endObject();
    if (!set.infos.isEmpty()) {
        j.key("infos");
        j.value(QJsonArray::fromStringList(set.infos));
    }
}

void writeJson(const SeriesSet &set, TextSink &out)
{
    JsonStream j(out, JsonStream::Layout::Compact);
    j.beginObject();
    writeDataAndInfos(set, j);
    j.key("status");
    j.plainString("success");
    if (!set.warnings.isEmpty()) {
        j.key("warnings");
        j.value(QJsonArray::fromStringList(set.warnings));
    }
    j.endObject();
    out.append('\n');
}

namespace {
QByteArray whole(const SeriesSet &set, void (*write)(const SeriesSet &, TextSink &))
{
    QByteArray out;
    TextSink sink(TextSink::into(out));
    write(set, sink);
    sink.finish();
    return out;
}
} // namespace

QByteArray toCsv(const SeriesSet &set)
{
    return whole(set, writeCsv);
}

QByteArray toJson(const SeriesSet &set)
{
    return whole(set, writeJson);
}

} // namespace PromFormat
