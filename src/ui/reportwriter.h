#pragma once

#include "cursorreadout.h"

#include "snapshot.h"

#include <expected>
#include <QCoreApplication>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QTimeZone>
#include <vector>

// The postmortem report of a snapshot, with no network: an A4 PDF with vector
// charts (title page with time range and sources, the lanes stacked on one
// time axis with alert bands and annotations, the alert timeline table,
// annotations, operator and runbook actions, notes), and the lanes alone as
// a PNG. Painting needs fonts, hence a QGuiApplication (the offscreen
// platform will do); without one the functions fail with a message instead
// of crashing. Files are written to a temporary name and renamed into place,
// so a failed report never leaves a half-written file under the real name.
class ReportWriter final
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
  public:
    ReportWriter() = delete;

    // Times are in `zone`: the window passes the zone the user chose (U);
    // the command line writes UTC. `cursors`: the window's cursors A and B,
    // drawn on every lane chart with what the lane reads at them.
    static std::expected<void, QString> writePdf(const Snapshot &snapshot, const QString &path,
                                                 const QTimeZone &zone = QTimeZone::utc(),
                                                 const TimeCursors &cursors = {});
    static std::expected<void, QString> writePng(const Snapshot &snapshot, const QString &path,
                                                 QSize size,
                                                 const QTimeZone &zone = QTimeZone::utc(),
                                                 const TimeCursors &cursors = {});
    // The PNG's image: a header line and the lanes stacked. `plotRects`, when
    // given, receives each lane's plot area in image pixels.
    static std::expected<QImage, QString> renderLanes(const Snapshot &snapshot, QSize size,
                                                      std::vector<QRectF> *plotRects = nullptr,
                                                      const QTimeZone &zone = QTimeZone::utc(),
                                                      const TimeCursors &cursors = {});
    // Why a report of this snapshot would say nothing (no lanes, no samples,
    // an empty range), or an empty string when it can be written.
    static QString problem(const Snapshot &snapshot);
    static QSize defaultPngSize() { return {1600, 1000}; }
};
