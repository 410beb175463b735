#pragma once

#include <QElapsedTimer>
#include <QObject>

class FrameStats;
class QTimer;
class TimeCursor;

// A repeatable pan for measuring frames: once every lane shows data, it
// moves the shared time axis back by a quarter of the visible range and
// forward again along a half sine, one step per 60 Hz tick, for the given
// time, marking each step in FrameStats. Then it emits finished().
class ScriptedPan final : public QObject
{
    Q_OBJECT
  public:
    ScriptedPan(TimeCursor *cursor, FrameStats *stats, int durationMs, QObject *parent = nullptr);

    void start();
    int steps() const { return m_steps; }

  signals:
    void finished();

  private:
    void step();

    TimeCursor *m_cursor;
    FrameStats *m_stats;
    QTimer *m_timer;
    QElapsedTimer m_clock;
    int m_durationMs;
    int m_steps = 0;
    qint64 m_from0 = 0;
    qint64 m_to0 = 0;
};
