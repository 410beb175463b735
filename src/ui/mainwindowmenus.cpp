// The main window's menus and the Settings it applies. Split from
// mainwindow.cpp, which builds the window and opens files.
#include "mainwindow.h"

#include "alertdocks.h"
#include "commandpalette.h"
#include "costview.h"
#include "dashboardloader.h"
#include "lanestack.h"
#include "liveworkspace.h"
#include "preferences.h"
#include "settingsdialog.h"
#include "theme.h"
#include "timecursor.h"
#include "timerangebar.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

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

    QMenu *view = m_view = menuBar()->addMenu(tr("&View"));
    const QList<QAction *> presets = m_rangeBar->presetActions();
    for (int i = 0; i < presets.size(); ++i) {
        presets[i]->setShortcut(QKeySequence(Qt::Key_1 + i));
        view->addAction(presets[i]);
    }
    view->addAction(m_rangeBar->customAction());
    view->addSeparator();
    auto add = [&](const QString &text, const QList<QKeySequence> &keys, auto slot) {
        QAction *a = view->addAction(text, this, slot);
        a->setShortcuts(keys);
        return a;
    };
    add(tr("Zoom &In"),
        {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal), QKeySequence::ZoomIn},
        [this] { m_workspace->cursor()->zoomCentered(0.5); });
    add(tr("Zoom &Out"), {QKeySequence(Qt::Key_Minus), QKeySequence::ZoomOut},
        [this] { m_workspace->cursor()->zoomCentered(2.0); });
    add(tr("Pan &Left"), {QKeySequence(Qt::Key_Left)}, [this] { panBy(-0.25); });
    add(tr("Pan &Right"), {QKeySequence(Qt::Key_Right)}, [this] { panBy(0.25); });
    add(tr("&Reset Zoom"), {QKeySequence(Qt::Key_0), QKeySequence(Qt::Key_Home)},
        [this] { m_workspace->cursor()->showLast(defaultRangeMs(), m_workspace->now()); });
    view->addSeparator();
    QAction *pause = m_rangeBar->pauseAction();
    pause->setShortcut(QKeySequence(Qt::Key_Space));
    view->addAction(pause);
    QAction *live = m_rangeBar->liveAction();
    live->setShortcut(QKeySequence(Qt::Key_End));
    view->addAction(live);
    add(tr("Refresh &Now"), {QKeySequence::Refresh}, [this] { m_workspace->retryNow(); });
    view->addSeparator();
    add(tr("Unpin &Crosshair"), {QKeySequence(Qt::Key_Escape)},
        [this] { m_workspace->cursor()->unpin(); });
    add(tr("C&lear Selection"), {QKeySequence(Qt::Key_C)}, [this] { m_lanes->clearSelection(); });
    view->addSeparator();
    m_utcAction = add(tr("Times in &UTC"), {QKeySequence(Qt::Key_U)}, [] {});
    m_utcAction->setObjectName(QStringLiteral("actionUtc"));
    m_utcAction->setCheckable(true);
    m_utcAction->setToolTip(tr("Read times in UTC instead of local time (%1)")
                                .arg(m_utcAction->shortcut().toString(QKeySequence::NativeText)));
    connect(m_utcAction, &QAction::toggled, this, [this](bool utc) {
        m_workspace->cursor()->setUtc(utc);
        QSettings().setValue(QStringLiteral("ui/utc"), utc);
    });
    QAction *reset = add(tr("Reset &Layout"), {}, &MainWindow::resetLayout);
    reset->setObjectName(QStringLiteral("actionResetLayout"));
    view->addSeparator();
    QAction *palette = add(tr("Command &Palette…"), {QKeySequence(Qt::CTRL | Qt::Key_K)}, [this] {
        auto *p = new CommandPalette(menuBar(), this);
        p->setObjectName(QStringLiteral("commandPalette"));
        p->open();
    });
    palette->setShortcutContext(Qt::ApplicationShortcut);

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
