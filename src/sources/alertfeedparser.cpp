#include "alertfeedparser.h"

#include "isotime.h"
#include "promnumbers.h"
#include "responseerrors.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <string>

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AlertFeedParser)
};

// Go's zero time.Time, which Alertmanager writes for "no end".
constexpr qint64 kGoZeroTimeMs = -62'135'596'800'000;
// Durations beyond this are nonsense, and their milliseconds would overflow.
constexpr double kMaxSeconds = 1e12;

bool isSuccess(int httpStatus)
{
    return httpStatus >= 200 && httpStatus < 300;
}

ResponseErrors::ApiWording prometheusWording()
{
    // Built per call, not once: the language may change after start-up.
    return {Tr::tr("HTTP %1 from the server (not a Prometheus answer)"),
            Tr::tr("The server's answer is not a Prometheus API answer; check that the URL "
                   "points at the Prometheus API.")};
}

ResponseErrors::ApiWording alertmanagerWording()
{
    return {Tr::tr("HTTP %1 from the server (not an Alertmanager answer)"),
            Tr::tr("The server's answer is not an Alertmanager API answer; check that the URL "
                   "points at Alertmanager.")};
}

SourceError withStatus(SourceError e, int httpStatus)
{
    e.httpStatus = httpStatus;
    return e;
}

// A body that is not the API's JSON. Behind an error status the server's own
// words (a proxy's "upstream connect error", a router's "404 page not
// found") are the most useful part, so they go into the message too.
SourceError foreign(QByteArrayView body, int httpStatus, const ResponseErrors::ApiWording &wording)
{
    SourceError e = ResponseErrors::foreignBody(body, httpStatus, wording);
    if (!isSuccess(httpStatus) && !e.detail.isEmpty())
        e.message = Tr::tr("%1: %2").arg(e.message, e.detail);
    return e;
}

std::optional<SourceError> tooLarge(QByteArrayView body, int httpStatus,
                                    const AlertFeedParseOptions &options)
{
    if (body.size() <= options.maxBodyBytes)
        return std::nullopt;
    return withStatus(SourceError::make(SourceError::Kind::TooLarge,
                                        Tr::tr("The answer is larger than the %1 MiB limit for "
                                               "alert feeds.")
                                            .arg(double(options.maxBodyBytes) / (1 << 20))),
                      httpStatus);
}

struct JsonFailure
{
    QString what;
};

// One JSON value of any kind. QJsonDocument holds only objects and arrays, so
// the body is read as the single element of an array: that lets Alertmanager's
// bare-string errors through the same parser, and refuses a second value
// after the first. Qt's parser caps nesting depth, so hostile input cannot
// exhaust the stack.
std::expected<QJsonValue, JsonFailure> readJson(QByteArrayView body)
{
    QByteArray wrapped;
    wrapped.reserve(body.size() + 2);
    wrapped += '[';
    wrapped += body;
    wrapped += ']';
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(wrapped, &error);
    if (error.error != QJsonParseError::NoError)
        return std::unexpected(
            JsonFailure{Tr::tr("%1 (near byte %2)")
                            .arg(error.errorString())
                            .arg(std::clamp<qsizetype>(error.offset - 1, 0, body.size()))});
    const QJsonArray values = doc.array();
    if (values.size() != 1)
        return std::unexpected(JsonFailure{values.isEmpty() ? Tr::tr("no JSON value")
                                                            : Tr::tr("more than one JSON value")});
    return values.first();
}

SourceError malformed(QByteArrayView body, int httpStatus, const JsonFailure &failure,
                      const ResponseErrors::ApiWording &wording)
{
    // Broken JSON behind an error status is a proxy's page, not the API's.
    if (!isSuccess(httpStatus))
        return foreign(body, httpStatus, wording);
    return withStatus(SourceError::make(SourceError::Kind::Parse,
                                        Tr::tr("The server's answer is malformed or truncated "
                                               "JSON."),
                                        failure.what),
                      httpStatus);
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
        return std::unexpected(
            withStatus(SourceError::make(SourceError::Kind::Parse,
                                         Tr::tr("The server's answer has an unknown status \"%1\".")
                                             .arg(ResponseErrors::oneLine(status.toString())),
                                         ResponseErrors::rawDetail(body)),
                       httpStatus));
    const QJsonValue data = root.value(QLatin1String("data"));
    if (data.isUndefined() || data.isNull())
        return std::unexpected(
            withStatus(SourceError::make(SourceError::Kind::Parse,
                                         Tr::tr("The server reported success but sent no data."),
                                         ResponseErrors::rawDetail(body)),
                       httpStatus));
    return data;
}

