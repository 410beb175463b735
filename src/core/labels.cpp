#include "labels.h"

#include <algorithm>
#include <QStringList>

Labels::Labels(std::vector<Pair> pairs)
{
    std::sort(pairs.begin(), pairs.end());
    m_pairs.reserve(pairs.size());
    for (const auto &[name, value] : pairs)
        m_pairs.emplace_back(LabelString(name), LabelString(value));
}

void Labels::set(const QString &name, const QString &value)
{
    auto it =
        std::lower_bound(m_pairs.begin(), m_pairs.end(), name,
                         [](const Stored &p, const QString &n) { return p.first.text() < n; });
    if (it != m_pairs.end() && it->first.text() == name)
        it->second = LabelString(value);
    else
        m_pairs.insert(it, {LabelString(name), LabelString(value)});
}

QString Labels::value(const QString &name) const
{
    for (const auto &p : m_pairs)
        if (p.first.text() == name)
            return p.second.text();
    return {};
}

QString Labels::valueCi(const QString &name) const
{
    for (const auto &p : m_pairs)
        if (p.first.text().compare(name, Qt::CaseInsensitive) == 0)
            return p.second.text();
    return {};
}

bool Labels::contains(const QString &name) const
{
    return std::any_of(m_pairs.begin(), m_pairs.end(),
                       [&](const Stored &p) { return p.first.text() == name; });
}

// Appends v as a PromQL string literal. Alert keys are built from label
// sets thousands of times per evaluation of a large fleet, so this appends
// in place and copies runs without escapes in one go.
static void appendQuoted(QString &out, const QString &v)
{
    out += QLatin1Char('"');
    qsizetype from = 0;
    for (qsizetype i = 0; i < v.size(); ++i) {
        const QChar c = v.at(i);
        if (c != QLatin1Char('\\') && c != QLatin1Char('"') && c != QLatin1Char('\n'))
            continue;
        out += QStringView(v).sliced(from, i - from);
        out += c == QLatin1Char('\n') ? QStringLiteral("\\n") : QString(QLatin1Char('\\')) + c;
        from = i + 1;
    }
    out += QStringView(v).sliced(from);
    out += QLatin1Char('"');
}

QString Labels::quoted(const QString &value)
{
    QString out;
    out.reserve(value.size() + 2);
    appendQuoted(out, value);
    return out;
}

// A metric name PromQL accepts in front of the braces.
static bool isMetricName(const QString &n)
{
    if (n.isEmpty())
        return false;
    for (qsizetype i = 0; i < n.size(); ++i) {
        const QChar c = n[i];
        const bool ok = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
                        (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || c == QLatin1Char('_') ||
                        c == QLatin1Char(':') ||
                        (i > 0 && c >= QLatin1Char('0') && c <= QLatin1Char('9'));
        if (!ok)
            return false;
    }
    return true;
}

QString Labels::toPromQL() const
{
    QString name;
    qsizetype size = 2;
    for (const auto &[n, v] : pairs())
        size += n.size() + v.size() + 4;
    QString body;
    body.reserve(size);
    for (const auto &p : pairs()) {
        // Azure metric names ("Percentage CPU") are no PromQL identifiers:
        // they stay a __name__ matcher, which PromQL also reads.
        if (p.first == QLatin1String("__name__") && isMetricName(p.second)) {
            name = p.second;
            continue;
        }
        if (!body.isEmpty())
            body += QLatin1Char(',');
        body += p.first;
        body += QLatin1Char('=');
        appendQuoted(body, p.second);
    }
    return name + QLatin1Char('{') + body + QLatin1Char('}');
}

QString Labels::shortName() const
{
    // A pod name is unique and what an on-call engineer types into kubectl.
    if (const QString pod = valueCi(QStringLiteral("pod")); !pod.isEmpty())
        return pod;
    // Azure resource ids are long paths; their last segment is the name.
    auto brief = [](const QString &v) {
        return v.startsWith(QLatin1Char('/')) ? v.section(QLatin1Char('/'), -1) : v;
    };
    static const char *const order[] = {"hostname",   "node",     "gpu",     "namespace",
                                        "deployment", "instance", "resource"};
    QStringList parts;
    for (const char *n : order) {
        const QString v = valueCi(QLatin1String(n));
        if (v.isEmpty())
            continue;
        parts << (qstrcmp(n, "gpu") == 0 ? QStringLiteral("gpu%1").arg(v) : brief(v));
        if (parts.size() == 2)
            break;
    }
    if (parts.isEmpty()) {
        // Anything else (Log Analytics string columns, custom labels): the
        // values, without the metric name that every series of a lane shares.
        for (const auto &p : pairs())
            if (p.first != QLatin1String("__name__") && p.first != QLatin1String("__query__"))
                parts << brief(p.second);
        if (parts.isEmpty())
            return value(QStringLiteral("__name__")).isEmpty() ? QStringLiteral("{}")
                                                               : value(QStringLiteral("__name__"));
    }
    return parts.join(QLatin1Char('/'));
}
