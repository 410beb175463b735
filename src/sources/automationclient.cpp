#include "automationclient.h"

#include "azureerrors.h"
#include "tokenprovider.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace {
AzureErrors::Wording wording()
{
    return AzureErrors::Wording{
        {AutomationClient::tr("HTTP %1 from the server (not an Azure Automation answer)"),
         AutomationClient::tr("The server's answer is not an Azure Automation job; check the "
                              "management endpoint of the source.")},
        AutomationClient::tr("The server's answer does not have the shape of an Azure Automation "
                             "job."),
        AutomationClient::tr("Azure Automation refused the job: %1"),
        AutomationClient::tr("The signed-in identity lacks permission to run jobs in %1: ask for "
                             "the Automation Job Operator role."),
        AutomationClient::tr("The signed-in identity lacks permission to run jobs in this "
                             "Automation account: ask for the Automation Job Operator role."),
        QStringLiteral("https://management.azure.com/.default")};
}

// The Automation account a job URL belongs to, for a 403 that names no scope.
QString accountOf(const QUrl &jobUrl)
{
    const QString path = jobUrl.path();
    const qsizetype jobs = path.lastIndexOf(QLatin1String("/jobs/"));
    return jobs < 0 ? path : path.left(jobs);
}
} // namespace

AutomationClient::AutomationClient(QNetworkAccessManager *nam, TokenProvider *tokens, QString scope,
                                   QObject *parent)
    : QObject(parent), m_nam(nam), m_tokens(tokens), m_scope(std::move(scope)),
      m_pollTimer(new QTimer(this))
{
    m_pollTimer->setSingleShot(true);
    connect(m_pollTimer, &QTimer::timeout, this, &AutomationClient::poll);
}

AutomationClient::~AutomationClient() = default;

bool AutomationClient::isTerminal(const QString &status)
{
    // Suspended waits for a person in the portal and Disconnected for a
    // worker that may never return: nothing more happens without someone.
    static const QStringList terminal = {QStringLiteral("Completed"), QStringLiteral("Failed"),
                                         QStringLiteral("Stopped"), QStringLiteral("Suspended"),
                                         QStringLiteral("Disconnected")};
    return terminal.contains(status, Qt::CaseInsensitive);
}

std::expected<AutomationClient::Job, SourceError>
AutomationClient::parseJob(QByteArrayView body, int httpStatus, const QString &target)
{
    const AzureErrors::Wording w = wording();
    if (auto refused = AzureErrors::refusal(body, httpStatus, w, target))
        return std::unexpected(*refused);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::unexpected(
            AzureErrors::unreadable(false, error.errorString(), httpStatus, body, w));
    const QJsonObject props = doc.object().value(QLatin1String("properties")).toObject();
    Job job;
    job.status = props.value(QLatin1String("status")).toString();
    job.jobId = props.value(QLatin1String("jobId")).toString();
    job.exception = props.value(QLatin1String("exception")).toString();
    if (job.status.isEmpty())
        return std::unexpected(AzureErrors::unreadable(
            true, tr("The job has no properties.status."), httpStatus, body, w));
    return job;
}

AzureCall *AutomationClient::call(QByteArray verb, const QUrl &url, QByteArray body,
                                  QByteArray accept)
{
    AzureCall::Request req;
    req.verb = std::move(verb);
    req.url = url;
    req.body = std::move(body);
    req.scope = m_scope;
    // Job output is text; everything else is JSON, AzureCall's default.
    if (!accept.isEmpty())
        req.headers.insert("Accept", accept);
    auto *c = new AzureCall(m_nam, m_tokens, req, this);
    c->setRetryPolicy(m_policy);
    connect(c, &AzureCall::retrying, this,
            [this](int, qint64 delay, const QString &reason) { emit retrying(reason, delay); });
    return c;
}

void AutomationClient::start(const RunbookPlan::AutomationRequest &request)
{
    m_request = request;
    m_call = call(request.method, request.url, request.body, {});
    connect(m_call, &AzureCall::finished, this, &AutomationClient::onCreated);
    m_call->start();
}

