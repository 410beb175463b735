#pragma once

#include "azurecall.h"
#include "azurecloud.h"
#include "budget.h"
#include "sourceerror.h"

#include <QByteArrayView>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <expected>
#include <vector>

class QNetworkAccessManager;
class TokenProvider;

// The cost budgets of one Azure scope from the Consumption API: GET
// {management}/{scope}/providers/Microsoft.Consumption/budgets, then every
// page its nextLink names. Tokens, throttling and retries are AzureCall's;
// a refusal (403 without the Cost Management Reader role, 404 for an unknown
// scope) is shown in Azure's words. Budgets FleetScope cannot use (not a cost
// budget, no amount, a time grain it does not know) are left out and named.
class BudgetsClient final : public QObject
{
    Q_OBJECT
  public:
    struct List
    {
        std::vector<Budget> budgets; // by name
        QStringList skipped;         // one sentence per budget left out
    };
    struct Page
    {
        List list;
        QString nextLink;
    };
    using Result = std::expected<List, SourceError>;

    BudgetsClient(QNetworkAccessManager *nam, TokenProvider *tokens, AzureCloud cloud,
                  QObject *parent = nullptr);
    ~BudgetsClient() override;

    void setRetryPolicy(const AzureCall::RetryPolicy &p) { m_policy = p; }
    void setTimeoutMs(qint64 ms) { m_timeoutMs = ms; }

    // Starts reading the budgets of `scope` ("subscriptions/<id>" or a
    // resource group in it); finished() follows, also when refused at once.
    void start(const QString &scope);
    void cancel();
    bool isFinished() const { return m_finished; }
    const Result &result() const { return m_result; }

    // Pure: the first page's URL.
    static QUrl listUrl(const QUrl &management, const QString &scope);
    // Pure: one page of the documented answer (BudgetsListResult), or why it
    // cannot be read.
    static std::expected<Page, SourceError> parsePage(QByteArrayView body, int httpStatus,
                                                      const QString &scope);

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
    qint64 m_timeoutMs = 60'000;

    QString m_scope;
    QPointer<AzureCall> m_call;
    List m_list;
    QSet<QString> m_seenLinks;
    bool m_finished = false;
    Result m_result = std::unexpected(SourceError::make(SourceError::Kind::Canceled, {}));
};
