// fleetscope-cli report: a snapshot's postmortem report as a PDF, and its
// lanes as a PNG, with no network and no display.
#include "clicommands.h"
#include "reportwriter.h"
#include "snapshotfile.h"

#include "clitr.h"
#include <cstring>
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QRegularExpression>

namespace {
QtMessageHandler g_previousHandler = nullptr;

// Starting a QGuiApplication asks for the runtime directory, which cron
// jobs, containers and plain ssh sessions often lack. The report does not
// need it, and Qt's warning about it would turn "one line on stderr when
// something fails" into noise on every successful run.
void quietWithoutRuntimeDir(QtMsgType type, const QMessageLogContext &context,
                            const QString &message)
{
    if (type == QtWarningMsg &&
        message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    g_previousHandler(type, context, message);
}
} // namespace

namespace CliCommands {

std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv)
{
    // Only `report` paints, and painting text needs fonts, which Qt reaches
    // through a platform plugin. The offscreen plugin needs no display, so
    // the report runs on a build server or over ssh, whatever
    // QT_QPA_PLATFORM says. Every other command stays a QCoreApplication.
    if (argc > 1 && std::strcmp(argv[1], "report") == 0) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        g_previousHandler = qInstallMessageHandler(quietWithoutRuntimeDir);
        return std::make_unique<QGuiApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

int report(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser p;
    p.setApplicationDescription(CliTr::tr(
        "Writes the postmortem report of a snapshot: a PDF with the time range, the lanes "
        "as charts with alert bands and annotations, the alert timeline, annotations, "
        "operator and runbook actions and notes; optionally the lanes as a PNG."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("snapshot"), CliTr::tr("The .fsnap file."),
                            CliTr::tr("SNAPSHOT"));
    const QCommandLineOption outOpt({QStringLiteral("o"), QStringLiteral("output")},
                                    CliTr::tr("The PDF to write."), CliTr::tr("OUT.pdf"));
    const QCommandLineOption pngOpt(QStringLiteral("png"),
                                    CliTr::tr("Also (or only) write the lanes as a PNG image."),
                                    CliTr::tr("OUT.png"));
    const QSize defaultSize = ReportWriter::defaultPngSize();
    const QCommandLineOption sizeOpt(QStringLiteral("png-size"),
                                     CliTr::tr("Size of the PNG in pixels (default %1x%2).")
                                         .arg(defaultSize.width())
                                         .arg(defaultSize.height()),
                                     CliTr::tr("WIDTHxHEIGHT"));
    p.addOptions({outOpt, pngOpt, sizeOpt});
    auto fail = [&err](const QString &msg, int code) {
        err << "fleetscope-cli report: " << msg << '\n';
        return code;
    };
    if (!p.parse(args))
        return fail(p.errorText(), 2);
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return 0;
    }
    const QStringList positional = p.positionalArguments();
    if (positional.size() != 1)
        return fail(CliTr::tr("give exactly one SNAPSHOT file."), 2);
    if (!p.isSet(outOpt) && !p.isSet(pngOpt))
        return fail(CliTr::tr("give -o OUT.pdf, --png OUT.png, or both."), 2);
    QSize size = defaultSize;
    if (p.isSet(sizeOpt)) {
        static const QRegularExpression wxh(QStringLiteral(R"x(^(\d{1,5})[xX](\d{1,5})$)x"));
        const auto m = wxh.match(p.value(sizeOpt));
        if (!m.hasMatch())
            return fail(CliTr::tr("--png-size \"%1\" is not WIDTHxHEIGHT, e.g. 1600x1000.")
                            .arg(p.value(sizeOpt)),
                        2);
        size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        if (size.width() < 200 || size.height() < 100 || size.width() > 20000 ||
            size.height() > 20000)
            return fail(CliTr::tr("--png-size must be between 200x100 and 20000x20000."), 2);
    }
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return fail(CliTr::tr("the report needs a QGuiApplication; start fleetscope-cli through "
                              "CliCommands::createApplication."),
                    1);

    const QString path = positional.front();
    const auto snapshot = SnapshotFile::read(path);
    if (!snapshot) {
        // The reader's messages normally name the file already.
        const QString why = snapshot.error();
        return fail(why.contains(path) ? why : CliTr::tr("%1: %2").arg(path, why), 2);
    }
    if (p.isSet(outOpt)) {
        const auto written = ReportWriter::writePdf(*snapshot, p.value(outOpt));
        if (!written)
            return fail(written.error(), 1);
    }
    if (p.isSet(pngOpt)) {
        const auto written = ReportWriter::writePng(*snapshot, p.value(pngOpt), size);
        if (!written)
            return fail(written.error(), 1);
    }
    return 0;
}

} // namespace CliCommands
