#include "replayclock.h"

#include <algorithm>
#include <QTimer>

ReplayClock::ReplayClock(QObject *parent) : QObject(parent), m_timer(new QTimer(this))
{
    // 20 frames a second is smooth enough for lanes that redraw per frame.
    m_timer->setInterval(50);
    connect(m_timer, &QTimer::timeout, this, &ReplayClock::advance);
}

const std::vector<int> &ReplayClock::speeds()
{
    static const std::vector<int> s{1, 10, 60, 300};
    return s;
}

void ReplayClock::setIncident(qint64 fromMs, qint64 toMs, qint64 stepMs,
                              std::vector<qint64> moments)
{
    pause();
    m_from = fromMs;
    m_to = std::max(toMs, fromMs);
    m_step = std::max<qint64>(stepMs, 1000);
    std::sort(moments.begin(), moments.end());
    moments.erase(std::unique(moments.begin(), moments.end()), moments.end());
    std::erase_if(moments, [&](qint64 t) { return t < m_from || t > m_to; });
    m_moments = std::move(moments);
    m_pos = m_from;
    emit positionChanged(m_pos);
}

void ReplayClock::seek(qint64 tMs)
{
    const qint64 t = std::clamp(tMs, m_from, m_to);
    if (t == m_pos)
        return;
    m_pos = t;
    emit positionChanged(m_pos);
    if (m_pos == m_to)
        pause();
}

void ReplayClock::stepSamples(int n)
{
    // Land on the sample grid, so one step shows exactly one more sample.
    const qint64 onGrid = m_from + (m_pos - m_from) / m_step * m_step;
    const qint64 base = (n < 0 && onGrid < m_pos) ? onGrid + m_step : onGrid;
    seek(base + qint64(n) * m_step);
}

void ReplayClock::nextMoment()
{
    const auto it = std::upper_bound(m_moments.begin(), m_moments.end(), m_pos);
    if (it != m_moments.end())
        seek(*it);
}

void ReplayClock::previousMoment()
{
    const auto it = std::lower_bound(m_moments.begin(), m_moments.end(), m_pos);
    if (it != m_moments.begin())
        seek(*std::prev(it));
}

void ReplayClock::setSpeed(int times)
{
    m_speed = std::max(times, 1);
}

void ReplayClock::play()
{
    if (m_playing)
        return;
    if (m_pos >= m_to)
        seek(m_from); // at the end, play means from the start
    m_playing = true;
    m_wall.start();
    m_timer->start();
    emit playingChanged(true);
}

void ReplayClock::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_timer->stop();
    emit playingChanged(false);
}

void ReplayClock::advance()
{
    // Wall time actually elapsed, not timer ticks: a busy GUI thread slows
    // the frames, not the replay.
    const qint64 elapsed = m_wall.restart();
    seek(m_pos + elapsed * m_speed);
}
