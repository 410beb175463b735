#pragma once

#include "sourceerror.h"

#include <expected>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

// Answers of the Prometheus HTTP API that say what a server holds rather
// than values: /api/v1/label/<name>/values and /api/v1/labels (a list of
// strings in `data`), and /api/v1/status/buildinfo (`data.version`).
// Pure. Prometheus, Thanos, Mimir and VictoriaMetrics answer alike.
namespace DiscoveryParser {

struct Strings
{
    QStringList values;
    bool truncated = false; // more than `limit` were sent; the first ones kept
};

std::expected<Strings, SourceError> parseStringList(QByteArrayView body, int httpStatus,
                                                    qsizetype limit);
// The server's version, empty when the answer has none. Errors only for
// answers that are not the API's at all; a 404 (servers without the
// endpoint) is an empty version, not an error.
std::expected<QString, SourceError> parseBuildInfo(QByteArrayView body, int httpStatus);

} // namespace DiscoveryParser
