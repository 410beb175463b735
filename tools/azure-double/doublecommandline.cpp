#include "doublecommandline.h"

#include "doublehelp.h"

#include <QFile>
#include <QJsonDocument>

#include <limits>

using namespace Qt::StringLiterals;

namespace {

const QString kDefaultSecretVariable = u"AZURE_DOUBLE_CLIENT_SECRET"_s;

} // namespace

DoubleCommandLine::DoubleCommandLine()
{
    m_parser.setApplicationDescription(DoubleHelp::description());
    m_parser.addHelpOption();
    m_parser.addOptions({
        {u"listen"_s, u"Loopback address to serve on (default 127.0.0.1:0, a free port)."_s,
         u"ADDR:PORT"_s},
        {u"tenant"_s, u"Tenant id the login endpoints accept."_s, u"T"_s},
        {u"client-id"_s, u"Application (client) id the login endpoints accept."_s, u"ID"_s},
        {u"client-secret-env"_s,
         u"Environment variable holding the client secret (default AZURE_DOUBLE_CLIENT_SECRET; "
         "when named here it must be set)."_s,
         u"VAR"_s},
        {u"token-lifetime"_s, u"expires_in of issued tokens, seconds (default 3599)."_s, u"S"_s},
        {u"device-code-interval"_s, u"Polling interval a device code asks for (default 5)."_s,
         u"S"_s},
        {u"device-code-lifetime"_s, u"expires_in of a device code, seconds (default 900)."_s,
         u"S"_s},
        {u"seed"_s, u"Seed of all synthetic values (default 42)."_s, u"N"_s},
        {u"ready-file"_s, u"Also write \"127.0.0.1:PORT\" to this file once listening."_s,
         u"PATH"_s},
        {u"arm-read-budget"_s,
         u"Starting x-ms-ratelimit-remaining-subscription-reads (default 11999)."_s, u"N"_s},
        {u"cost-page-size"_s, u"Cost Management rows per page (default 1000)."_s, u"N"_s},
        {u"cost-columns"_s, u"Cost Management column order: default or shuffled."_s, u"ORDER"_s},
        {u"app-insights"_s,
         u"Application Insights tables the workspace has: both (default), AppMetrics, "
         "customMetrics or none; an absent one answers like any unknown table."_s,
         u"TABLES"_s},
        {u"faults"_s,
         u"Fault switches and settings as JSON, or @FILE holding it; repeatable, applied in "
         "order."_s,
         u"JSON"_s},
    });
}

bool DoubleCommandLine::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool DoubleCommandLine::parseInteger(const QString &name, qint64 min, qint64 max, qint64 *out)
{
    if (!m_parser.isSet(name))
        return true;
    bool ok = false;
    const QString text = m_parser.value(name);
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < min || value > max)
        return fail(
            u"--%1 expects an integer in [%2, %3], got \"%4\""_s.arg(name).arg(min).arg(max).arg(
                text));
    *out = value;
    return true;
}

bool DoubleCommandLine::parseListen(const QString &value)
{
    const qsizetype colon = value.lastIndexOf(u':');
    if (colon <= 0)
        return fail(u"--listen expects HOST:PORT, got \"%1\""_s.arg(value));
    QString host = value.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint port = value.mid(colon + 1).toUInt(&ok);
    if (!ok || port > 65535)
        return fail(u"--listen has an invalid port in \"%1\""_s.arg(value));
    const QHostAddress address =
        host == u"localhost"_s ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(host);
    if (address.isNull())
        return fail(u"--listen needs a numeric loopback address, got \"%1\""_s.arg(host));
    // A stand-in for Azure with known credentials must never be reachable
    // from another machine.
    if (!address.isLoopback())
        return fail(u"refusing to listen on non-loopback address %1"_s.arg(host));
    m_options.listenAddress = address;
    m_options.listenPort = quint16(port);
    return true;
}

