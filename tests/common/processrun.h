#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>

// Runs a program of the project (the CLI, fleet-sim) to completion and keeps
// what it printed, for tests that check a command's whole contract.
struct ProcessRun
{
    int exitCode = -1; // -1: crashed or timed out
    QByteArray out;
    QByteArray err;
};

inline ProcessRun runProcess(const QString &program, const QStringList &arguments,
                             int timeoutMs = 120'000)
{
    QProcess process;
    process.start(program, arguments);
    ProcessRun run;
    if (!process.waitForFinished(timeoutMs)) {
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