SourceError alertmanagerError(const QString &text, int httpStatus, QByteArrayView body)
{
    const QString line = ResponseErrors::oneLine(text);
    SourceError e = SourceError::make(
        SourceError::Kind::Backend,
        line.isEmpty() ? Tr::tr("Alertmanager answered with an error (HTTP %1).").arg(httpStatus)
                       : Tr::tr("Alertmanager answered with an error: %1").arg(line),
        text.isEmpty() ? ResponseErrors::rawDetail(body) : text);
    e.httpStatus = httpStatus;
    return e;
}

// An Alertmanager answer's JSON, or its error. Alertmanager words errors in
// three ways: a bare JSON string ("silence not found"), go-swagger's
// {"code": 601, "message": "..."} when a parameter fails validation, and a
// Prometheus-style envelope from its older API.
std::expected<QJsonValue, SourceError> alertmanagerJson(QByteArrayView body, int httpStatus,
                                                        const AlertFeedParseOptions &options)
{
    if (auto e = tooLarge(body, httpStatus, options))
        return std::unexpected(*e);
    const auto wording = alertmanagerWording();
    if (!ResponseErrors::opensWith(body, '"') && !ResponseErrors::opensWith(body, '{') &&
        !ResponseErrors::opensWith(body, '['))
        return std::unexpected(foreign(body, httpStatus, wording));
    const auto json = readJson(body);
    if (!json)
        return std::unexpected(malformed(body, httpStatus, json.error(), wording));
    if (json->isString())
        return std::unexpected(alertmanagerError(json->toString(), httpStatus, body));
    if (json->isObject()) {
        const QJsonObject o = json->toObject();
        const QJsonValue message = o.value(QLatin1String("message"));
        if (message.isString() && o.contains(QLatin1String("code")))
            return std::unexpected(alertmanagerError(message.toString(), httpStatus, body));
        if (o.value(QLatin1String("status")).toString() == QLatin1String("error"))
            return std::unexpected(
                alertmanagerError(o.value(QLatin1String("error")).toString(), httpStatus, body));
    }
    if (!isSuccess(httpStatus))
        return std::unexpected(foreign(body, httpStatus, wording));
    return *json;
}

// Collects the first place where valid JSON is not what the API writes, as
// a path into the body ("data.alerts[2].labels.team") and what is wrong there.
class Shape final
{
  public:
    bool fail(const QString &path, const QString &what)
    {
        if (m_problem.isEmpty())
            m_problem = Tr::tr("%1: %2").arg(path, what);
        return false;
    }
    bool wrongType(const QString &path, const QJsonValue &v, const QString &expected)
    {
        return fail(path, Tr::tr("%1, not %2").arg(typeName(v), expected));
    }
    SourceError error(const QString &answerKind, int httpStatus) const
    {
        return withStatus(SourceError::make(SourceError::Kind::Parse,
                                            Tr::tr("The server's answer does not have the shape "
                                                   "of %1.")
                                                .arg(answerKind),
                                            m_problem),
                          httpStatus);
    }

  private:
    static QString typeName(const QJsonValue &v)
    {
        switch (v.type()) {
        case QJsonValue::Null:
            return Tr::tr("null");
        case QJsonValue::Bool:
            return Tr::tr("a boolean");
        case QJsonValue::Double:
            return Tr::tr("a number");
        case QJsonValue::String:
            return Tr::tr("a string");
        case QJsonValue::Array:
            return Tr::tr("an array");
        case QJsonValue::Object:
            return Tr::tr("an object");
        case QJsonValue::Undefined:
            break;
        }
        return Tr::tr("missing");
    }

    QString m_problem;
};

QString field(const QString &path, const char *key)
{
    return path.isEmpty() ? QString::fromLatin1(key) : path + QLatin1Char('.') + QLatin1String(key);
}

QString element(const QString &path, qsizetype index)
{
    return QStringLiteral("%1[%2]").arg(path).arg(index);
}

bool readObject(const QJsonValue &v, const QString &path, QJsonObject &out, Shape &shape)
{
    if (!v.isObject())
        return shape.wrongType(path, v, Tr::tr("an object"));
    out = v.toObject();
    return true;
}

