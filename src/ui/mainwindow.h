#pragma once

#include <QMainWindow>

class AlertDocks;
class CostView;
class ExplainDock;
class GrafanaImportDialog;
class LaneStack;
class ReplayController;
class SnapshotActions;
class QStackedWidget;
class QToolBar;
class LiveWorkspace;
struct Preferences;
class QLabel;
class QMenu;
class QDragEnterEvent;
class QDropEvent;
class QNetworkAccessManager;
class SourceChips;
class TimeRangeBar;

// The main window: live controls on top, the correlated lanes in the middle,
// a one-line summary at the bottom. Menus carry every action with its
// shortcut. Files the user opened are remembered for next time.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
  public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    LiveWorkspace *workspace() const { return m_workspace; }
    LaneStack *lanes() const { return m_lanes; }
    SourceChips *sourceChips() const { return m_chips; }
    AlertDocks *alerts() const { return m_alerts; }
    ReplayController *replay() const { return m_replay; }
    SnapshotActions *snapshots() const { return m_snapshots; }
    ExplainDock *explain() const { return m_explain; }
    CostView *costView() const { return m_cost; }
    // Shows the Cost view instead of the lanes (or the lanes again).
    void showCost(bool cost);
    // Opens a .fsnap file into Replay; false (with a message) when it cannot.
    bool openSnapshot(const QString &path, bool interactive = true);

    // Both return false and say why (message box when `interactive`, else the
    // status bar and stderr) without touching what is already loaded.
    bool openSources(const QString &path, bool interactive = true);
    bool openDashboard(const QString &ref, bool interactive = true);
    // File > Import Grafana Dashboard: converts the file and shows what came
    // over in a dialog whose "Save and Open" writes the FleetScope dashboard
    // and opens it. Null (with a message) when the file cannot be converted.
    GrafanaImportDialog *importGrafanaDashboard(const QString &path, bool interactive = true);
    // Whether a file is a Grafana dashboard FleetScope can import.
    static bool isGrafanaDashboard(const QString &path);
    // Restores the last used sources and dashboard, if any.
    void restoreLastSession();
    // Settings (File > Settings…): opens the dialog; applying saves the
    // preferences and puts them into effect at once (language: next start).
    void openSettings();
    void applyPreferences(const Preferences &p);
    // Docks back to where a first start puts them, lanes equally tall.
    void resetLayout();

  private slots:
    void showStatusMessage(const QString &text);

  protected:
    void closeEvent(QCloseEvent *e) override;
    void dragEnterEvent(QDragEnterEvent *e) override;
    void dropEvent(QDropEvent *e) override;

  private:
    void buildMenus();
    static QString variablesGroup(const QString &dashboardRef);
    void updateStatus();
    void reportProblem(const QString &title, const QString &message, bool interactive);
    void chooseCustomRange();
    void editSources();
    void showSignInPrompt(const QString &source, const QString &message);
    qint64 defaultRangeMs() const;
    void updateCentral();
    void buildCostMode();

    QNetworkAccessManager *m_nam;
    LiveWorkspace *m_workspace;
    LaneStack *m_lanes;
    TimeRangeBar *m_rangeBar;
    SourceChips *m_chips;
    QLabel *m_statusSummary;
    QLabel *m_selection;
    AlertDocks *m_alerts = nullptr;
    QMenu *m_help = nullptr;
    QMenu *m_file = nullptr;
    QMenu *m_view = nullptr;
    ReplayController *m_replay = nullptr;
    SnapshotActions *m_snapshots = nullptr;
    ExplainDock *m_explain = nullptr;
    QStackedWidget *m_central = nullptr;
    QWidget *m_welcome = nullptr;
    CostView *m_cost = nullptr;
    QAction *m_costAction = nullptr;
    QAction *m_utcAction = nullptr;
    QToolBar *m_sourcesBar = nullptr;
    QToolBar *m_variablesBar = nullptr;
    QByteArray m_defaultState;
    QString m_sourcesPath;
    QString m_dashboardRef;
};
