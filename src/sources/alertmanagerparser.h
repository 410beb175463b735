#pragma once

#include "alertfeedparseoptions.h"
#include "feedalert.h"
#include "silence.h"
#include "sourceerror.h"

#include <expected>
#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <vector>

// Pure parsers for an Alertmanager's alerts and silences (/api/v2/...), and
// the body that creates a silence. No network, no globals; reentrant and
// safe on any thread. Errors keep the server's words (see alertfeedparser.h).

// GET /api/v2/alerts of Alertmanager: firing alerts with what silences,
// inhibits or mutes them.
std::expected<std::vector<FeedAlert>, SourceError>
parseAlertmanagerAlerts(QByteArrayView body, int httpStatus = 200,
                        const AlertFeedParseOptions &options = {});

// GET /api/v2/silences: every silence Alertmanager still holds, expired ones
// included (it keeps them for its retention period).
std::expected<std::vector<Silence>, SourceError>
parseSilences(QByteArrayView body, int httpStatus = 200, const AlertFeedParseOptions &options = {});

// POST /api/v2/silences answers {"silenceID": "..."}: the new silence's id.
std::expected<QString, SourceError> parseSilenceCreated(QByteArrayView body, int httpStatus = 200);

// DELETE /api/v2/silence/{id} answers 200 with an empty body; expiring a
// silence that already expired succeeds too.
std::expected<void, SourceError> parseSilenceExpired(QByteArrayView body, int httpStatus = 200);

// The body of POST /api/v2/silences for a new silence. The id is left out on
// purpose: with an id Alertmanager updates that silence, and a silence kept
// locally has an id Alertmanager never issued. Refused (Kind::Config) when
// Alertmanager would refuse it: no matchers, a matcher without a name, an
// invalid regex, or an end not after the start.
std::expected<QByteArray, SourceError> serializeSilence(const Silence &silence);
