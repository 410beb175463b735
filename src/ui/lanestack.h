#pragma once

#include "alertboard.h"
#include "laneview.h"
#include "reduction.h"

#include <memory>
#include <QWidget>
#include <vector>

class LiveWorkspace;
class LaneModel;
class QSplitter;
class QTimer;

// The lanes of a workspace stacked on one time axis. Owns the lane models and
// views, passes statuses from the workspace to each lane, and turns a click
// on an outlier into one selection shown in every lane.
class LaneStack final : public QWidget
{
    Q_OBJECT
  public:
    explicit LaneStack(LiveWorkspace *workspace, QWidget *parent = nullptr);

    // Rebuilds the lanes after the workspace's dashboard changed.
    void rebuild();
    int laneCount() const { return int(m_views.size()); }
    LaneView *lane(int i) const { return m_views.at(std::size_t(i)); }
    LaneModel *laneModel(int i) const { return m_models.at(std::size_t(i)); }
    const SeriesSelector &selection() const { return m_selection; }
    void select(const SeriesSelector &selector);
    void clearSelection() { select({}); }
    // Selects without the toggle a second click on a series means.
    void setSelection(const SeriesSelector &selector);
    // Gives each lane the bands of the alerts whose expressions read the
    // metrics its queries read.
    void setAlertBands(const std::vector<AlertBand> &bands);
    // The same marks in every lane: they are moments, not series. GPU
    // health alerts add a mark of their own to every lane of their node
    // (NodeLanes), beside these.
    void setTimeMarks(const std::vector<TimeMark> &marks);
    // The workspace's changes as marks on every lane (ChangeFeed).
    void showChanges();
    // Lane heights the user dragged are kept per dashboard (its lane ids)
    // and come back with it; reset gives every lane the same height again.
    void resetHeights();
    // The lane at a point of the screen, or -1.
    int laneUnder(const QPoint &globalPos) const;

  signals:
    void selectionChanged(const QString &description);
    // The user asked to explain the visible range of a lane (its menu).
    void explainRequested(int lane);
    // A lane repainted (see LaneView::painted).
    void lanePainted(int lane, qint64 nsecs, bool withData);

  private:
    QString heightsKey() const;
    void showLaneMenu(int lane, const QPoint &globalPos);
    void placeHealthMarks();
    void showStatus(int lane);
    bool updateNote(int lane); // whether it changed
    void pushMarks();

    LiveWorkspace *m_workspace;
    QSplitter *m_splitter;
    std::vector<LaneModel *> m_models;
    std::vector<LaneView *> m_views;
    SeriesSelector m_selection;
    std::vector<AlertBand> m_bands;
    std::vector<TimeMark> m_marks;
    std::vector<TimeMark> m_changeMarks;
    std::vector<std::vector<TimeMark>> m_healthMarks; // per lane
    quint64 m_healthGeneration = 0;                   // the newest placement wins
    std::vector<QString> m_notes;
    // What each lane's note was computed from: its data and the pod list.
    // Held weakly: a freed set's address may come back for a new one.
    struct NoteBasis
    {
        std::weak_ptr<const SeriesSet> data;
        int pods = -1;
    };
    std::vector<NoteBasis> m_noteBasis;
    QTimer *m_healthTimer; // per lane: LaneAttribution's caveat
};
