#include "explainresult.h"

#include "coretr.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <QDateTime>
#include <QJsonArray>
#include <QTimeZone>

namespace {

using namespace Qt::StringLiterals;

QString timeText(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc())
        .toString(ms % 1000 ? Qt::ISODateWithMs : Qt::ISODate);
}

std::optional<qint64> timeOf(const QJsonValue &v)
{
    const QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    if (!t.isValid())
        return std::nullopt;
    return t.toMSecsSinceEpoch();
}

QJsonObject range(qint64 fromMs, qint64 toMs)
{
    return {{u"from"_s, timeText(fromMs)}, {u"to"_s, timeText(toMs)}};
}

// As Prometheus writes a matrix: [[unix seconds, value], ...], null in gaps.
QJsonArray sparklineJson(const ExplainResult::Sparkline &s)
{
    QJsonArray out;
    for (std::size_t i = 0; i < s.timesMs.size() && i < s.values.size(); ++i)
        out.append(QJsonArray{double(s.timesMs[i]) / 1000.0, std::isfinite(s.values[i])
                                                                 ? QJsonValue(s.values[i])
                                                                 : QJsonValue(QJsonValue::Null)});
    return out;
}

ExplainResult::Sparkline sparklineOf(const QJsonValue &v)
{
    ExplainResult::Sparkline s;
    for (const QJsonValue &point : v.toArray()) {
        const QJsonArray p = point.toArray();
        if (p.size() != 2 || !p[0].isDouble())
            continue;
        s.timesMs.push_back(qint64(std::llround(p[0].toDouble() * 1000.0)));
        s.values.push_back(p[1].isDouble() ? p[1].toDouble()
                                           : std::numeric_limits<double>::quiet_NaN());
    }
    return s;
}

} // namespace

ExplainResult::Sparkline ExplainResult::Sparkline::of(const std::vector<qint64> &times,
                                                      const std::vector<double> &values,
                                                      qint64 fromMs, qint64 toMs,
                                                      std::size_t points)
{
    std::vector<std::size_t> at;
    for (std::size_t k = 0; k < times.size() && k < values.size(); ++k)
        if (times[k] >= fromMs && times[k] <= toMs)
            at.push_back(k);
    Sparkline out;
    const std::size_t per = std::max<std::size_t>(1, (at.size() + points - 1) / points);
    for (std::size_t i = 0; i < at.size(); i += per) {
        double sum = 0;
        int n = 0;
        for (std::size_t j = i; j < std::min(at.size(), i + per); ++j)
            if (std::isfinite(values[at[j]])) {
                sum += values[at[j]];
                ++n;
            }
        out.timesMs.push_back(times[at[i]]);
        out.values.push_back(n ? sum / n : std::numeric_limits<double>::quiet_NaN());
    }
    return out;
}

QJsonObject ExplainResult::toJson() const
{
    QJsonArray whereJson;
    for (const Place &p : where) {
        QJsonObject o{{u"label"_s, p.label},
                      {u"value"_s, p.value},
                      {u"score"_s, p.score},
                      {u"share"_s, p.share}};
        if (!p.sparkline.isEmpty())
            o.insert(u"sparkline"_s, sparklineJson(p.sparkline));
        whereJson.append(o);
    }
    QJsonArray metricsJson;
    for (const Metric &m : metrics) {
        QJsonArray at;
        for (const auto &[label, value] : m.where)
            at.append(QJsonObject{{u"label"_s, label}, {u"value"_s, value}});
        QJsonObject o{{u"metric"_s, m.metric},
                      {u"direction"_s, m.up ? u"up"_s : u"down"_s},
                      {u"score"_s, m.score},
                      {u"where"_s, at}};
        if (!m.promql.isEmpty())
            o.insert(u"promql"_s, m.promql);
        if (!m.sparkline.isEmpty())
            o.insert(u"sparkline"_s, sparklineJson(m.sparkline));
        metricsJson.append(o);
    }
    QJsonArray eventsJson;
    for (const Event &e : events) {
        QJsonObject labels;
        for (const auto &[k, v] : e.labels.pairs())
            labels.insert(k, v);
        eventsJson.append(QJsonObject{{u"time"_s, timeText(e.timeMs)},
                                      {u"kind"_s, e.kind},
                                      {u"text"_s, e.text},
                                      {u"labels"_s, labels}});
    }
    QJsonObject doc{{u"window"_s, range(fromMs, toMs)},
                    {u"baseline"_s, range(baselineFromMs, baselineToMs)},
                    {u"where"_s, whereJson},
                    {u"metrics"_s, metricsJson},
                    {u"events"_s, eventsJson},
                    {u"queries"_s, queries},
                    {u"seconds"_s, seconds},
                    {u"change"_s, change},
                    {u"metricsCompared"_s, metricsCompared},
                    {u"budgetCut"_s, budgetCut}};
    if (budget > 0)
        doc.insert(u"budget"_s, budget);
    if (!title.isEmpty())
        doc.insert(u"lane"_s, title);
    if (!source.isEmpty())
        doc.insert(u"source"_s, source);
    if (!metricsFailed.isEmpty())
        doc.insert(u"metricsFailed"_s, QJsonArray::fromStringList(metricsFailed));
    if (!note.isEmpty())
        doc.insert(u"note"_s, note);
    return doc;
}

