// fleetscope: the desktop app. Everything but argument handling lives in the
// libraries under src/.
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("fleetscope"));
    QApplication::setApplicationDisplayName(QStringLiteral("FleetScope"));
    QApplication::setOrganizationName(QStringLiteral("FleetScope"));
    QApplication::setApplicationVersion(QStringLiteral(FLEETSCOPE_VERSION));

    QCommandLineParser p;
    p.setApplicationDescription(
        QApplication::translate("main", "Desktop dashboard for GPU fleet observability."));
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption sources(QStringLiteral("sources"),
                                     QApplication::translate("main", "Data sources file."),
                                     QApplication::translate("main", "FILE"));
    const QCommandLineOption dashboard(
        QStringLiteral("dashboard"),
        QApplication::translate("main", "Dashboard file or builtin:NAME."),
        QApplication::translate("main", "REF"));
    p.addOptions({sources, dashboard});
    p.addPositionalArgument(QStringLiteral("snapshot"),
                            QApplication::translate("main", "A .fsnap file to replay."),
                            QStringLiteral("[incident.fsnap]"));
    p.process(app);

    MainWindow w;
    if (!p.positionalArguments().isEmpty()) {
        w.restoreLastSession();
        // Replay needs no network: a snapshot opens even without sources.
        if (!w.openSnapshot(p.positionalArguments().constFirst(), false))
            return 2;
    } else if (!p.isSet(sources) && !p.isSet(dashboard)) {
        w.restoreLastSession();
    } else {
        if (p.isSet(sources) && !w.openSources(p.value(sources), false))
            return 2;
        if (!w.openDashboard(p.isSet(dashboard) ? p.value(dashboard)
                                                : QStringLiteral("builtin:gpu-inference"),
                             false))
            return 2;
    }
    w.show();
    return app.exec();
}
