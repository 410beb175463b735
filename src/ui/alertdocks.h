#pragma once

#include <QPointer>

#include "alertrule.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <vector>

class AlertCenter;
class QAction;
class AlertFeeds;
class AlertPane;
class AuditLog;
class AuditModel;
class LaneStack;
class BacktestDialog;
class LiveWorkspace;
class QDockWidget;
class QMainWindow;
class QMenu;
class QNetworkAccessManager;
class QSystemTrayIcon;
class QTabWidget;
class RunbookLauncher;
struct AlertRow;
struct SourceList;

// Everything alert-shaped in the main window, so the window itself stays a
// frame: the alert dock and the runbook/audit dock, the Alerts menu, bands
// on the lanes, click-to-window, and the desktop notification for a P1.
class AlertDocks final : public QObject
{
    Q_OBJECT
  public:
    AlertDocks(QMainWindow *window, QNetworkAccessManager *nam, LiveWorkspace *workspace,
               LaneStack *lanes);
    ~AlertDocks() override;

    AlertCenter *center() const { return m_center; }
    AlertFeeds *feeds() const { return m_feeds; }
    RunbookLauncher *runbooks() const { return m_runbooks; }
    // The server alert feeds follow the sources file.
    void setSources(const SourceList &sources);
    AlertPane *pane() const { return m_pane; }
    AuditLog *audit() const { return m_audit; }
    AuditModel *auditModel() const { return m_auditModel; }
    QDockWidget *alertDock() const { return m_alertDock; }
    QDockWidget *runbookDock() const { return m_runbookDock; }
    QMenu *menu() const { return m_menu; }
    // Alerts > Backtest a Rule…, on the rule of an alert (its name and
    // labels) when given.
    BacktestDialog *openBacktest(const QString &rule = {}, const Labels &alertLabels = {});

    // A rule file path or builtin:default; problems show in the pane.
    bool loadRules(const QString &ref);
    // The text of the rules in effect, as read when they were loaded: what
    // a saved snapshot keeps, even if the file has changed since.
    const QByteArray &rulesYaml() const { return m_rulesYaml; }
    // Moves the shared axis to an alert's window with context on both sides.
    void showWindow(qint64 fromMs, qint64 toMs);
    // What the last P1 notification said (tests; the tray is not there offscreen).
    QString lastNotification() const { return m_lastNotification; }
    // Settings: P1 notification and sound, the severity -> tier map.
    void setNotifications(bool notify, bool sound);
    void setTierMap(const TierMap &map);

  signals:
    void statusMessage(const QString &text);

  private:
    void buildMenu();
    void notify(const AlertRow &row);
    void refreshProblems();
    void refreshTimeMarks();
    // Each lane the alert is drawn on, with its value when the alert began.
    std::vector<std::pair<QString, QString>> laneValues(const AlertRow &row) const;

    QMainWindow *m_window;
    LiveWorkspace *m_workspace;
    QPointer<BacktestDialog> m_backtest;
    LaneStack *m_lanes;
    AuditLog *m_audit;
    AlertCenter *m_center;
    AlertFeeds *m_feeds;
    RunbookLauncher *m_runbooks;
    AlertPane *m_pane;
    QDockWidget *m_alertDock;
    QAction *m_notifyAction = nullptr;
    QAction *m_soundAction = nullptr;
    QDockWidget *m_runbookDock;
    QTabWidget *m_runbookTabs;
    AuditModel *m_auditModel;
    QByteArray m_rulesYaml;
    QMenu *m_menu = nullptr;
    QSystemTrayIcon *m_tray = nullptr;
    QString m_lastNotification;
};
