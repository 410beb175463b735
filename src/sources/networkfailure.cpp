#include "networkfailure.h"

#include <QCoreApplication>
#include <QNetworkReply>

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(NetworkFailure)
};
} // namespace

namespace NetworkFailure {

SourceError of(const QString &host, const QNetworkReply &reply)
{
    if (reply.error() == QNetworkReply::SslHandshakeFailedError)
        return SourceError::make(
            SourceError::Kind::Network,
            Tr::tr("The TLS certificate of %1 is not trusted (%2). If it is signed by your own "
                   "CA, set that CA's PEM file as the source's tls.caFile.")
                .arg(host, reply.errorString()),
            reply.errorString());
    return SourceError::make(SourceError::Kind::Network,
                             Tr::tr("Cannot reach %1: %2").arg(host, reply.errorString()),
                             reply.errorString());
}

} // namespace NetworkFailure