void AutomationClient::onCreated()
{
    AzureCall *c = m_call;
    m_call = nullptr;
    c->deleteLater();
    if (m_finished)
        return;
    if (!c->result()) {
        finish(std::unexpected(c->result().error()));
        return;
    }
    const AzureCall::Response &resp = *c->result();
    m_created = true;
    // A retried PUT whose first attempt reached Azure finds the job it made:
    // the name is ours, so the conflict is our own job, not someone else's.
    if (resp.status == 409 && resp.attempts > 1) {
        if (m_stopRequested)
            stop();
        poll();
        return;
    }
    auto job = parseJob(resp.body, resp.status, accountOf(m_request.url));
    if (!job) {
        m_created = false;
        finish(std::unexpected(job.error()));
        return;
    }
    takeJob(*job);
    if (m_stopRequested && !isTerminal(m_job.status)) {
        m_stopRequested = false;
        stop();
    }
    if (isTerminal(m_job.status))
        fetchOutput();
    else
        m_pollTimer->start(int(m_pollMs));
}

void AutomationClient::poll()
{
    if (m_finished || m_call)
        return;
    m_call = call("GET", m_request.url, {}, {});
    connect(m_call, &AzureCall::finished, this, &AutomationClient::onPolled);
    m_call->start();
}

void AutomationClient::onPolled()
{
    AzureCall *c = m_call;
    m_call = nullptr;
    c->deleteLater();
    if (m_finished)
        return;
    if (!c->result()) {
        finish(std::unexpected(c->result().error()));
        return;
    }
    auto job = parseJob(c->result()->body, c->result()->status, accountOf(m_request.url));
    if (!job) {
        finish(std::unexpected(job.error()));
        return;
    }
    takeJob(*job);
    if (isTerminal(m_job.status))
        fetchOutput();
    else
        m_pollTimer->start(int(m_pollMs));
}

void AutomationClient::takeJob(const Job &job)
{
    const bool changed = job.status != m_job.status;
    m_job = job;
    if (changed)
        emit statusChanged(m_job.status);
}

void AutomationClient::fetchOutput()
{
    m_pollTimer->stop();
    m_call = call("GET", m_request.outputUrl(), {}, "text/plain");
    connect(m_call, &AzureCall::finished, this, &AutomationClient::onOutput);
    m_call->start();
}

void AutomationClient::onOutput()
{
    AzureCall *c = m_call;
    m_call = nullptr;
    c->deleteLater();
    if (m_finished)
        return;
    Outcome outcome;
    outcome.job = m_job;
    // The job has ended either way; unreadable output does not undo that.
    if (!c->result()) {
        outcome.outputProblem = c->result().error().message;
    } else if (c->result()->status < 200 || c->result()->status >= 300) {
        outcome.outputProblem = AzureErrors::fromBody(c->result()->body, c->result()->status,
                                                      wording(), accountOf(m_request.url))
                                    .message;
    } else {
        outcome.output = QString::fromUtf8(c->result()->body);
    }
    finish(std::move(outcome));
}

void AutomationClient::stop()
{
    if (m_finished)
        return;
    if (!m_created) {
        // The PUT is still on its way: stop the job as soon as it exists.
        m_stopRequested = true;
        return;
    }
    if (m_stopCall || isTerminal(m_job.status))
        return;
    m_stopCall = call("POST", m_request.stopUrl(), {}, {});
    connect(m_stopCall, &AzureCall::finished, this, [this] {
        AzureCall *c = m_stopCall;
        c->deleteLater();
        if (m_finished)
            return;
        const int status = c->result() ? c->result()->status : 0;
        if (!c->result() || status < 200 || status >= 300) {
            SourceError e = c->result() ? AzureErrors::fromBody(c->result()->body, status,
                                                                wording(), accountOf(m_request.url))
                                        : c->result().error();
            e.message = tr("Azure did not stop the job, which may still run: %1").arg(e.message);
            finish(std::unexpected(e));
            return;
        }
        // Look again now rather than at the next tick.
        if (m_pollTimer->isActive()) {
            m_pollTimer->stop();
            poll();
        }
    });
    m_stopCall->start();
}

void AutomationClient::abandon()
{
    if (m_finished)
        return;
    m_pollTimer->stop();
    for (AzureCall *c : {m_call.data(), m_stopCall.data()})
        if (c) {
            c->disconnect(this);
            c->cancel();
            c->deleteLater();
        }
    finish(std::unexpected(SourceError::make(
        SourceError::Kind::Canceled,
        m_created ? tr("Stopped waiting for the job; it may still run in Azure.")
                  : tr("Canceled before Azure answered; the job may still have started."))));
}

void AutomationClient::finish(Result r)
{
    if (m_finished)
        return;
    m_finished = true;
    m_pollTimer->stop();
    m_result = std::move(r);
    emit finished();
}
