#include "alertfeedjson.h"

#include "isotime.h"

#include <algorithm>
#include <QJsonDocument>

namespace AlertFeedJson {

namespace {

// Go's zero time.Time, which Alertmanager writes for "no end".
constexpr qint64 kGoZeroTimeMs = -62'135'596'800'000;

} // namespace

bool isSuccess(int httpStatus)
{
    return httpStatus >= 200 && httpStatus < 300;
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
        e.message = SourcesTr::tr("%1: %2").arg(e.message, e.detail);
    return e;
}

std::optional<SourceError> tooLarge(QByteArrayView body, int httpStatus,
                                    const AlertFeedParseOptions &options)
{
    if (body.size() <= options.maxBodyBytes)
        return std::nullopt;
    return withStatus(
        SourceError::make(SourceError::Kind::TooLarge,
                          SourcesTr::tr("The answer is larger than the %1 MiB limit for "
                                        "alert feeds.")
                              .arg(double(options.maxBodyBytes) / (1 << 20))),
        httpStatus);
}

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
            JsonFailure{SourcesTr::tr("%1 (near byte %2)")
                            .arg(error.errorString())
                            .arg(std::clamp<qsizetype>(error.offset - 1, 0, body.size()))});
    const QJsonArray values = doc.array();
    if (values.size() != 1)
        return std::unexpected(JsonFailure{values.isEmpty()
                                               ? SourcesTr::tr("no JSON value")
                                               : SourcesTr::tr("more than one JSON value")});
    return values.first();
}

SourceError malformed(QByteArrayView body, int httpStatus, const JsonFailure &failure,
                      const ResponseErrors::ApiWording &wording)
{
    // Broken JSON behind an error status is a proxy's page, not the API's.
    if (!isSuccess(httpStatus))
        return foreign(body, httpStatus, wording);
    return withStatus(
        SourceError::make(SourceError::Kind::Parse,
                          SourcesTr::tr("The server's answer is malformed or truncated "
                                        "JSON."),
                          failure.what),
        httpStatus);
}

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
        return shape.wrongType(path, v, SourcesTr::tr("an object"));
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
        return shape.wrongType(path, v, SourcesTr::tr("an array"));
    out = v.toArray();
    return true;
}

bool readString(const QJsonObject &o, const char *key, const QString &path, QString &out,
                Shape &shape, bool required)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required)
            return shape.fail(field(path, key), SourcesTr::tr("missing"));
        return true;
    }
    if (!v.isString())
        return shape.wrongType(field(path, key), v, SourcesTr::tr("a string"));
    out = v.toString();
    return true;
}

bool readBool(const QJsonObject &o, const char *key, const QString &path, bool &out, Shape &shape)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isBool())
        return shape.wrongType(field(path, key), v, SourcesTr::tr("a boolean"));
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
                                   SourcesTr::tr("a string"));
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
            return shape.wrongType(element(path, i), list.at(i), SourcesTr::tr("a string"));
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
        return !required || shape.fail(field(path, key), SourcesTr::tr("empty"));
    const auto ms = IsoTime::parseTimestampMs(QStringView(text));
    if (!ms)
        return shape.fail(field(path, key),
                          SourcesTr::tr("\"%1\" is not an RFC 3339 time").arg(text.left(64)));
    if (*ms != kGoZeroTimeMs)
        out = *ms;
    return true;
}

} // namespace AlertFeedJson
