#include "appinsightsdiscovery.h"

#include "azurecall.h"
#include "azuremonitorclient.h"
#include "loganalyticsparser.h"

AppInsightsDiscovery::AppInsightsDiscovery(AzureMonitorClient *client, QObject *parent)
    : QObject(parent), m_client(client)
{
    m_tables[0].name = "AppMetrics";
    m_tables[0].nameColumn = "Name";
    m_tables[0].timeColumn = "TimeGenerated";
    m_tables[1].name = "customMetrics";
    m_tables[1].nameColumn = "name";
    m_tables[1].timeColumn = "timestamp";
    if (client)
        m_catalog.workspace = client->config().workspace;
}

AppInsightsDiscovery::~AppInsightsDiscovery()
{
    for (Table &t : m_tables)
        if (t.call && m_client)
            m_client->release(t.call);
}

void AppInsightsDiscovery::start()
{
    if (!m_client || m_catalog.workspace.isEmpty()) {
        m_catalog.problem = tr("The source names no Log Analytics workspace.");
        m_done = true;
        emit finished();
        return;
    }
    for (Table &t : m_tables) {
        const QString kql = QStringLiteral("%1 | where %2 > ago(1d) | distinct %3")
                                .arg(QLatin1String(t.name), QLatin1String(t.timeColumn),
                                     QLatin1String(t.nameColumn));
        t.call = m_client->acquire(m_client->kqlRequest(m_catalog.workspace, kql, {}));
        auto done = [this, &t](const AzureCall::Result &result) {
            if (t.call && m_client)
                m_client->release(t.call);
            t.call = nullptr;
            if (!result) {
                t.problem = result.error().message;
            } else {
                const auto parsed =
                    parseLogAnalyticsStrings(QByteArrayView(result->body), result->status,
                                             QLatin1String(t.nameColumn), m_catalog.workspace);
                if (!parsed) {
                    t.problem = parsed.error().message;
                } else {
                    t.names = parsed->values;
                    t.missing = parsed->tableMissing;
                }
            }
            t.done = true;
            oneDone();
        };
        // A call can finish at once (no token provider left): no signal then,
        // and the call is gone by the next turn of the loop, so its result
        // is taken now.
        if (t.call->isFinished()) {
            QMetaObject::invokeMethod(
                this, [done, result = t.call->result()] { done(result); }, Qt::QueuedConnection);
        } else {
            AzureCall *call = t.call;
            connect(call, &AzureCall::finished, this, [done, call] { done(call->result()); });
        }
    }
}

void AppInsightsDiscovery::oneDone()
{
    for (const Table &t : m_tables)
        if (!t.done)
            return;
    if (m_done)
        return;
    m_done = true;
    // The workspace-based table first: classic resources stop taking data
    // once migrated, so AppMetrics is the live one where both have names.
    for (const Table &t : m_tables) {
        if (t.problem.isEmpty() && !t.names.isEmpty() && m_catalog.metricsTable.isEmpty()) {
            m_catalog.metricsTable = QLatin1String(t.name);
            m_catalog.names = QSet<QString>(t.names.cbegin(), t.names.cend());
        }
    }
    // Known when some table gave names, or when every table answered (a
    // missing table is an answer): a refused or timed-out AppMetrics beside
    // an absent classic table is a problem to show, not "no metrics".
    const bool allAnswered = std::all_of(std::begin(m_tables), std::end(m_tables),
                                         [](const Table &t) { return t.problem.isEmpty(); });
    m_catalog.known = !m_catalog.metricsTable.isEmpty() || allAnswered;
    if (!m_catalog.known)
        for (const Table &t : m_tables)
            if (!t.problem.isEmpty()) {
                m_catalog.problem = t.problem;
                break;
            }
    emit finished();
}
