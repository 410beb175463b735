#include "mainwindow.h"

#include "changefeed.h"

#include "alertdocks.h"
#include "alertpane.h"
#include "costview.h"
#include "customrangedialog.h"
#include "dashboardloader.h"
#include "datasourcesdialog.h"
#include "explaindock.h"
#include "grafanaimport.h"
#include "grafanaimportdialog.h"
#include "lanestack.h"
#include "liveworkspace.h"
#include "preferences.h"
#include "replaycontroller.h"
#include "seriesstore.h"
#include "settingsdialog.h"
#include "snapshotactions.h"
#include "sourcechips.h"
#include "theme.h"
#include "timecursor.h"
#include "timeparse.h"
#include "timerangebar.h"
#include "variablebar.h"
#include "viewmenu.h"
#include "welcomepage.h"

#include <limits>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_nam(new QNetworkAccessManager(this)),
      m_workspace(new LiveWorkspace(m_nam, this)), m_lanes(new LaneStack(m_workspace, this)),
      m_rangeBar(new TimeRangeBar(m_workspace, this)), m_chips(new SourceChips(m_workspace, this)),
      m_statusSummary(new QLabel(this)), m_selection(new QLabel(this))
{
    setWindowTitle(tr("FleetScope"));
    // The lanes, or a welcome page while there is nothing to show yet.
    m_central = new QStackedWidget(this);
    m_central->addWidget(m_lanes);
    setCentralWidget(m_central);
    setAcceptDrops(true);
    addToolBar(Qt::TopToolBarArea, m_rangeBar);
    addToolBarBreak();
    auto *sourcesBar = new QToolBar(tr("Sources"), this);
    sourcesBar->setObjectName(QStringLiteral("sourcesBar"));
    sourcesBar->setMovable(false);
    sourcesBar->addWidget(m_chips);
    addToolBar(Qt::TopToolBarArea, sourcesBar);
    m_sourcesBar = sourcesBar;
    // The dashboard's variables ($gpu, $Hostname) as pickers, under the
    // sources; shown only for dashboards that have some.
    addToolBarBreak();
    m_variablesBar = new QToolBar(tr("Variables"), this);
    m_variablesBar->setObjectName(QStringLiteral("variablesBar"));
    m_variablesBar->setMovable(false);
    auto *variables = new VariableBar(m_workspace, m_variablesBar);
    m_variablesBar->addWidget(variables);
    addToolBar(Qt::TopToolBarArea, m_variablesBar);
    connect(variables, &VariableBar::visibilityWanted, m_variablesBar, &QToolBar::setVisible);
    // Permanent widgets sit right of the temporary messages, never under them.
    statusBar()->addPermanentWidget(m_statusSummary);
    statusBar()->addPermanentWidget(m_selection);
    buildMenus();
    // The clock the lanes read, beside the sources: UTC or local at a glance.
    m_sourcesBar->addSeparator();
    m_sourcesBar->addAction(m_utcAction);
    m_alerts = new AlertDocks(this, m_nam, m_workspace, m_lanes);
    connect(m_alerts, &AlertDocks::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 15'000); });
    // A change query that fails says so once, not on every refresh; the
    // marks it found before stay on the lanes.
    connect(m_workspace->changes(), &ChangeFeed::problemsChanged, this, [this] {
        const QStringList problems = m_workspace->changes()->problems();
        if (!problems.isEmpty())
            statusBar()->showMessage(problems.size() == 1
                                         ? problems.front()
                                         : tr("%1 (and %n more change queries failed)", nullptr,
                                              int(problems.size()) - 1)
                                               .arg(problems.front()),
                                     30'000);
    });
    m_replay = new ReplayController(this, m_workspace, m_lanes, m_alerts);
    m_snapshots = new SnapshotActions(this, m_workspace, m_alerts, m_replay);
    m_snapshots->addTo(m_file);
    m_explain = new ExplainDock(this, m_workspace, m_lanes, m_replay);
    m_explain->addTo(m_view);
    m_snapshots->setExplainAnswer([this] { return m_explain->resultJson(); });
    connect(m_explain, &ExplainDock::statusMessage, this, &MainWindow::showStatusMessage);
    connect(m_alerts->pane(), &AlertPane::explainRequested, m_explain, &ExplainDock::explainAlert);
    connect(m_replay, &ReplayController::statusMessage, this, &MainWindow::showStatusMessage);
    connect(m_snapshots, &SnapshotActions::statusMessage, this, &MainWindow::showStatusMessage);
    connect(m_replay, &ReplayController::opened, this,
            [this](const QString &path, const QString &title) {
                setWindowTitle(tr("%1 — Replay — FleetScope").arg(title.isEmpty() ? path : title));
                m_rangeBar->setDashboardTitle(title.isEmpty() ? path : title);
                // Opening a snapshot means replaying it: show its lanes.
                if (m_costAction)
                    m_costAction->setChecked(false);
                updateCentral();
            });
    auto *welcome = new WelcomePage(this);
    connect(welcome, &WelcomePage::demoRequested, m_snapshots, &SnapshotActions::openDemoIncident);
    connect(welcome, &WelcomePage::sourcesChosen, this,
            [this](const QString &f) { openSources(f); });
    connect(welcome, &WelcomePage::addSourceRequested, this, &MainWindow::editSources);
    connect(welcome, &WelcomePage::snapshotChosen, this,
            [this](const QString &f) { openSnapshot(f); });
    m_welcome = welcome;
    m_central->addWidget(m_welcome);
    buildCostMode();
    // Help stays the last menu.
    menuBar()->addMenu(m_help);

    connect(m_workspace, &LiveWorkspace::variablesChanged, this, [this] {
        if (m_workspace->isReplay() || m_dashboardRef.isEmpty())
            return;
        QSettings settings;
        settings.beginGroup(variablesGroup(m_dashboardRef));
        for (const DashboardVariable &v : m_workspace->dashboard().variables)
            if (!v.hidden)
                settings.setValue(v.name, v.current);
    });
    // Lanes change many times per refresh; the status line (which counts
    // every sample held) follows within a tenth of a second, once.
    auto *statusLater = new QTimer(this);
    statusLater->setSingleShot(true);
    statusLater->setInterval(100);
    connect(statusLater, &QTimer::timeout, this, &MainWindow::updateStatus);
    auto soon = [statusLater] {
        if (!statusLater->isActive())
            statusLater->start();
    };
    connect(m_workspace->store(), &SeriesStore::laneDataChanged, statusLater, soon);
    connect(m_workspace->store(), &SeriesStore::laneStatusChanged, statusLater, soon);
    connect(m_rangeBar, &TimeRangeBar::customRangeRequested, this, &MainWindow::chooseCustomRange);
    connect(m_workspace, &LiveWorkspace::signInRequired, this, &MainWindow::showSignInPrompt);
    connect(m_rangeBar, &TimeRangeBar::refreshIntervalChosen, this,
            [](qint64 ms) { QSettings().setValue(QStringLiteral("live/refreshMs"), ms); });
    connect(m_lanes, &LaneStack::selectionChanged, this, [this](const QString &d) {
        m_selection->setText(
            d.isEmpty() ? QString() : tr("Selected: %1 (click again or press C to clear)").arg(d));
    });

    // The layout before any saved one, for View > Reset Layout.
    m_defaultState = saveState();
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1500, 950);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_utcAction->setChecked(settings.value(QStringLiteral("ui/utc"), false).toBool());
    m_variablesBar->setVisible(!m_workspace->dashboard().variables.empty());
    updateStatus();
    updateCentral();
}

MainWindow::~MainWindow() = default;

void MainWindow::reportProblem(const QString &title, const QString &message, bool interactive)
{
    if (interactive) {
        QMessageBox::warning(this, title, message);
    } else {
        statusBar()->showMessage(message, 30'000);
        qWarning("%s", qPrintable(message));
    }
}

bool MainWindow::openSources(const QString &path, bool interactive)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        reportProblem(tr("Cannot Open Sources"),
                      tr("Cannot read %1: %2").arg(path, f.errorString()), interactive);
        return false;
    }
    auto parsed = SourceConfig::parseFile(f.read(4 * 1024 * 1024));
    if (!parsed) {
        reportProblem(tr("Cannot Open Sources"), tr("%1: %2").arg(path, parsed.error()),
                      interactive);
        return false;
    }
    m_sourcesPath = path;
    QSettings().setValue(QStringLiteral("files/sources"), path);
    m_workspace->setSources(SourceList{std::move(*parsed)});
    m_alerts->setSources(m_workspace->sources());
    if (m_cost)
        m_cost->invalidate();
    updateCentral();
    m_chips->refresh();
    return true;
}

