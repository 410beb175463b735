#include "promstack.h"

#include "stackprocesses.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
// A YAML single-quoted scalar.
QByteArray yamlQuoted(const QString &text)
{
    return "'" + text.toUtf8().replace("'", "''") + "'";
}

constexpr qint64 kStepSecs = 15;
constexpr qint64 kDaySecs = 86400;
constexpr int kBackfillTimeoutMs = 5 * 60 * 1000;
constexpr int kStartTimeoutMs = StackProcesses::kStartTimeoutMs;
constexpr int kPollIntervalMs = StackProcesses::kPollIntervalMs;
constexpr int kPortAttempts = 5;

qint64 alignDown(qint64 secs)
{
    return secs / kStepSecs * kStepSecs;
}

qint64 alignUp(qint64 secs)
{
    return (secs + kStepSecs - 1) / kStepSecs * kStepSecs;
}

} // namespace

PromStack::PromStack(PromStackOptions options)
    : m_options(options), m_processes(std::make_unique<StackProcesses>(m_dir.path()))
{
#ifdef FLEETSIM_BIN
    fleetSimPath = QStringLiteral(FLEETSIM_BIN);
#endif
    // Live scrapes start about now; ending the history a minute earlier keeps
    // the two from writing the same timestamps.
    m_toSecs =
        alignDown(options.endSecs > 0 ? options.endSecs : QDateTime::currentSecsSinceEpoch() - 60);
    m_fromSecs = alignUp(m_toSecs - options.historySecs);
    m_originSecs = options.originSecs > 0 ? options.originSecs
                                          : m_fromSecs / kDaySecs * kDaySecs - 7 * kDaySecs;
    if (options.incidentAtSecs > 0) {
        m_incidentAtSecs = options.incidentAtSecs;
    } else if (options.historySecs >= 3 * 3600) {
        m_incidentAtSecs = m_toSecs - 2 * 3600;
    } else {
        m_incidentAtSecs =
            alignDown(m_fromSecs + std::max<qint64>(0, options.historySecs - 40 * 60) / 2);
    }
}

PromStack::~PromStack()
{
    stop();
}

QStringList PromStack::fleetSimModelArguments() const
{
    return QStringList{u"--nodes"_s,       QString::number(m_options.nodes),
                       u"--gpus"_s,        QString::number(m_options.gpus),
                       u"--seed"_s,        QString::number(m_options.seed),
                       u"--origin"_s,      QString::number(m_originSecs),
                       u"--incident-at"_s, QString::number(m_incidentAtSecs)} +
           m_options.fleetSimArguments;
}

bool PromStack::start(QString *error)
{
    if (!m_dir.isValid()) {
        *error = u"cannot create a temporary directory: %1"_s.arg(m_dir.errorString());
        return false;
    }
    const bool needsFleetSim = m_options.backfill || m_options.liveScrape;
    if (needsFleetSim && (fleetSimPath.isEmpty() || !QFileInfo(fleetSimPath).isExecutable())) {
        *error =
            u"fleet-sim not found at \"%1\": build the fleet-sim target first"_s.arg(fleetSimPath);
        return false;
    }
    const bool alerting = m_options.alertmanager || !m_options.ruleFiles.isEmpty() ||
                          !m_options.alertmanagerTargets.isEmpty();
    if (alerting && m_options.backend != PromStackOptions::Backend::Prometheus) {
        *error = u"rule files and Alertmanager need the Prometheus backend"_s;
        return false;
    }
    // Alertmanager first: Prometheus' configuration names its address.
    const bool ok = (!m_options.liveScrape || startLiveFleetSim(error)) &&
                    (!m_options.alertmanager || startAlertmanager(error)) &&
                    writeScrapeConfig(error) &&
                    (m_options.backend == PromStackOptions::Backend::Prometheus
                         ? startPrometheus(error)
                         : startVictoriaMetrics(error)) &&
                    (!m_options.backfill || waitForHistory(error)) && writeSourcesFile(error);
    if (!ok)
        stop();
    return ok;
}

