#pragma once

#include "azurecall.h"
#include "azurecloud.h"
#include "costqueryparser.h"
#include "sourceerror.h"

#include <expected>
#include <QDate>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QUrl>
#include <vector>

class QNetworkAccessManager;
class TokenProvider;

// One day's billed cost of one group, as Azure Cost Management reports it.
struct BilledCost
{
    QDate date;
    QString group; // the tag's value; "(untagged)" for cost without the tag
    double cost = 0;
    QString currency;

    bool operator==(const BilledCost &) const = default;
};

// Actual (billed) cost per day and tag value from the Cost Management Query
// API of one Azure sign-in: POST {management}/{scope}/providers/
// Microsoft.CostManagement/query, then every page its nextLink names, merged
// into one list. Tokens, throttling (the QPU retry header included) and
// retries are AzureCall's; error bodies are shown in Azure's words.
class CostManagementClient final : public QObject
{
    Q_OBJECT
  public:
    struct Query
    {
        QString scope; // e.g. "subscriptions/<id>" or ".../resourceGroups/<rg>"
        QDate from;    // first day, inclusive (UTC)
        QDate to;      // last day, inclusive (UTC)
        QString tagKey = QStringLiteral("CostCenter");
    };
    using Result = std::expected<std::vector<BilledCost>, SourceError>;

    // `cloud` gives the management endpoint and its token scope.
    CostManagementClient(QNetworkAccessManager *nam, TokenProvider *tokens, AzureCloud cloud,
                         QObject *parent = nullptr);
    ~CostManagementClient() override;

    void setRetryPolicy(const AzureCall::RetryPolicy &p) { m_policy = p; }
    // At most this many pages are read; more is an error (default 100).
    void setMaxPages(int pages) { m_maxPages = pages; }
    void setTimeoutMs(qint64 ms) { m_timeoutMs = ms; }

    // Starts the query; finished() follows, also for a query refused at once.
    void start(const Query &query);
    void cancel();
    bool isFinished() const { return m_finished; }
    const Result &result() const { return m_result; }
    int pagesRead() const { return m_pages; }

    // The group name shown for cost without the tag.
    static QString untaggedGroup();
    // Pure: the request body for `query`.
    static QByteArray requestBody(const Query &query);
    // Pure: the first page's URL.
    static QUrl queryUrl(const QUrl &management, const QString &scope);
    // Pure: the rows of a merged answer, or why they cannot be read.
    static Result rowsOf(const CostTable &table, const QString &tagKey);

  signals:
    void retrying(const QString &reason, qint64 delayMs);
    void finished();

  private:
    void request(const QUrl &url);
    void onPage();
    void finish(Result r);

    QNetworkAccessManager *m_nam;
    QPointer<TokenProvider> m_tokens;
    AzureCloud m_cloud;
    AzureCall::RetryPolicy m_policy;
    int m_maxPages = 100;
    qint64 m_timeoutMs = 60'000;

    Query m_query;
    QByteArray m_body;
    QPointer<AzureCall> m_call;
    CostTable m_table;
    QSet<QString> m_seenLinks;
    int m_pages = 0;
    bool m_finished = false;
    Result m_result = std::unexpected(SourceError::make(SourceError::Kind::Canceled, {}));
};
