// fleet-sim: a simulated GPU inference fleet for FleetScope's demo and
// integration tests. See --help.

#include "backfillwriter.h"
#include "faultschedule.h"
#include "fleetmodel.h"
#include "metricsserver.h"
#include "simcommandline.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

int failWith(const QString &message, int status)
{
    std::fprintf(stderr, "fleet-sim: %s\n", qPrintable(message));
    return status;
}

bool writeSchedule(const FleetModel &model, const QString &path, QString *error)
{
    const QByteArray json = FaultSchedule::toJson(model);
    if (path == u"-"_s) {
        std::fwrite(json.constData(), 1, size_t(json.size()), stdout);
        std::fflush(stdout);
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        *error = u"cannot write %1: %2"_s.arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"fleet-sim"_s);

    SimCommandLine commandLine;
    switch (commandLine.parse(QCoreApplication::arguments())) {
    case SimCommandLine::Result::Help:
        std::fputs(qPrintable(commandLine.helpText()), stdout);
        return 0;
    case SimCommandLine::Result::Error:
        return failWith(commandLine.errorText(), 2);
    case SimCommandLine::Result::Ok:
        break;
    }

    const SimOptions &options = commandLine.options();
    const FleetModel model(options.nodes, options.gpusPerNode, options.seed, options.incidentAtSecs,
                           options.dialect, options.originSecs);
    if (!options.faultSchedulePath.isEmpty()) {
        QString error;
        if (!writeSchedule(model, options.faultSchedulePath, &error))
            return failWith(error, 1);
    }

    if (options.mode == SimMode::Backfill) {
        QString error;
        BackfillWriter writer(model, options);
        return writer.write(&error) ? 0 : failWith(error, 1);
    }

    MetricsServer server(model, options.originSecs);
    server.warmUp();
    QString error;
    if (!server.listen(options.listenAddress, options.listenPort, &error)) {
        return failWith(u"cannot listen on %1:%2: %3"_s.arg(options.listenAddress.toString())
                            .arg(options.listenPort)
                            .arg(error),
                        1);
    }
    // A parent process reads this line to learn the port; flush so that it
    // does not sit in a pipe buffer.
    std::printf("listening on %s:%u\n", qPrintable(options.listenAddress.toString()),
                unsigned(server.port()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}
