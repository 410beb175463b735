#include "budgetsclient.h"

#include "azureerrors.h"
#include "tokenprovider.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>

#include <algorithm>
#include <optional>

namespace {

const AzureErrors::Wording &wording()
{
    static const AzureErrors::Wording w{
        {BudgetsClient::tr("HTTP %1 from the server (not a Consumption budgets answer)"),
         BudgetsClient::tr("The server's answer is not a list of budgets; check the scope and "
                           "the management endpoint.")},
        BudgetsClient::tr("The server's answer does not have the shape of a list of budgets."),
        BudgetsClient::tr("Azure refused to list the budgets: %1"),
        BudgetsClient::tr("The signed-in identity lacks permission to read the budgets of %1: ask "
                          "for the Cost Management Reader role. A budget typed into the Cost "
                          "view works without it."),
        BudgetsClient::tr("The signed-in identity lacks permission to read these budgets: ask for "
                          "the Cost Management Reader role."),
        QStringLiteral("https://management.azure.com/.default")};
    return w;
}

SourceError shapeError(const QString &message, const QString &detail = {})
{
    return SourceError::make(SourceError::Kind::Parse, message, detail);
}

// ISO 8601 date-time or date -> its day.
QDate dayOf(const QJsonValue &v)
{
    const QString text = v.toString();
    return QDate::fromString(text.left(10), Qt::ISODate);
}

} // namespace

BudgetsClient::BudgetsClient(QNetworkAccessManager *nam, TokenProvider *tokens, AzureCloud cloud,
                             QObject *parent)
    : QObject(parent), m_nam(nam), m_tokens(tokens), m_cloud(std::move(cloud))
{
}

BudgetsClient::~BudgetsClient()
{
    if (m_call) {
        disconnect(m_call, nullptr, this, nullptr);
        m_call->cancel();
    }
}

QUrl BudgetsClient::listUrl(const QUrl &management, const QString &scope)
{
    return AzureCall::armUrl(management, scope,
                             QStringLiteral("providers/Microsoft.Consumption/budgets"),
                             QStringLiteral("2024-08-01"));
}

std::expected<BudgetsClient::Page, SourceError>
BudgetsClient::parsePage(QByteArrayView body, int httpStatus, const QString &scope)
{
    if (auto refused = AzureErrors::refusal(body, httpStatus, wording(), scope))
        return std::unexpected(*refused);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError)
        return std::unexpected(
            AzureErrors::unreadable(false, error.errorString(), httpStatus, body, wording()));
    if (!doc.isObject() || !doc[QLatin1String("value")].isArray())
        return std::unexpected(
            AzureErrors::unreadable(true, tr("no \"value\" list"), httpStatus, body, wording()));
    Page page;
    page.nextLink = doc[QLatin1String("nextLink")].toString();
    for (const QJsonValue &item : doc[QLatin1String("value")].toArray()) {
        const QJsonObject p = item[QLatin1String("properties")].toObject();
        Budget b;
        b.name = item[QLatin1String("name")].toString();
        b.scope = scope;
        const QString label = b.name.isEmpty() ? tr("(unnamed)") : b.name;
        const QString category = p[QLatin1String("category")].toString(QStringLiteral("Cost"));
        if (category.compare(QLatin1String("Cost"), Qt::CaseInsensitive) != 0) {
            page.list.skipped << tr("Budget %1 is a %2 budget, not a cost budget; it is left out.")
                                     .arg(label, category);
            continue;
        }
        if (!p[QLatin1String("amount")].isDouble() ||
            !(p[QLatin1String("amount")].toDouble() > 0)) {
            page.list.skipped << tr("Budget %1 has no amount; it is left out.").arg(label);
            continue;
        }
        b.amount = p[QLatin1String("amount")].toDouble();
        const QString grain = p[QLatin1String("timeGrain")].toString();
        const auto g = Budget::grainFromName(grain);
        if (!g) {
            page.list.skipped << tr("Budget %1 has the time grain \"%2\", which FleetScope does "
                                    "not know; it is left out.")
                                     .arg(label, grain);
            continue;
        }
        b.grain = *g;
        const QJsonObject filter = p[QLatin1String("filter")].toObject();
        b.filtered = !filter.isEmpty();
        const QJsonObject period = p[QLatin1String("timePeriod")].toObject();
        b.start = dayOf(period[QLatin1String("startDate")]);
        b.end = dayOf(period[QLatin1String("endDate")]);
        for (const char *key : {"currentSpend", "forecastSpend"}) {
            const QJsonObject spend = p[QLatin1String(key)].toObject();
            if (!spend[QLatin1String("amount")].isDouble())
                continue;
            (qstrcmp(key, "currentSpend") == 0 ? b.currentSpend : b.forecastSpend) =
                spend[QLatin1String("amount")].toDouble();
            if (b.currency.isEmpty())
                b.currency = spend[QLatin1String("unit")].toString();
        }
        const QJsonObject notifications = p[QLatin1String("notifications")].toObject();
        for (auto it = notifications.begin(); it != notifications.end(); ++it) {
            const QJsonObject n = it.value().toObject();
            if (!n[QLatin1String("threshold")].isDouble())
                continue;
            BudgetThreshold t;
            t.percent = n[QLatin1String("threshold")].toDouble();
            t.enabled = n[QLatin1String("enabled")].toBool(true);
            t.forecasted = n[QLatin1String("thresholdType")].toString().compare(
                               QLatin1String("Forecasted"), Qt::CaseInsensitive) == 0;
            b.thresholds.push_back(t);
        }
        std::stable_sort(b.thresholds.begin(), b.thresholds.end(),
                         [](const BudgetThreshold &x, const BudgetThreshold &y) {
                             return x.percent != y.percent ? x.percent < y.percent
                                                           : !x.forecasted && y.forecasted;
                         });
        page.list.budgets.push_back(std::move(b));
    }
    return page;
}

