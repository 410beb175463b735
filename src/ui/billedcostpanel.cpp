#include "billedcostpanel.h"

#include "azurecloud.h"
#include "costmanagementclient.h"
#include "liveworkspace.h"
#include "sourceregistry.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>

namespace {
const QString kScopeKey = QStringLiteral("cost/billedScope");
const QString kTagKey = QStringLiteral("cost/billedTag");
const QString kSourceKey = QStringLiteral("cost/billedSource");

bool isAzure(const SourceConfig &s)
{
    return s.type == SourceConfig::Type::AzureMonitor || s.auth == SourceConfig::Auth::Azure;
}
} // namespace

BilledCostPanel::BilledCostPanel(LiveWorkspace *workspace, QNetworkAccessManager *nam,
                                 QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_nam(nam), m_source(new QComboBox(this)),
      m_scope(new QLineEdit(this)), m_tag(new QLineEdit(this)),
      m_fetch(new QPushButton(tr("Fetch Billed Cost"), this)), m_status(new QLabel(this))
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_source->setObjectName(QStringLiteral("billedSource"));
    m_source->setAccessibleName(tr("Azure sign-in for billed cost"));
    m_scope->setObjectName(QStringLiteral("billedScope"));
    m_scope->setAccessibleName(tr("Cost Management scope"));
    m_scope->setPlaceholderText(tr("subscriptions/<id>"));
    m_scope->setToolTip(tr("The Cost Management scope: a subscription "
                           "(subscriptions/<id>) or a resource group within it."));
    m_scope->setText(QSettings().value(kScopeKey).toString());
    m_tag->setObjectName(QStringLiteral("billedTag"));
    m_tag->setAccessibleName(tr("Tag to group billed cost by"));
    m_tag->setText(QSettings().value(kTagKey, QStringLiteral("CostCenter")).toString());
    m_tag->setMinimumWidth(120);
    m_fetch->setObjectName(QStringLiteral("billedFetch"));
    m_status->setObjectName(QStringLiteral("billedStatus"));
    m_status->setWordWrap(true);
    // Two rows: where the bill comes from, then how to group it and why not.
    layout->addWidget(new QLabel(tr("Billed cost from"), this), 0, 0);
    layout->addWidget(m_source, 0, 1);
    layout->addWidget(new QLabel(tr("scope"), this), 0, 2);
    layout->addWidget(m_scope, 0, 3, 1, 3);
    layout->addWidget(new QLabel(tr("by tag"), this), 1, 0);
    layout->addWidget(m_tag, 1, 1);
    layout->addWidget(m_fetch, 1, 2, 1, 2);
    layout->addWidget(m_status, 2, 0, 1, 6);
    layout->setColumnStretch(3, 1);
    connect(m_fetch, &QPushButton::clicked, this, &BilledCostPanel::fetch);
    refreshSources();
}

BilledCostPanel::~BilledCostPanel()
{
    if (m_client)
        m_client->cancel();
}

void BilledCostPanel::refreshSources()
{
    const QString chosen = QSettings().value(kSourceKey).toString();
    m_source->clear();
    for (const SourceConfig &s : m_workspace->sources().sources)
        if (isAzure(s))
            m_source->addItem(s.name);
    m_source->setCurrentIndex(std::max(0, m_source->findText(chosen)));
    const bool any = m_source->count() > 0;
    m_fetch->setEnabled(any);
    if (!any)
        setStatus(tr("Add an Azure source (Azure Monitor or managed Prometheus) to compare with "
                     "the billed cost."),
                  false);
}

QString BilledCostPanel::tagKey() const
{
    return m_tag->text().trimmed();
}

void BilledCostPanel::setPeriod(const QDate &from, const QDate &to)
{
    if (from == m_from && to == m_to)
        return;
    m_from = from;
    m_to = to;
    if (m_fetched)
        fetch();
}

void BilledCostPanel::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
}

std::expected<BilledCostPanel::AzureTarget, QString> BilledCostPanel::azureTarget() const
{
    const QString scope =
        m_scope->text().trimmed().remove(QRegularExpression(QStringLiteral("^/+")));
    if (m_source->count() == 0)
        return std::unexpected(tr("Add an Azure source (Azure Monitor or managed Prometheus) to "
                                  "read Azure's cost data."));
    if (scope.isEmpty() || !scope.startsWith(QLatin1String("subscriptions/"), Qt::CaseInsensitive))
        return std::unexpected(tr("The scope must start with subscriptions/<id>."));
    const SourceConfig *source = m_workspace->sources().find(m_source->currentText());
    TokenProvider *tokens = source ? m_workspace->registry()->tokenProvider(source->name) : nullptr;
    if (!source || !tokens)
        return std::unexpected(
            tr("The source \"%1\" has no Azure sign-in.").arg(m_source->currentText()));
    const auto cloud = AzureCloud::fromSource(source->raw);
    if (!cloud)
        return std::unexpected(cloud.error());
    QSettings s;
    s.setValue(kScopeKey, scope);
    s.setValue(kSourceKey, source->name);
    return AzureTarget{tokens, *cloud, scope};
}

void BilledCostPanel::fetch()
{
    const QString tag = tagKey();
    const auto target = azureTarget();
    if (!target) {
        setStatus(target.error(), true);
        return;
    }
    if (tag.isEmpty()) {
        setStatus(tr("Name the tag to group the billed cost by, e.g. CostCenter."), true);
        return;
    }
    if (!m_from.isValid() || !m_to.isValid()) {
        setStatus(tr("Load the cost for a period first."), true);
        return;
    }
    QSettings().setValue(kTagKey, tag);
    if (m_client)
        m_client->cancel();
    m_client = new CostManagementClient(m_nam, target->tokens, target->cloud, this);
    connect(m_client, &CostManagementClient::finished, this, &BilledCostPanel::onFinished);
    connect(m_client, &CostManagementClient::retrying, this,
            [this](const QString &reason, qint64 delayMs) {
                setStatus(tr("%1; retrying in %2 s").arg(reason).arg((delayMs + 999) / 1000),
                          false);
            });
    m_fetched = true;
    m_fetch->setEnabled(false);
    setStatus(tr("Asking Azure Cost Management…"), false);
    m_client->start({target->scope, m_from, m_to, tag});
}

void BilledCostPanel::onFinished()
{
    auto *client = qobject_cast<CostManagementClient *>(sender());
    if (!client || client != m_client)
        return;
    m_fetch->setEnabled(true);
    client->deleteLater();
    const auto &result = client->result();
    if (!result) {
        // What was shown before stays; the message says why it is not newer.
        setStatus(tr("Billed cost: %1").arg(result.error().message), true);
        return;
    }
    QHash<QString, double> sums;
    QString currency;
    for (const BilledCost &row : *result) {
        sums[row.group] += row.cost;
        if (currency.isEmpty())
            currency = row.currency;
        else if (!row.currency.isEmpty() && row.currency != currency) {
            setStatus(tr("Billed cost comes in %1 and %2; it is not summed across currencies.")
                          .arg(currency, row.currency),
                      true);
            return;
        }
    }
    setStatus(tr("Billed cost for %n day(s), %1 group(s), read from %2 page(s).", nullptr,
                 int(m_from.daysTo(m_to)) + 1)
                  .arg(sums.size())
                  .arg(client->pagesRead()),
              false);
    emit billedChanged(sums, currency, tagKey());
}
