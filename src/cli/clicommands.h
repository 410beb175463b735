#pragma once

#include <QStringList>
#include <QTextStream>

#include "sourceconfig.h"

#include <expected>

// The `fleetscope-cli` commands, callable without a process boundary so tests
// can drive them. Each returns the process exit code: 0 success, 1 the work
// failed, 2 the command line was wrong. Output goes to `out` only when the
// whole result is complete; one-line reasons go to `err`.
namespace CliCommands {
int run(const QStringList &args, QTextStream &out, QTextStream &err);
int query(const QStringList &args, QTextStream &out, QTextStream &err);
int alerts(const QStringList &args, QTextStream &out, QTextStream &err);
// Shared by the commands: the sources file, or a one-line reason.
std::expected<SourceList, QString> loadSources(const QString &path);
} // namespace CliCommands
