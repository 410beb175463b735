#pragma once

#include "sourceerror.h"

#include <QByteArrayView>
#include <QString>

// Answers that carry no data (an error page from a proxy, an empty or
// non-JSON body, a backend's error envelope) turned into a SourceError whose
// message a user can act on and whose detail keeps what the server said.
// Shared by the response parsers so every source words these cases alike.
namespace ResponseErrors {
// The longest excerpt of a server's text put into a message or detail.
inline constexpr qsizetype kExcerptChars = 300;

// How one parser's errors name its API. Whole sentences rather than an API
// name, so each can read (and be translated) naturally: "a Prometheus
// answer" but "an Alertmanager answer".
struct ApiWording
{
    // For a non-2xx status; %1 is the status, with its reason phrase when
    // one is known ("502 Bad Gateway", but "418").
    QString httpError;
    // For a 2xx answer that is not this API's JSON, most often a wrong URL.
    QString notThisApi;
};

// A server's text for a message: on one line, cut to kExcerptChars
// characters (never inside a surrogate pair) with an ellipsis.
QString oneLine(const QString &text);

// True when the body opens with `open` ('{' or '[') after JSON whitespace.
// HTML error pages and plain-text proxy answers fail this and can go to
// foreignBody() without being handed to a JSON parser.
bool opensWith(QByteArrayView body, char open);

// A body that is not the API's JSON, or broken JSON behind an error status:
// Kind::Http for a non-2xx status, otherwise Kind::Parse. The detail is the
// readable text from the start of the body, with HTML tags stripped.
SourceError foreignBody(QByteArrayView body, int httpStatus, const ApiWording &wording);

// A backend's error envelope, e.g. Prometheus' {"status": "error",
// "errorType": "bad_data", "error": "..."}. The errorTypes Prometheus
// defines, the vocabulary SourceError::isRetryable also speaks, get a
// sentence of their own; any other type, or none, gets a generic one. The detail is the
// server's text, or the raw body when it sent none.
SourceError backendError(const QString &type, const QString &text, int httpStatus,
                         QByteArrayView body);

// The body as text for the details pane, cut at 4 KiB.
QString rawDetail(QByteArrayView body);
} // namespace ResponseErrors
