#pragma once

#include <QToolBar>

class LiveWorkspace;
class QActionGroup;
class QComboBox;
class QLabel;
class QToolButton;

// The live controls: mode badge, range presets (15m … 7d, custom), pause,
// refresh interval and the "return to live" button that appears once the user
// has panned away from now.
class TimeRangeBar final : public QToolBar
{
    Q_OBJECT
  public:
    explicit TimeRangeBar(LiveWorkspace *workspace, QWidget *parent = nullptr);

    // Actions the main window puts in its menus with shortcuts.
    QList<QAction *> presetActions() const { return m_presets; }
    QAction *customAction() const { return m_custom; }
    QAction *pauseAction() const { return m_pause; }
    QAction *liveAction() const { return m_live; }
    void setDashboardTitle(const QString &title);
    static const QList<qint64> &presetDurations();
    // The refresh intervals offered here and in Settings.
    static const QList<qint64> &refreshIntervals();
    // Shows the workspace's mode, range and refresh interval again.
    void syncState();

  signals:
    void customRangeRequested();
    void refreshIntervalChosen(qint64 ms);

  private:
    LiveWorkspace *m_workspace;
    QLabel *m_mode;
    QLabel *m_dashboard;
    QList<QAction *> m_presets;
    QActionGroup *m_presetGroup;
    QAction *m_custom;
    QAction *m_pause;
    QAction *m_live;
    QComboBox *m_refresh;
};
