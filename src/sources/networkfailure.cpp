#include "networkfailure.h"

#include "sourcestr.h"
#include <QCoreApplication>
#include <QNetworkReply>

namespace NetworkFailure {

SourceError of(const QString &host, const QNetworkReply &reply)
{
    if (reply.error() == QNetworkReply::SslHandshakeFailedError)
        return SourceError::make(
            SourceError::Kind::Network,
            SourcesTr::tr(
                "The TLS certificate of %1 is not trusted (%2). If it is signed by your own "
                "CA, set that CA's PEM file as the source's tls.caFile.")
                .arg(host, reply.errorString()),
            reply.errorString());
    return SourceError::make(SourceError::Kind::Network,
                             SourcesTr::tr("Cannot reach %1: %2").arg(host, reply.errorString()),
                             reply.errorString());
}

std::optional<SourceError> unfollowedRedirect(const QString &host, const QNetworkReply &reply)
{
    const int status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QUrl target = reply.attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
    if (!target.isValid() && status >= 300 && status < 400 && reply.hasRawHeader("Location"))
        target = reply.url().resolved(QUrl(QString::fromUtf8(reply.rawHeader("Location"))));
    if (!target.isValid() || target.isEmpty())
        return std::nullopt;
    SourceError e = SourceError::make(
        SourceError::Kind::Http,
        SourcesTr::tr("%1 redirected to %2, a different origin; the redirect was not followed.")
            .arg(host, target.toString(QUrl::RemoveUserInfo)));
    e.httpStatus = status;
    return e;
}

} // namespace NetworkFailure
