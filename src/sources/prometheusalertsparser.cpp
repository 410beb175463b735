#include "prometheusalertsparser.h"

#include "alertfeedjson.h"
#include "promnumbers.h"
#include "responseerrors.h"

#include <cmath>
#include <string>

using namespace AlertFeedJson;

namespace {

// Durations beyond this are nonsense, and their milliseconds would overflow.
constexpr double kMaxSeconds = 1e12;

ResponseErrors::ApiWording prometheusWording()
{
    // Built per call, not once: the language may change after start-up.
    return {SourcesTr::tr("HTTP %1 from the server (not a Prometheus answer)"),
            SourcesTr::tr("The server's answer is not a Prometheus API answer; check that the URL "
                          "points at the Prometheus API.")};
}

// The `data` of a Prometheus envelope, or the error the envelope reports.
std::expected<QJsonValue, SourceError> prometheusData(QByteArrayView body, int httpStatus,
                                                      const AlertFeedParseOptions &options)
{
    if (auto e = tooLarge(body, httpStatus, options))
        return std::unexpected(*e);
    const auto wording = prometheusWording();
    if (!ResponseErrors::opensWith(body, '{'))
        return std::unexpected(foreign(body, httpStatus, wording));
    const auto json = readJson(body);
    if (!json)
        return std::unexpected(malformed(body, httpStatus, json.error(), wording));
    const QJsonObject root = json->toObject();
    const QJsonValue status = root.value(QLatin1String("status"));
    if (!status.isString())
        return std::unexpected(foreign(body, httpStatus, wording));
    if (status.toString() == QLatin1String("error"))
        return std::unexpected(ResponseErrors::backendError(
            root.value(QLatin1String("errorType")).toString(),
            root.value(QLatin1String("error")).toString(), httpStatus, body));
    if (status.toString() != QLatin1String("success"))
        return std::unexpected(withStatus(
            SourceError::make(SourceError::Kind::Parse,
                              SourcesTr::tr("The server's answer has an unknown status \"%1\".")
                                  .arg(ResponseErrors::oneLine(status.toString())),
                              ResponseErrors::rawDetail(body)),
            httpStatus));
    const QJsonValue data = root.value(QLatin1String("data"));
    if (data.isUndefined() || data.isNull())
        return std::unexpected(withStatus(
            SourceError::make(SourceError::Kind::Parse,
                              SourcesTr::tr("The server reported success but sent no data."),
                              ResponseErrors::rawDetail(body)),
            httpStatus));
    return data;
}

bool readSeconds(const QJsonObject &o, const char *key, const QString &path, qint64 &outMs,
                 Shape &shape)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isDouble())
        return shape.wrongType(field(path, key), v, SourcesTr::tr("a number of seconds"));
    const double s = v.toDouble();
    if (!(s >= 0 && s <= kMaxSeconds))
        return shape.fail(field(path, key), SourcesTr::tr("%1 is not a usable duration").arg(s));
    outMs = qint64(std::llround(s * 1000));
    return true;
}

// One element of /api/v1/alerts, or of a rule's alerts in /api/v1/rules.
bool readPrometheusAlert(const QJsonValue &v, const QString &path, FeedAlert &a, Shape &shape)
{
    QJsonObject o;
    if (!readObject(v, path, o, shape))
        return false;
    a.origin = AlertOrigin::Prometheus;
    if (!readLabels(o.value(QLatin1String("labels")), field(path, "labels"), a.labels, shape) ||
        !readStringMap(o.value(QLatin1String("annotations")), field(path, "annotations"),
                       a.annotations, shape))
        return false;
    a.name = a.labels.value(QStringLiteral("alertname"));
    QString state;
    if (!readString(o, "state", path, state, shape, true))
        return false;
    if (state == QLatin1String("firing"))
        a.firing = true;
    else if (state == QLatin1String("pending"))
        a.firing = false;
    else
        return shape.fail(
            field(path, "state"),
            SourcesTr::tr("\"%1\" is neither pending nor firing").arg(state.left(64)));
    std::optional<qint64> activeAt;
    if (!readTime(o, "activeAt", path, activeAt, shape, false))
        return false;
    a.activeAtMs = activeAt.value_or(0);
    QString value;
    if (!readString(o, "value", path, value, shape, false))
        return false;
    if (!value.isEmpty()) {
        // "1e+00", "NaN", "+Inf": Go's float formatting, read as Prometheus
        // samples are.
        const std::string text = value.toStdString();
        double x = 0;
        if (!PromNumbers::parseSampleValue(text, x))
            return shape.fail(field(path, "value"),
                              SourcesTr::tr("\"%1\" is not a number").arg(value.left(64)));
        a.value = x;
    }
    return true;
}

