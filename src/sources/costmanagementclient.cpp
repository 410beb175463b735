#include "costmanagementclient.h"

#include "tokenprovider.h"

#include <optional>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>

namespace {

// The cost columns Azure names after the aggregation's "name", in the order
// they are looked for.
const QStringList &costColumns()
{
    static const QStringList names = {QStringLiteral("Cost"), QStringLiteral("PreTaxCost"),
                                      QStringLiteral("CostUSD"), QStringLiteral("PreTaxCostUSD")};
    return names;
}

SourceError configError(const QString &message)
{
    return SourceError::make(SourceError::Kind::Config, message);
}

SourceError shapeError(const QString &message, const QString &detail = {})
{
    return SourceError::make(SourceError::Kind::Parse, message, detail);
}

} // namespace

CostManagementClient::CostManagementClient(QNetworkAccessManager *nam, TokenProvider *tokens,
                                           AzureCloud cloud, QObject *parent)
    : QObject(parent), m_nam(nam), m_tokens(tokens), m_cloud(std::move(cloud))
{
}

CostManagementClient::~CostManagementClient()
{
    if (m_call) {
        disconnect(m_call, nullptr, this, nullptr);
        m_call->cancel();
    }
}

QString CostManagementClient::untaggedGroup()
{
    return tr("(untagged)");
}

QUrl CostManagementClient::queryUrl(const QUrl &management, const QString &scope)
{
    return AzureCall::armUrl(management, scope,
                             QStringLiteral("providers/Microsoft.CostManagement/query"),
                             QStringLiteral("2023-11-01"));
}

QByteArray CostManagementClient::requestBody(const Query &query)
{
    const QString from = query.from.toString(Qt::ISODate) + QStringLiteral("T00:00:00Z");
    const QString to = query.to.toString(Qt::ISODate) + QStringLiteral("T23:59:59Z");
    const QJsonObject dataset{
        {QStringLiteral("granularity"), QStringLiteral("Daily")},
        {QStringLiteral("aggregation"),
         QJsonObject{{QStringLiteral("totalCost"),
                      QJsonObject{{QStringLiteral("name"), QStringLiteral("Cost")},
                                  {QStringLiteral("function"), QStringLiteral("Sum")}}}}},
        {QStringLiteral("grouping"),
         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("TagKey")},
                                {QStringLiteral("name"), query.tagKey}}}}};
    const QJsonObject body{
        {QStringLiteral("type"), QStringLiteral("ActualCost")},
        {QStringLiteral("timeframe"), QStringLiteral("Custom")},
        {QStringLiteral("timePeriod"),
         QJsonObject{{QStringLiteral("from"), from}, {QStringLiteral("to"), to}}},
        {QStringLiteral("dataset"), dataset}};
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

CostManagementClient::Result CostManagementClient::rowsOf(const CostTable &table,
                                                          const QString &tagKey)
{
    int cost = -1;
    for (const QString &name : costColumns()) {
        cost = table.columnIndex(name);
        if (cost >= 0)
            break;
    }
    const int date = table.columnIndex(u"UsageDate");
    const int group = table.columnIndex(tagKey);
    const int currency = table.columnIndex(u"Currency");
    QStringList names;
    for (const CostTable::Column &c : table.columns)
        names << c.name;
    const QString detail = tr("Columns: %1").arg(names.join(QStringLiteral(", ")));
    if (cost < 0)
        return std::unexpected(
            shapeError(tr("The Cost Management answer has no cost column."), detail));
    if (date < 0)
        return std::unexpected(shapeError(
            tr("The Cost Management answer has no UsageDate column (not daily)."), detail));
    if (group < 0)
        return std::unexpected(shapeError(
            tr("The Cost Management answer has no column for the tag \"%1\".").arg(tagKey),
            detail));

    std::vector<BilledCost> out;
    out.reserve(table.rows.size());
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        const QVariantList &row = table.rows[r];
        BilledCost b;
        b.date = row.value(date).toDate();
        if (!b.date.isValid())
            return std::unexpected(shapeError(
                tr("Row %1 of the Cost Management answer has no UsageDate.").arg(r + 1)));
        const QVariant c = row.value(cost);
        if (!c.isValid() || c.isNull())
            return std::unexpected(
                shapeError(tr("Row %1 of the Cost Management answer has no cost.").arg(r + 1)));
        b.cost = c.toDouble();
        b.group = row.value(group).toString();
        if (b.group.isEmpty())
            b.group = untaggedGroup();
        if (currency >= 0)
            b.currency = row.value(currency).toString();
        out.push_back(std::move(b));
    }
    return out;
}

