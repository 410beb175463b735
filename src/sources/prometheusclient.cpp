#include "prometheusclient.h"

#include "prometheusrangejob.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslCertificate>
#include <QSslConfiguration>

PrometheusClient::PrometheusClient(SourceConfig config, QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_nam(nam)
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
    return in;
}

std::optional<SourceError> PrometheusClient::applyAuth(QNetworkRequest &req) const
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
        return SourceError::make(
            SourceError::Kind::Config,
            tr("Source \"%1\": Azure sign-in is not available in this build.").arg(m_config.name));
    }
    return std::nullopt;
}

std::expected<QNetworkReply *, SourceError> PrometheusClient::post(const QString &apiPath,
                                                                   const QUrlQuery &form)
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
    if (auto err = applyAuth(req))
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
    // QUrlQuery leaves '+' as it is, and a form decoder reads it as a space:
    // "a + b" would reach the server as "a   b". Encode every pair ourselves.
    QByteArray body;
    for (const auto &[key, value] : form.queryItems(QUrl::FullyDecoded)) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    return m_nam->post(req, body);
}
