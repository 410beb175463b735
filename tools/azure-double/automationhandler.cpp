#include "automationhandler.h"

#include "azureerrors.h"
#include "catalog.h"
#include "httprequest.h"
#include "isotime.h"

#include <QDateTime>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

const QStringList kVersions = {u"2017-05-15-preview"_s, u"2019-06-01"_s, u"2022-08-08"_s,
                               u"2023-05-15-preview"_s, u"2023-11-01"_s, u"2024-10-23"_s};

HttpResponse plainError(int status, const QString &code, const QString &message)
{
    return HttpResponse::json(status, AzureErrors::plain(code, message));
}

QJsonValue instantOrNull(qint64 secs)
{
    return secs > 0 ? QJsonValue(IsoTime::formatInstant(secs)) : QJsonValue(QJsonValue::Null);
}

} // namespace

HttpResponse AutomationHandler::job(const HttpRequest &request, const QString &accountId,
                                    const QString &jobName, const QString &action)
{
    if (const auto error = AzureErrors::checkApiVersion(request, kVersions))
        return HttpResponse::json(400, *error);
    const ResourceDefinition *account = nullptr;
    if (m_catalog.lookup(accountId, &account) != ArmLookupStatus::Found ||
        !account->type.endsWith(u"automationAccounts"_s)) {
        return HttpResponse::json(
            404,
            AzureErrors::arm(u"ResourceNotFound"_s,
                             u"The Resource 'Microsoft.Automation/automationAccounts/%1' under "
                             "resource group '%2' was not found. For more details please go to "
                             "https://aka.ms/ARMResourceNotFoundFix"_s.arg(
                                 accountId.section(u'/', -1), accountId.section(u'/', 4, 4))));
    }
    const QString key = account->id.toLower() + u'/' + jobName;
    if (action.isEmpty() && request.method == "PUT")
        return create(request, account->id, jobName);

    const auto it = m_jobs.find(key);
    if (it == m_jobs.end())
        return plainError(404, u"NotFound"_s, u"The job '%1' was not found."_s.arg(jobName));
    if (action == u"stop"_s) {
        if (request.method != "POST")
            return plainError(405, u"MethodNotAllowed"_s, u"Use POST to stop a job."_s);
        it->stopRequested = true;
        return HttpResponse::empty(200);
    }
    if (request.method != "GET") {
        return plainError(405, u"MethodNotAllowed"_s,
                          u"The requested resource does not support http method '%1'."_s.arg(
                              QString::fromLatin1(request.method)));
    }
    if (action == u"output"_s)
        return HttpResponse::text(200, output(*it));
    advance(&*it);
    return HttpResponse::json(200, toJson(*it));
}

HttpResponse AutomationHandler::create(const HttpRequest &request, const QString &accountId,
                                       const QString &jobName)
{
    const QString key = accountId.toLower() + u'/' + jobName;
    if (m_jobs.contains(key)) {
        return plainError(409, u"Conflict"_s,
                          u"A job with the name '%1' already exists."_s.arg(jobName));
    }
    QJsonParseError parseError;
    const QJsonDocument body = QJsonDocument::fromJson(request.body, &parseError);
    const QJsonObject properties = body.object()[u"properties"_s].toObject();
    const QString runbook = properties[u"runbook"_s][u"name"_s].toString();
    if (parseError.error != QJsonParseError::NoError || runbook.isEmpty()) {
        return plainError(400, u"BadRequest"_s,
                          u"The request body must name a runbook in properties.runbook.name."_s);
    }
    if (!m_catalog.knowsRunbook(runbook)) {
        return plainError(404, u"NotFound"_s,
                          u"The runbook '%1' was not found in automation account '%2'."_s.arg(
                              runbook, accountId.section(u'/', -1)));
    }
    const QJsonObject parameters = properties[u"parameters"_s].toObject();
    for (auto it = parameters.begin(); it != parameters.end(); ++it) {
        // Job parameters travel as strings; a runbook parses them itself.
        if (!it.value().isString()) {
            return plainError(400, u"BadRequest"_s,
                              u"The value of parameter '%1' must be a string."_s.arg(it.key()));
        }
    }
    Job job;
    job.accountId = accountId;
    job.name = jobName;
    job.jobId = AzureErrors::newGuid();
    job.runbook = runbook;
    job.runOn = properties[u"runOn"_s].toString();
    job.parameters = parameters;
    job.createdSecs = QDateTime::currentSecsSinceEpoch();
    job.lastChangeSecs = job.createdSecs;
    m_jobs.insert(key, job);
    return HttpResponse::json(201, toJson(job));
}

