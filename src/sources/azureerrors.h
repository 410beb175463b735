#pragma once

#include "responseerrors.h"
#include "sourceerror.h"

#include <optional>
#include <QByteArrayView>
#include <QList>
#include <QString>

// Azure's error answers turned into a SourceError, worded alike for every
// Azure API. ARM answers {"error": {"code", "message"}} or a bare
// {"code", "message"}; Log Analytics nests "innererror" and "details" whose
// innermost message is the one that says what went wrong.
namespace AzureErrors {

// How one API's errors read. Whole sentences, so each can be translated.
struct Wording
{
    // For bodies that are not JSON (a proxy's page) or not this API's JSON.
    ResponseErrors::ApiWording foreign;
    // A 2xx JSON body of the wrong shape.
    QString shape;
    // A 400 and most other refusals; %1 is Azure's message.
    QString rejected;
    // A 403; %1 is the scope. The second form is for an unknown scope.
    QString forbidden;
    QString forbiddenNoScope;
    // The token scope this API needs, named when a token's audience is wrong.
    QString tokenScope;
};

struct Level
{
    QString code;
    QString message;
};

// A non-2xx (or error-only 2xx) body: the error envelope when there is one,
// otherwise ResponseErrors::foreignBody. `target` (a resource id, workspace or
// cost scope) names the scope of a 403 when Azure's message does not.
SourceError fromBody(QByteArrayView body, int httpStatus, const Wording &wording,
                     const QString &target = {});

// Why an answer holds no data worth reading: a non-2xx status (read by
// fromBody) or a body that is not a JSON object. Nothing for a 2xx object.
std::optional<SourceError> refusal(QByteArrayView body, int httpStatus, const Wording &wording,
                                   const QString &target = {});

// An error envelope already read, outermost level first.
SourceError fromLevels(const QList<Level> &levels, int httpStatus, const Wording &wording,
                       const QString &target, QByteArrayView body);

// JSON that could not be read: broken JSON behind an error status is the
// proxy's, not Azure's (Kind::Http); in a 2xx it is Kind::Parse. `shape` says
// whether the JSON was valid but not what was expected.
SourceError unreadable(bool shape, const QString &what, int httpStatus, QByteArrayView body,
                       const Wording &wording);

// Kind::TooLarge for a body of `size` bytes over `limit`, refused unparsed.
SourceError tooLarge(qsizetype size, qsizetype limit, int httpStatus);

// The last non-empty message of the levels, which Azure makes the specific one.
QString innermostMessage(const QList<Level> &levels);
// "code: message" per level, one per line, for the details pane.
QString levelsDetail(const QList<Level> &levels);

} // namespace AzureErrors
