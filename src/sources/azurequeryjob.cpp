#include "azurequeryjob.h"

#include "azuremonitorclient.h"

#include <QtConcurrent/QtConcurrentRun>

AzureQueryJob::AzureQueryJob(AzureMonitorClient *client, std::vector<AzureCall::Request> requests,
                             Parse parse, QObject *parent)
    : QueryJob(parent), m_client(client), m_requests(std::move(requests)), m_parse(std::move(parse))
{
}

AzureQueryJob::~AzureQueryJob()
{
    releaseCall();
    if (m_watcher)
        m_watcher->disconnect(this);
}

void AzureQueryJob::start()
{
    if (m_requests.empty()) {
        finish(SeriesSet{});
        return;
    }
    startNext();
}

void AzureQueryJob::cancel()
{
    if (isFinished())
        return;
    releaseCall();
    if (m_watcher)
        m_watcher->disconnect(this);
    finish(std::unexpected(SourceError::make(SourceError::Kind::Canceled, tr("Canceled."))));
}

void AzureQueryJob::releaseCall()
{
    if (m_call) {
        m_call->disconnect(this);
        if (m_client)
            m_client->release(m_call);
    }
    m_call = nullptr;
}

void AzureQueryJob::startNext()
{
    if (!m_client) {
        finish(std::unexpected(
            SourceError::make(SourceError::Kind::Config, tr("The data source was removed."))));
        return;
    }
    m_call = m_client->acquire(m_requests[m_next]);
    if (m_call->isFinished()) {
        QMetaObject::invokeMethod(this, &AzureQueryJob::onCallFinished, Qt::QueuedConnection);
        return;
    }
    connect(m_call, &AzureCall::finished, this, &AzureQueryJob::onCallFinished);
}

void AzureQueryJob::onCallFinished()
{
    if (!m_call || isFinished())
        return;
    const AzureCall::Result r = m_call->result();
    releaseCall();
    if (!r) {
        finish(std::unexpected(r.error()));
        return;
    }
    m_watcher = new QFutureWatcher<QueryResult>(this);
    connect(m_watcher, &QFutureWatcher<QueryResult>::finished, this, &AzureQueryJob::onParsed);
    m_watcher->setFuture(
        QtConcurrent::run([parse = m_parse, response = *r] { return parse(response); }));
}

void AzureQueryJob::onParsed()
{
    QueryResult r = m_watcher->future().takeResult();
    m_watcher->deleteLater();
    m_watcher = nullptr;
    if (!r) {
        finish(std::unexpected(r.error()));
        return;
    }
    for (const QString &w : r->warnings)
        if (!m_warnings.contains(w))
            m_warnings << w;
    if (!m_acc)
        m_acc = std::move(*r);
    else
        m_acc->merge(*r);
    ++m_next;
    emit progress(int(m_next), int(m_requests.size()));
    if (m_next < m_requests.size()) {
        startNext();
        return;
    }
    m_acc->warnings = m_warnings;
    finish(std::move(*m_acc));
}