void PromStack::stop()
{
    StackProcesses::stopProcess(m_server);
    StackProcesses::stopProcess(m_liveSim);
    StackProcesses::stopProcess(m_alertmanager);
}

void PromStack::stopAlertmanager()
{
    StackProcesses::stopProcess(m_alertmanager);
}

bool PromStack::backfill(const QString &format, const QString &out, QString *error)
{
    QStringList arguments = fleetSimModelArguments();
    arguments << u"--backfill"_s << out << u"--from"_s << QString::number(m_fromSecs) << u"--to"_s
              << QString::number(m_toSecs) << u"--backfill-format"_s << format;
    return m_processes->runToCompletion(fleetSimPath, arguments, u"fleet-sim-backfill"_s,
                                        kBackfillTimeoutMs, error);
}

bool PromStack::startLiveFleetSim(QString *error)
{
    m_liveSim = std::make_unique<QProcess>();
    StackProcesses::prepareChild(*m_liveSim);
    m_liveSim->setStandardErrorFile(m_processes->logPath(u"fleet-sim-live"_s));
    m_liveSim->start(fleetSimPath, fleetSimModelArguments() << u"--listen"_s << u"127.0.0.1:0"_s);
    QElapsedTimer timer;
    timer.start();
    // fleet-sim brings its counters up to date before it listens, then
    // announces the port it got on stdout.
    while (timer.elapsed() < kStartTimeoutMs) {
        if (m_liveSim->canReadLine()) {
            const QByteArray line = m_liveSim->readLine().trimmed();
            const QByteArray prefix = "listening on 127.0.0.1:";
            if (line.startsWith(prefix)) {
                m_livePort = quint16(line.mid(prefix.size()).toUInt());
                if (m_livePort != 0)
                    return true;
            }
            *error =
                u"unexpected output from fleet-sim --listen: \"%1\""_s.arg(QString::fromUtf8(line));
            return false;
        }
        if (m_liveSim->state() == QProcess::NotRunning) {
            *error = u"fleet-sim --listen exited with code %1\n%2"_s.arg(m_liveSim->exitCode())
                         .arg(m_processes->logTail(u"fleet-sim-live"_s));
            return false;
        }
        m_liveSim->waitForReadyRead(kPollIntervalMs);
    }
    *error =
        u"fleet-sim --listen did not report its port within %1 s\n%2"_s.arg(kStartTimeoutMs / 1000)
            .arg(m_processes->logTail(u"fleet-sim-live"_s));
    return false;
}

bool PromStack::writeScrapeConfig(QString *error)
{
    m_scrapeConfig = m_dir.filePath(u"scrape.yml"_s);
    QByteArray yaml = "global:\n  scrape_interval: 15s\n";
    if (!m_options.ruleFiles.isEmpty())
        yaml +=
            "  evaluation_interval: " + QByteArray::number(m_options.ruleEvaluationSecs) + "s\n";
    if (m_options.liveScrape) {
        // fleet-sim exposes job and instance itself, as a federation endpoint
        // would; honor_labels keeps them, so live series continue the
        // backfilled ones instead of starting new ones.
        yaml += "scrape_configs:\n"
                "  - job_name: fleet-sim\n"
                "    honor_labels: true\n"
                "    static_configs:\n"
                "      - targets: ['127.0.0.1:" +
                QByteArray::number(m_livePort) + "']\n";
    } else {
        yaml += "scrape_configs: []\n";
    }
    // YAML single quotes: a quote inside is doubled, nothing else is special.
    if (!m_options.ruleFiles.isEmpty()) {
        yaml += "rule_files:\n";
        for (const QString &file : m_options.ruleFiles)
            yaml += "  - " + yamlQuoted(file) + "\n";
    }
    QStringList targets = m_options.alertmanagerTargets;
    if (m_alertmanagerUrl.isValid())
        targets.prepend(m_alertmanagerUrl.authority());
    if (!targets.isEmpty()) {
        yaml += "alerting:\n  alertmanagers:\n    - static_configs:\n        - targets:\n";
        for (const QString &target : targets)
            yaml += "            - " + yamlQuoted(target) + "\n";
    }
    QFile file(m_scrapeConfig);
    if (!file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size()) {
        *error = u"cannot write %1: %2"_s.arg(m_scrapeConfig, file.errorString());
        return false;
    }
    return true;
}

