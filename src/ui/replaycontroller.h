#pragma once

#include "snapshot.h"

#include <QObject>

class AlertDocks;
class LaneStack;
class LiveWorkspace;
class QMainWindow;
class QMenu;
class QToolBar;
class ReplayBar;
class ReplayClock;

// Replay mode: opens a snapshot into the workspace (no network), drives the
// replay cursor through the lanes and the alert pane, and keeps the
// postmortem author's annotations and notes until they are saved back into
// the same file (as additions; the captured data is never rewritten).
class ReplayController final : public QObject
{
    Q_OBJECT
  public:
    ReplayController(QMainWindow *window, LiveWorkspace *workspace, LaneStack *lanes,
                     AlertDocks *alerts);

    // False with a message (box when interactive) for a file that cannot be
    // replayed; what was shown before stays.
    bool open(const QString &path, bool interactive = true);
    bool isActive() const;
    QString path() const { return m_path; }
    const Snapshot &snapshot() const { return m_snapshot; }
    ReplayClock *clock() const { return m_clock; }
    ReplayBar *bar() const { return m_bar; }
    QMenu *menu() const { return m_menu; }

    // Annotations and notes wait in memory until saveAnnotations().
    // On the lane `laneId`, or on every lane when it is empty.
    void addAnnotation(qint64 fromMs, qint64 toMs, const QString &text, const QString &laneId = {});
    void addNote(const QString &text);
    // An Explain answer to keep with the incident (replacing the one it
    // kept), saved with the annotations.
    void keepExplain(const QByteArray &json);
    bool hasUnsavedChanges() const;
    bool saveAnnotations(QString *error = nullptr);

  signals:
    void statusMessage(const QString &text);
    void opened(const QString &path, const QString &title);

  private:
    void buildMenu();
    void setMenuEnabled(bool enabled);
    void onPosition(qint64 tMs);
    void applyCutoff();
    void refreshMarks();
    void askAnnotation();
    void askNote();
    void leave();

    bool m_explainUnsaved = false;
    QMainWindow *m_window;
    LiveWorkspace *m_workspace;
    LaneStack *m_lanes;
    AlertDocks *m_alerts;
    ReplayClock *m_clock;
    ReplayBar *m_bar;
    QToolBar *m_toolbar;
    QMenu *m_menu = nullptr;
    Snapshot m_snapshot;
    QString m_path;
};
