#pragma once

#include "seriesset.h"

#include <QByteArray>
#include <QString>

// Text forms shared by the CLI and exports. Values print as Prometheus
// prints them (Go's strconv.FormatFloat(v, 'f', -1, 64)), so a script can
// diff our output against the server's.
namespace PromFormat {
QByteArray value(double v);
// Unix seconds with up to millisecond precision, no trailing zeros.
QByteArray timestamp(qint64 ms);
// `series,timestamp,value` with a header row; only present samples.
QByteArray toCsv(const SeriesSet &set);
// The Prometheus query_range envelope, so tools that read the API read this.
QByteArray toJson(const SeriesSet &set);
QByteArray csvField(const QString &s);
} // namespace PromFormat