bool PromStack::writeSourcesFile(QString *error)
{
    const QJsonObject source{{u"name"_s, u"prom"_s},
                             {u"type"_s, u"prometheus"_s},
                             {u"url"_s, m_baseUrl.toString()},
                             {u"auth"_s, QJsonObject{{u"type"_s, u"none"_s}}}};
    QJsonArray sources{source};
    if (m_alertmanagerUrl.isValid())
        sources.append(QJsonObject{{u"name"_s, u"am"_s},
                                   {u"type"_s, u"alertmanager"_s},
                                   {u"url"_s, m_alertmanagerUrl.toString()},
                                   {u"auth"_s, QJsonObject{{u"type"_s, u"none"_s}}}});
    const QJsonObject root{{u"sources"_s, sources}};
    m_sourcesFile = m_dir.filePath(u"sources.json"_s);
    QFile file(m_sourcesFile);
    const QByteArray json = QJsonDocument(root).toJson();
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size()) {
        *error = u"cannot write %1: %2"_s.arg(m_sourcesFile, file.errorString());
        return false;
    }
    return true;
}

bool PromStack::startPrometheus(QString *error)
{
    const QString prometheus = m_processes->resolve(prometheusPath, u"prometheus"_s, error);
    const QString promtool = prometheus.isEmpty()
                                 ? QString()
                                 : m_processes->resolve(promtoolPath, u"prometheus"_s, error);
    if (promtool.isEmpty())
        return false;
    const QString history = m_dir.filePath(u"history.om"_s);
    const QString data = m_dir.filePath(u"prometheus-data"_s);
    if (m_options.backfill) {
        if (!backfill(u"openmetrics"_s, history, error) ||
            !m_processes->runToCompletion(
                promtool, {u"tsdb"_s, u"create-blocks-from"_s, u"openmetrics"_s, history, data},
                u"promtool"_s, kBackfillTimeoutMs, error)) {
            return false;
        }
        QFile::remove(history);
    }
    // Alerts go out at once instead of after Prometheus' default minute, and
    // their generator URLs name the loopback address, not the host.
    const bool alerting = !m_options.ruleFiles.isEmpty() || m_alertmanagerUrl.isValid() ||
                          !m_options.alertmanagerTargets.isEmpty();

    for (int attempt = 0; attempt < kPortAttempts; ++attempt) {
        const QString address = u"127.0.0.1:%1"_s.arg(StackProcesses::freeLoopbackPort());
        const bool tls = !m_options.tlsCertFile.isEmpty();
        m_baseUrl = QUrl((tls ? u"https://"_s : u"http://"_s) + address);
        QStringList arguments{
            u"--config.file="_s + m_scrapeConfig, u"--storage.tsdb.path="_s + data,
            u"--web.listen-address="_s + address, u"--storage.tsdb.retention.time=30d"_s};
        if (tls) {
            const QString webConfig = m_dir.filePath(u"web-config.yml"_s);
            QFile file(webConfig);
            const QByteArray yaml =
                "tls_server_config:\n  cert_file: " + yamlQuoted(m_options.tlsCertFile) +
                "\n  key_file: " + yamlQuoted(m_options.tlsKeyFile) + "\n";
            if (!file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size() ||
                !m_processes->trustCa(m_options.tlsCaFile, error)) {
                if (error->isEmpty())
                    *error = u"cannot write %1"_s.arg(webConfig);
                return false;
            }
            arguments << u"--web.config.file="_s + webConfig;
        }
        if (alerting)
            arguments << u"--rules.alert.resend-delay=1s"_s
                      << u"--web.external-url="_s + m_baseUrl.toString();
        m_server = m_processes->startServer(prometheus, arguments, u"prometheus"_s, error);
        if (!m_server)
            return false;
        bool portTaken = false;
        if (m_processes->waitUntilServing(m_server.get(), m_baseUrl, u"/-/ready"_s, u"prometheus"_s,
                                          &portTaken, error))
            return true;
        StackProcesses::stopProcess(m_server);
        if (!portTaken)
            return false;
    }
    return false;
}

