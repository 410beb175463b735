#include "simcommandline.h"

#include <QDateTime>

#include <limits>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kDaySecs = 86400;
constexpr qint64 kMaxUnixSecs = 253402300799; // 9999-12-31, keeps ms arithmetic in range

const QString kDescription =
    uR"(Simulated GPU inference fleet: dcgm-exporter gauges, an inference latency
histogram and kube-state-metrics replica counts for three teams' deployments.

Modes (exactly one):
  --listen 127.0.0.1:PORT   serve GET /metrics (Prometheus text format); port 0
                            picks a free port. Prints "listening on ADDR:PORT".
  --backfill OUT            write samples every 15 s over [--from, --to] to OUT
                            ("-" for stdout), then exit.

Every value is a pure function of --seed, the node, the GPU and the 15 s-aligned
time; counters start from zero at --origin. Pass the same --seed, --nodes,
--gpus, --origin and --incident-at to a backfill and a live server and the live
values continue the backfilled series exactly.

Scripted incident in team-b, relative to --incident-at I:
  I+0..12m   batch size grows; team-b GPU memory climbs past 90 % (~9m)
  I+10..14m  P95 latency rises past 2 s (~12m) while GPU utilisation stays flat
  I+15m      autoscaler raises replicas; new pods land on idle GPUs
  I+18m      new pods ready; P95 under 2 s and memory under 90 % again by ~24m
  I+40m      replicas scale back down
Night window 22:00-06:00 UTC has low utilisation; some GPUs are idle all day.

Times are Unix seconds (UTC).)"_s;

} // namespace

SimCommandLine::SimCommandLine()
{
    m_parser.setApplicationDescription(kDescription);
    m_parser.addHelpOption();
    m_parser.addOptions({
        {u"nodes"_s, u"Number of GPU nodes (1-1000, default 8)."_s, u"N"_s},
        {u"gpus"_s, u"GPUs per node (1-16, default 8)."_s, u"M"_s},
        {u"seed"_s, u"Seed of all simulated variation (default 42)."_s, u"S"_s},
        {u"origin"_s,
         u"Unix seconds at which counters start from zero (default: midnight UTC of "
         "today minus 7 days)."_s,
         u"T"_s},
        {u"incident-at"_s,
         u"Unix seconds at which the team-b incident starts (default: the start of the "
         "current UTC hour minus 2 h)."_s,
         u"T"_s},
        {u"listen"_s, u"Serve /metrics on this loopback address, e.g. 127.0.0.1:0."_s,
         u"ADDR:PORT"_s},
        {u"backfill"_s, u"Write history to this file (\"-\" for stdout) and exit."_s, u"OUT"_s},
        {u"from"_s, u"First backfilled time, Unix seconds (rounded up to 15 s)."_s, u"T"_s},
        {u"to"_s, u"Last backfilled time, Unix seconds (rounded down to 15 s)."_s, u"T"_s},
        {u"backfill-format"_s,
         u"openmetrics (seconds, for promtool; default) or prometheus-ms "
         "(millisecond timestamps, for VictoriaMetrics' import API)."_s,
         u"FORMAT"_s},
    });
}

QString SimCommandLine::helpText() const
{
    return m_parser.helpText();
}

qint64 SimCommandLine::defaultOriginSecs(qint64 nowSecs)
{
    return nowSecs / kDaySecs * kDaySecs - 7 * kDaySecs;
}

qint64 SimCommandLine::defaultIncidentAtSecs(qint64 nowSecs)
{
    // Hour-aligned so that a backfill and a live server started within the
    // same UTC hour agree without being told; callers that may straddle an
    // hour pass --incident-at explicitly.
    return nowSecs / 3600 * 3600 - 2 * 3600;
}

bool SimCommandLine::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool SimCommandLine::parseInteger(const QString &name, qint64 min, qint64 max, qint64 *out)
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

