#pragma once

// Shared by the fuzz targets: input as a Qt byte view, Qt's own logging
// silenced, the HTTP statuses a body is parsed behind, and the invariants
// every SeriesSet and SourceError must keep. Header-only, so each target is
// one translation unit plus this.

#include "seriesset.h"
#include "sourceerror.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QtGlobal>

// A broken invariant is a finding: trap so that libFuzzer saves the input.
#define FUZZ_CHECK(cond)                                                                           \
    do {                                                                                           \
        if (!(cond))                                                                               \
            __builtin_trap();                                                                      \
    } while (0)

namespace Fuzz {

inline QByteArrayView bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Parsers warn through qWarning about odd input; a million of those would
// bury libFuzzer's own output and slow every run.
inline void silenceQt()
{
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
}

// For code that wants an application object (QTimeZone, QStandardPaths):
// made once and never destroyed, so LeakSanitizer sees it as reachable.
inline void makeApplication()
{
    static int argc = 1;
    static char name[] = "fleetscope-fuzz";
    static char *argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv);
}

// Behind an error status the parsers read a body differently (a proxy's
// page, an error envelope), so every body is parsed as a 200 answer and once
// more behind one of these; the input's size picks which, so mutations that
// grow or shrink a body reach them all.
inline int errorStatus(std::size_t size)
{
    static constexpr int kStatuses[] = {204, 400, 401, 403, 404, 422, 429, 500, 502, 503, 529};
    return kStatuses[size % std::size(kStatuses)];
}

// A user reads the message; an empty one is a bug whatever the input.
inline void checkError(const SourceError &e)
{
    FUZZ_CHECK(!e.message.isEmpty());
}

// What SeriesSet promises its users (the lane models index values by grid
// position without checking): a strictly increasing grid, one value and one
// mask bit per grid point, and, where the parser says so, no series without
// a sample.
inline void checkSeriesSet(const SeriesSet &set, bool noEmptySeries = true)
{
    for (std::size_t i = 1; i < set.timesMs.size(); ++i)
        FUZZ_CHECK(set.timesMs[i - 1] < set.timesMs[i]);
    for (const Series &s : set.series) {
        FUZZ_CHECK(s.values.size() == set.gridSize());
        FUZZ_CHECK(s.present.size() == set.gridSize());
        if (noEmptySeries)
            FUZZ_CHECK(s.present.count() > 0);
    }
}

} // namespace Fuzz
