#include "sourceconfig.h"

#include "sourcestr.h"
#include <cmath>
#include <limits>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include "azurecloud.h"
#include "timeparse.h"

std::expected<SourceConfig, QString> SourceConfig::fromJson(const QJsonObject &o)
{
    SourceConfig c;
    c.raw = o;
    c.name = o.value(QLatin1String("name")).toString();
    if (c.name.isEmpty())
        return std::unexpected(SourcesTr::tr("A source has no \"name\"."));
    const QString type = o.value(QLatin1String("type")).toString();
    if (type == QLatin1String("prometheus"))
        c.type = Type::Prometheus;
    else if (type == QLatin1String("azure-monitor"))
        c.type = Type::AzureMonitor;
    else if (type == QLatin1String("alertmanager"))
        c.type = Type::Alertmanager;
    else
        return std::unexpected(SourcesTr::tr("Source \"%1\": unknown type \"%2\" (use prometheus, "
                                             "alertmanager or azure-monitor).")
                                   .arg(c.name, type));

    const QString url = o.value(QLatin1String("url")).toString();
    if (c.type == Type::Prometheus || c.type == Type::Alertmanager) {
        c.url = QUrl(url);
        if (!c.url.isValid() ||
            (c.url.scheme() != QLatin1String("http") && c.url.scheme() != QLatin1String("https")) ||
            c.url.host().isEmpty())
            return std::unexpected(
                SourcesTr::tr(
                    "Source \"%1\": \"url\" must be an http:// or https:// address, not \"%2\".")
                    .arg(c.name, url));
        // A password in the address would sit in the file in plain text.
        if (!c.url.password().isEmpty())
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": \"url\" holds a password. Secrets never go in the "
                              "sources file: use basic auth with passwordEnv.")
                    .arg(c.name));
    }
    const QJsonObject headers = o.value(QLatin1String("headers")).toObject();
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        if (it.key().compare(QLatin1String("Authorization"), Qt::CaseInsensitive) == 0)
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": put credentials in \"auth\" (with tokenEnv or "
                              "passwordEnv), not in an Authorization header.")
                    .arg(c.name));
        c.headers.insert(it.key(), it.value().toString());
    }

    const QJsonObject auth = o.value(QLatin1String("auth")).toObject();
    // Secrets in the file would end up in backups, screenshots and git; refuse
    // them outright rather than use them once.
    for (const char *secret : {"token", "password", "clientSecret", "secret"}) {
        if (auth.contains(QLatin1String(secret)))
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": \"auth.%2\" holds a secret. Secrets "
                              "never go in the sources file: "
                              "name an environment variable instead (tokenEnv, "
                              "passwordEnv, clientSecretEnv).")
                    .arg(c.name, QLatin1String(secret)));
    }
    const QString authType = auth.value(QLatin1String("type")).toString(QStringLiteral("none"));
    if (authType == QLatin1String("none")) {
        c.auth = Auth::None;
    } else if (authType == QLatin1String("bearer")) {
        c.auth = Auth::Bearer;
        c.tokenEnv = auth.value(QLatin1String("tokenEnv")).toString();
        if (c.tokenEnv.isEmpty())
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": bearer auth needs \"tokenEnv\".").arg(c.name));
    } else if (authType == QLatin1String("basic")) {
        c.auth = Auth::Basic;
        c.username = auth.value(QLatin1String("username")).toString();
        c.passwordEnv = auth.value(QLatin1String("passwordEnv")).toString();
        if (c.username.isEmpty() || c.passwordEnv.isEmpty())
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": basic auth needs \"username\" and \"passwordEnv\".")
                    .arg(c.name));
    } else if (authType == QLatin1String("azure")) {
        c.auth = Auth::Azure;
        const QString method =
            auth.value(QLatin1String("method")).toString(QStringLiteral("azure-cli"));
        c.tenant = auth.value(QLatin1String("tenant")).toString();
        c.clientId = auth.value(QLatin1String("clientId")).toString();
        c.clientSecretEnv = auth.value(QLatin1String("clientSecretEnv")).toString();
        if (method == QLatin1String("azure-cli")) {
            c.azureMethod = AzureMethod::AzureCli;
        } else if (method == QLatin1String("client-secret")) {
            c.azureMethod = AzureMethod::ClientSecret;
            if (c.tenant.isEmpty() || c.clientId.isEmpty())
                return std::unexpected(
                    SourcesTr::tr(
                        "Source \"%1\": client-secret sign-in needs \"tenant\" and \"clientId\".")
                        .arg(c.name));
        } else if (method == QLatin1String("device-code")) {
            c.azureMethod = AzureMethod::DeviceCode;
            // Without an app registration of their own, users sign in through
            // the Azure CLI's public client, as `az login --use-device-code` does.
            if (c.tenant.isEmpty())
                c.tenant = QStringLiteral("organizations");
            if (c.clientId.isEmpty())
                c.clientId = QStringLiteral("04b07795-8ddb-461a-bbee-02f9e1bf7b46");
        } else {
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": unknown Azure sign-in method \"%2\" (use "
                              "azure-cli, client-secret or device-code).")
                    .arg(c.name, method));
        }
    } else {
        return std::unexpected(
            SourcesTr::tr(
                "Source \"%1\": unknown auth type \"%2\" (use none, bearer, basic or azure).")
                .arg(c.name, authType));
    }

    if (c.type == Type::AzureMonitor && c.auth != Auth::Azure)
        return std::unexpected(SourcesTr::tr("Source \"%1\": an azure-monitor source signs in with "
                                             "\"auth\": {\"type\": \"azure\", ...}.")
                                   .arg(c.name));

    if (c.type == Type::Alertmanager && c.auth == Auth::Azure)
        return std::unexpected(
            SourcesTr::tr("Source \"%1\": an alertmanager source cannot sign in with "
                          "Azure; use none, bearer or basic auth.")
                .arg(c.name));

    if (o.contains(QLatin1String("alerts"))) {
        const QJsonValue alerts = o.value(QLatin1String("alerts"));
        if (!alerts.isBool())
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": \"alerts\" must be true or false.").arg(c.name));
        c.alerts = alerts.toBool();
        if (c.alerts && c.isAzureManagedPrometheus())
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": Azure Monitor managed Prometheus has "
                              "no alerts API; remove \"alerts\": true.")
                    .arg(c.name));
    }

    if (o.contains(QLatin1String("workspace"))) {
        const QJsonValue workspace = o.value(QLatin1String("workspace"));
        if (c.type != Type::AzureMonitor || !workspace.isString() ||
            workspace.toString().trimmed().isEmpty())
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": \"workspace\" is the Log Analytics workspace ID "
                              "of an azure-monitor source (a non-empty string).")
                    .arg(c.name));
        c.workspace = workspace.toString().trimmed();
    }

    if (c.auth == Auth::Azure) {
        if (auto cloud = AzureCloud::fromSource(o); !cloud)
            return std::unexpected(SourcesTr::tr("Source \"%1\": %2").arg(c.name, cloud.error()));
    }

    const QJsonObject tls = o.value(QLatin1String("tls")).toObject();
    c.caFile = tls.value(QLatin1String("caFile")).toString();
    c.insecureSkipVerify = tls.value(QLatin1String("insecureSkipVerify")).toBool(false);

    auto duration = [&](const char *key, qint64 &out, qint64 minimum) -> std::optional<QString> {
        if (!o.contains(QLatin1String(key)))
            return std::nullopt;
        const QJsonValue v = o.value(QLatin1String(key));
        // A number is seconds; one too large for 64-bit milliseconds is no
        // duration (found by fuzzing: the conversion was undefined behaviour).
        const double secs = v.toDouble();
        const auto d = v.isDouble() ? (std::isfinite(secs) && secs >= 0 && secs < 9.2e15
                                           ? std::optional<qint64>(qint64(secs * 1000))
                                           : std::nullopt)
                                    : TimeParse::parseDuration(v.toString());
        if (!d || *d < minimum)
            return SourcesTr::tr("Source \"%1\": \"%2\" is not a valid duration.")
                .arg(c.name, QLatin1String(key));
        out = *d;
        return std::nullopt;
    };
    if (auto e = duration("timeout", c.timeoutMs, 100))
        return std::unexpected(*e);
    if (auto e = duration("scrapeInterval", c.scrapeIntervalMs, 1000))
        return std::unexpected(*e);
    if (o.contains(QLatin1String("maxPoints"))) {
        c.maxPoints = o.value(QLatin1String("maxPoints")).toInt();
        if (c.maxPoints < 2)
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": \"maxPoints\" must be at least 2.").arg(c.name));
    }
    if (o.contains(QLatin1String("maxBodyMiB"))) {
        const double mib = o.value(QLatin1String("maxBodyMiB")).toDouble();
        if (mib <= 0)
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": \"maxBodyMiB\" must be positive.").arg(c.name));
        // Beyond 8e12 MiB the bytes no longer fit in 64 bits: no limit then.
        c.maxBodyBytes =
            mib < 8e12 ? qint64(mib * 1024 * 1024) : std::numeric_limits<qint64>::max();
    }
    if (o.contains(QLatin1String("compression"))) {
        const QString v = o.value(QLatin1String("compression")).toString();
        if (v == QLatin1String("auto"))
            c.compression = Compression::Auto;
        else if (v == QLatin1String("gzip"))
            c.compression = Compression::Gzip;
        else if (v == QLatin1String("none"))
            c.compression = Compression::None;
        else
            return std::unexpected(
                SourcesTr::tr("Source \"%1\": \"compression\" is auto, gzip or none.").arg(c.name));
    }
    return c;
}

std::expected<std::vector<SourceConfig>, QString> SourceConfig::parseFile(const QByteArray &json)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return std::unexpected(
            SourcesTr::tr("The sources file is not valid JSON (%1 at offset %2).")
                .arg(err.errorString())
                .arg(err.offset));
    const QJsonArray arr = doc.object().value(QLatin1String("sources")).toArray();
    if (!doc.isObject() || arr.isEmpty())
        return std::unexpected(
            SourcesTr::tr("The sources file must be an object with a non-empty \"sources\" list."));
    std::vector<SourceConfig> out;
    QSet<QString> names;
    for (const auto &v : arr) {
        auto c = fromJson(v.toObject());
        if (!c)
            return std::unexpected(c.error());
        if (names.contains(c->name))
            return std::unexpected(SourcesTr::tr("Two sources are named \"%1\".").arg(c->name));
        names.insert(c->name);
        out.push_back(std::move(*c));
    }
    return out;
}

const SourceConfig *SourceList::find(const QString &name) const
{
    for (const auto &s : sources)
        if (s.name == name)
            return &s;
    return nullptr;
}
