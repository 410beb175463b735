#include "secretstore.h"

#include "sourcestr.h"
#include <QCoreApplication>
#include <QHash>
#include <QMetaObject>
#include <QPointer>
#include <qt6keychain/keychain.h>

namespace {
const QString kService = QStringLiteral("FleetScope data sources");

// Secrets that found no keychain: this process's memory, nothing else.
QHash<QString, QString> &sessionSecrets()
{
    static QHash<QString, QString> secrets;
    return secrets;
}

// Errors that mean no keychain service could be reached, as opposed to one
// that answered and refused. Without a Secret Service on the session bus the
// libsecret backend reports OtherError.
bool noKeychainService(QKeychain::Error error)
{
    return error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented ||
           error == QKeychain::OtherError;
}
} // namespace

namespace SecretStore {

void read(const QString &source, QObject *context, Done done)
{
    if (const auto it = sessionSecrets().constFind(source); it != sessionSecrets().cend()) {
        const QString secret = *it;
        QMetaObject::invokeMethod(
            context, [done, secret] { done(secret); }, Qt::QueuedConnection);
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(kService);
    job->setAutoDelete(true);
    job->setKey(source);
    QPointer<QObject> guard(context);
    QObject::connect(
        job, &QKeychain::Job::finished, context, [job, source, guard, done](QKeychain::Job *) {
            if (!guard)
                return;
            if (job->error() == QKeychain::NoError) {
                done(job->textData());
                return;
            }
            const QString why =
                job->error() == QKeychain::EntryNotFound
                    ? SourcesTr::tr("the OS keychain holds no secret for the source \"%1\"")
                          .arg(source)
                    : SourcesTr::tr("the OS keychain could not be read (%1)")
                          .arg(job->errorString());
            done(std::unexpected(SourceError::make(SourceError::Kind::Config, why)));
        });
    job->start();
}

void write(const QString &source, const QString &secret, QObject *context,
           std::function<void(std::expected<Written, SourceError>)> done)
{
    auto *job = new QKeychain::WritePasswordJob(kService);
    job->setAutoDelete(true);
    job->setKey(source);
    job->setTextData(secret);
    QObject::connect(
        job, &QKeychain::Job::finished, context, [job, source, secret, done](QKeychain::Job *) {
            if (job->error() == QKeychain::NoError) {
                sessionSecrets().remove(source);
                done(Written{});
                return;
            }
            if (noKeychainService(job->error())) {
                sessionSecrets().insert(source, secret);
                done(Written{
                    Kept::InMemoryOnly,
                    SourcesTr::tr("No OS keychain is available (%1), so the secret of \"%2\" is "
                                  "kept in memory only until FleetScope quits; it is never "
                                  "written to disk.")
                        .arg(job->errorString(), source)});
                return;
            }
            done(std::unexpected(
                SourceError::make(SourceError::Kind::Config,
                                  SourcesTr::tr("The OS keychain refused to store the secret (%1).")
                                      .arg(job->errorString()))));
        });
    job->start();
}

void remove(const QString &source, QObject *context,
            std::function<void(std::optional<SourceError>)> done)
{
    sessionSecrets().remove(source);
    auto *job = new QKeychain::DeletePasswordJob(kService);
    job->setAutoDelete(true);
    job->setKey(source);
    QObject::connect(job, &QKeychain::Job::finished, context, [job, done](QKeychain::Job *) {
        if (job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound)
            done(std::nullopt);
        else
            done(
                SourceError::make(SourceError::Kind::Config,
                                  SourcesTr::tr("The OS keychain could not remove the secret (%1).")
                                      .arg(job->errorString())));
    });
    job->start();
}

} // namespace SecretStore
