#include "loganalyticshandler.h"

#include "azureerrors.h"
#include "catalog.h"
#include "faultstate.h"
#include "httprequest.h"
#include "isotime.h"

#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

HttpResponse badArgument(const QString &innerCode, const QString &innerMessage,
                         const QJsonObject &detail = {})
{
    QJsonObject inner{{u"code"_s, innerCode}, {u"message"_s, innerMessage}};
    if (!detail.isEmpty())
        inner.insert(u"innererror"_s, detail);
    return HttpResponse::json(400, AzureErrors::logAnalytics(u"BadArgumentError"_s,
                                                             u"The request had some invalid "
                                                             "properties"_s,
                                                             inner));
}

} // namespace

HttpResponse LogAnalyticsHandler::query(const HttpRequest &request, const QString &workspaceId,
                                        qint64 nowSecs) const
{
    if (request.method != "POST" && request.method != "GET") {
        return HttpResponse::json(
            405, AzureErrors::logAnalytics(u"MethodNotAllowed"_s,
                                           u"The requested method is not allowed"_s));
    }
    if (workspaceId.compare(Catalog::workspaceId(), Qt::CaseInsensitive) != 0) {
        return HttpResponse::json(
            404, AzureErrors::logAnalytics(
                     u"WorkspaceNotFoundError"_s, u"The workspace could not be found"_s,
                     QJsonObject{{u"code"_s, u"NotFoundError"_s},
                                 {u"message"_s, u"Workspace '%1' not found"_s.arg(workspaceId)}}));
    }

    QString kql;
    QString timespan;
    if (request.method == "POST") {
        if (!request.header("content-type").toLower().startsWith("application/json"))
            return badArgument(u"UnsupportedMediaType"_s, u"The body must be application/json"_s);
        QJsonParseError parseError;
        const QJsonDocument body = QJsonDocument::fromJson(request.body, &parseError);
        if (parseError.error != QJsonParseError::NoError || !body.isObject()) {
            return badArgument(
                u"InvalidJsonBody"_s,
                u"The request body is not valid JSON: %1"_s.arg(parseError.errorString()));
        }
        kql = body[u"query"_s].toString();
        timespan = body[u"timespan"_s].toString();
    } else {
        kql = request.queryValue(u"query"_s);
        timespan = request.queryValue(u"timespan"_s);
    }
    if (kql.trimmed().isEmpty())
        return badArgument(u"QueryValidationError"_s, u"The 'query' property is required"_s);

    // Without a timespan Log Analytics limits nothing; the canned tables
    // need some range, and the last hour is the portal's default.
    std::pair<qint64, qint64> range{nowSecs - 3600, nowSecs};
    if (!timespan.isEmpty()) {
        const auto parsed = IsoTime::parseTimespan(timespan, nowSecs);
        if (!parsed || parsed->second <= parsed->first) {
            return badArgument(
                u"InvalidTimespan"_s,
                u"The timespan '%1' is not a valid ISO 8601 interval"_s.arg(timespan));
        }
        range = *parsed;
    }

    HttpResponse response;
    static const QRegularExpression wait(u"wait=(\\d+)"_s);
    if (const auto match = wait.match(QString::fromLatin1(request.header("prefer")));
        match.hasMatch()) {
        const int seconds = std::min(match.captured(1).toInt(), kMaxWaitSecs);
        response.setHeader("Preference-Applied", "wait=" + QByteArray::number(seconds));
    }
    if (m_faults.noContent()) {
        HttpResponse empty = HttpResponse::empty(204);
        empty.headers += response.headers;
        return empty;
    }

    KqlError error;
    const auto table = m_kql.run(kql, range.first, range.second, nowSecs, &error);
    if (!table)
        return badArgument(error.code, error.message, error.detail);

    const bool partial = m_faults.partialError() || table->truncated;
    QJsonArray rows;
    // A partial failure returns what was computed before it: here the first half.
    const qsizetype rowCount =
        m_faults.partialError() ? table->rows.size() / 2 : table->rows.size();
    for (qsizetype i = 0; i < rowCount; ++i)
        rows.append(table->rows[i]);
    QJsonObject body{{u"tables"_s, QJsonArray{QJsonObject{{u"name"_s, u"PrimaryResult"_s},
                                                          {u"columns"_s, table->columns},
                                                          {u"rows"_s, rows}}}}};
    if (partial) {
        body.insert(
            u"error"_s,
            QJsonObject{
                {u"message"_s, u"There were some errors when processing your query."_s},
                {u"code"_s, u"PartialError"_s},
                {u"correlationId"_s, AzureErrors::newGuid()},
                {u"details"_s,
                 QJsonArray{QJsonObject{
                     {u"code"_s, u"EngineError"_s},
                     {u"message"_s, u"Something went wrong processing your query on the server."_s},
                     {u"innererror"_s,
                      QJsonObject{{u"code"_s, u"-2133196797"_s},
                                  {u"message"_s, u"Query result set has exceeded the internal "
                                                 "record count limit"_s},
                                  {u"severity"_s, 2},
                                  {u"severityName"_s, u"Error"_s}}}}}}});
    }
    HttpResponse ok = HttpResponse::json(200, body);
    ok.headers += response.headers;
    return ok;
}
