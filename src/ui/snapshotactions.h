#pragma once

#include <functional>
#include <QByteArray>
#include <QObject>
#include <utility>

class AlertDocks;
class LiveWorkspace;
class QMainWindow;
class QMenu;
class ReplayController;
class SnapshotSaver;

// The File menu's snapshot side: save what is on screen as a snapshot
// (re-fetched at full resolution, with progress and cancel), open one into
// Replay, export the postmortem report (PDF), the lanes (PNG) and the
// incident's timeline (Markdown, JSON or CSV; or copied as Markdown), and
// open the bundled demo incident.
class SnapshotActions final : public QObject
{
    Q_OBJECT
  public:
    SnapshotActions(QMainWindow *window, LiveWorkspace *workspace, AlertDocks *alerts,
                    ReplayController *replay);

    // Adds the actions to `file` (before its last separator).
    void addTo(QMenu *file);
    bool openSnapshot(const QString &path, bool interactive = true);
    // The demo incident shipped inside the application, copied to a file
    // (SQLite needs one) and opened into Replay.
    bool openDemoIncident();
    static bool hasDemoIncident();
    // Starts capturing [fromMs, toMs] of the open dashboard into `path` in
    // the background (with a cancellable progress dialog when
    // `interactive`); snapshotSaveFinished follows. False when a save is
    // running already.
    bool saveSnapshot(qint64 fromMs, qint64 toMs, const QString &path, bool interactive = true);
    bool exportReport(const QString &path, QString *error = nullptr);
    bool exportPng(const QString &path, QString *error = nullptr);
    // The replayed snapshot's timeline, unsaved annotations included, in the
    // zone the window shows; the format follows the suffix (.json, .csv,
    // else Markdown).
    bool exportTimeline(const QString &path, QString *error = nullptr);
    // The same as Markdown on the clipboard, to paste into a document.
    bool copyTimeline(QString *error = nullptr);
    // What a new snapshot keeps of Explain: the answer on screen, if any.
    void setExplainAnswer(std::function<QByteArray()> answer)
    {
        m_explainAnswer = std::move(answer);
    }

  signals:
    void statusMessage(const QString &text);
    // `error` is empty when the snapshot was saved.
    void snapshotSaveFinished(const QString &path, const QString &error);

  private:
    void askSave();
    void askOpen();
    void askExport(bool pdf);
    void askExportTimeline();
    void onSaveFinished();

    QMainWindow *m_window;
    LiveWorkspace *m_workspace;
    AlertDocks *m_alerts;
    ReplayController *m_replay;
    SnapshotSaver *m_saver = nullptr;
    std::pair<qint64, qint64> m_savedRange;
    bool m_saveInteractive = false;
    std::function<QByteArray()> m_explainAnswer;
};
