#pragma once

#include "reduction.h"

#include <memory>
#include <QFutureWatcher>
#include <QObject>

class LiveWorkspace;

// What one lane view shows, reduced off the GUI thread. Any change (new data,
// a zoom, a resize, a new highlight) schedules one reduction; bursts of
// changes coalesce, and a result for an outdated request is dropped.
class LaneModel final : public QObject
{
    Q_OBJECT
  public:
    LaneModel(LiveWorkspace *workspace, int lane, QObject *parent = nullptr);
    ~LaneModel() override;

    int lane() const { return m_lane; }
    const LaneSpec &spec() const;
    const LaneFrame &frame() const { return m_frame; }
    // Values at the crosshair, read from the full-resolution data.
    CrosshairValues valuesAt(qint64 tMs) const;

    void setWidth(int px);
    void setHighlight(const SeriesSelector &selector);
    const SeriesSelector &highlight() const { return m_highlight; }
    // For tests and benchmarks: reduce now, on this thread.
    void reduceNow();

  signals:
    void frameChanged();

  private:
    void schedule();
    void start();
    Reduction::Input input() const;

    LiveWorkspace *m_workspace;
    int m_lane;
    int m_width = 1000;
    SeriesSelector m_highlight;
    LaneFrame m_frame;
    bool m_scheduled = false;
    bool m_dirtyWhileRunning = false;
    QFutureWatcher<LaneFrame> *m_watcher = nullptr;
};
