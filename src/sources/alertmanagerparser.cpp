#include "alertmanagerparser.h"

#include "alertfeedjson.h"
#include "isotime.h"
#include "responseerrors.h"

#include <QJsonDocument>
#include <QRegularExpression>

using namespace AlertFeedJson;

namespace {

ResponseErrors::ApiWording alertmanagerWording()
{
    return {
        SourcesTr::tr("HTTP %1 from the server (not an Alertmanager answer)"),
        SourcesTr::tr("The server's answer is not an Alertmanager API answer; check that the URL "
                      "points at Alertmanager.")};
}

SourceError alertmanagerError(const QString &text, int httpStatus, QByteArrayView body)
{
    const QString line = ResponseErrors::oneLine(text);
    SourceError e = SourceError::make(
        SourceError::Kind::Backend,
        line.isEmpty()
            ? SourcesTr::tr("Alertmanager answered with an error (HTTP %1).").arg(httpStatus)
            : SourcesTr::tr("Alertmanager answered with an error: %1").arg(line),
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
parseAlertmanagerAlerts(QByteArrayView body, int httpStatus, const AlertFeedParseOptions &options)
{
    const auto json = alertmanagerJson(body, httpStatus, options);
    if (!json)
        return std::unexpected(json.error());
    Shape shape;
    QJsonArray list;
    std::vector<FeedAlert> out;
    bool ok = json->isArray() || shape.wrongType(QStringLiteral("(answer)"), *json,
                                                 SourcesTr::tr("an array of alerts"));
    if (ok)
        list = json->toArray();
    out.reserve(std::size_t(list.size()));
    for (qsizetype i = 0; ok && i < list.size(); ++i) {
        FeedAlert a;
        ok = readAlertmanagerAlert(list.at(i), element(QString(), i), a, shape);
        out.push_back(std::move(a));
    }
    if (!ok)
        return std::unexpected(
            shape.error(SourcesTr::tr("an Alertmanager alerts answer"), httpStatus));
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
    bool ok = json->isArray() || shape.wrongType(QStringLiteral("(answer)"), *json,
                                                 SourcesTr::tr("an array of silences"));
    if (ok)
        list = json->toArray();
    out.reserve(std::size_t(list.size()));
    for (qsizetype i = 0; ok && i < list.size(); ++i) {
        Silence s;
        ok = readSilence(list.at(i), element(QString(), i), s, shape);
        out.push_back(std::move(s));
    }
    if (!ok)
        return std::unexpected(
            shape.error(SourcesTr::tr("an Alertmanager silences answer"), httpStatus));
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
            shape.error(SourcesTr::tr("Alertmanager's answer to a new silence"), httpStatus));
    if (id.isEmpty()) {
        shape.fail(QStringLiteral("silenceID"), SourcesTr::tr("empty"));
        return std::unexpected(
            shape.error(SourcesTr::tr("Alertmanager's answer to a new silence"), httpStatus));
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
        return refuse(
            SourcesTr::tr("A silence needs at least one matcher; without one it would mute "
                          "every alert."));
    QJsonArray matchers;
    bool allMatchEmpty = true;
    for (const SilenceMatcher &m : silence.matchers) {
        if (m.name.trimmed().isEmpty())
            return refuse(SourcesTr::tr("Every matcher of a silence needs a label name."));
        if (m.isRegex) {
            const QRegularExpression re(m.value);
            if (!re.isValid())
                return refuse(
                    SourcesTr::tr("The matcher for %1 is not a valid regular expression: %2")
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
        return refuse(
            SourcesTr::tr("At least one matcher of a silence must not match an empty value."));
    if (silence.endsAtMs <= silence.startsAtMs)
        return refuse(SourcesTr::tr("A silence must end after it starts."));
    const QJsonObject body{
        {QStringLiteral("matchers"), matchers},
        {QStringLiteral("startsAt"), IsoTime::formatTimestamp(silence.startsAtMs)},
        {QStringLiteral("endsAt"), IsoTime::formatTimestamp(silence.endsAtMs)},
        {QStringLiteral("createdBy"), silence.createdBy},
        {QStringLiteral("comment"), silence.comment}};
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}