bool readRule(const QJsonObject &o, const QString &path, ServerRule &r, Shape &shape)
{
    if (!readString(o, "name", path, r.name, shape, true) ||
        !readString(o, "query", path, r.query, shape, false) ||
        !readSeconds(o, "duration", path, r.forMs, shape) ||
        !readSeconds(o, "keepFiringFor", path, r.keepFiringForMs, shape) ||
        !readStringMap(o.value(QLatin1String("labels")), field(path, "labels"), r.labels, shape) ||
        !readStringMap(o.value(QLatin1String("annotations")), field(path, "annotations"),
                       r.annotations, shape) ||
        !readString(o, "health", path, r.health, shape, false) ||
        !readString(o, "lastError", path, r.lastError, shape, false) ||
        !readString(o, "state", path, r.state, shape, false) ||
        !readTime(o, "lastEvaluation", path, r.lastEvaluationMs, shape, false))
        return false;
    QJsonArray alerts;
    const QString alertsPath = field(path, "alerts");
    if (!readArray(o.value(QLatin1String("alerts")), alertsPath, alerts, shape))
        return false;
    r.alerts.reserve(std::size_t(alerts.size()));
    for (qsizetype i = 0; i < alerts.size(); ++i) {
        FeedAlert a;
        if (!readPrometheusAlert(alerts.at(i), element(alertsPath, i), a, shape))
            return false;
        r.alerts.push_back(std::move(a));
    }
    return true;
}

} // namespace

std::expected<std::vector<FeedAlert>, SourceError>
parsePrometheusAlerts(QByteArrayView body, int httpStatus, const AlertFeedParseOptions &options)
{
    const auto data = prometheusData(body, httpStatus, options);
    if (!data)
        return std::unexpected(data.error());
    Shape shape;
    QJsonObject dataObject;
    QJsonArray list;
    std::vector<FeedAlert> out;
    bool ok = readObject(*data, QStringLiteral("data"), dataObject, shape) &&
              readArray(dataObject.value(QLatin1String("alerts")), QStringLiteral("data.alerts"),
                        list, shape);
    if (ok && !dataObject.contains(QLatin1String("alerts")))
        ok = shape.fail(QStringLiteral("data.alerts"), SourcesTr::tr("missing"));
    out.reserve(std::size_t(list.size()));
    for (qsizetype i = 0; ok && i < list.size(); ++i) {
        FeedAlert a;
        ok = readPrometheusAlert(list.at(i), element(QStringLiteral("data.alerts"), i), a, shape);
        out.push_back(std::move(a));
    }
    if (!ok)
        return std::unexpected(
            shape.error(SourcesTr::tr("a Prometheus alerts answer"), httpStatus));
    return out;
}

std::expected<std::vector<ServerRule>, SourceError>
parsePrometheusRules(QByteArrayView body, int httpStatus, const AlertFeedParseOptions &options)
{
    const auto data = prometheusData(body, httpStatus, options);
    if (!data)
        return std::unexpected(data.error());
    Shape shape;
    QJsonObject dataObject;
    QJsonArray groups;
    std::vector<ServerRule> out;
    bool ok = readObject(*data, QStringLiteral("data"), dataObject, shape) &&
              readArray(dataObject.value(QLatin1String("groups")), QStringLiteral("data.groups"),
                        groups, shape);
    if (ok && !dataObject.contains(QLatin1String("groups")))
        ok = shape.fail(QStringLiteral("data.groups"), SourcesTr::tr("missing"));
    for (qsizetype g = 0; ok && g < groups.size(); ++g) {
        const QString groupPath = element(QStringLiteral("data.groups"), g);
        QJsonObject group;
        QString groupName, file;
        QJsonArray rules;
        ok =
            readObject(groups.at(g), groupPath, group, shape) &&
            readString(group, "name", groupPath, groupName, shape, false) &&
            readString(group, "file", groupPath, file, shape, false) &&
            readArray(group.value(QLatin1String("rules")), field(groupPath, "rules"), rules, shape);
        for (qsizetype i = 0; ok && i < rules.size(); ++i) {
            const QString rulePath = element(field(groupPath, "rules"), i);
            QJsonObject rule;
            QString type;
            ok = readObject(rules.at(i), rulePath, rule, shape) &&
                 readString(rule, "type", rulePath, type, shape, true);
            // Recording rules (and kinds a newer server may add) hold no alerts.
            if (!ok || type != QLatin1String("alerting"))
                continue;
            ServerRule r;
            r.group = groupName;
            r.file = file;
            ok = readRule(rule, rulePath, r, shape);
            out.push_back(std::move(r));
        }
    }
    if (!ok)
        return std::unexpected(shape.error(SourcesTr::tr("a Prometheus rules answer"), httpStatus));
    return out;
}

std::expected<QStringList, SourceError>
parsePrometheusLabelValues(QByteArrayView body, int httpStatus,
                           const AlertFeedParseOptions &options)
{
    const auto data = prometheusData(body, httpStatus, options);
    if (!data)
        return std::unexpected(data.error());
    Shape shape;
    QStringList values;
    if (!readStringList(*data, QStringLiteral("data"), values, shape))
        return std::unexpected(
            shape.error(SourcesTr::tr("a Prometheus label values answer"), httpStatus));
    return values;
}
