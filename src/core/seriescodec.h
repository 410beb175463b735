#pragma once

#include "seriesset.h"

#include <expected>
#include <QByteArray>
#include <QByteArrayView>
#include <QString>

// The columnar block a snapshot stores per query (or per group of a query's
// series): the shared time grid as delta-of-delta varints, each series'
// labels and gap mask, and its values as raw IEEE bits, so NaN payloads,
// ±Inf and -0.0 come back bit for bit. Values are transformed before zstd:
// series whose samples are decimals with at most six digits after the point
// (dcgm-exporter's integers and milliwatts) become zigzag deltas of scaled
// integers, checked at encode time to decode to the very same bits, with the
// odd value that is not (NaN, -0.0) kept as an exception; other series are
// XORed with their previous value and split into byte planes. Pure: no I/O.
//
// A block is "FSC" 0x01, the payload size, a CRC-32C of everything after it,
// and one zstd frame. decode() trusts nothing: every length and count is
// checked against the bytes that are there before anything is allocated, so
// a hostile or damaged block is an error message, never a crash or a
// gigabyte allocation.
namespace SeriesCodec {
// decode() refuses payloads above this; encode() refuses sets that would
// need more, so split large sets by series first (SnapshotFile does).
constexpr qsizetype kMaxPayloadBytes = qsizetype(256) * 1024 * 1024;
// Keeps a block well under the cap for any data: grid points x series.
constexpr std::size_t kMaxCellsPerBlock = std::size_t(4) * 1024 * 1024;
constexpr int kDefaultLevel = 3;

std::expected<QByteArray, QString> encode(const SeriesSet &set, int zstdLevel = kDefaultLevel);
std::expected<SeriesSet, QString> decode(QByteArrayView block);
// The block's payload after the checksum and size checks and decompression,
// before the value transforms are undone: lets tests scan what is stored.
std::expected<QByteArray, QString> payload(QByteArrayView block);
} // namespace SeriesCodec
