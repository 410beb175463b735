#pragma once

#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>
#include <QUrlQuery>

#include <memory>

class QProcess;
class StackProcesses;

struct PromStackOptions
{
    enum class Backend
    {
        Prometheus,
        VictoriaMetrics
    };

    Backend backend = Backend::Prometheus;
    int nodes = 2;
    int gpus = 4;
    qint64 historySecs = 6 * 3600;
    // Also run fleet-sim live and let the server scrape it every 15 s.
    bool liveScrape = false;
    // End of the backfilled history; 0 = now - 60 s, aligned down to 15 s.
    qint64 endSecs = 0;
    int seed = 42;
    // 0 = midnight UTC of the history's first day minus 7 days.
    qint64 originSecs = 0;
    // 0 = end - 2 h when the history spans at least 3 h, else centred in it.
    qint64 incidentAtSecs = 0;
    // Further fleet-sim options, for the backfill and the live run alike: an
    // exporter dialect or health faults, e.g. {"--fleet", "dcgm4-vllm"} or
    // {"--mig", "--health-faults"} (fleet-sim --help).
    QStringList fleetSimArguments;

    // Backfill fleet-sim history before the server starts. Stacks that only
    // need rules and alerts skip it and start in a second or two.
    bool backfill = true;
    // Prometheus only: rule files to load (absolute paths), evaluated every
    // ruleEvaluationSecs instead of Prometheus' default minute.
    QStringList ruleFiles;
    int ruleEvaluationSecs = 1;
    // Prometheus only: also start a real Alertmanager on a free loopback port
    // and send alerts to it; the sources file then names it "am".
    bool alertmanager = false;
    // Further Alertmanagers ("127.0.0.1:PORT") Prometheus sends alerts to.
    QStringList alertmanagerTargets;
    // Prometheus only: serve https with this certificate and key (PEM files,
    // through --web.config.file); caFile is the CA the stack itself trusts to
    // see it start. The sources file then names no CA: each test says.
    QString tlsCertFile;
    QString tlsKeyFile;
    QString tlsCaFile;
};

// A real metrics backend on a free loopback port, filled with fleet-sim
// history: fleet-sim backfill -> promtool blocks -> Prometheus, or fleet-sim
// backfill -> /api/v1/import/prometheus -> VictoriaMetrics. Optionally
// Prometheus also evaluates rule files and sends its alerts to a real
// Alertmanager started beside it. Everything it starts is stopped, and its
// temporary directory removed, when it is destroyed, also when the test that
// owns it fails.
class PromStack final
{
  public:
    explicit PromStack(PromStackOptions options = {});
    ~PromStack();
    PromStack(const PromStack &) = delete;
    PromStack &operator=(const PromStack &) = delete;

    // Returns false with a message naming the failed step (and the missing
    // Debian package, if that is the cause) and the tail of its log.
    bool start(QString *error);
    void stop();
    // Stops only the Alertmanager, for tests of a feed whose server died.
    void stopAlertmanager();

    const PromStackOptions &options() const { return m_options; }
    QUrl baseUrl() const { return m_baseUrl; }
    // Empty unless options().alertmanager.
    QUrl alertmanagerUrl() const { return m_alertmanagerUrl; }
    qint64 historyFromSecs() const { return m_fromSecs; }
    qint64 historyToSecs() const { return m_toSecs; }
    qint64 originSecs() const { return m_originSecs; }
    qint64 incidentAtSecs() const { return m_incidentAtSecs; }
    // Data sources file (DESIGN.md format) naming this server "prom" (and
    // the Alertmanager "am").
    QString sourcesFile() const { return m_sourcesFile; }
    QString workDir() const { return m_dir.path(); }

    // The fleet-sim arguments that fix the simulated values, fleetSimArguments
    // included; a backfill and a live run given these agree exactly.
    QStringList fleetSimModelArguments() const;

    // GET baseUrl + path and parse the JSON answer; for tests' own queries.
    QJsonDocument getJson(const QString &path, const QUrlQuery &query, QString *error);

    QString fleetSimPath;
    QString prometheusPath = QStringLiteral("prometheus");
    QString promtoolPath = QStringLiteral("promtool");
    QString victoriaMetricsPath = QStringLiteral("victoria-metrics");
    QString alertmanagerPath = QStringLiteral("prometheus-alertmanager");

  private:
    bool startPrometheus(QString *error);
    bool startVictoriaMetrics(QString *error);
    bool startLiveFleetSim(QString *error);
    bool startAlertmanager(QString *error);
    bool backfill(const QString &format, const QString &out, QString *error);
    bool waitForHistory(QString *error);
    bool writeScrapeConfig(QString *error);
    bool writeSourcesFile(QString *error);

    PromStackOptions m_options;
    QTemporaryDir m_dir;
    // After m_dir: its logs go there.
    std::unique_ptr<StackProcesses> m_processes;
    std::unique_ptr<QProcess> m_server;
    std::unique_ptr<QProcess> m_liveSim;
    std::unique_ptr<QProcess> m_alertmanager;
    QUrl m_baseUrl;
    QUrl m_alertmanagerUrl;
    QString m_sourcesFile;
    QString m_scrapeConfig;
    quint16 m_livePort = 0;
    qint64 m_fromSecs = 0;
    qint64 m_toSecs = 0;
    qint64 m_originSecs = 0;
    qint64 m_incidentAtSecs = 0;
};
