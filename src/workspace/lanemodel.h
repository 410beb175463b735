#pragma once

#include "reduction.h"

#include <memory>
#include <QFutureWatcher>
#include <QObject>

class LiveWorkspace;
class QTimer;

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
    // Whether the frame in hand was reduced with margins that span [from, to]
    // at the same zoom: a pan step that needs no new reduction.
    bool covers(qint64 fromMs, qint64 toMs) const;

  signals:
    void frameChanged();

  private:
    void schedule();
    void start();
    void onRangeChanged();
    Reduction::Input input() const;

    LiveWorkspace *m_workspace;
    int m_lane;
    int m_width = 1000;
    SeriesSelector m_highlight;
    LaneFrame m_frame;
    // A pan reduces its range plus half a range on each side, at twice the
    // width, so the next steps of the pan are drawn from the same frame; once
    // the range rests (kSettleMs), the exact range is reduced again so the
    // value axis and the top-k describe only what is visible.
    struct Coverage
    {
        qint64 fromMs = 0, toMs = 0, spanMs = 0;
        bool wide = false;
    };
    static constexpr int kSettleMs = 200;
    Coverage coverageOf(const Reduction::Input &in) const;
    Coverage m_coverage, m_pendingCoverage;
    bool m_wantWide = false;
    QTimer *m_settle = nullptr;
    bool m_scheduled = false;
    bool m_dirtyWhileRunning = false;
    QFutureWatcher<LaneFrame> *m_watcher = nullptr;
};
