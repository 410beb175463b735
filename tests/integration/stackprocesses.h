#pragma once

#include <QByteArray>
#include <QNetworkAccessManager>
#include <QSslCertificate>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

class QIODevice;
class QProcess;

// The child processes of an integration-test stack and their logs: tools run
// to completion and servers started and polled on loopback until they answer,
// each logging to <dir>/<name>.log. Children die with the test process, so a
// crashed test leaves no server holding a port.
class StackProcesses final
{
  public:
    static constexpr int kStartTimeoutMs = 60 * 1000;
    static constexpr int kPollIntervalMs = 200;

    struct HttpResult
    {
        int status = 0;
        QByteArray body;
        QString error;
    };

    explicit StackProcesses(QString dir);
    StackProcesses(const StackProcesses &) = delete;
    StackProcesses &operator=(const StackProcesses &) = delete;

    // The program's path, or empty with an error naming the Debian package.
    QString resolve(const QString &program, const QString &package, QString *error) const;
    QString logPath(const QString &logName) const;
    QString logTail(const QString &logName) const;

    bool runToCompletion(const QString &program, const QStringList &arguments,
                         const QString &logName, int timeoutMs, QString *error);
    std::unique_ptr<QProcess> startServer(const QString &program, const QStringList &arguments,
                                          const QString &logName, QString *error);
    // Polls base + readyPath until it answers 200; *portTaken tells the
    // caller that retrying on another port may help.
    bool waitUntilServing(QProcess *process, const QUrl &base, const QString &readyPath,
                          const QString &logName, bool *portTaken, QString *error);
    HttpResult http(const QByteArray &verb, const QUrl &url, QIODevice *body, int timeoutMs);
    // https servers started by the test: http() trusts this CA (PEM file).
    bool trustCa(const QString &pemFile, QString *error);

    static quint16 freeLoopbackPort();
    static void stopProcess(std::unique_ptr<QProcess> &process);
    static void prepareChild(QProcess &process);
    // Runs the event loop for ms milliseconds.
    static void pause(int ms);

  private:
    QString m_dir;
    QNetworkAccessManager m_network;
    QList<QSslCertificate> m_extraCas;
};
