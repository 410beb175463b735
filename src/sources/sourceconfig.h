#pragma once

#include "compressionchoice.h"

#include <expected>
#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QUrl>
#include <vector>

// One entry of the data sources file (format in DESIGN.md). Secrets are never
// part of it: only the *names* of environment variables (or keychain entries)
// that hold them.
struct SourceConfig
{
    enum class Type
    {
        Prometheus,
        AzureMonitor,
        Alertmanager // alerts and silences only: no series to chart
    };
    enum class Auth
    {
        None,
        Bearer,
        Basic,
        Azure
    };

    QString name;
    Type type = Type::Prometheus;
    QUrl url;
    QMap<QString, QString> headers;
    Auth auth = Auth::None;
    QString tokenEnv;    // bearer
    QString username;    // basic
    QString passwordEnv; // basic
    // azure: how to sign in, and to what.
    enum class AzureMethod
    {
        AzureCli,
        ClientSecret,
        DeviceCode
    };
    AzureMethod azureMethod = AzureMethod::AzureCli;
    QString tenant;
    QString clientId;
    QString clientSecretEnv; // empty: the OS keychain holds the secret
    // azure-monitor: the Log Analytics workspace (ID) that Application
    // Insights sends to. A KQL query without its own "workspace" runs there,
    // and the built-in views look there for latency metrics.
    QString workspace;
    QString caFile;
    bool insecureSkipVerify = false;
    qint64 timeoutMs = 30'000;
    qint64 scrapeIntervalMs = 15'000;
    int maxPoints = 11'000; // VictoriaMetrics users set 30000, Prometheus rejects > 11000
    qint64 maxBodyBytes = 512ll * 1024 * 1024;
    // gzip'd answers or plain ones (Prometheus-compatible sources); auto
    // measures the link, see CompressionChoice.
    Compression compression = Compression::Auto;
    QJsonObject raw; // the entry as written, for source kinds that need more
    // "alerts": false keeps a Prometheus (or Alertmanager) source out of the
    // alert pane, e.g. a second replica whose alerts would show twice.
    bool alerts = true;

    // Azure Monitor managed Prometheus: PromQL over an Entra token.
    bool isAzureManagedPrometheus() const
    {
        return type == Type::Prometheus && auth == Auth::Azure;
    }

    // Polled for server-side alerts: a Prometheus server's own alerts and
    // rules, or an Alertmanager's alerts and silences. Azure Monitor managed
    // Prometheus has no alerts API, so it never is.
    bool isAlertFeed() const
    {
        return alerts &&
               (type == Type::Alertmanager || (type == Type::Prometheus && auth != Auth::Azure));
    }

    // Pure: the file's bytes in, the sources or one user-readable error out.
    static std::expected<std::vector<SourceConfig>, QString> parseFile(const QByteArray &json);
    static std::expected<SourceConfig, QString> fromJson(const QJsonObject &o);
};

// The sources of one sources file, looked up by name.
struct SourceList
{
    std::vector<SourceConfig> sources;
    const SourceConfig *find(const QString &name) const;
};
