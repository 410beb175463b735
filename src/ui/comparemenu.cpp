#include "comparemenu.h"

#include "baseline.h"
#include "baselinefeed.h"
#include "customrangedialog.h"
#include "liveworkspace.h"
#include "timecursor.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CompareMenu)
};

bool apply(LiveWorkspace *w, const QString &laneId, qint64 shiftMs)
{
    BaselineFeed *b = w->baselines();
    return laneId.isEmpty() ? b->compareAll(shiftMs) : b->compareLane(laneId, shiftMs);
}

// The shift every lane (or this lane) has; -1 when the lanes differ.
qint64 currentShift(LiveWorkspace *w, const QString &laneId)
{
    if (!laneId.isEmpty())
        return w->baselines()->shiftOf(laneId);
    qint64 shift = -1;
    for (const LaneSpec &l : w->dashboard().lanes) {
        const qint64 s = w->baselines()->shiftOf(l.id);
        if (shift >= 0 && s != shift)
            return -1;
        shift = s;
    }
    return std::max<qint64>(shift, 0);
}
} // namespace

namespace CompareMenu {

QMenu *create(LiveWorkspace *workspace, const QString &laneId, QWidget *dialogParent)
{
    auto *menu = new QMenu(laneId.isEmpty() ? Tr::tr("Compare &With")
                                            : Tr::tr("Compare This "
                                                     "Lane &With"),
                           dialogParent);
    menu->setObjectName(laneId.isEmpty() ? QStringLiteral("compareMenu")
                                         : QStringLiteral("compareLaneMenu"));
    menu->setToolTipsVisible(true);
    auto *group = new QActionGroup(menu);
    const auto choice = [&](const QString &text, qint64 shift, const char *name) {
        QAction *a = menu->addAction(text);
        a->setCheckable(true);
        a->setData(shift);
        a->setObjectName(QLatin1String(name));
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, menu,
                         [workspace, laneId, shift] { apply(workspace, laneId, shift); });
        return a;
    };
    choice(Tr::tr("&Nothing"), 0, "compareOff");
    QAction *day = choice(Tr::tr("1 &Day Ago"), Baseline::kDayMs, "compareDay");
    QAction *week = choice(Tr::tr("1 &Week Ago"), Baseline::kWeekMs, "compareWeek");
    day->setToolTip(Tr::tr("Draw the same lanes 24 hours earlier behind today's, in grey"));
    week->setToolTip(Tr::tr("Draw the same lanes 7 days earlier behind today's, in grey"));
    QAction *range = menu->addAction(Tr::tr("Chosen &Range…"));
    range->setCheckable(true);
    range->setObjectName(QStringLiteral("compareRange"));
    range->setToolTip(Tr::tr("Pick an earlier range; it is laid over the visible one from its "
                             "start"));
    group->addAction(range);
    QObject::connect(range, &QAction::triggered, menu, [workspace, laneId, dialogParent] {
        const TimeCursor *c = workspace->cursor();
        CustomRangeDialog dialog(c->fromMs() - Baseline::kDayMs, c->toMs() - Baseline::kDayMs,
                                 dialogParent);
        dialog.setWindowTitle(Tr::tr("Compare With an Earlier Range"));
        if (dialog.exec() != QDialog::Accepted)
            return;
        const qint64 shift = Baseline::shiftFor(c->fromMs(), dialog.fromMs(), 60'000);
        if (shift <= 0) {
            QMessageBox::warning(dialogParent, Tr::tr("Compare With an Earlier Range"),
                                 Tr::tr("The range to compare with must start before the visible "
                                        "one. Pick a start earlier than the lanes show."));
            return;
        }
        apply(workspace, laneId, shift);
    });
    // The checks follow what the lanes compare with now.
    QObject::connect(menu, &QMenu::aboutToShow, menu, [workspace, laneId, group, range] {
        const qint64 shift = currentShift(workspace, laneId);
        bool matched = false;
        for (QAction *a : group->actions())
            if (a != range && a->data().toLongLong() == shift) {
                a->setChecked(true);
                matched = true;
            }
        range->setChecked(!matched && shift > 0);
        range->setText(!matched && shift > 0
                           ? Tr::tr("Chosen &Range (%1)…").arg(Baseline::describe(shift))
                           : Tr::tr("Chosen &Range…"));
        if (shift < 0)
            for (QAction *a : group->actions())
                a->setChecked(false);
    });
    return menu;
}

} // namespace CompareMenu
