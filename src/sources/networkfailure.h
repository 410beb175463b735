#pragma once

#include "sourceerror.h"

#include <optional>
#include <QString>

class QNetworkReply;

// A request that got no HTTP answer at all, worded for the user. A refused
// TLS certificate is the case people most often meet with internal
// endpoints, so it gets its own sentence saying what to do (trust the CA with
// the source's tls.caFile) instead of the TLS library's wording alone.
namespace NetworkFailure {
SourceError of(const QString &host, const QNetworkReply &reply);
// A 3xx answer that is still here was not followed (the same-origin policy
// refused it): an error naming where it pointed, which is what the user
// needs to fix the URL. Qt sets no redirection target for a refused
// cross-origin redirect, so the Location header is read too.
std::optional<SourceError> unfollowedRedirect(const QString &host, const QNetworkReply &reply);
} // namespace NetworkFailure
