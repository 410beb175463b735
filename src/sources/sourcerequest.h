#pragma once

#include "sourceconfig.h"
#include "sourceerror.h"

#include <expected>
#include <QNetworkRequest>
#include <QString>

// One way to dress a request for a configured source, used by every client
// that talks to it (query, alerts, silences): its headers, its auth (secrets
// read from the environment variables the sources file names, never from
// the file), its TLS settings, and a redirect policy that never carries the
// credentials to another host. Kept in one place because it is security
// code: two copies would drift.
namespace SourceRequest {
// `azureBearer` signs sources whose auth is Azure; for others it is ignored.
std::expected<QNetworkRequest, SourceError> build(const SourceConfig &config, const QUrl &url,
                                                  const QString &azureBearer = {});
} // namespace SourceRequest
