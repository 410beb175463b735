#pragma once

#include <memory>
#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QList>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>
#include <utility>

// tools/azure-double on a free loopback port, plus a sources file whose
// azure-monitor source ("az") signs in with a client secret taken from an
// environment variable, and the same for managed Prometheus when a PromQL URL
// is given. Tests of the double itself talk to it directly with http() and
// the helpers built on it, as FleetScope's clients would. Stopped when
// destroyed.
class AzureDoubleProcess final
{
  public:
    static constexpr const char *kTenant = "00000000-0000-0000-0000-000000000100";
    static constexpr const char *kClientId = "00000000-0000-0000-0000-000000000200";
    static constexpr const char *kSecretEnv = "FLEETSCOPE_TEST_AZ_SECRET";
    static constexpr const char *kSecret = "double-secret-4f7c9a";
    static constexpr const char *kSubscription = "00000000-0000-0000-0000-000000000001";
    static constexpr const char *kWorkspace = "00000000-0000-0000-0000-000000000300";
    static constexpr const char *kArmScope = "https://management.azure.com/.default";
    static constexpr const char *kLogsScope = "https://api.loganalytics.io/.default";
    static constexpr const char *kBatchScope = "https://metrics.monitor.azure.com/.default";

    using Query = QList<std::pair<QString, QString>>;
    using Headers = QList<std::pair<QByteArray, QByteArray>>;

    // One answer of the double, with its JSON body readable by path.
    struct Reply
    {
        int status = 0;
        QByteArray body;
        QHash<QByteArray, QByteArray> headers; // lower-case names
        qint64 elapsedMs = 0;

        // A value by path through the JSON body: "value/0/timeseries".
        QJsonValue at(const QString &path) const;
        QString text(const QString &path) const { return at(path).toString(); }
        QJsonArray array(const QString &path) const { return at(path).toArray(); }
        QString errorCode() const { return text(QStringLiteral("error/code")); }
    };

    AzureDoubleProcess();
    ~AzureDoubleProcess();
    bool start(QString *error, const QStringList &extraArgs = {});
    QUrl url() const { return m_url; }
    // Writes sources.json; `method` is client-secret, device-code or azure-cli.
    QString writeSources(const QString &method = QStringLiteral("client-secret"),
                         const QUrl &managedPrometheus = {}) const;
    // Control endpoints.
    bool setFaults(const QByteArray &json, QString *error = nullptr);
    QJsonDocument stats();
    bool approveDeviceCodes();
    QString dir() const { return m_dir.path(); }

    // `target` is a path on the double or a whole URL it handed out (a
    // nextLink). A body is sent as JSON unless `headers` give a type.
    Reply http(const QByteArray &verb, const QString &target, const QByteArray &body = {},
               const Headers &headers = {});
    // A form POST to the tenant's token endpoint.
    Reply tokenRequest(const Query &form, const QString &tenant = QLatin1String(kTenant));
    // A client-credentials token for `scope`, kept until forgetTokens().
    QString token(const QString &scope);
    void forgetTokens() { m_tokens.clear(); }
    // With a bearer token for `scope`.
    Reply get(const QString &path, const Query &query, const QString &scope);
    Reply post(const QString &path, const Query &query, const QByteArray &json,
               const QString &scope);
    // One resource's metrics as the Azure Monitor client asks for them.
    Reply metrics(const QString &resource, const Query &query = {});
    // A query of the double's Log Analytics workspace.
    Reply logs(const QString &kql, const QString &timespan = QStringLiteral("PT1H"));

    static QByteArray encodeQuery(const Query &query);
    static QString withQuery(const QString &path, const Query &query);
    static QString vm(int n);
    static QString aksCluster();

  private:
    QTemporaryDir m_dir;
    std::unique_ptr<QProcess> m_process;
    QUrl m_url;
    QNetworkAccessManager m_network;
    QHash<QString, QString> m_tokens;
};