bool DoubleCommandLine::parseFaults()
{
    for (const QString &value : m_parser.values(u"faults"_s)) {
        QByteArray text = value.toUtf8();
        if (value.startsWith(u'@')) {
            QFile file(value.mid(1));
            if (!file.open(QIODevice::ReadOnly))
                return fail(
                    u"--faults: cannot read %1: %2"_s.arg(value.mid(1), file.errorString()));
            text = file.readAll();
        }
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(text, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            return fail(u"--faults expects a JSON object: %1"_s.arg(
                error.error != QJsonParseError::NoError ? error.errorString()
                                                        : u"not an object"_s));
        m_options.faults.append(document.object());
    }
    return true;
}

bool DoubleCommandLine::parseSecret(const QProcessEnvironment &environment)
{
    const bool named = m_parser.isSet(u"client-secret-env"_s);
    const QString variable =
        named ? m_parser.value(u"client-secret-env"_s) : kDefaultSecretVariable;
    if (variable.isEmpty())
        return fail(u"--client-secret-env needs a variable name"_s);
    m_options.clientSecret = environment.value(variable);
    if (named && m_options.clientSecret.isEmpty())
        return fail(
            u"environment variable %1 (from --client-secret-env) is not set"_s.arg(variable));
    return true;
}

DoubleCommandLine::Result DoubleCommandLine::parse(const QStringList &arguments,
                                                   const QProcessEnvironment &environment)
{
    for (const QString &argument : arguments.mid(1)) {
        if (argument == u"--client-secret"_s || argument.startsWith(u"--client-secret="_s)) {
            m_error = u"the client secret is never taken on the command line (it would show in "
                      "ps); put it in an environment variable and pass --client-secret-env VAR"_s;
            return Result::Error;
        }
    }
    if (!m_parser.parse(arguments)) {
        m_error = m_parser.errorText();
        return Result::Error;
    }
    if (m_parser.isSet(u"help"_s))
        return Result::Help;
    if (!m_parser.positionalArguments().isEmpty()) {
        m_error = u"unexpected argument \"%1\""_s.arg(m_parser.positionalArguments().first());
        return Result::Error;
    }

    qint64 tokenLifetime = m_options.tokenLifetimeSecs;
    qint64 interval = m_options.deviceCodeIntervalSecs;
    qint64 deviceLifetime = m_options.deviceCodeLifetimeSecs;
    qint64 seed = qint64(m_options.seed);
    qint64 budget = m_options.armReadBudget;
    qint64 pageSize = m_options.costPageSize;
    const bool ok = parseInteger(u"token-lifetime"_s, 1, 86400, &tokenLifetime) &&
                    parseInteger(u"device-code-interval"_s, 1, 60, &interval) &&
                    parseInteger(u"device-code-lifetime"_s, 1, 3600, &deviceLifetime) &&
                    parseInteger(u"seed"_s, 0, std::numeric_limits<qint64>::max(), &seed) &&
                    parseInteger(u"arm-read-budget"_s, 0, 1'000'000, &budget) &&
                    parseInteger(u"cost-page-size"_s, 1, 100'000, &pageSize) &&
                    (!m_parser.isSet(u"listen"_s) || parseListen(m_parser.value(u"listen"_s))) &&
                    parseFaults() && parseSecret(environment);
    if (!ok)
        return Result::Error;
    m_options.tokenLifetimeSecs = int(tokenLifetime);
    m_options.deviceCodeIntervalSecs = int(interval);
    m_options.deviceCodeLifetimeSecs = int(deviceLifetime);
    m_options.seed = std::uint64_t(seed);
    m_options.armReadBudget = int(budget);
    m_options.costPageSize = int(pageSize);

    for (const QString &name : {u"tenant"_s, u"client-id"_s}) {
        if (!m_parser.isSet(name))
            continue;
        const QString value = m_parser.value(name).trimmed();
        if (value.isEmpty() || value.contains(u'/') || value.contains(u' ')) {
            m_error = u"--%1 must be a non-empty id without '/' or spaces"_s.arg(name);
            return Result::Error;
        }
        (name == u"tenant"_s ? m_options.tenant : m_options.clientId) = value;
    }
    const QString columns = m_parser.value(u"cost-columns"_s);
    if (!columns.isEmpty() && columns != u"default"_s && columns != u"shuffled"_s) {
        m_error = u"--cost-columns must be default or shuffled, got \"%1\""_s.arg(columns);
        return Result::Error;
    }
    m_options.costColumnsShuffled = columns == u"shuffled"_s;
    if (m_parser.isSet(u"app-insights"_s)) {
        const QString tables = m_parser.value(u"app-insights"_s);
        if (!QStringList{u"both"_s, u"AppMetrics"_s, u"customMetrics"_s, u"none"_s}.contains(
                tables)) {
            m_error = u"--app-insights must be both, AppMetrics, customMetrics or none, got "
                      "\"%1\""_s.arg(tables);
            return Result::Error;
        }
        m_options.appMetricsTable = tables == u"both"_s || tables == u"AppMetrics"_s;
        m_options.customMetricsTable = tables == u"both"_s || tables == u"customMetrics"_s;
    }
    m_options.readyFile = m_parser.value(u"ready-file"_s);
    return Result::Ok;
}
