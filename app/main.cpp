// fleetscope: the desktop app. Everything but argument handling lives in the
// libraries under src/.
#include "baselinefeed.h"
#include "framestats.h"
#include "lanestack.h"
#include "liveworkspace.h"
#include "mainwindow.h"
#include "preferences.h"
#include "processmemory.h"
#include "scriptedpan.h"
#include "theme.h"
#include "timeparse.h"
#include "translations.h"

#include <cstdio>
#include <memory>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QSettings>
#include <QTimer>

namespace {
// --frame-stats FILE [--script pan:SECONDS|live:SECONDS]: measures lane
// frames on the real widget tree (bench/run uses it under Xvfb). Once every
// lane shows data the script runs (a scripted pan, or that long of live
// refreshes), the statistics are written and the app quits. Without a
// script they are written when the app closes.
bool setUpFrameStats(MainWindow &w, const QString &path, const QString &script,
                     const QElapsedTimer &startedAt)
{
    const QString kind = script.section(QLatin1Char(':'), 0, 0);
    bool ok = false;
    const double seconds = script.section(QLatin1Char(':'), 1).toDouble(&ok);
    if (!script.isEmpty() &&
        (!ok || seconds <= 0 || (kind != QLatin1String("pan") && kind != QLatin1String("live")))) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate(
                                    "main", "--script wants pan:SECONDS or live:SECONDS, not '%1'")
                                    .arg(script)));
        return false;
    }
    auto *stats = new FrameStats(w.lanes(), startedAt, &w);
    const auto finish = [stats, path](int code) {
        QString error;
        if (!stats->write(path, &error)) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(
                    QApplication::translate("main", "Cannot write %1: %2").arg(path, error)));
            code = 1;
        }
        QApplication::exit(code);
    };
    if (script.isEmpty()) {
        QObject::connect(qApp, &QApplication::aboutToQuit, stats, [stats, path] {
            QString error;
            if (!stats->write(path, &error))
                std::fprintf(stderr, "%s\n", qPrintable(error));
        });
        return true;
    }
    const auto ms = int(seconds * 1000);
    // Lanes that never show data are a failed run, not a hang.
    auto *giveUp = new QTimer(stats);
    giveUp->setSingleShot(true);
    QObject::connect(giveUp, &QTimer::timeout, stats, [finish] {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate(
                         "main", "--script: not every lane showed data within 180 s")));
        finish(1);
    });
    giveUp->start(180'000);
    QObject::connect(
        stats, &FrameStats::allLanesShowData, stats, [&w, stats, giveUp, kind, ms, finish] {
            giveUp->stop();
            if (kind == QLatin1String("pan")) {
                auto *pan = new ScriptedPan(w.workspace()->cursor(), stats, ms, stats);
                QObject::connect(pan, &ScriptedPan::finished, stats, [finish] { finish(0); });
                pan->start();
            } else {
                stats->beginMeasuring();
                QTimer::singleShot(ms, stats, [finish] { finish(0); });
            }
        });
    return true;
}

// --help and --version print and quit, so they need no display: answering
// them with a QCoreApplication keeps them working over SSH and in packaging
// checks, where QApplication would abort without a platform plugin.
bool onlyPrintsInfo(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    return false;
}

QIcon appIcon()
{
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/fleetscope-%1.png").arg(size), QSize(size, size));
    return icon;
}
} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer startedAt;
    startedAt.start();
    ProcessMemory::returnFreedMemory();
    const bool infoOnly = onlyPrintsInfo(argc, argv);
    const std::unique_ptr<QCoreApplication> app(infoOnly ? new QCoreApplication(argc, argv)
                                                         : new QApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("fleetscope"));
    QCoreApplication::setOrganizationName(QStringLiteral("FleetScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FLEETSCOPE_VERSION));
    // Language and look before the first widget: Settings chose them.
    Preferences::keepPrivate(QSettings());
    const Preferences prefs = Preferences::load(QSettings());
    Translations::install(prefs.language);
    if (!infoOnly) {
        QApplication::setApplicationDisplayName(QStringLiteral("FleetScope"));
        // The .desktop file's name, so Wayland compositors match the window to it.
        QApplication::setDesktopFileName(QStringLiteral("io.github.fleetscope.FleetScope"));
        QApplication::setWindowIcon(appIcon());
        Theme::captureSystem();
        Theme::apply(prefs.theme);
    }

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
    const QCommandLineOption frameStats(
        QStringLiteral("frame-stats"),
        QApplication::translate("main", "Write lane frame timings as JSON to FILE (- for stdout)."),
        QApplication::translate("main", "FILE"));
    const QCommandLineOption script(
        QStringLiteral("script"),
        QApplication::translate("main", "With --frame-stats: once every lane shows data, pan "
                                        "for SECONDS or watch live refreshes for SECONDS, then "
                                        "write the timings and quit."),
        QStringLiteral("pan:SECONDS|live:SECONDS"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QApplication::translate("main", "Compare every lane with this long before (1d, 1w, 90m): "
                                        "drawn in grey behind today's."),
        QApplication::translate("main", "DURATION"));
    p.addOptions({sources, dashboard, frameStats, script, compare});
    p.addPositionalArgument(QStringLiteral("snapshot"),
                            QApplication::translate("main", "A .fsnap file to replay."),
                            QStringLiteral("[incident.fsnap]"));
    p.process(*app);

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
        const QString ref =
            p.isSet(dashboard) ? p.value(dashboard) : QStringLiteral("builtin:gpu-inference");
        if (MainWindow::isGrafanaDashboard(ref)) {
            // A Grafana export: offer to import it once the window is up.
            QTimer::singleShot(0, &w, [&w, ref] { w.importGrafanaDashboard(ref); });
        } else if (!w.openDashboard(ref, false)) {
            return 2;
        }
    }
    if (p.isSet(compare)) {
        const auto shift = TimeParse::parseDuration(p.value(compare));
        if (!shift || *shift <= 0) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QApplication::translate(
                                        "main", "--compare \"%1\": give a duration such as 1d, "
                                                "1w or 90m.")
                                        .arg(p.value(compare))));
            return 2;
        }
        w.workspace()->baselines()->compareAll(*shift);
    }
    if (p.isSet(script) && !p.isSet(frameStats)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate("main", "--script needs --frame-stats")));
        return 2;
    }
    if (p.isSet(frameStats) && !setUpFrameStats(w, p.value(frameStats), p.value(script), startedAt))
        return 2;
    w.show();
    return QApplication::exec();
}
