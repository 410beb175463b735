#pragma once

#include <functional>
#include <QObject>

class LaneStack;
class LiveWorkspace;
class QAction;
class QMainWindow;
class QMenu;
class TimeRangeBar;

// The View menu: where the lanes look and how to move along time. Range
// presets, zoom and pan, pause and live, refresh, the crosshair and the
// selection, what to compare the lanes with, UTC or local time, the layout and the command palette,
// each with its shortcut.
class ViewMenu final : public QObject
{
    Q_OBJECT
  public:
    // `defaultRangeMs`: what Reset Zoom shows (the user's preference, else
    // the dashboard's).
    ViewMenu(QMainWindow *window, LiveWorkspace *workspace, TimeRangeBar *rangeBar,
             LaneStack *lanes, std::function<qint64()> defaultRangeMs);

    QMenu *menu() const { return m_menu; }
    // Checkable; toggling it switches every visible time and is remembered.
    QAction *utcAction() const { return m_utc; }

  signals:
    void resetLayoutRequested();
    // Something for the status bar: a baseline that failed or is empty.
    void statusMessage(const QString &text);

  private:
    void panBy(double fraction);

    LiveWorkspace *m_workspace;
    QMenu *m_menu;
    QAction *m_utc = nullptr;
};
