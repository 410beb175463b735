#pragma once

#include "serieslimits.h"
#include "seriesset.h"
#include "sourceerror.h"

#include <cstddef>
#include <expected>
#include <QByteArrayView>

// Turns the body of a Prometheus /api/v1/query or /api/v1/query_range answer
// (or a compatible's: Thanos, Mimir, VictoriaMetrics) into a SeriesSet.
//
// * Series keep the server's order. Series without a single float sample
//   (only native histograms, only DCGM blanks, empty `values`) are left out,
//   as SeriesSet::merge would drop them anyway.
// * The grid is the sorted union of all timestamps; timestamps are rounded to
//   the nearest millisecond from the number's text, not via a double.
// * "NaN" and "±Inf" are samples; values beyond ±9e18 (dcgm-exporter's blank
//   sentinel) are gaps.
// * A `string` result is refused with Kind::Parse: it has no numbers to chart.
// * `warnings` and `infos` are copied; a warning is added when native
//   histograms were skipped or a VictoriaMetrics answer says `isPartial`.
//
// Pure and reentrant; each thread keeps one simdjson parser for reuse.
std::expected<SeriesSet, SourceError> parsePrometheusResponse(QByteArrayView body,
                                                              int httpStatus = 200);
std::expected<SeriesSet, SourceError> parsePrometheusResponse(QByteArrayView body, int httpStatus,
                                                              const SeriesLimits &options);
// A large answer is parsed where it lies, not from a padded copy of it (26 MB
// fewer to copy and fault in for 1,000 GPUs x 6 h): padForParsing() leaves
// the zeroed bytes simdjson reads past the end in the body's own buffer, and
// parsePaddedPrometheusResponse() uses them (or copies, if they are gone).
void padForParsing(QByteArray &body);
std::expected<SeriesSet, SourceError> parsePaddedPrometheusResponse(const QByteArray &body,
                                                                    int httpStatus = 200);
