#pragma once

#include "azurecloud.h"

#include <expected>
#include <QDate>
#include <QHash>
#include <QPointer>
#include <QWidget>

class CostManagementClient;
class LiveWorkspace;
class QComboBox;
class QLabel;
class QLineEdit;
class QNetworkAccessManager;
class QPushButton;
class TokenProvider;

// Billed cost from Azure Cost Management beside the telemetry estimate:
// the user picks an Azure sign-in (a source of the sources file), a scope
// and a tag; the panel fetches the period's daily cost per tag value and
// hands the sums per group to the Cost view. Scope and tag are remembered;
// they are not secrets.
class BilledCostPanel final : public QWidget
{
    Q_OBJECT
  public:
    BilledCostPanel(LiveWorkspace *workspace, QNetworkAccessManager *nam,
                    QWidget *parent = nullptr);
    ~BilledCostPanel() override;

    // The period to fetch (inclusive UTC days); refetches when it changes
    // and a fetch was made before.
    void setPeriod(const QDate &from, const QDate &to);
    // Lists the Azure sources of the current sources file.
    void refreshSources();
    void fetch();
    QString tagKey() const;
    // The sign-in and scope chosen here, for other Azure cost APIs (the
    // budgets), or what is missing in words for the user.
    struct AzureTarget
    {
        TokenProvider *tokens = nullptr;
        AzureCloud cloud;
        QString scope;
    };
    std::expected<AzureTarget, QString> azureTarget() const;

  signals:
    // Sums per tag value over the period; empty when cleared.
    void billedChanged(const QHash<QString, double> &billed, const QString &currency,
                       const QString &tagKey);

  private:
    void onFinished();
    void setStatus(const QString &text, bool error);

    LiveWorkspace *m_workspace;
    QNetworkAccessManager *m_nam;
    QComboBox *m_source;
    QLineEdit *m_scope;
    QLineEdit *m_tag;
    QPushButton *m_fetch;
    QLabel *m_status;
    QPointer<CostManagementClient> m_client;
    QDate m_from;
    QDate m_to;
    bool m_fetched = false;
};
