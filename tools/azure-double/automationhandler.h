#pragma once

#include "httpresponse.h"

#include <QHash>
#include <QJsonObject>
#include <QString>

class Catalog;
struct HttpRequest;

// Azure Automation runbook jobs under .../automationAccounts/{acct}/jobs/{job}:
// PUT starts a job (201, status New), every GET of it moves it one step
// along New -> Activating -> Running -> Completed (Failed for runbooks named
// fail-*; Stopped after POST .../stop), GET .../output is its text output.
class AutomationHandler final
{
  public:
    explicit AutomationHandler(const Catalog &catalog) : m_catalog(catalog) {}

    // action: empty for the job itself, "output" or "stop".
    HttpResponse job(const HttpRequest &request, const QString &accountId, const QString &jobName,
                     const QString &action);

  private:
    struct Job
    {
        QString accountId;
        QString name;
        QString jobId;
        QString runbook;
        QString runOn;
        QJsonObject parameters;
        qint64 createdSecs = 0;
        qint64 startedSecs = 0;
        qint64 endedSecs = 0;
        qint64 lastChangeSecs = 0;
        int polls = 0;
        bool stopRequested = false;
        QString status = QStringLiteral("New");
    };

    HttpResponse create(const HttpRequest &request, const QString &accountId,
                        const QString &jobName);
    void advance(Job *job) const;
    static QJsonObject toJson(const Job &job);
    static QByteArray output(const Job &job);

    const Catalog &m_catalog;
    QHash<QString, Job> m_jobs; // key: lower-case account id + "/" + job name
};
