// azure-double: simulated Azure (Entra ID, Monitor metrics, Log Analytics,
// Cost Management, Automation) on loopback for FleetScope's tests and demo.
// See --help.

#include "azuredouble.h"
#include "doublecommandline.h"
#include "httpserver.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QSaveFile>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>

#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

int failWith(const QString &message, int status)
{
    std::fprintf(stderr, "azure-double: %s\n", qPrintable(message));
    return status;
}

int g_signalPipe[2] = {-1, -1};

void onTerminationSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_signalPipe[0], &byte, 1);
}

// SIGTERM (QProcess::terminate, the parent-death signal) and Ctrl-C leave the
// event loop instead of killing the process, so that it exits through main
// and sanitizer builds get to check for leaks. The handler only writes a
// byte: that is all a signal handler may safely do.
void quitOnTerminationSignals(QCoreApplication *app)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) != 0)
        return;
    auto *notifier = new QSocketNotifier(g_signalPipe[1], QSocketNotifier::Read, app);
    QObject::connect(notifier, &QSocketNotifier::activated, app, &QCoreApplication::quit);
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGINT, &action, nullptr);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"azure-double"_s);
    quitOnTerminationSignals(&app);

    DoubleCommandLine commandLine;
    switch (commandLine.parse(QCoreApplication::arguments(),
                              QProcessEnvironment::systemEnvironment())) {
    case DoubleCommandLine::Result::Help:
        std::fputs(qPrintable(commandLine.helpText()), stdout);
        return 0;
    case DoubleCommandLine::Result::Error:
        return failWith(commandLine.errorText(), 2);
    case DoubleCommandLine::Result::Ok:
        break;
    }
    const DoubleOptions &options = commandLine.options();

    AzureDouble azure(options);
    QString error;
    if (!azure.applyStartupFaults(&error))
        return failWith(u"--faults: %1"_s.arg(error), 2);
    HttpServer server([&azure](const HttpRequest &request) { return azure.handle(request); });
    if (!server.listen(options.listenAddress, options.listenPort, &error)) {
        return failWith(u"cannot listen on %1:%2: %3"_s.arg(options.listenAddress.toString())
                            .arg(options.listenPort)
                            .arg(error),
                        1);
    }
    azure.setListenPort(server.port());
    const QString endpoint = u"%1:%2"_s.arg(options.listenAddress.toString()).arg(server.port());
    if (!options.readyFile.isEmpty()) {
        // Written whole and renamed into place, so a watcher never reads half a line.
        QSaveFile ready(options.readyFile);
        if (!ready.open(QIODevice::WriteOnly) || ready.write((endpoint + u'\n').toUtf8()) < 0 ||
            !ready.commit())
            return failWith(u"cannot write %1: %2"_s.arg(options.readyFile, ready.errorString()),
                            1);
    }
    // A parent process reads this line to learn the port; flush so that it
    // does not sit in a pipe buffer.
    std::printf("listening on %s\n", qPrintable(endpoint));
    std::fflush(stdout);
    return QCoreApplication::exec();
}