// Go writes an empty slice as null now and then; null is an empty list.
bool readArray(const QJsonValue &v, const QString &path, QJsonArray &out, Shape &shape)
{
    if (v.isNull() || v.isUndefined()) {
        out = {};
        return true;
    }
    if (!v.isArray())
        return shape.wrongType(path, v, Tr::tr("an array"));
    out = v.toArray();
    return true;
}

bool readString(const QJsonObject &o, const char *key, const QString &path, QString &out,
                Shape &shape, bool required)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required)
            return shape.fail(field(path, key), Tr::tr("missing"));
        return true;
    }
    if (!v.isString())
        return shape.wrongType(field(path, key), v, Tr::tr("a string"));
    out = v.toString();
    return true;
}

bool readBool(const QJsonObject &o, const char *key, const QString &path, bool &out, Shape &shape)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isBool())
        return shape.wrongType(field(path, key), v, Tr::tr("a boolean"));
    out = v.toBool();
    return true;
}

bool readStringMap(const QJsonValue &v, const QString &path, QMap<QString, QString> &out,
                   Shape &shape)
{
    out.clear();
    if (v.isNull() || v.isUndefined())
        return true;
    QJsonObject o;
    if (!readObject(v, path, o, shape))
        return false;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isString())
            return shape.wrongType(path + QLatin1Char('.') + it.key(), it.value(),
                                   Tr::tr("a string"));
        out.insert(it.key(), it.value().toString());
    }
    return true;
}

bool readLabels(const QJsonValue &v, const QString &path, Labels &out, Shape &shape)
{
    QMap<QString, QString> map;
    if (!readStringMap(v, path, map, shape))
        return false;
    std::vector<Labels::Pair> pairs;
    pairs.reserve(std::size_t(map.size()));
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        pairs.emplace_back(it.key(), it.value());
    out = Labels(std::move(pairs));
    return true;
}

bool readStringList(const QJsonValue &v, const QString &path, QStringList &out, Shape &shape)
{
    out.clear();
    QJsonArray list;
    if (!readArray(v, path, list, shape))
        return false;
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list.at(i).isString())
            return shape.wrongType(element(path, i), list.at(i), Tr::tr("a string"));
        out << list.at(i).toString();
    }
    return true;
}

// An RFC 3339 time; Go's zero time (Alertmanager's "never") reads as absent.
bool readTime(const QJsonObject &o, const char *key, const QString &path,
              std::optional<qint64> &out, Shape &shape, bool required)
{
    QString text;
    if (!readString(o, key, path, text, shape, required))
        return false;
    out.reset();
    if (text.isEmpty())
        return !required || shape.fail(field(path, key), Tr::tr("empty"));
    const auto ms = IsoTime::parseTimestampMs(QStringView(text));
    if (!ms)
        return shape.fail(field(path, key),
                          Tr::tr("\"%1\" is not an RFC 3339 time").arg(text.left(64)));
    if (*ms != kGoZeroTimeMs)
        out = *ms;
    return true;
}

bool readSeconds(const QJsonObject &o, const char *key, const QString &path, qint64 &outMs,
                 Shape &shape)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isDouble())
        return shape.wrongType(field(path, key), v, Tr::tr("a number of seconds"));
    const double s = v.toDouble();
    if (!(s >= 0 && s <= kMaxSeconds))
        return shape.fail(field(path, key), Tr::tr("%1 is not a usable duration").arg(s));
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
        return shape.fail(field(path, "state"),
                          Tr::tr("\"%1\" is neither pending nor firing").arg(state.left(64)));
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
                              Tr::tr("\"%1\" is not a number").arg(value.left(64)));
        a.value = x;
    }
    return true;
}