void CostManagementClient::start(const Query &query)
{
    m_query = query;
    m_table = CostTable{};
    m_seenLinks.clear();
    m_pages = 0;
    m_finished = false;
    m_result = std::unexpected(SourceError::make(SourceError::Kind::Canceled, {}));

    std::optional<SourceError> refused;
    if (m_query.scope.trimmed().isEmpty())
        refused = configError(tr("A Cost Management query needs a scope, such as "
                                 "subscriptions/<id>."));
    else if (!m_query.from.isValid() || !m_query.to.isValid())
        refused = configError(tr("A Cost Management query needs a first and a last day."));
    else if (m_query.from > m_query.to)
        refused = configError(
            tr("The first day (%1) is after the last day (%2).")
                .arg(m_query.from.toString(Qt::ISODate), m_query.to.toString(Qt::ISODate)));
    else if (m_query.tagKey.trimmed().isEmpty())
        refused = configError(tr("A Cost Management query needs a tag to group by."));
    else if (!m_cloud.management.isValid() || m_cloud.management.host().isEmpty())
        refused = configError(tr("The source has no management endpoint."));
    else if (!m_tokens)
        refused = configError(tr("The source has no Azure sign-in."));
    if (refused) {
        // finished() never comes before start() has returned.
        QMetaObject::invokeMethod(
            this, [this, e = *refused] { finish(std::unexpected(e)); }, Qt::QueuedConnection);
        return;
    }
    m_body = requestBody(m_query);
    const QUrl first = queryUrl(m_cloud.management, m_query.scope);
    m_seenLinks.insert(first.toString(QUrl::FullyEncoded));
    request(first);
}

void CostManagementClient::request(const QUrl &url)
{
    AzureCall::Request req;
    req.verb = "POST";
    req.url = url;
    req.body = m_body;
    req.scope = m_cloud.managementScope;
    req.timeoutMs = m_timeoutMs;
    auto *call = new AzureCall(m_nam, m_tokens, req, this);
    call->setRetryPolicy(m_policy);
    connect(call, &AzureCall::retrying, this,
            [this](int, qint64 delay, const QString &reason) { emit retrying(reason, delay); });
    connect(call, &AzureCall::finished, this, &CostManagementClient::onPage);
    m_call = call;
    call->start();
}

void CostManagementClient::onPage()
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
    auto page = parseCostQueryResponse(QByteArrayView(resp.body), resp.status, m_query.scope);
    if (!page) {
        finish(std::unexpected(page.error()));
        return;
    }
    ++m_pages;
    if (!m_table.appendPage(*page)) {
        finish(std::unexpected(
            shapeError(tr("Page %1 of the Cost Management answer has other columns than the "
                          "first page.")
                           .arg(m_pages))));
        return;
    }
    const QString next = page->nextLink.trimmed();
    if (next.isEmpty()) {
        finish(rowsOf(m_table, m_query.tagKey));
        return;
    }
    const QUrl nextUrl(next);
    if (!nextUrl.isValid() || nextUrl.isRelative() ||
        !AzureCall::sameOrigin(nextUrl, m_cloud.management)) {
        finish(std::unexpected(
            shapeError(tr("Cost Management named a next page on another host; it was not "
                          "followed."),
                       next.left(300))));
        return;
    }
    if (m_seenLinks.contains(nextUrl.toString(QUrl::FullyEncoded))) {
        finish(std::unexpected(
            shapeError(tr("Cost Management named a page it had already sent as the next page; "
                          "paging stopped after %1 pages.")
                           .arg(m_pages),
                       next.left(300))));
        return;
    }
    if (m_pages >= m_maxPages) {
        finish(std::unexpected(
            shapeError(tr("The Cost Management answer has more than %1 pages; choose a shorter "
                          "period or a narrower scope.")
                           .arg(m_maxPages))));
        return;
    }
    m_seenLinks.insert(nextUrl.toString(QUrl::FullyEncoded));
    request(nextUrl);
}

void CostManagementClient::cancel()
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
    finish(std::unexpected(SourceError::make(SourceError::Kind::Canceled,
                                             tr("The Cost Management query was canceled."))));
}

void CostManagementClient::finish(Result r)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = std::move(r);
    emit finished();
}
