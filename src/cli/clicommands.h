#pragma once

#include <QStringList>
#include <QTextStream>

#include "alertrule.h"
#include "sourceconfig.h"

#include <expected>
#include <memory>
#include <QJsonArray>
#include <vector>

class QCoreApplication;

// The `fleetscope-cli` commands, callable without a process boundary so tests
// can drive them. Each returns the process exit code: 0 success, 1 the work
// failed, 2 the command line was wrong. Output goes to `out` only when the
// whole result is complete; one-line reasons go to `err`.
namespace CliCommands {
int run(const QStringList &args, QTextStream &out, QTextStream &err);
int query(const QStringList &args, QTextStream &out, QTextStream &err);
int alerts(const QStringList &args, QTextStream &out, QTextStream &err);
int capture(const QStringList &args, QTextStream &out, QTextStream &err);
int cost(const QStringList &args, QTextStream &out, QTextStream &err);
// `export` is a C++ keyword.
int exportSnapshot(const QStringList &args, QTextStream &out, QTextStream &err);
// Needs the QGuiApplication that createApplication() makes for it.
int report(const QStringList &args, QTextStream &out, QTextStream &err);
int importGrafana(const QStringList &args, QTextStream &out, QTextStream &err);
int doctor(const QStringList &args, QTextStream &out, QTextStream &err);
int explain(const QStringList &args, QTextStream &out, QTextStream &err);
// The application object for a command line: a QGuiApplication on the
// offscreen platform for `report`, which paints, else a QCoreApplication.
std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv);
// The FleetScope version this command line was built as; snapshots record it.
QString version();
// Shared by the commands: the sources file, or a one-line reason.
std::expected<SourceList, QString> loadSources(const QString &path);
// Alert instances as `alerts` prints them, for `export --format json` too.
QJsonArray alertsJson(const std::vector<AlertInstance> &alerts);
QString alertsCsv(const std::vector<AlertInstance> &alerts);
} // namespace CliCommands