bool MainWindow::openDashboard(const QString &ref, bool interactive)
{
    auto d = DashboardLoader::load(ref);
    if (!d) {
        // A Grafana export opened or dropped by mistake: offer to convert it.
        if (interactive && isGrafanaDashboard(ref))
            return importGrafanaDashboard(ref) != nullptr;
        reportProblem(tr("Cannot Open Dashboard"), d.error(), interactive);
        return false;
    }
    m_dashboardRef = ref;
    QSettings settings;
    settings.setValue(QStringLiteral("files/dashboard"), ref);
    // The variables as last picked on this dashboard, as Grafana keeps them
    // in its URL; the file's own picks until then.
    settings.beginGroup(variablesGroup(ref));
    for (DashboardVariable &v : d->variables)
        if (!v.hidden && settings.contains(v.name))
            v.current = settings.value(v.name).toStringList();
    settings.endGroup();
    m_workspace->setDashboard(*d);
    const Preferences prefs = Preferences::load(settings);
    if (prefs.refreshMs >= 1000)
        m_workspace->setRefreshInterval(prefs.refreshMs);
    if (prefs.defaultRangeMs > 0)
        m_workspace->cursor()->showLast(prefs.defaultRangeMs, m_workspace->now());
    m_lanes->rebuild();
    m_rangeBar->setDashboardTitle(d->title.isEmpty() ? ref : d->title);
    setWindowTitle(tr("%1 — FleetScope").arg(d->title.isEmpty() ? ref : d->title));
    m_chips->refresh();
    updateStatus();
    updateCentral();
    return true;
}