bool SimCommandLine::parseListen(const QString &value)
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
    // The simulator is test and demo infrastructure: it must never be
    // reachable from outside the machine.
    if (!address.isLoopback())
        return fail(u"refusing to listen on non-loopback address %1"_s.arg(host));
    m_options.listenAddress = address;
    m_options.listenPort = quint16(port);
    return true;
}

SimCommandLine::Result SimCommandLine::parse(const QStringList &arguments)
{
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

    const qint64 now = QDateTime::currentSecsSinceEpoch();
    m_options.originSecs = defaultOriginSecs(now);
    m_options.incidentAtSecs = defaultIncidentAtSecs(now);

    qint64 nodes = m_options.nodes;
    qint64 gpus = m_options.gpusPerNode;
    qint64 seed = qint64(m_options.seed);
    bool ok = parseInteger(u"nodes"_s, 1, 1000, &nodes) && parseInteger(u"gpus"_s, 1, 16, &gpus) &&
              parseInteger(u"seed"_s, 0, std::numeric_limits<qint64>::max(), &seed) &&
              parseInteger(u"origin"_s, 0, kMaxUnixSecs, &m_options.originSecs) &&
              parseInteger(u"incident-at"_s, 0, kMaxUnixSecs, &m_options.incidentAtSecs) &&
              parseInteger(u"from"_s, 0, kMaxUnixSecs, &m_options.fromSecs) &&
              parseInteger(u"to"_s, 0, kMaxUnixSecs, &m_options.toSecs);
    if (!ok)
        return Result::Error;
    m_options.nodes = int(nodes);
    m_options.gpusPerNode = int(gpus);
    m_options.seed = quint64(seed);
    // Three teams plus at least one GPU the autoscaler can grow into.
    if (nodes * gpus < 4) {
        m_error = u"the fleet needs at least 4 GPUs (--nodes x --gpus)"_s;
        return Result::Error;
    }

    const bool listen = m_parser.isSet(u"listen"_s);
    const bool backfill = m_parser.isSet(u"backfill"_s);
    if (listen == backfill) {
        m_error = u"give exactly one of --listen or --backfill"_s;
        return Result::Error;
    }

    if (listen) {
        for (const QString &name : {u"from"_s, u"to"_s, u"backfill-format"_s}) {
            if (m_parser.isSet(name)) {
                m_error = u"--%1 only applies to --backfill"_s.arg(name);
                return Result::Error;
            }
        }
        m_options.mode = SimMode::Serve;
        return parseListen(m_parser.value(u"listen"_s)) ? Result::Ok : Result::Error;
    }

    m_options.mode = SimMode::Backfill;
    m_options.backfillPath = m_parser.value(u"backfill"_s);
    if (m_options.backfillPath.isEmpty()) {
        m_error = u"--backfill needs a file name (or \"-\")"_s;
        return Result::Error;
    }
    if (!m_parser.isSet(u"from"_s) || !m_parser.isSet(u"to"_s)) {
        m_error = u"--backfill needs --from and --to"_s;
        return Result::Error;
    }
    const QString format = m_parser.value(u"backfill-format"_s);
    if (format.isEmpty() || format == u"openmetrics"_s) {
        m_options.backfillFormat = BackfillFormat::OpenMetrics;
    } else if (format == u"prometheus-ms"_s) {
        m_options.backfillFormat = BackfillFormat::PrometheusMs;
    } else {
        m_error =
            u"--backfill-format must be openmetrics or prometheus-ms, got \"%1\""_s.arg(format);
        return Result::Error;
    }
    if (m_options.fromSecs > m_options.toSecs) {
        m_error = u"--from is after --to"_s;
        return Result::Error;
    }
    if (m_options.fromSecs < m_options.originSecs) {
        m_error = u"--from is before --origin %1; counters start at the origin"_s.arg(
            m_options.originSecs);
        return Result::Error;
    }
    return Result::Ok;
}
