#pragma once

#include <QByteArray>
#include <QEventLoop>
#include <QProcess>
#include <QStringList>
#include <QTimer>

// Runs a program of the project (the CLI, fleet-sim) to completion and keeps
// what it printed, for tests that check a command's whole contract.
struct ProcessRun
{
    int exitCode = -1; // -1: crashed or timed out
    QByteArray out;
    QByteArray err;
};

// With `turnEventLoop` the caller's event loop runs while the program does,
// for tests whose servers live in the test process (a proxy, a fake server).
inline ProcessRun runProcess(const QString &program, const QStringList &arguments,
                             int timeoutMs = 120'000, bool turnEventLoop = false)
{
    QProcess process;
    QEventLoop loop;
    QObject::connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&process, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    process.start(program, arguments);
    ProcessRun run;
    const bool finished = turnEventLoop ? (loop.exec(), process.state() == QProcess::NotRunning)
                                        : process.waitForFinished(timeoutMs);
    if (process.error() == QProcess::FailedToStart) {
        run.err = "failed to start: " + process.errorString().toUtf8();
        return run;
    }
    if (!finished) {
        process.kill();
        process.waitForFinished();
        run.err = "timed out";
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}
