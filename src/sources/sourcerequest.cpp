#include "sourcerequest.h"

#include "sourcestr.h"
#include <QCoreApplication>
#include <QFile>
#include <QSslCertificate>
#include <QSslConfiguration>

namespace {
SourceError configError(const QString &message)
{
    return SourceError::make(SourceError::Kind::Config, message);
}

std::expected<QByteArray, SourceError> envSecret(const SourceConfig &c, const QString &var)
{
    const QByteArray v = qgetenv(var.toLocal8Bit().constData());
    if (v.isEmpty())
        return std::unexpected(
            configError(SourcesTr::tr("Source \"%1\": the environment variable %2 "
                                      "that should hold its secret is not set.")
                            .arg(c.name, var)));
    return v;
}
} // namespace

namespace SourceRequest {

std::expected<QNetworkRequest, SourceError> build(const SourceConfig &c, const QUrl &url,
                                                  const QString &azureBearer)
{
    QNetworkRequest req(url);
    req.setRawHeader("Accept", "application/json");
    req.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("FleetScope"));
    // A redirect to another host must not carry our credentials along.
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::SameOriginRedirectPolicy);
    for (auto it = c.headers.begin(); it != c.headers.end(); ++it)
        req.setRawHeader(it.key().toUtf8(), it.value().toUtf8());
    switch (c.auth) {
    case SourceConfig::Auth::None:
        break;
    case SourceConfig::Auth::Bearer: {
        auto t = envSecret(c, c.tokenEnv);
        if (!t)
            return std::unexpected(t.error());
        req.setRawHeader("Authorization", "Bearer " + *t);
        break;
    }
    case SourceConfig::Auth::Basic: {
        auto p = envSecret(c, c.passwordEnv);
        if (!p)
            return std::unexpected(p.error());
        req.setRawHeader("Authorization", "Basic " + (c.username.toUtf8() + ':' + *p).toBase64());
        break;
    }
    case SourceConfig::Auth::Azure:
        if (azureBearer.isEmpty())
            return std::unexpected(
                configError(SourcesTr::tr("Source \"%1\": no Azure token to sign the request with.")
                                .arg(c.name)));
        req.setRawHeader("Authorization", "Bearer " + azureBearer.toUtf8());
        break;
    }
    if (url.scheme() == QLatin1String("https")) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        if (!c.caFile.isEmpty()) {
            QFile f(c.caFile);
            if (!f.open(QIODevice::ReadOnly))
                return std::unexpected(
                    configError(SourcesTr::tr("Source \"%1\": cannot read the CA file %2.")
                                    .arg(c.name, c.caFile)));
            const auto certs = QSslCertificate::fromData(f.readAll(), QSsl::Pem);
            if (certs.isEmpty())
                return std::unexpected(configError(
                    SourcesTr::tr("Source \"%1\": the CA file %2 holds no PEM certificate.")
                        .arg(c.name, c.caFile)));
            auto cas = ssl.caCertificates();
            cas.append(certs);
            ssl.setCaCertificates(cas);
        }
        if (c.insecureSkipVerify)
            ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
        req.setSslConfiguration(ssl);
    }
    return req;
}

} // namespace SourceRequest
