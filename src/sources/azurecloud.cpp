#include "azurecloud.h"

#include "sourcestr.h"
#include <QCoreApplication>

namespace {
struct Known
{
    const char *name;
    const char *login;
    const char *management;
    const char *metrics;
    const char *logAnalytics;
    const char *managementScope;
    const char *metricsScope;
    const char *logAnalyticsScope;
    const char *prometheusScope;
};

// Public endpoints of the national clouds (Azure CLI's `az cloud show`). The
// batch metrics host is regional; the region-less host is the fallback.
constexpr Known kClouds[] = {
    {"AzureCloud", "https://login.microsoftonline.com", "https://management.azure.com",
     "https://metrics.monitor.azure.com", "https://api.loganalytics.io",
     "https://management.azure.com/.default", "https://metrics.monitor.azure.com/.default",
     "https://api.loganalytics.io/.default", "https://prometheus.monitor.azure.com/.default"},
    {"AzureChinaCloud", "https://login.chinacloudapi.cn", "https://management.chinacloudapi.cn",
     "https://metrics.monitor.azure.cn", "https://api.loganalytics.azure.cn",
     "https://management.chinacloudapi.cn/.default", "https://metrics.monitor.azure.cn/.default",
     "https://api.loganalytics.azure.cn/.default", "https://prometheus.monitor.azure.cn/.default"},
    {"AzureUSGovernment", "https://login.microsoftonline.us",
     "https://management.usgovcloudapi.net", "https://metrics.monitor.azure.us",
     "https://api.loganalytics.us", "https://management.usgovcloudapi.net/.default",
     "https://metrics.monitor.azure.us/.default", "https://api.loganalytics.us/.default",
     "https://prometheus.monitor.azure.us/.default"},
};
} // namespace

std::expected<AzureCloud, QString> AzureCloud::fromSource(const QJsonObject &source)
{
    const QString name =
        source.value(QLatin1String("cloud")).toString(QStringLiteral("AzureCloud"));
    const QJsonObject endpoints = source.value(QLatin1String("endpoints")).toObject();
    AzureCloud c;
    c.name = name;
    bool found = false;
    for (const Known &k : kClouds) {
        if (name.compare(QLatin1String(k.name), Qt::CaseInsensitive) != 0)
            continue;
        found = true;
        c.login = QUrl(QLatin1String(k.login));
        c.management = QUrl(QLatin1String(k.management));
        c.metrics = QUrl(QLatin1String(k.metrics));
        c.logAnalytics = QUrl(QLatin1String(k.logAnalytics));
        c.managementScope = QLatin1String(k.managementScope);
        c.metricsScope = QLatin1String(k.metricsScope);
        c.logAnalyticsScope = QLatin1String(k.logAnalyticsScope);
        c.prometheusScope = QLatin1String(k.prometheusScope);
    }
    const bool custom = name == QLatin1String("custom");
    if (!found && !custom)
        return std::unexpected(
            SourcesTr::tr("Unknown cloud \"%1\" (use AzureCloud, AzureChinaCloud, "
                          "AzureUSGovernment or custom).")
                .arg(name));
    if (custom) {
        // A custom cloud (a proxy, the test double) uses the public cloud's
        // audiences unless told otherwise.
        c.managementScope = QStringLiteral("https://management.azure.com/.default");
        c.metricsScope = QStringLiteral("https://metrics.monitor.azure.com/.default");
        c.logAnalyticsScope = QStringLiteral("https://api.loganalytics.io/.default");
        c.prometheusScope = QStringLiteral("https://prometheus.monitor.azure.com/.default");
    }
    struct Field
    {
        const char *key;
        QUrl *url;
    };
    const Field fields[] = {{"login", &c.login},
                            {"management", &c.management},
                            {"metrics", &c.metrics},
                            {"logAnalytics", &c.logAnalytics}};
    for (const Field &f : fields) {
        const QString v = endpoints.value(QLatin1String(f.key)).toString();
        if (v.isEmpty()) {
            if (custom)
                return std::unexpected(
                    SourcesTr::tr(
                        "A custom cloud needs all four endpoints; \"endpoints.%1\" is missing.")
                        .arg(QLatin1String(f.key)));
            continue;
        }
        const QUrl url(v);
        if (!url.isValid() || url.host().isEmpty() ||
            (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http")))
            return std::unexpected(
                SourcesTr::tr("\"endpoints.%1\" is not an http(s) address: \"%2\".")
                    .arg(QLatin1String(f.key), v));
        *f.url = url;
    }
    return c;
}