bool readAlertmanagerAlert(const QJsonValue &v, const QString &path, FeedAlert &a, Shape &shape)
{
    QJsonObject o;
    if (!readObject(v, path, o, shape))
        return false;
    a.origin = AlertOrigin::Alertmanager;
    a.firing = true;
    if (!readLabels(o.value(QLatin1String("labels")), field(path, "labels"), a.labels, shape) ||
        !readStringMap(o.value(QLatin1String("annotations")), field(path, "annotations"),
                       a.annotations, shape))
        return false;
    a.name = a.labels.value(QStringLiteral("alertname"));
    std::optional<qint64> startsAt;
    if (!readTime(o, "startsAt", path, startsAt, shape, true) ||
        !readTime(o, "endsAt", path, a.endsAtMs, shape, false) ||
        !readString(o, "fingerprint", path, a.fingerprint, shape, false) ||
        !readString(o, "generatorURL", path, a.generatorUrl, shape, false))
        return false;
    a.activeAtMs = startsAt.value_or(0);
    const QJsonValue statusValue = o.value(QLatin1String("status"));
    if (statusValue.isUndefined() || statusValue.isNull())
        return true;
    QJsonObject status;
    const QString statusPath = field(path, "status");
    return readObject(statusValue, statusPath, status, shape) &&
           readStringList(status.value(QLatin1String("silencedBy")),
                          field(statusPath, "silencedBy"), a.silencedBy, shape) &&
           readStringList(status.value(QLatin1String("inhibitedBy")),
                          field(statusPath, "inhibitedBy"), a.inhibitedBy, shape) &&
           readStringList(status.value(QLatin1String("mutedBy")), field(statusPath, "mutedBy"),
                          a.mutedBy, shape);
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

bool readSilence(const QJsonValue &v, const QString &path, Silence &s, Shape &shape)
{
    QJsonObject o;
    if (!readObject(v, path, o, shape) || !readString(o, "id", path, s.id, shape, true) ||
        !readString(o, "createdBy", path, s.createdBy, shape, false) ||
        !readString(o, "comment", path, s.comment, shape, false))
        return false;
    std::optional<qint64> startsAt, endsAt;
    if (!readTime(o, "startsAt", path, startsAt, shape, true) ||
        !readTime(o, "endsAt", path, endsAt, shape, true))
        return false;
    s.startsAtMs = startsAt.value_or(0);
    s.endsAtMs = endsAt.value_or(0);
    QJsonArray matchers;
    const QString matchersPath = field(path, "matchers");
    if (!readArray(o.value(QLatin1String("matchers")), matchersPath, matchers, shape))
        return false;
    for (qsizetype i = 0; i < matchers.size(); ++i) {
        const QString at = element(matchersPath, i);
        QJsonObject m;
        SilenceMatcher matcher;
        // isEqual came with Alertmanager 0.22; older servers only match equal.
        if (!readObject(matchers.at(i), at, m, shape) ||
            !readString(m, "name", at, matcher.name, shape, true) ||
            !readString(m, "value", at, matcher.value, shape, true) ||
            !readBool(m, "isRegex", at, matcher.isRegex, shape) ||
            !readBool(m, "isEqual", at, matcher.isEqual, shape))
            return false;
        s.matchers.push_back(std::move(matcher));
    }
    const QJsonValue statusValue = o.value(QLatin1String("status"));
    if (statusValue.isUndefined() || statusValue.isNull())
        return true;
    QJsonObject status;
    return readObject(statusValue, field(path, "status"), status, shape) &&
           readString(status, "state", field(path, "status"), s.state, shape, false);
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
        ok = shape.fail(QStringLiteral("data.alerts"), Tr::tr("missing"));
    out.reserve(std::size_t(list.size()));
    for (qsizetype i = 0; ok && i < list.size(); ++i) {
        FeedAlert a;
        ok = readPrometheusAlert(list.at(i), element(QStringLiteral("data.alerts"), i), a, shape);
        out.push_back(std::move(a));
    }
    if (!ok)
        return std::unexpected(shape.error(Tr::tr("a Prometheus alerts answer"), httpStatus));
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
        ok = shape.fail(QStringLiteral("data.groups"), Tr::tr("missing"));
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
        return std::unexpected(shape.error(Tr::tr("a Prometheus rules answer"), httpStatus));
    return out;
}

std::expected<std::vector<FeedAlert>, SourceError>
parseAlertmanagerAlerts(QByteArrayView body, int httpStatus, const AlertFeedParseOptions &options)
{
    const auto json = alertmanagerJson(body, httpStatus, options);
    if (!json)
        return std::unexpected(json.error());
    Shape shape;
    QJsonArray list;
    std::vector<FeedAlert> out;
    bool ok = json->isArray() ||
              shape.wrongType(QStringLiteral("(answer)"), *json, Tr::tr("an array of alerts"));
    if (ok)
        list = json->toArray();
    out.reserve(std::size_t(list.size()));
    for (qsizetype i = 0; ok && i < list.size(); ++i) {
        FeedAlert a;
        ok = readAlertmanagerAlert(list.at(i), element(QString(), i), a, shape);
        out.push_back(std::move(a));
    }
    if (!ok)
        return std::unexpected(shape.error(Tr::tr("an Alertmanager alerts answer"), httpStatus));
    return out;
}

std::expected<std::vector<Silence>, SourceError> parseSilences(QByteArrayView body, int httpStatus,
                                                               const AlertFeedParseOptions &options)
{
    const auto json = alertmanagerJson(body, httpStatus, options);
    if (!json)
        return std::unexpected(json.error());
    Shape shape;
    QJsonArray list;
    std::vector<Silence> out;
    bool ok = json->isArray() ||
              shape.wrongType(QStringLiteral("(answer)"), *json, Tr::tr("an array of silences"));
    if (ok)
        list = json->toArray();
    out.reserve(std::size_t(list.size()));
    for (qsizetype i = 0; ok && i < list.size(); ++i) {
        Silence s;
        ok = readSilence(list.at(i), element(QString(), i), s, shape);
        out.push_back(std::move(s));
    }
    if (!ok)
        return std::unexpected(shape.error(Tr::tr("an Alertmanager silences answer"), httpStatus));
    return out;
}

std::expected<QString, SourceError> parseSilenceCreated(QByteArrayView body, int httpStatus)
{
    const auto json = alertmanagerJson(body, httpStatus, {});
    if (!json)
        return std::unexpected(json.error());
    Shape shape;
    QJsonObject o;
    QString id;
    if (!readObject(*json, QStringLiteral("(answer)"), o, shape) ||
        !readString(o, "silenceID", QString(), id, shape, true))
        return std::unexpected(
            shape.error(Tr::tr("Alertmanager's answer to a new silence"), httpStatus));
    if (id.isEmpty()) {
        shape.fail(QStringLiteral("silenceID"), Tr::tr("empty"));
        return std::unexpected(
            shape.error(Tr::tr("Alertmanager's answer to a new silence"), httpStatus));
    }
    return id;
}

std::expected<void, SourceError> parseSilenceExpired(QByteArrayView body, int httpStatus)
{
    // Success is an empty 200; any JSON a newer server might add is fine
    // too. A login page a proxy answers with 200 is not.
    if (isSuccess(httpStatus) && body.trimmed().isEmpty())
        return {};
    const auto json = alertmanagerJson(body, httpStatus, {});
    if (!json)
        return std::unexpected(json.error());
    return {};
}

std::expected<QByteArray, SourceError> serializeSilence(const Silence &silence)
{
    auto refuse = [](QString message) {
        return std::unexpected(SourceError::make(SourceError::Kind::Config, std::move(message)));
    };
    if (silence.matchers.empty())
        return refuse(Tr::tr("A silence needs at least one matcher; without one it would mute "
                             "every alert."));
    QJsonArray matchers;
    bool allMatchEmpty = true;
    for (const SilenceMatcher &m : silence.matchers) {
        if (m.name.trimmed().isEmpty())
            return refuse(Tr::tr("Every matcher of a silence needs a label name."));
        if (m.isRegex) {
            const QRegularExpression re(m.value);
            if (!re.isValid())
                return refuse(Tr::tr("The matcher for %1 is not a valid regular expression: %2")
                                  .arg(m.name, re.errorString()));
        }
        allMatchEmpty = allMatchEmpty && m.matches(Labels());
        matchers.append(QJsonObject{{QStringLiteral("name"), m.name},
                                    {QStringLiteral("value"), m.value},
                                    {QStringLiteral("isRegex"), m.isRegex},
                                    {QStringLiteral("isEqual"), m.isEqual}});
    }
    // Alertmanager's own rule: a silence whose every matcher matches the
    // empty string would also mute alerts that lack those labels entirely.
    if (allMatchEmpty)
        return refuse(Tr::tr("At least one matcher of a silence must not match an empty value."));
    if (silence.endsAtMs <= silence.startsAtMs)
        return refuse(Tr::tr("A silence must end after it starts."));
    const QJsonObject body{
        {QStringLiteral("matchers"), matchers},
        {QStringLiteral("startsAt"), IsoTime::formatTimestamp(silence.startsAtMs)},
        {QStringLiteral("endsAt"), IsoTime::formatTimestamp(silence.endsAtMs)},
        {QStringLiteral("createdBy"), silence.createdBy},
        {QStringLiteral("comment"), silence.comment}};
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}