QString MainWindow::variablesGroup(const QString &dashboardRef)
{
    // One group per dashboard; the reference is a path, so encode its slashes.
    return QStringLiteral("variables/") +
           QString::fromLatin1(QUrl::toPercentEncoding(dashboardRef));
}

bool MainWindow::isGrafanaDashboard(const QString &path)
{
    QFile f(path);
    return QFileInfo(path).isFile() && f.open(QIODevice::ReadOnly) &&
           GrafanaImport::convert(f.read(16 << 20)).has_value();
}

GrafanaImportDialog *MainWindow::importGrafanaDashboard(const QString &path, bool interactive)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        reportProblem(tr("Cannot Import Dashboard"),
                      tr("Cannot read %1: %2").arg(path, f.errorString()), interactive);
        return nullptr;
    }
    const QByteArray json = f.read(16 << 20);
    QStringList prometheus;
    for (const SourceConfig &s : m_workspace->sources().sources)
        if (s.type == SourceConfig::Type::Prometheus)
            prometheus << s.name;
    GrafanaImport::Options options;
    if (!prometheus.isEmpty())
        options.source = prometheus.first();
    auto result = GrafanaImport::convert(json, options);
    if (!result) {
        reportProblem(tr("Cannot Import Dashboard"), tr("%1: %2").arg(path, result.error()),
                      interactive);
        return nullptr;
    }
    auto *dlg = new GrafanaImportDialog(path, *result, json, prometheus, this);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    connect(dlg, &QDialog::accepted, this, [this, dlg] { openDashboard(dlg->savedPath()); });
    dlg->open();
    return dlg;
}

