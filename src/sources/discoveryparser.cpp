#include "discoveryparser.h"

#include "responseerrors.h"
#include "sourcestr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

ResponseErrors::ApiWording wording()
{
    return {SourcesTr::tr("The server answered %1 when asked which metrics it has."),
            SourcesTr::tr("The answer to \"which metrics do you have\" is not the Prometheus "
                          "API's; check the source's URL and path prefix.")};
}

std::expected<QJsonObject, SourceError> envelope(QByteArrayView body, int httpStatus)
{
    if (!ResponseErrors::opensWith(body, '{'))
        return std::unexpected(ResponseErrors::foreignBody(body, httpStatus, wording()));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::unexpected(ResponseErrors::foreignBody(body, httpStatus, wording()));
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("status")).toString() != QLatin1String("success"))
        return std::unexpected(ResponseErrors::backendError(
            o.value(QLatin1String("errorType")).toString(),
            o.value(QLatin1String("error")).toString(), httpStatus, body));
    return o;
}

} // namespace

namespace DiscoveryParser {

std::expected<Strings, SourceError> parseStringList(QByteArrayView body, int httpStatus,
                                                    qsizetype limit)
{
    const auto o = envelope(body, httpStatus);
    if (!o)
        return std::unexpected(o.error());
    const QJsonValue data = o->value(QLatin1String("data"));
    if (!data.isArray() && !data.isNull())
        return std::unexpected(ResponseErrors::foreignBody(body, httpStatus, wording()));
    Strings out;
    const QJsonArray a = data.toArray();
    out.truncated = a.size() > limit;
    out.values.reserve(std::min<qsizetype>(a.size(), limit));
    for (const QJsonValue &v : a) {
        if (out.values.size() >= limit)
            break;
        if (v.isString())
            out.values.append(v.toString());
    }
    return out;
}

std::expected<QString, SourceError> parseBuildInfo(QByteArrayView body, int httpStatus)
{
    if (httpStatus == 404)
        return QString();
    const auto o = envelope(body, httpStatus);
    if (!o)
        return std::unexpected(o.error());
    return o->value(QLatin1String("data")).toObject().value(QLatin1String("version")).toString();
}

} // namespace DiscoveryParser
