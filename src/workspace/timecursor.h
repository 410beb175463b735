#pragma once

#include "cursorreadout.h"
#include "timeformat.h"

#include <optional>
#include <QDateTime>
#include <QObject>
#include <QTimeZone>

// The one shared time axis of a workspace: the visible range, the crosshair
// and whether the view follows "now". Every lane, the alert pane and the
// replay bar observe it; none of them talks to another. A zoom in one lane is
// a change of one value here.
class TimeCursor final : public QObject
{
    Q_OBJECT
  public:
    explicit TimeCursor(QObject *parent = nullptr);

    qint64 fromMs() const { return m_from; }
    qint64 toMs() const { return m_to; }
    qint64 durationMs() const { return m_to - m_from; }
    std::optional<qint64> crosshairMs() const { return m_crosshair; }
    bool isPinned() const { return m_pinned; }
    bool followsLive() const { return m_follow; }

    // Shows the last `durationMs` up to `nowMs` and follows live again.
    void showLast(qint64 durationMs, qint64 nowMs);
    // An explicit range (custom range, rubber band). Stops following live.
    void setRange(qint64 fromMs, qint64 toMs);
    // Zooms by `factor` (< 1 zooms in) keeping `anchorMs` where it is.
    void zoom(double factor, qint64 anchorMs);
    void zoomCentered(double factor) { zoom(factor, m_from + durationMs() / 2); }
    // Moves the range by deltaMs; moving into the past stops following live.
    void pan(qint64 deltaMs);
    // Called by the live clock: keeps the duration and moves to now, if following.
    void advanceTo(qint64 nowMs);
    void setFollowLive(bool follow, qint64 nowMs);

    // Two cursors, to measure between two moments. The crosshair is cursor
    // A; once A is pinned, the mouse moves cursor B, which can be pinned in
    // turn. Every lane reads both and the difference.
    void hover(qint64 tMs); // moves the crosshair, or B once A is pinned
    void leave();           // hides whichever of them is not pinned
    void pin(qint64 tMs);   // pins A at tMs (and lets B go)
    // A as the replay clock moves it: pinned at tMs, B kept, and not a pin
    // of the user's (exports draw it only against a pinned B).
    void followClock(qint64 tMs);
    // Whether A was pinned by a person (a click, a jump to an event).
    bool isPinnedByUser() const { return m_pinned && m_pinnedByUser; }
    void pinSecond(qint64 tMs);
    void unpin(); // lets both go
    // B: pinned, or following the mouse while A is pinned; empty otherwise.
    std::optional<qint64> secondMs() const { return m_second; }
    bool isSecondPinned() const { return m_secondPinned; }
    // A and B as the exports take them (B only while A is pinned).
    TimeCursors cursors() const;

    // Times are read in local time or in UTC (View > Times in UTC); the
    // axis labels say which.
    bool isUtc() const { return m_utc; }
    void setUtc(bool utc);
    QTimeZone zone() const { return m_utc ? QTimeZone::utc() : QTimeZone::systemTimeZone(); }
    // The formatter for every visible time, in that zone.
    TimeFormat format() const { return TimeFormat(zone()); }
    // `tMs` as a date and time in that zone. Cheap enough for every tick
    // label of every paint (zone() reads the system's zone each time).
    QDateTime dateTime(qint64 tMs) const;
    // "UTC", or the local zone's abbreviation at `tMs` ("CET", "CEST").
    QString zoneLabel(qint64 tMs) const;

    static constexpr qint64 kMinDurationMs = 60'000;
    static constexpr qint64 kMaxDurationMs = 400ll * 86'400'000;

  signals:
    void rangeChanged(qint64 fromMs, qint64 toMs);
    void crosshairChanged();
    void followLiveChanged(bool follows);
    void zoneChanged(bool utc);

  private:
    void apply(qint64 from, qint64 to);

    qint64 m_from = 0;
    qint64 m_to = 0;
    std::optional<qint64> m_crosshair;
    bool m_pinned = false;
    bool m_pinnedByUser = false;
    std::optional<qint64> m_second;
    bool m_secondPinned = false;
    bool m_follow = true;
    bool m_utc = false;
};
