#include "controlhandler.h"

#include "catalog.h"
#include "doubleoptions.h"
#include "faultstate.h"
#include "httprequest.h"
#include "requeststats.h"
#include "tokenstore.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

HttpResponse controlError(int status, const QString &message)
{
    return HttpResponse::json(status, QJsonObject{{u"error"_s, message}});
}

bool positiveSetting(const QJsonValue &value, const QString &key, int *out, QString *error)
{
    if (!value.isDouble() || value.toDouble() < 1 || value.toDouble() != double(value.toInt())) {
        *error = u"\"%1\" must be a positive integer"_s.arg(key);
        return false;
    }
    *out = value.toInt();
    return true;
}

} // namespace

bool ControlHandler::apply(const QJsonObject &changes, QString *error)
{
    QJsonObject faultChanges;
    DoubleOptions options = m_options;
    int armReads = m_armReadsRemaining;
    bool expireTokens = false;
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        const QString &key = it.key();
        bool ok = true;
        if (FaultState::isFaultKey(key)) {
            faultChanges.insert(key, it.value());
        } else if (key == u"tokenLifetime"_s) {
            ok = positiveSetting(it.value(), key, &options.tokenLifetimeSecs, error);
        } else if (key == u"costPageSize"_s) {
            ok = positiveSetting(it.value(), key, &options.costPageSize, error);
        } else if (key == u"armReadBudget"_s) {
            ok = it.value().isDouble() && it.value().toInt() >= 0;
            armReads = it.value().toInt();
            if (!ok)
                *error = u"\"armReadBudget\" must be a non-negative integer"_s;
        } else if (key == u"costColumnOrder"_s) {
            const QString order = it.value().toString();
            ok = order == u"default"_s || order == u"shuffled"_s;
            options.costColumnsShuffled = order == u"shuffled"_s;
            if (!ok)
                *error = u"\"costColumnOrder\" must be \"default\" or \"shuffled\""_s;
        } else if (key == u"budgets"_s) {
            const QString which = it.value().toString();
            ok = which == u"default"_s || which == u"empty"_s;
            options.budgetsEmpty = which == u"empty"_s;
            if (!ok)
                *error = u"\"budgets\" must be \"default\" or \"empty\""_s;
        } else if (key == u"budgetCurrency"_s) {
            const QString currency = it.value().toString();
            ok = currency.size() == 3 && currency == currency.toUpper();
            options.budgetCurrency = currency;
            if (!ok)
                *error = u"\"budgetCurrency\" must be a three-letter code such as \"EUR\""_s;
        } else if (key == u"expireTokens"_s) {
            ok = it.value().isBool();
            expireTokens = it.value().toBool();
            if (!ok)
                *error = u"\"expireTokens\" must be true or false"_s;
        } else {
            *error = u"unknown fault or setting \"%1\""_s.arg(key);
            ok = false;
        }
        if (!ok)
            return false;
    }
    FaultState faults = m_faults;
    if (!faults.apply(faultChanges, error))
        return false;
    m_faults = faults;
    m_options = options;
    m_armReadsRemaining = armReads;
    if (expireTokens)
        m_tokens.expireAll();
    return true;
}

QJsonObject ControlHandler::state() const
{
    return QJsonObject{
        {u"faults"_s, m_faults.toJson()},
        {u"settings"_s,
         QJsonObject{
             {u"tokenLifetime"_s, m_options.tokenLifetimeSecs},
             {u"costPageSize"_s, m_options.costPageSize},
             {u"costColumnOrder"_s, m_options.costColumnsShuffled ? u"shuffled"_s : u"default"_s},
             {u"armReadBudget"_s, m_armReadsRemaining},
             {u"budgets"_s, m_options.budgetsEmpty ? u"empty"_s : u"default"_s},
             {u"budgetCurrency"_s, m_options.budgetCurrency}}},
    };
}