void MainWindow::restoreLastSession()
{
    QSettings s;
    const QString sources = s.value(QStringLiteral("files/sources")).toString();
    const QString dash =
        s.value(QStringLiteral("files/dashboard"), QStringLiteral("builtin:gpu-inference"))
            .toString();
    if (!sources.isEmpty())
        openSources(sources, false);
    openDashboard(dash, false);
}

void MainWindow::editSources()
{
    auto *dlg = new DataSourcesDialog(m_nam, m_sourcesPath, m_workspace->dashboard(), this);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    connect(dlg, &DataSourcesDialog::saved, this,
            [this](const QString &path) { openSources(path); });
    dlg->open();
}

void MainWindow::showSignInPrompt(const QString &source, const QString &message)
{
    // Not modal: the other lanes keep working while the user signs in in a
    // browser; the box can be closed once the code is entered.
    auto *box = new QMessageBox(QMessageBox::Information, tr("Sign in to %1").arg(source), message,
                                QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setModal(false);
    box->show();
    statusBar()->showMessage(tr("Waiting for sign-in to %1").arg(source), 60'000);
}

void MainWindow::chooseCustomRange()
{
    CustomRangeDialog dlg(m_workspace->cursor()->fromMs(), m_workspace->cursor()->toMs(), this);
    if (dlg.exec() == QDialog::Accepted)
        m_workspace->cursor()->setRange(dlg.fromMs(), dlg.toMs());
}

void MainWindow::updateStatus()
{
    if (m_workspace->laneCount() == 0) {
        m_statusSummary->setText(
            m_sourcesPath.isEmpty()
                ? tr("No data sources: open a sources file (File > Open Sources…).")
                : tr("No dashboard open."));
        return;
    }
    std::size_t points = 0;
    qint64 step = 0;
    qint64 last = 0;
    int warnings = 0;
    int errors = 0;
    for (int i = 0; i < m_workspace->laneCount(); ++i) {
        const SeriesStore *store = m_workspace->store();
        points += store->laneData(i)->sampleCount(
            store->knownUntil().value_or(std::numeric_limits<qint64>::max()));
        const LaneStatus &s = store->laneStatus(i);
        step = std::max(step, s.stepMs);
        last = std::max(last, s.lastSuccessMs);
        warnings += int(s.warnings.size());
        errors += s.error ? 1 : 0;
    }
    QStringList parts;
    parts << tr("%n lane(s)", nullptr, m_workspace->laneCount());
    parts << tr("%1 samples").arg(QLocale().toString(qulonglong(points)));
    if (step)
        parts << tr("step %1").arg(TimeParse::formatDuration(step));
    if (last)
        parts << tr("last refresh %1").arg(m_workspace->cursor()->format().clock(last));
    if (errors)
        parts << tr("%n lane(s) failing", nullptr, errors);
    if (warnings)
        parts << tr("%n warning(s)", nullptr, warnings);
    if (m_workspace->isReplay())
        parts << tr("replay, offline");
    else if (m_sourcesPath.isEmpty())
        parts << tr("no sources file");
    m_statusSummary->setText(parts.join(QStringLiteral(" · ")));
}

bool MainWindow::openSnapshot(const QString &path, bool interactive)
{
    return m_snapshots->openSnapshot(path, interactive);
}

void MainWindow::showStatusMessage(const QString &text)
{
    statusBar()->showMessage(text, 15'000);
}

void MainWindow::buildCostMode()
{
    m_cost = new CostView(m_workspace, m_nam, this);
    m_central->addWidget(m_cost);
    connect(m_cost, &CostView::statusMessage, this, &MainWindow::showStatusMessage);
    // Lanes or Cost, at the head of the toolbar; both keep the toolbar.
    auto *modes = new QActionGroup(this);
    auto *lanes = new QAction(tr("Lanes"), modes);
    lanes->setObjectName(QStringLiteral("modeLanes"));
    lanes->setCheckable(true);
    lanes->setChecked(true);
    lanes->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    lanes->setToolTip(tr("The correlated time lanes, live or replayed (%1)")
                          .arg(lanes->shortcut().toString(QKeySequence::NativeText)));
    m_costAction = new QAction(tr("Cost"), modes);
    m_costAction->setObjectName(QStringLiteral("modeCost"));
    m_costAction->setCheckable(true);
    m_costAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_costAction->setToolTip(tr("Cost review: GPU-hours, idle spend and savings levers (%1)")
                                 .arg(m_costAction->shortcut().toString(QKeySequence::NativeText)));
    QAction *first = m_rangeBar->actions().value(0);
    m_rangeBar->insertAction(first, lanes);
    m_rangeBar->insertAction(first, m_costAction);
    m_rangeBar->insertSeparator(first);
    m_view->insertActions(m_view->actions().value(0), {lanes, m_costAction});
    m_view->insertSeparator(m_view->actions().value(2));
    connect(m_costAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("window/costMode"), on);
        showCost(on);
    });
    // Whoever used the Cost view last (a monthly review) finds it again.
    if (QSettings().value(QStringLiteral("window/costMode"), false).toBool())
        m_costAction->setChecked(true);
    connect(m_workspace, &LiveWorkspace::modeChanged, this, [this](bool replay) {
        if (replay)
            m_cost->setSnapshot(&m_replay->snapshot(), m_replay->path());
        else
            m_cost->setSnapshot(nullptr, {});
    });
}

void MainWindow::showCost(bool cost)
{
    if (m_costAction->isChecked() != cost)
        m_costAction->setChecked(cost); // toggled() comes back here
    else
        updateCentral();
}

void MainWindow::updateCentral()
{
    if (!m_central || !m_welcome)
        return;
    if (m_cost && m_costAction->isChecked()) {
        m_central->setCurrentWidget(m_cost);
        m_cost->activate();
        return;
    }
    // Lanes as soon as there is anything to draw: sources, or a snapshot.
    const bool nothing = m_sourcesPath.isEmpty() && !m_workspace->isReplay();
    m_central->setCurrentWidget(nothing ? m_welcome : static_cast<QWidget *>(m_lanes));
}

void MainWindow::dragEnterEvent(QDragEnterEvent *e)
{
    for (const QUrl &url : e->mimeData()->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".fsnap"))) {
            e->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent *e)
{
    for (const QUrl &url : e->mimeData()->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".fsnap"))) {
            e->acceptProposedAction();
            openSnapshot(url.toLocalFile());
            return;
        }
}

