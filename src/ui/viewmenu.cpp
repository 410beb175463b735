#include "viewmenu.h"

#include "baselinefeed.h"
#include "commandpalette.h"
#include "comparemenu.h"
#include "lanestack.h"
#include "liveworkspace.h"
#include "timecursor.h"
#include "timerangebar.h"

#include <QAction>
#include <QMainWindow>
#include <QMenuBar>
#include <QSettings>

ViewMenu::ViewMenu(QMainWindow *window, LiveWorkspace *workspace, TimeRangeBar *rangeBar,
                   LaneStack *lanes, std::function<qint64()> defaultRangeMs)
    : QObject(window), m_workspace(workspace), m_menu(window->menuBar()->addMenu(tr("&View")))
{
    QMenu *view = m_menu;
    const QList<QAction *> presets = rangeBar->presetActions();
    for (int i = 0; i < presets.size(); ++i) {
        presets[i]->setShortcut(QKeySequence(Qt::Key_1 + i));
        view->addAction(presets[i]);
    }
    view->addAction(rangeBar->customAction());
    view->addSeparator();
    auto add = [&](const QString &text, const QList<QKeySequence> &keys, auto slot) {
        QAction *a = view->addAction(text, this, slot);
        a->setShortcuts(keys);
        return a;
    };
    TimeCursor *cursor = workspace->cursor();
    add(tr("Zoom &In"),
        {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal), QKeySequence::ZoomIn},
        [cursor] { cursor->zoomCentered(0.5); });
    add(tr("Zoom &Out"), {QKeySequence(Qt::Key_Minus), QKeySequence::ZoomOut},
        [cursor] { cursor->zoomCentered(2.0); });
    add(tr("Pan &Left"), {QKeySequence(Qt::Key_Left)}, [this] { panBy(-0.25); });
    add(tr("Pan &Right"), {QKeySequence(Qt::Key_Right)}, [this] { panBy(0.25); });
    add(tr("&Reset Zoom"), {QKeySequence(Qt::Key_0), QKeySequence(Qt::Key_Home)},
        [this, cursor, defaultRangeMs] { cursor->showLast(defaultRangeMs(), m_workspace->now()); });
    view->addSeparator();
    QAction *pause = rangeBar->pauseAction();
    pause->setShortcut(QKeySequence(Qt::Key_Space));
    view->addAction(pause);
    QAction *live = rangeBar->liveAction();
    live->setShortcut(QKeySequence(Qt::Key_End));
    view->addAction(live);
    add(tr("Refresh &Now"), {QKeySequence::Refresh}, [this] { m_workspace->retryNow(); });
    view->addSeparator();
    add(tr("Unpin &Crosshair"), {QKeySequence(Qt::Key_Escape)}, [cursor] { cursor->unpin(); });
    add(tr("C&lear Selection"), {QKeySequence(Qt::Key_C)}, [lanes] { lanes->clearSelection(); });
    view->addSeparator();
    view->addMenu(CompareMenu::create(workspace, {}, window));
    // A baseline that failed or found nothing says so once; what the lanes
    // showed stays.
    connect(workspace->baselines(), &BaselineFeed::problemsChanged, this, [this] {
        const QStringList problems = m_workspace->baselines()->problems();
        if (!problems.isEmpty())
            emit statusMessage(problems.size() == 1 ? problems.front()
                                                    : tr("%1 (and %n more baselines failed)",
                                                         nullptr, int(problems.size()) - 1)
                                                          .arg(problems.front()));
    });
    view->addSeparator();
    m_utc = add(tr("Times in &UTC"), {QKeySequence(Qt::Key_U)}, [] {});
    m_utc->setObjectName(QStringLiteral("actionUtc"));
    m_utc->setCheckable(true);
    m_utc->setToolTip(tr("Read times in UTC instead of local time (%1)")
                          .arg(m_utc->shortcut().toString(QKeySequence::NativeText)));
    connect(m_utc, &QAction::toggled, this, [cursor](bool utc) {
        cursor->setUtc(utc);
        QSettings().setValue(QStringLiteral("ui/utc"), utc);
    });
    QAction *reset = add(tr("Reset &Layout"), {}, [this] { emit resetLayoutRequested(); });
    reset->setObjectName(QStringLiteral("actionResetLayout"));
    view->addSeparator();
    QAction *palette = add(tr("Command &Palette…"), {QKeySequence(Qt::CTRL | Qt::Key_K)}, [window] {
        auto *p = new CommandPalette(window->menuBar(), window);
        p->setObjectName(QStringLiteral("commandPalette"));
        p->open();
    });
    palette->setShortcutContext(Qt::ApplicationShortcut);
}

void ViewMenu::panBy(double fraction)
{
    TimeCursor *c = m_workspace->cursor();
    const qint64 delta = qint64(double(c->durationMs()) * fraction);
    // Panning forward past now returns to following live.
    if (!c->followsLive() && c->toMs() + delta >= m_workspace->now())
        c->setFollowLive(true, m_workspace->now());
    else
        c->pan(delta);
}
