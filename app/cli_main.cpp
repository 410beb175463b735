// fleetscope-cli: headless queries for scripts. The commands live in
// src/cli so tests can run them in-process.
#include "clicommands.h"
#include "processmemory.h"
#include "translations.h"

#include <cstdio>
#include <QCoreApplication>

int main(int argc, char **argv)
{
    ProcessMemory::returnFreedMemory();
    // `report` paints, so it gets a QGuiApplication on the offscreen platform.
    const std::unique_ptr<QCoreApplication> app = CliCommands::createApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fleetscope-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("FleetScope"));
    QCoreApplication::setApplicationVersion(CliCommands::version());
    // Messages in the user's language; output formats stay as documented.
    Translations::install(QString(), false);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int rc = CliCommands::run(QCoreApplication::arguments(), out, err);
    out.flush();
    err.flush();
    return rc;
}