std::expected<ExplainResult, QString> ExplainResult::fromJson(const QJsonObject &json)
{
    ExplainResult r;
    const auto window = json.value(u"window"_s).toObject();
    const auto baseline = json.value(u"baseline"_s).toObject();
    const auto from = timeOf(window.value(u"from"_s)), to = timeOf(window.value(u"to"_s));
    const auto bFrom = timeOf(baseline.value(u"from"_s)), bTo = timeOf(baseline.value(u"to"_s));
    if (!from || !to || !bFrom || !bTo)
        return std::unexpected(
            CoreTr::tr("The saved Explain result has no readable window or baseline."));
    r.fromMs = *from;
    r.toMs = *to;
    r.baselineFromMs = *bFrom;
    r.baselineToMs = *bTo;
    r.title = json.value(u"lane"_s).toString();
    r.source = json.value(u"source"_s).toString();
    for (const QJsonValue &v : json.value(u"where"_s).toArray()) {
        const QJsonObject o = v.toObject();
        r.where.push_back({o.value(u"label"_s).toString(), o.value(u"value"_s).toString(),
                           o.value(u"score"_s).toDouble(), o.value(u"share"_s).toDouble(),
                           sparklineOf(o.value(u"sparkline"_s))});
    }
    for (const QJsonValue &v : json.value(u"metrics"_s).toArray()) {
        const QJsonObject o = v.toObject();
        Metric m;
        m.metric = o.value(u"metric"_s).toString();
        m.up = o.value(u"direction"_s).toString() != QLatin1String("down");
        m.score = o.value(u"score"_s).toDouble();
        for (const QJsonValue &at : o.value(u"where"_s).toArray())
            m.where.emplace_back(at.toObject().value(u"label"_s).toString(),
                                 at.toObject().value(u"value"_s).toString());
        m.promql = o.value(u"promql"_s).toString();
        m.sparkline = sparklineOf(o.value(u"sparkline"_s));
        r.metrics.push_back(std::move(m));
    }
    for (const QJsonValue &v : json.value(u"events"_s).toArray()) {
        const QJsonObject o = v.toObject();
        Event e;
        e.timeMs = timeOf(o.value(u"time"_s)).value_or(0);
        e.kind = o.value(u"kind"_s).toString();
        e.text = o.value(u"text"_s).toString();
        const QJsonObject labels = o.value(u"labels"_s).toObject();
        for (auto it = labels.begin(); it != labels.end(); ++it)
            e.labels.set(it.key(), it.value().toString());
        r.events.push_back(std::move(e));
    }
    r.queries = json.value(u"queries"_s).toInt();
    r.budget = json.value(u"budget"_s).toInt();
    r.seconds = json.value(u"seconds"_s).toDouble();
    r.change = json.value(u"change"_s).toDouble();
    r.metricsCompared = json.value(u"metricsCompared"_s).toInt();
    r.budgetCut = json.value(u"budgetCut"_s).toBool();
    for (const QJsonValue &v : json.value(u"metricsFailed"_s).toArray())
        r.metricsFailed << v.toString();
    r.note = json.value(u"note"_s).toString();
    return r;
}
