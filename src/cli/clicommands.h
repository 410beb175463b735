#pragma once

#include <QStringList>
#include <QTextStream>

#include "alertrule.h"
#include "sourceconfig.h"

#include <expected>
#include <functional>
#include <memory>
#include <QJsonArray>
#include <vector>

class QCoreApplication;
class TextSink;

// The `fleetscope-cli` commands, callable without a process boundary so tests
// can drive them. Each returns the process exit code: 0 success, 1 the work
// failed, 2 the command line was wrong. Output goes to `out` only once the
// result is known to be complete (then written as it is formatted, see
// writeStreamed); one-line reasons go to `err`.
namespace CliCommands {
int run(const QStringList &args, QTextStream &out, QTextStream &err);
int query(const QStringList &args, QTextStream &out, QTextStream &err);
int alerts(const QStringList &args, QTextStream &out, QTextStream &err);
int capture(const QStringList &args, QTextStream &out, QTextStream &err);
int cost(const QStringList &args, QTextStream &out, QTextStream &err);
int budgets(const QStringList &args, QTextStream &out, QTextStream &err);
// `export` is a C++ keyword.
int exportSnapshot(const QStringList &args, QTextStream &out, QTextStream &err);
// Needs the QGuiApplication that createApplication() makes for it.
int report(const QStringList &args, QTextStream &out, QTextStream &err);
int importGrafana(const QStringList &args, QTextStream &out, QTextStream &err);
int doctor(const QStringList &args, QTextStream &out, QTextStream &err);
int explain(const QStringList &args, QTextStream &out, QTextStream &err);
int backtest(const QStringList &args, QTextStream &out, QTextStream &err);
int timeline(const QStringList &args, QTextStream &out, QTextStream &err);
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
// Rules fitted to what `source` exports, as the app fits them.
void fitRulesToSource(const SourceList &sources, const QString &source,
                      std::vector<AlertRule> &rules);
// Each rule evaluated over [fromMs, toMs] on `source` by the alert
// evaluator, as `alerts` and `backtest` print it: the instances that touch
// the range, or why the rule's query failed.
struct RuleEvaluation
{
    std::vector<AlertInstance> instances;
    QString error;
};
std::vector<RuleEvaluation> evaluateRules(const SourceList &sources, const QString &source,
                                          const std::vector<AlertRule> &rules, qint64 fromMs,
                                          qint64 toMs);
// Writes what `write` formats to `out` as it goes: in 1 MiB pieces straight
// to the stream's device (stdout) when it has one, else through the stream.
// Memory stays one buffer whatever the output's size. False, with a reason
// on `err` after `command`'s name, when the output could not be written.
bool writeStreamed(QTextStream &out, QTextStream &err, const QString &command,
                   const std::function<void(TextSink &)> &write);
} // namespace CliCommands
