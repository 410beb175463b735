#include "prometheusclient.h"

#include "formencoding.h"
#include "prometheusrangejob.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslCertificate>
#include <QSslConfiguration>

PrometheusClient::PrometheusClient(SourceConfig config, QNetworkAccessManager *nam,
                                   TokenProvider *tokens, QString tokenScope, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_nam(nam), m_tokens(tokens),
      m_tokenScope(std::move(tokenScope))
{
}

QueryJob *PrometheusClient::queryRange(const QString &promql, const QueryPlanner::Plan &plan)
{
    return new PrometheusRangeJob(this, promql, plan);
}

QueryPlanner::Input PrometheusClient::planInput() const
{
    QueryPlanner::Input in;
    in.scrapeIntervalMs = m_config.scrapeIntervalMs;
    in.maxPointsPerRequest = m_config.maxPoints;
    if (m_config.isAzureManagedPrometheus()) {
        // Azure Monitor managed Prometheus: a query spans at most 32 days, and
        // from 48 h on its step is at least a minute.
        in.maxRangeMs = 32 * 86'400'000ll;
        in.longRangeMs = 48 * 3'600'000ll;
        in.longRangeMinStepMs = 60'000;
    }
    return in;
}

std::optional<SourceError> PrometheusClient::applyAuth(QNetworkRequest &req,
                                                       const QString &bearer) const
{
    auto envSecret = [this](const QString &var) -> std::expected<QByteArray, SourceError> {
        const QByteArray v = qgetenv(var.toLocal8Bit().constData());
        if (v.isEmpty())
            return std::unexpected(SourceError::make(
                SourceError::Kind::Config, tr("Source \"%1\": the environment variable %2 that "
                                              "should hold its secret is not set.")
                                               .arg(m_config.name, var)));
        return v;
    };
    switch (m_config.auth) {
    case SourceConfig::Auth::None:
        break;
    case SourceConfig::Auth::Bearer: {
        auto t = envSecret(m_config.tokenEnv);
        if (!t)
            return t.error();
        req.setRawHeader("Authorization", "Bearer " + *t);
        break;
    }
    case SourceConfig::Auth::Basic: {
        auto p = envSecret(m_config.passwordEnv);
        if (!p)
            return p.error();
        req.setRawHeader("Authorization",
                         "Basic " + (m_config.username.toUtf8() + ':' + *p).toBase64());
        break;
    }
    case SourceConfig::Auth::Azure:
        if (bearer.isEmpty())
            return SourceError::make(
                SourceError::Kind::Config,
                tr("Source \"%1\": no Azure token to sign the request with.").arg(m_config.name));
        req.setRawHeader("Authorization", "Bearer " + bearer.toUtf8());
        break;
    }
    return std::nullopt;
}

std::expected<QNetworkReply *, SourceError>
PrometheusClient::post(const QString &apiPath, const QUrlQuery &form, const QString &bearer)
{
    if (!m_nam)
        return std::unexpected(
            SourceError::make(SourceError::Kind::Network, tr("No network access.")));
    QUrl url = m_config.url;
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + apiPath);
    QNetworkRequest req(url);
    req.setHeader(QNetworkRequest::ContentTypeHeader,
                  QByteArrayLiteral("application/x-www-form-urlencoded"));
    req.setRawHeader("Accept", "application/json");
    req.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("FleetScope"));
    // A redirect to another host must not carry our credentials along.
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::SameOriginRedirectPolicy);
    for (auto it = m_config.headers.begin(); it != m_config.headers.end(); ++it)
        req.setRawHeader(it.key().toUtf8(), it.value().toUtf8());
    if (auto err = applyAuth(req, bearer))
        return std::unexpected(*err);
    if (url.scheme() == QLatin1String("https")) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        if (!m_config.caFile.isEmpty()) {
            QFile f(m_config.caFile);
            if (!f.open(QIODevice::ReadOnly))
                return std::unexpected(SourceError::make(
                    SourceError::Kind::Config, tr("Source \"%1\": cannot read the CA file %2.")
                                                   .arg(m_config.name, m_config.caFile)));
            const auto certs = QSslCertificate::fromData(f.readAll(), QSsl::Pem);
            if (certs.isEmpty())
                return std::unexpected(
                    SourceError::make(SourceError::Kind::Config,
                                      tr("Source \"%1\": the CA file %2 holds no PEM certificate.")
                                          .arg(m_config.name, m_config.caFile)));
            auto cas = ssl.caCertificates();
            cas.append(certs);
            ssl.setCaCertificates(cas);
        }
        if (m_config.insecureSkipVerify)
            ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
        req.setSslConfiguration(ssl);
    }
    QList<std::pair<QString, QString>> items;
    for (const auto &[key, value] : form.queryItems(QUrl::FullyDecoded))
        items.append({key, value});
    const QByteArray body = formEncode(items);
    return m_nam->post(req, body);
}