HttpResponse ControlHandler::handle(const HttpRequest &request, const QString &path,
                                    const QString &baseUrl)
{
    const QByteArray &method = request.method;
    if (path == u"/health"_s && method == "GET")
        return HttpResponse::json(200, QJsonObject{{u"status"_s, u"ok"_s}});
    if (path == u"/info"_s && method == "GET") {
        QJsonObject info = m_catalog.describe();
        info.insert(u"tenant"_s, m_options.tenant);
        info.insert(u"clientId"_s, m_options.clientId);
        info.insert(u"baseUrl"_s, baseUrl);
        info.insert(u"seed"_s, QString::number(m_options.seed));
        info.insert(u"issuedTokens"_s, m_tokens.issuedCount());
        return HttpResponse::json(200, info);
    }
    if (path == u"/stats"_s && method == "GET")
        return HttpResponse::json(200, m_stats.toJson());
    if ((path == u"/stats/reset"_s && method == "POST") ||
        (path == u"/stats"_s && method == "DELETE")) {
        m_stats.reset();
        return HttpResponse::json(200, m_stats.toJson());
    }
    if (path == u"/faults"_s) {
        if (method == "DELETE") {
            m_faults.reset();
            return HttpResponse::json(200, state());
        }
        if (method == "POST") {
            QJsonParseError parseError;
            const QJsonDocument body = QJsonDocument::fromJson(request.body, &parseError);
            if (parseError.error != QJsonParseError::NoError || !body.isObject())
                return controlError(400, u"the body must be a JSON object"_s);
            QString error;
            if (!apply(body.object(), &error))
                return controlError(400, error);
        }
        return HttpResponse::json(200, state());
    }
    if (path == u"/devicecode/approve"_s && method == "POST")
        return decideDeviceCode(request, true);
    if (path == u"/devicecode/deny"_s && method == "POST")
        return decideDeviceCode(request, false);
    if (path == u"/devicecode/pending"_s && method == "GET")
        return pendingDeviceCodes();
    if (path == u"/devicelogin"_s && method == "GET")
        return deviceLoginPage(baseUrl);
    return controlError(
        404, u"no control endpoint %1 %2"_s.arg(QString::fromLatin1(method), u"/_double"_s + path));
}

HttpResponse ControlHandler::decideDeviceCode(const HttpRequest &request, bool approve)
{
    // JSON from tests, a form post from the sign-in page.
    QString userCode;
    const QJsonDocument body = QJsonDocument::fromJson(request.body);
    if (body.isObject())
        userCode = body[u"user_code"_s].toString();
    else
        userCode = HttpRequest::pairValue(HttpRequest::decodeForm(request.body), u"user_code"_s);
    const QStringList changed = m_tokens.decide(userCode.trimmed(), approve);
    if (changed.isEmpty()) {
        return controlError(404, userCode.isEmpty()
                                     ? u"no pending device code"_s
                                     : u"no pending device code with user code %1"_s.arg(userCode));
    }
    return HttpResponse::json(200, QJsonObject{{approve ? u"approved"_s : u"declined"_s,
                                                QJsonArray::fromStringList(changed)}});
}

HttpResponse ControlHandler::pendingDeviceCodes() const
{
    QJsonArray pending;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const TokenStore::DeviceCode &code : m_tokens.pendingDeviceCodes()) {
        pending.append(QJsonObject{{u"user_code"_s, code.userCode},
                                   {u"client_id"_s, code.clientId},
                                   {u"scope"_s, code.scope},
                                   {u"expires_in"_s, (code.expiresAtMs - now) / 1000}});
    }
    return HttpResponse::json(200, QJsonObject{{u"pending"_s, pending}});
}

HttpResponse ControlHandler::deviceLoginPage(const QString &baseUrl) const
{
    QString rows;
    for (const TokenStore::DeviceCode &code : m_tokens.pendingDeviceCodes()) {
        rows += u"<li><code>%1</code> for %2 "
                "<form method=\"post\" action=\"%3/_double/devicecode/approve\" "
                "style=\"display:inline\">"
                "<input type=\"hidden\" name=\"user_code\" value=\"%1\">"
                "<button>Approve</button></form></li>\n"_s.arg(code.userCode,
                                                               code.scope.toHtmlEscaped(), baseUrl);
    }
    const QString page =
        u"<!doctype html><html><head><title>Simulated Azure sign-in</title></head><body>"
        "<h1>Simulated Azure sign-in</h1><p>This is the Azure test double; no Microsoft account "
        "is involved.</p><ul>\n%1</ul></body></html>\n"_s.arg(
            rows.isEmpty() ? u"<li>No pending device codes.</li>"_s : rows);
    return HttpResponse::text(200, page.toUtf8(), "text/html; charset=utf-8");
}
