#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <vector>

class QTimer;

// The replay cursor of a snapshot: where in the incident we are, played at
// 1x, 10x, 60x or 300x wall speed, stepped one sample at a time or from one
// alert transition (or annotation) to the next. It only moves a time; the
// lanes and the alert pane follow it through whoever listens.
class ReplayClock final : public QObject
{
    Q_OBJECT
  public:
    explicit ReplayClock(QObject *parent = nullptr);

    // The incident's range, its sample grid step and the moments worth
    // stopping at (alert transitions, annotations), in any order.
    void setIncident(qint64 fromMs, qint64 toMs, qint64 stepMs, std::vector<qint64> moments);
    qint64 fromMs() const { return m_from; }
    qint64 toMs() const { return m_to; }
    qint64 position() const { return m_pos; }
    const std::vector<qint64> &moments() const { return m_moments; }
    bool isPlaying() const { return m_playing; }
    int speed() const { return m_speed; }

    void seek(qint64 tMs);
    void stepSamples(int n);
    // The next (previous) moment strictly after (before) the position; stays
    // put when there is none.
    void nextMoment();
    void previousMoment();
    void setSpeed(int times);
    void play();
    void pause();
    void togglePlay() { m_playing ? pause() : play(); }

    static const std::vector<int> &speeds();

  signals:
    void positionChanged(qint64 tMs);
    void playingChanged(bool playing);

  private:
    void advance();

    qint64 m_from = 0;
    qint64 m_to = 0;
    qint64 m_step = 15'000;
    qint64 m_pos = 0;
    std::vector<qint64> m_moments;
    int m_speed = 60;
    bool m_playing = false;
    QTimer *m_timer;
    QElapsedTimer m_wall;
};