void AutomationHandler::advance(Job *job) const
{
    static const QStringList steps = {u"New"_s, u"Activating"_s, u"Running"_s};
    const QString before = job->status;
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    ++job->polls;
    if (job->status == u"Completed"_s || job->status == u"Failed"_s || job->status == u"Stopped"_s)
        return;
    if (job->stopRequested) {
        job->status = u"Stopped"_s;
    } else if (job->polls < steps.size()) {
        job->status = steps[job->polls];
    } else {
        job->status = job->runbook.startsWith(u"fail-"_s) ? u"Failed"_s : u"Completed"_s;
    }
    if (job->status == u"Running"_s)
        job->startedSecs = now;
    if (job->status == u"Completed"_s || job->status == u"Failed"_s || job->status == u"Stopped"_s)
        job->endedSecs = now;
    if (job->status != before)
        job->lastChangeSecs = now;
}

QJsonObject AutomationHandler::toJson(const Job &job)
{
    const bool failed = job.status == u"Failed"_s;
    const bool finished = job.endedSecs > 0;
    return QJsonObject{
        {u"id"_s, job.accountId + u"/jobs/"_s + job.name},
        {u"name"_s, job.name},
        {u"type"_s, u"Microsoft.Automation/AutomationAccounts/Jobs"_s},
        {u"properties"_s,
         QJsonObject{
             {u"runbook"_s, QJsonObject{{u"name"_s, job.runbook}}},
             {u"startedBy"_s, QJsonValue::Null},
             {u"runOn"_s, job.runOn},
             {u"jobId"_s, job.jobId},
             {u"creationTime"_s, IsoTime::formatInstant(job.createdSecs)},
             {u"status"_s, job.status},
             {u"statusDetails"_s, u"None"_s},
             {u"startTime"_s, instantOrNull(job.startedSecs)},
             {u"endTime"_s, instantOrNull(job.endedSecs)},
             {u"exception"_s,
              failed ? QJsonValue(u"The runbook '%1' failed: simulated failure."_s.arg(job.runbook))
                     : QJsonValue(QJsonValue::Null)},
             {u"lastModifiedTime"_s, IsoTime::formatInstant(job.lastChangeSecs)},
             {u"lastStatusModifiedTime"_s, IsoTime::formatInstant(job.lastChangeSecs)},
             {u"parameters"_s, job.parameters},
             {u"provisioningState"_s,
              !finished ? u"Processing"_s : (failed ? u"Failed"_s : u"Succeeded"_s)},
         }},
    };
}

QByteArray AutomationHandler::output(const Job &job)
{
    if (job.status == u"New"_s || job.status == u"Activating"_s)
        return {};
    QStringList parameters;
    for (auto it = job.parameters.begin(); it != job.parameters.end(); ++it)
        parameters << it.key() + u'=' + it.value().toString();
    QStringList lines = {
        u"Runbook '%1' started (job %2)."_s.arg(job.runbook, job.jobId),
        u"Parameters: %1"_s.arg(parameters.isEmpty() ? u"(none)"_s : parameters.join(u", "_s)),
        u"Applying change..."_s,
    };
    if (job.status == u"Completed"_s)
        lines << u"Done: %1 completed successfully."_s.arg(job.runbook);
    else if (job.status == u"Failed"_s)
        lines << u"Error: the runbook '%1' failed: simulated failure."_s.arg(job.runbook);
    else if (job.status == u"Stopped"_s)
        lines << u"Stopped on request."_s;
    return (lines.join(u'\n') + u'\n').toUtf8();
}
