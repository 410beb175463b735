#pragma once

#include "sourceerror.h"

#include <QString>

class QNetworkReply;

// A request that got no HTTP answer at all, worded for the user. A refused
// TLS certificate is the case people most often meet with internal
// endpoints, so it gets its own sentence saying what to do (trust the CA with
// the source's tls.caFile) instead of the TLS library's wording alone.
namespace NetworkFailure {
SourceError of(const QString &host, const QNetworkReply &reply);
}
