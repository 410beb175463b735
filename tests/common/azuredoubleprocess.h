#pragma once

#include <memory>
#include <QByteArray>
#include <QJsonDocument>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

// tools/azure-double on a free loopback port, plus a sources file whose
// azure-monitor source ("az") signs in with a client secret taken from an
// environment variable, and the same for managed Prometheus when a PromQL URL
// is given. Stopped when destroyed.
class AzureDoubleProcess final
{
  public:
    static constexpr const char *kTenant = "00000000-0000-0000-0000-000000000100";
    static constexpr const char *kClientId = "00000000-0000-0000-0000-000000000200";
    static constexpr const char *kSecretEnv = "FLEETSCOPE_TEST_AZ_SECRET";
    static constexpr const char *kSecret = "double-secret-4f7c9a";
    static constexpr const char *kSubscription = "00000000-0000-0000-0000-000000000001";
    static constexpr const char *kWorkspace = "00000000-0000-0000-0000-000000000300";

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

    static QString vm(int n);
    static QString aksCluster();

  private:
    QByteArray http(const QByteArray &verb, const QString &path, const QByteArray &body,
                    int *status);

    QTemporaryDir m_dir;
    std::unique_ptr<QProcess> m_process;
    QUrl m_url;
};
