#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <vector>

class LaneStack;
class QJsonObject;

// Frame timing of the lanes, measured inside the app (--frame-stats). It
// records when every lane repaint ends and how long it took, every stretch
// the GUI thread could not answer a 4 ms heartbeat timer (how long it was
// blocked), and the first paint that showed data. A driver (ScriptedPan) marks the moments it moved
// the view; a frame is the time from such a mark until every lane has
// repainted after it, which is what a user sees as the lag of one pan step.
class FrameStats final : public QObject
{
    Q_OBJECT
  public:
    // `startedAt` runs since the process began (main's first line).
    FrameStats(LaneStack *lanes, const QElapsedTimer &startedAt, QObject *parent = nullptr);

    struct Frame
    {
        double startMs = 0; // since the process began
        double frameMs = 0; // mark until the last lane repainted after it
        double paintMs = 0; // sum of the lane paints in that time
    };
    struct Percentiles
    {
        double p50 = 0, p99 = 0, max = 0;
        int count = 0;
    };

    // Starts the measured part of the run (the heartbeat and lane
    // paint statistics): a driver calls it once the lanes show data.
    void beginMeasuring();
    // A view change the next repaint of every lane answers.
    void markInput();
    // Frames of every mark so far; a mark no repaint has answered yet is left out.
    std::vector<Frame> frames() const;
    static Percentiles percentiles(std::vector<double> values);
    // CPU time of the calling thread (the heartbeat's: the GUI thread), in ms.
    static double threadCpuMs();
    QJsonObject toJson() const;
    // Writes toJson() to `path` ("-" for stdout).
    bool write(const QString &path, QString *error) const;

  signals:
    // Every lane has painted data once.
    void allLanesShowData();

  private:
    static constexpr int kBeatMs = 4;
    void onPainted(int lane, qint64 nsecs, bool withData);
    double nowMs() const { return double(m_clock.nsecsElapsed()) / 1e6; }

    LaneStack *m_lanes;
    QElapsedTimer m_clock;
    struct Paint
    {
        int lane;
        double endMs;
        double ms;
    };
    std::vector<Paint> m_paints;
    std::vector<double> m_marks;
    std::vector<bool> m_laneHadData;
    std::vector<double> m_laneFirstDataMs; // per lane, -1 until it shows data
    double m_firstDataMs = -1;
    double m_allLanesDataMs = -1;
    double m_lastBeatMs = -1;
    double m_longestBlockMs = 0;
    std::vector<double> m_blocksMeasured;
    double m_lastBeatCpuMs = 0;
    std::vector<double> m_blockCpuMeasured; // the thread's CPU time in each late beat
    static constexpr double kLateMs = 8;
    struct LateBeat
    {
        double startMs;
        double lateMs;
        double cpuMs;
    };
    std::vector<LateBeat> m_lateBeats;
    double m_measureFromMs = -1;
};