void MainWindow::closeEvent(QCloseEvent *e)
{
    if (m_replay->hasUnsavedChanges()) {
        const auto answer = QMessageBox::question(
            this, tr("Unsaved Annotations"),
            tr("Save the annotations and notes you added into the snapshot before quitting?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        QString error;
        if (answer == QMessageBox::Cancel ||
            (answer == QMessageBox::Save && !m_replay->saveAnnotations(&error))) {
            if (!error.isEmpty())
                QMessageBox::warning(this, tr("Cannot Save Annotations"), error);
            e->ignore();
            return;
        }
    }
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(e);
}

void MainWindow::buildMenus()
{
    QMenu *file = m_file = menuBar()->addMenu(tr("&File"));
    QAction *openDash = file->addAction(tr("Open &Dashboard…"), this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open Dashboard"), QString(),
                                                       tr("Dashboards (*.json);;All files (*)"));
        if (!f.isEmpty())
            openDashboard(f);
    });
    openDash->setShortcut(QKeySequence::Open);
    QAction *importGrafana = file->addAction(tr("&Import Grafana Dashboard…"), this, [this] {
        const QString f =
            QFileDialog::getOpenFileName(this, tr("Import Grafana Dashboard"), QString(),
                                         tr("Grafana dashboards (*.json);;All files (*)"));
        if (!f.isEmpty())
            importGrafanaDashboard(f);
    });
    importGrafana->setObjectName(QStringLiteral("actionImportGrafana"));
    file->addAction(tr("Open &Sources…"), this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open Data Sources"), QString(),
                                                       tr("Data sources (*.json);;All files (*)"));
        if (!f.isEmpty())
            openSources(f);
    });
    QAction *editSources = file->addAction(tr("Data Sources…"), this, &MainWindow::editSources);
    editSources->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    QMenu *builtin = file->addMenu(tr("Built-in Dashboards"));
    for (const QString &name : DashboardLoader::builtinNames())
        builtin->addAction(name, this,
                           [this, name] { openDashboard(QStringLiteral("builtin:") + name); });
    file->addSeparator();
    QAction *settings = file->addAction(tr("S&ettings…"), this, &MainWindow::openSettings);
    settings->setObjectName(QStringLiteral("actionSettings"));
    settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    settings->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    auto *view =
        new ViewMenu(this, m_workspace, m_rangeBar, m_lanes, [this] { return defaultRangeMs(); });
    connect(view, &ViewMenu::resetLayoutRequested, this, &MainWindow::resetLayout);
    connect(view, &ViewMenu::statusMessage, this, &MainWindow::showStatusMessage);
    m_view = view->menu();
    m_utcAction = view->utcAction();

    m_help = menuBar()->addMenu(tr("&Help"));
    m_help->addAction(tr("&About FleetScope"), this, [this] {
        QMessageBox::about(
            this, tr("About FleetScope"),
            tr("<b>FleetScope %1</b><p>Correlated GPU fleet observability: live lanes, "
               "alerts, snapshots and cost review.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

qint64 MainWindow::defaultRangeMs() const
{
    const qint64 preferred = Preferences::load(QSettings()).defaultRangeMs;
    return preferred > 0 ? preferred : m_workspace->dashboard().defaultRangeMs;
}

void MainWindow::openSettings()
{
    auto *dlg = new SettingsDialog(Preferences::load(QSettings()), m_sourcesPath, this);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    connect(dlg, &SettingsDialog::applied, this, &MainWindow::applyPreferences);
    connect(dlg, &SettingsDialog::sourcesRequested, this, &MainWindow::editSources);
    connect(dlg, &SettingsDialog::priceTableRequested, m_cost, &CostView::editPrices);
    dlg->open();
}

void MainWindow::applyPreferences(const Preferences &p)
{
    const Preferences old = Preferences::load(QSettings());
    {
        QSettings s;
        p.save(s);
    }
    Theme::apply(p.theme);
    m_utcAction->setChecked(p.utc);
    if (p.refreshMs != old.refreshMs && !m_workspace->isReplay()) {
        m_workspace->setRefreshInterval(p.refreshMs >= 1000 ? p.refreshMs
                                                            : m_workspace->dashboard().refreshMs);
        m_rangeBar->syncState();
    }
    if (p.defaultRangeMs != old.defaultRangeMs && !m_workspace->isReplay() &&
        m_workspace->cursor()->followsLive())
        m_workspace->cursor()->showLast(defaultRangeMs(), m_workspace->now());
    m_alerts->setNotifications(p.notifyP1, p.soundP1);
    m_alerts->setTierMap(p.tierMap);
    m_cost->setIdleThreshold(p.idleThresholdPct);
    if (p.language != old.language)
        statusBar()->showMessage(tr("The new language is used from the next start of FleetScope."),
                                 15'000);
}

void MainWindow::resetLayout()
{
    // The docks where a first start puts them, every lane equally tall.
    restoreState(m_defaultState);
    m_alerts->alertDock()->show();
    m_alerts->runbookDock()->show();
    m_lanes->resetHeights();
    QSettings().remove(QStringLiteral("window/state"));
    statusBar()->showMessage(tr("Window layout reset."), 5'000);
}
