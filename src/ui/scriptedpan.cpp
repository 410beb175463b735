#include "scriptedpan.h"

#include "framestats.h"
#include "timecursor.h"

#include <cmath>
#include <numbers>
#include <QTimer>

ScriptedPan::ScriptedPan(TimeCursor *cursor, FrameStats *stats, int durationMs, QObject *parent)
    : QObject(parent), m_cursor(cursor), m_stats(stats), m_timer(new QTimer(this)),
      m_durationMs(std::max(durationMs, 1))
{
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(16);
    connect(m_timer, &QTimer::timeout, this, &ScriptedPan::step);
}

void ScriptedPan::start()
{
    m_from0 = m_cursor->fromMs();
    m_to0 = m_cursor->toMs();
    m_stats->beginMeasuring();
    m_clock.start();
    m_timer->start();
}

void ScriptedPan::step()
{
    const qint64 t = m_clock.elapsed();
    if (t >= m_durationMs) {
        m_timer->stop();
        m_cursor->setRange(m_from0, m_to0);
        emit finished();
        return;
    }
    const double phase = std::sin(std::numbers::pi * double(t) / m_durationMs);
    const auto shift = qint64(std::llround(0.25 * double(m_to0 - m_from0) * phase));
    m_stats->markInput();
    m_cursor->setRange(m_from0 - shift, m_to0 - shift);
    ++m_steps;
}