bool PromStack::startVictoriaMetrics(QString *error)
{
    const QString vm = m_processes->resolve(victoriaMetricsPath, u"victoria-metrics"_s, error);
    if (vm.isEmpty())
        return false;
    // The import API reads Prometheus text, whose timestamps are milliseconds.
    const QString history = m_dir.filePath(u"history.prom"_s);
    if (m_options.backfill && !backfill(u"prometheus-ms"_s, history, error))
        return false;

    bool started = false;
    for (int attempt = 0; attempt < kPortAttempts && !started; ++attempt) {
        const QString address = u"127.0.0.1:%1"_s.arg(StackProcesses::freeLoopbackPort());
        m_baseUrl = QUrl(u"http://"_s + address);
        QStringList arguments{u"-httpListenAddr="_s + address,
                              u"-storageDataPath="_s + m_dir.filePath(u"vm-data"_s),
                              u"-retentionPeriod=100y"_s,
                              // Backfilled data lands behind the response cache's back.
                              u"-search.disableCache"_s};
        if (m_options.liveScrape)
            arguments << u"-promscrape.config="_s + m_scrapeConfig;
        m_server = m_processes->startServer(vm, arguments, u"victoria-metrics"_s, error);
        if (!m_server)
            return false;
        bool portTaken = false;
        started = m_processes->waitUntilServing(m_server.get(), m_baseUrl, u"/health"_s,
                                                u"victoria-metrics"_s, &portTaken, error);
        if (!started) {
            StackProcesses::stopProcess(m_server);
            if (!portTaken)
                return false;
        }
    }
    if (!started)
        return false;
    if (!m_options.backfill)
        return true;

    QFile file(history);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"cannot read %1: %2"_s.arg(history, file.errorString());
        return false;
    }
    QUrl importUrl = m_baseUrl;
    importUrl.setPath(u"/api/v1/import/prometheus"_s);
    const StackProcesses::HttpResult import =
        m_processes->http("POST", importUrl, &file, kBackfillTimeoutMs);
    if (import.status != 204) {
        *error = u"VictoriaMetrics import answered %1 %2%3\n%4"_s.arg(import.status)
                     .arg(import.error, QString::fromUtf8(import.body.left(500)),
                          m_processes->logTail(u"victoria-metrics"_s));
        return false;
    }
    file.close();
    QFile::remove(history);
    // Imported rows sit in in-memory buffers for up to a few seconds; flushing
    // makes them searchable now.
    QUrl flushUrl = m_baseUrl;
    flushUrl.setPath(u"/internal/force_flush"_s);
    const StackProcesses::HttpResult flush = m_processes->http("GET", flushUrl, nullptr, 30000);
    if (flush.status != 200) {
        *error = u"VictoriaMetrics force_flush answered %1 %2"_s.arg(flush.status).arg(flush.error);
        return false;
    }
    return true;
}

