#pragma once

#include <QStringList>
#include <QTextStream>

// The `fleetscope-cli` commands, callable without a process boundary so tests
// can drive them. Each returns the process exit code: 0 success, 1 the work
// failed, 2 the command line was wrong. Output goes to `out` only when the
// whole result is complete; one-line reasons go to `err`.
namespace CliCommands {
int run(const QStringList &args, QTextStream &out, QTextStream &err);
int query(const QStringList &args, QTextStream &out, QTextStream &err);
} // namespace CliCommands
