#include "stackprocesses.h"

#include <QSslConfiguration>

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTimer>

#include <algorithm>
#include <utility>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif

using namespace Qt::StringLiterals;

namespace {

constexpr int kLogTailLines = 20;

} // namespace

StackProcesses::StackProcesses(QString dir) : m_dir(std::move(dir))
{
    // Test traffic stays on loopback even when the environment names a proxy.
    m_network.setProxy(QNetworkProxy::NoProxy);
}

QString StackProcesses::resolve(const QString &program, const QString &package,
                                QString *error) const
{
    const QString path = program.contains(u'/') ? program : QStandardPaths::findExecutable(program);
    if (path.isEmpty() || !QFileInfo(path).isExecutable()) {
        *error = u"%1 not found: install the Debian package '%2' (apt-get install %2)"_s.arg(
            program, package);
        return {};
    }
    return path;
}

QString StackProcesses::logPath(const QString &logName) const
{
    return QDir(m_dir).filePath(logName + u".log"_s);
}

QString StackProcesses::logTail(const QString &logName) const
{
    QFile file(logPath(logName));
    if (!file.open(QIODevice::ReadOnly))
        return u"(no log)"_s;
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    const qsizetype first = std::max<qsizetype>(0, lines.size() - kLogTailLines);
    QStringList tail;
    for (qsizetype i = first; i < lines.size(); ++i)
        tail << QString::fromUtf8(lines[i]);
    return u"--- last lines of %1 ---\n%2"_s.arg(logPath(logName), tail.join(u'\n'));
}

quint16 StackProcesses::freeLoopbackPort()
{
    // The port is free when we close it; a server that loses the race to
    // another process fails to bind, and the caller retries with a new port.
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

void StackProcesses::stopProcess(std::unique_ptr<QProcess> &process)
{
    if (!process)
        return;
    if (process->state() != QProcess::NotRunning) {
        process->terminate();
        if (!process->waitForFinished(10000)) {
            process->kill();
            process->waitForFinished(5000);
        }
    }
    process.reset();
}

bool StackProcesses::runToCompletion(const QString &program, const QStringList &arguments,
                                     const QString &logName, int timeoutMs, QString *error)
{
    QProcess process;
    prepareChild(process);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setStandardOutputFile(logPath(logName));
    process.start(program, arguments);
    if (!process.waitForStarted()) {
        *error = u"cannot start %1: %2"_s.arg(program, process.errorString());
        return false;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        *error = u"%1 did not finish within %2 s\n%3"_s.arg(program)
                     .arg(timeoutMs / 1000)
                     .arg(logTail(logName));
        return false;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = u"%1 %2 failed with exit code %3\n%4"_s.arg(program, arguments.join(u' '))
                     .arg(process.exitCode())
                     .arg(logTail(logName));
        return false;
    }
    return true;
}

std::unique_ptr<QProcess> StackProcesses::startServer(const QString &program,
                                                      const QStringList &arguments,
                                                      const QString &logName, QString *error)
{
    auto process = std::make_unique<QProcess>();
    prepareChild(*process);
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->setStandardOutputFile(logPath(logName));
    process->start(program, arguments);
    if (!process->waitForStarted()) {
        *error = u"cannot start %1: %2"_s.arg(program, process->errorString());
        return nullptr;
    }
    return process;
}

bool StackProcesses::waitUntilServing(QProcess *process, const QUrl &base, const QString &readyPath,
                                      const QString &logName, bool *portTaken, QString *error)
{
    QElapsedTimer timer;
    timer.start();
    QUrl url = base;
    url.setPath(readyPath);
    while (timer.elapsed() < kStartTimeoutMs) {
        if (process->state() == QProcess::NotRunning) {
            const QString tail = logTail(logName);
            *portTaken = tail.contains(u"address already in use"_s);
            *error = u"%1 exited with code %2 while starting\n%3"_s.arg(process->program())
                         .arg(process->exitCode())
                         .arg(tail);
            return false;
        }
        if (http("GET", url, nullptr, 2000).status == 200)
            return true;
        pause(kPollIntervalMs);
    }
    *error = u"%1 did not answer %2 within %3 s\n%4"_s.arg(process->program(), readyPath)
                 .arg(kStartTimeoutMs / 1000)
                 .arg(logTail(logName));
    return false;
}

bool StackProcesses::trustCa(const QString &pemFile, QString *error)
{
    QFile file(pemFile);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"cannot read %1: %2"_s.arg(pemFile, file.errorString());
        return false;
    }
    m_extraCas = QSslCertificate::fromData(file.readAll(), QSsl::Pem);
    if (m_extraCas.isEmpty()) {
        *error = u"%1 holds no PEM certificate"_s.arg(pemFile);
        return false;
    }
    return true;
}

StackProcesses::HttpResult StackProcesses::http(const QByteArray &verb, const QUrl &url,
                                                QIODevice *body, int timeoutMs)
{
    QNetworkRequest request(url);
    if (!m_extraCas.isEmpty()) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates(ssl.caCertificates() + m_extraCas);
        request.setSslConfiguration(ssl);
    }
    if (body)
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("text/plain"));
    QNetworkReply *reply = m_network.sendCustomRequest(request, verb, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, reply, &QNetworkReply::abort);
    loop.exec();
    HttpResult result;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    if (reply->error() != QNetworkReply::NoError)
        result.error = reply->errorString();
    delete reply;
    return result;
}

void StackProcesses::pause(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

void StackProcesses::prepareChild(QProcess &process)
{
#ifdef Q_OS_LINUX
    // If the test process dies without running destructors (a crash, a
    // watchdog kill), its servers must not outlive it and hold ports.
    process.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#else
    Q_UNUSED(process);
#endif
}
