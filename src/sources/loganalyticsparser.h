#pragma once

#include "seriesbuilder.h"
#include "seriesset.h"
#include "sourceerror.h"

#include <expected>
#include <QByteArrayView>
#include <QStringList>

// Turns a Log Analytics query answer (POST /v1/workspaces/{id}/query) into a
// SeriesSet, reading tables[0] (PrimaryResult).
//
// * The first `datetime` column is the time; rows may come in any order, and
//   of two rows for one time and label set the later one wins.
// * Every numeric column (long, int, real, decimal; numbers may arrive as
//   strings) becomes one series per distinct combination of the label
//   columns (string, guid, bool, dynamic and timespan, as text), with
//   `__name__` = the column name. A null cell is a gap. Further datetime
//   columns are ignored: as labels they would make every row its own series.
// * Rows without a readable time, and numeric cells that are not numbers,
//   are left out with a warning.
// * HTTP 204 (no body) is an empty result. A 200 carrying tables and an
//   error ("PartialError") gives the data plus the innermost error message
//   as a warning.
// * Errors ({"error": {"message", "code", "innererror"}}) are Kind::Backend
//   with errorType = the outer code and the innermost message, which is the
//   one that names the problem ("Query could not be parsed at 'x' on line
//   [1,5]"); every level is in the detail.
// * `workspace` (id or name) names the scope of a 403 when known.
//
// Pure and reentrant; each thread keeps one simdjson parser for reuse.
std::expected<SeriesSet, SourceError> parseLogAnalyticsResponse(QByteArrayView body, int httpStatus,
                                                                const QString &workspace = {},
                                                                const SeriesLimits &limits = {});

// One string column of a small Log Analytics answer, e.g. the names of
// `AppMetrics | distinct Name`, in row order, nulls left out. The same error
// reading as above; a query naming a table the workspace does not have is
// an error whose `tableMissing` says so, since "no such table" is an answer
// to discovery, not a failure.
struct LogAnalyticsStrings
{
    QStringList values;
    bool tableMissing = false;
};
std::expected<LogAnalyticsStrings, SourceError>
parseLogAnalyticsStrings(QByteArrayView body, int httpStatus, const QString &column,
                         const QString &workspace = {});
