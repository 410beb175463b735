#include "timecursor.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>

TimeCursor::TimeCursor(QObject *parent) : QObject(parent) {}

void TimeCursor::apply(qint64 from, qint64 to)
{
    qint64 d = std::clamp(to - from, kMinDurationMs, kMaxDurationMs);
    if (to - from != d) {
        const qint64 mid = from + (to - from) / 2;
        from = mid - d / 2;
        to = from + d;
    }
    if (from == m_from && to == m_to)
        return;
    m_from = from;
    m_to = to;
    emit rangeChanged(m_from, m_to);
}

void TimeCursor::showLast(qint64 durationMs, qint64 nowMs)
{
    setFollowLive(true, nowMs);
    apply(nowMs - durationMs, nowMs);
}

void TimeCursor::setRange(qint64 fromMs, qint64 toMs)
{
    if (toMs <= fromMs)
        return;
    if (m_follow) {
        m_follow = false;
        emit followLiveChanged(false);
    }
    apply(fromMs, toMs);
}

void TimeCursor::zoom(double factor, qint64 anchorMs)
{
    if (!(factor > 0))
        return;
    const double d = double(durationMs()) * factor;
    const double left = double(anchorMs - m_from) / double(std::max<qint64>(durationMs(), 1));
    const qint64 from = anchorMs - qint64(std::llround(d * left));
    const qint64 to = from + qint64(std::llround(d));
    // Zooming while following keeps the right edge at now: an on-call
    // engineer zooming in wants the latest minutes, not a frozen window.
    if (m_follow) {
        apply(m_to - (to - from), m_to);
        return;
    }
    apply(from, to);
}

void TimeCursor::pan(qint64 deltaMs)
{
    if (deltaMs == 0)
        return;
    if (m_follow && deltaMs < 0) {
        m_follow = false;
        emit followLiveChanged(false);
    } else if (m_follow) {
        return; // already at now; the future holds no data
    }
    apply(m_from + deltaMs, m_to + deltaMs);
}

void TimeCursor::advanceTo(qint64 nowMs)
{
    if (!m_follow)
        return;
    apply(nowMs - durationMs(), nowMs);
}

void TimeCursor::setFollowLive(bool follow, qint64 nowMs)
{
    if (follow == m_follow) {
        if (follow)
            advanceTo(nowMs);
        return;
    }
    m_follow = follow;
    emit followLiveChanged(follow);
    if (follow)
        apply(nowMs - durationMs(), nowMs);
}

void TimeCursor::hover(qint64 tMs)
{
    if (m_pinned) {
        if (m_secondPinned || m_second == tMs)
            return;
        m_second = tMs;
        emit crosshairChanged();
        return;
    }
    if (m_crosshair == tMs)
        return;
    m_crosshair = tMs;
    emit crosshairChanged();
}

void TimeCursor::leave()
{
    if (m_pinned) {
        if (m_secondPinned || !m_second)
            return;
        m_second.reset();
        emit crosshairChanged();
        return;
    }
    if (!m_crosshair)
        return;
    m_crosshair.reset();
    emit crosshairChanged();
}

void TimeCursor::followClock(qint64 tMs)
{
    if (m_pinned && !m_pinnedByUser && m_crosshair == tMs)
        return;
    m_pinned = true;
    m_pinnedByUser = false;
    m_crosshair = tMs;
    emit crosshairChanged();
}

void TimeCursor::pin(qint64 tMs)
{
    m_pinned = true;
    m_pinnedByUser = true;
    m_crosshair = tMs;
    m_second.reset();
    m_secondPinned = false;
    emit crosshairChanged();
}

void TimeCursor::pinSecond(qint64 tMs)
{
    if (!m_pinned)
        return pin(tMs);
    m_second = tMs;
    m_secondPinned = true;
    emit crosshairChanged();
}

void TimeCursor::unpin()
{
    if (!m_pinned)
        return;
    m_pinned = false;
    m_second.reset();
    m_secondPinned = false;
    emit crosshairChanged();
}

TimeCursors TimeCursor::cursors() const
{
    return {m_crosshair, m_pinned ? m_second : std::nullopt};
}

void TimeCursor::setUtc(bool utc)
{
    if (utc == m_utc)
        return;
    m_utc = utc;
    emit zoneChanged(utc);
}

QDateTime TimeCursor::dateTime(qint64 tMs) const
{
    return format().dateTime(tMs);
}

QString TimeCursor::zoneLabel(qint64 tMs) const
{
    return format().zoneName(tMs);
}
