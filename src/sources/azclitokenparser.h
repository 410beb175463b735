#pragma once

#include "entratokenparser.h"
#include "sourceerror.h"

#include <expected>
#include <QByteArrayView>
#include <QTimeZone>

// What `az account get-access-token --scope S -o json` printed, turned into
// a token. The expiry comes from `expires_on` (POSIX seconds, number or
// string, CLI 2.54 and later) when present, else from `expiresOn`, a naive
// local time ("2026-11-21 14:05:31.000000") read in `localZone`.
//
// A non-zero exit is read from stderr: "Please run 'az login'" and an
// expired refresh token (AADSTS70043, AADSTS700082) become Kind::Config
// errors that say to run az login (again); a missing az says to install it.
// Neither message nor detail ever holds stdout, which is where a token is.
std::expected<EntraToken, SourceError>
parseAzCliTokenOutput(QByteArrayView standardOutput, QByteArrayView standardError, int exitCode,
                      const QTimeZone &localZone = QTimeZone::systemTimeZone());