void BudgetsClient::start(const QString &scope)
{
    m_scope = scope.trimmed();
    m_list = {};
    m_seenLinks.clear();
    m_finished = false;
    m_result = std::unexpected(SourceError::make(SourceError::Kind::Canceled, {}));
    std::optional<QString> refused;
    if (m_scope.isEmpty())
        refused = tr("Reading budgets needs a scope, such as subscriptions/<id>.");
    else if (!m_cloud.management.isValid() || m_cloud.management.host().isEmpty())
        refused = tr("The source has no management endpoint.");
    else if (!m_tokens)
        refused = tr("The source has no Azure sign-in.");
    if (refused) {
        QMetaObject::invokeMethod(
            this,
            [this, m = *refused] {
                finish(std::unexpected(SourceError::make(SourceError::Kind::Config, m)));
            },
            Qt::QueuedConnection);
        return;
    }
    const QUrl first = listUrl(m_cloud.management, m_scope);
    m_seenLinks.insert(first.toString(QUrl::FullyEncoded));
    request(first);
}

void BudgetsClient::request(const QUrl &url)
{
    AzureCall::Request req;
    req.url = url;
    req.scope = m_cloud.managementScope;
    req.timeoutMs = m_timeoutMs;
    auto *call = new AzureCall(m_nam, m_tokens, req, this);
    call->setRetryPolicy(m_policy);
    connect(call, &AzureCall::retrying, this,
            [this](int, qint64 delay, const QString &reason) { emit retrying(reason, delay); });
    connect(call, &AzureCall::finished, this, &BudgetsClient::onPage);
    m_call = call;
    call->start();
}

void BudgetsClient::onPage()
{
    AzureCall *call = m_call;
    if (!call)
        return;
    m_call = nullptr;
    call->deleteLater();
    if (m_finished)
        return;
    if (!call->result()) {
        finish(std::unexpected(call->result().error()));
        return;
    }
    const AzureCall::Response &resp = *call->result();
    auto page = parsePage(QByteArrayView(resp.body), resp.status, m_scope);
    if (!page) {
        finish(std::unexpected(page.error()));
        return;
    }
    for (Budget &b : page->list.budgets)
        m_list.budgets.push_back(std::move(b));
    m_list.skipped << page->list.skipped;
    const QString next = page->nextLink.trimmed();
    if (next.isEmpty()) {
        std::stable_sort(m_list.budgets.begin(), m_list.budgets.end(),
                         [](const Budget &a, const Budget &b) { return a.name < b.name; });
        finish(std::move(m_list));
        return;
    }
    const QUrl nextUrl(next);
    if (!nextUrl.isValid() || nextUrl.isRelative() ||
        !AzureCall::sameOrigin(nextUrl, m_cloud.management) ||
        m_seenLinks.contains(nextUrl.toString(QUrl::FullyEncoded)) || m_seenLinks.size() >= 50) {
        finish(std::unexpected(shapeError(
            tr("The budgets answer named a next page that was not followed (another host, a page "
               "already read, or more than 50 pages)."),
            next.left(300))));
        return;
    }
    m_seenLinks.insert(nextUrl.toString(QUrl::FullyEncoded));
    request(nextUrl);
}

void BudgetsClient::cancel()
{
    if (m_finished)
        return;
    if (m_call) {
        AzureCall *call = m_call;
        m_call = nullptr;
        disconnect(call, nullptr, this, nullptr);
        call->cancel();
        call->deleteLater();
    }
    finish(std::unexpected(
        SourceError::make(SourceError::Kind::Canceled, tr("Reading the budgets was canceled."))));
}

void BudgetsClient::finish(Result r)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = std::move(r);
    emit finished();
}
