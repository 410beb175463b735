#pragma once

#include "explainpanel.h"
#include "explainresult.h"

#include <optional>
#include <QObject>

class ExplainTask;
class LaneStack;
class LiveWorkspace;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class ReplayController;
struct Labels;

// Explain in the main window: the panel in its dock, the E shortcut and the
// lanes' "Explain This Window", the alert pane's window; runs ExplainEngine
// on a worker (Live) or ExplainOffline over the snapshot (Replay), and acts
// on a line the user picks: a metric becomes a lane under the others
// (Live), a place is highlighted in every lane, an event gets the crosshair.
// The last answer goes into the next snapshot, and Replay shows the one a
// snapshot kept.
class ExplainDock final : public QObject
{
    Q_OBJECT
  public:
    ExplainDock(QMainWindow *window, LiveWorkspace *workspace, LaneStack *lanes,
                ReplayController *replay);
    ~ExplainDock() override;

    void addTo(QMenu *menu);
    QDockWidget *dock() const { return m_dock; }
    ExplainPanel *panel() const { return m_panel; }
    QAction *action() const { return m_action; }
    bool isRunning() const;

    // Explains [fromMs, toMs] of one lane against the panel's baseline.
    void explainLane(int lane, qint64 fromMs, qint64 toMs);
    // An alert's pending-to-resolved window, on the lane that reads its
    // expression's metrics (else the first).
    void explainAlert(qint64 fromMs, qint64 toMs, const QString &expr);
    // The answer shown, as a snapshot keeps it; empty when there is none.
    QByteArray resultJson() const;
    // A replayed snapshot's kept answer.
    void showSaved(const QByteArray &json);

  signals:
    void statusMessage(const QString &text);

  private:
    void explainVisible();
    void rerun();
    void start();
    std::optional<std::pair<qint64, qint64>> baselineFor(qint64 fromMs, qint64 toMs);
    void addMetricLane(const ExplainResult::Metric &metric);
    void highlight(const QString &label, const QString &value);

    QMainWindow *m_window;
    LiveWorkspace *m_workspace;
    LaneStack *m_lanes;
    ReplayController *m_replay;
    QDockWidget *m_dock;
    ExplainPanel *m_panel;
    ExplainTask *m_task;
    QAction *m_action;
    // What the panel explains now (for Explain Again and a new baseline).
    int m_lane = -1;
    qint64 m_fromMs = 0, m_toMs = 0;
    std::optional<std::pair<qint64, qint64>> m_customBaseline;
};