bool PromStack::startAlertmanager(QString *error)
{
    const QString alertmanager =
        m_processes->resolve(alertmanagerPath, u"prometheus-alertmanager"_s, error);
    if (alertmanager.isEmpty())
        return false;
    // One receiver that notifies no one: tests read alerts and silences
    // through the API, and nothing may leave the machine.
    const QString config = m_dir.filePath(u"alertmanager.yml"_s);
    const QByteArray yaml = "route:\n"
                            "  receiver: blackhole\n"
                            "  group_wait: 0s\n"
                            "  group_interval: 1s\n"
                            "receivers:\n"
                            "  - name: blackhole\n";
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size()) {
        *error = u"cannot write %1: %2"_s.arg(config, file.errorString());
        return false;
    }
    file.close();
    for (int attempt = 0; attempt < kPortAttempts; ++attempt) {
        const QString address = u"127.0.0.1:%1"_s.arg(StackProcesses::freeLoopbackPort());
        m_alertmanagerUrl = QUrl(u"http://"_s + address);
        // An empty cluster address turns gossip off: no peer port to bind,
        // no traffic beyond loopback.
        m_alertmanager =
            m_processes->startServer(alertmanager,
                                     {u"--config.file="_s + config,
                                      u"--storage.path="_s + m_dir.filePath(u"alertmanager-data"_s),
                                      u"--web.listen-address="_s + address,
                                      u"--web.external-url="_s + m_alertmanagerUrl.toString(),
                                      u"--cluster.listen-address="_s},
                                     u"alertmanager"_s, error);
        if (!m_alertmanager)
            break;
        bool portTaken = false;
        if (m_processes->waitUntilServing(m_alertmanager.get(), m_alertmanagerUrl, u"/-/ready"_s,
                                          u"alertmanager"_s, &portTaken, error))
            return true;
        StackProcesses::stopProcess(m_alertmanager);
        if (!portTaken)
            break;
    }
    m_alertmanagerUrl.clear();
    return false;
}

bool PromStack::waitForHistory(QString *error)
{
    // Ready is not enough: Prometheus may still be opening blocks and
    // VictoriaMetrics merging parts. Wait until both ends of the history answer.
    // Health faults take one GPU off the bus (MIG only adds series).
    const int gpus = m_options.nodes * m_options.gpus -
                     (m_options.fleetSimArguments.contains(u"--health-faults"_s) ? 1 : 0);
    QElapsedTimer timer;
    timer.start();
    QString lastError;
    while (timer.elapsed() < kStartTimeoutMs) {
        bool complete = true;
        for (const qint64 at : {m_fromSecs, m_toSecs}) {
            const QJsonDocument doc =
                getJson(u"/api/v1/query"_s,
                        QUrlQuery{{u"query"_s, u"count(DCGM_FI_DEV_FB_USED)"_s},
                                  {u"time"_s, QString::number(at)}},
                        &lastError);
            const QJsonArray result = doc[u"data"_s][u"result"_s].toArray();
            if (result.isEmpty() || result.first()[u"value"_s][1].toString().toInt() < gpus) {
                complete = false;
                break;
            }
        }
        if (complete)
            return true;
        StackProcesses::pause(kPollIntervalMs);
    }
    *error = u"the backfilled history did not become queryable at %1 within %2 s (%3)"_s
                 .arg(m_baseUrl.toString())
                 .arg(kStartTimeoutMs / 1000)
                 .arg(lastError.isEmpty() ? u"empty result"_s : lastError);
    return false;
}

QJsonDocument PromStack::getJson(const QString &path, const QUrlQuery &query, QString *error)
{
    // QUrlQuery leaves '+' alone and servers read it as a space, which turns
    // "a + b" into "a b": percent-encode every value ourselves.
    QStringList pairs;
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        pairs << QString::fromLatin1(QUrl::toPercentEncoding(key) + '=' +
                                     QUrl::toPercentEncoding(value));
    }
    QUrl url = m_baseUrl;
    url.setPath(path);
    url.setQuery(pairs.join(u'&'));
    const StackProcesses::HttpResult result = m_processes->http("GET", url, nullptr, 60000);
    if (result.status != 200) {
        *error = u"GET %1 answered %2 %3 %4"_s.arg(url.toString())
                     .arg(result.status)
                     .arg(result.error, QString::fromUtf8(result.body.left(500)));
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(result.body, &parseError);
    if (doc.isNull())
        *error = u"GET %1: invalid JSON: %2"_s.arg(url.toString(), parseError.errorString());
    return doc;
}
