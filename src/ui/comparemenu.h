#pragma once

#include <QString>

class LiveWorkspace;
class QMenu;
class QWidget;

// "Compare With": Off, 1 Day Ago, 1 Week Ago, Chosen Range…, for every lane
// (View menu) or one lane (its context menu). The checks follow the
// workspace's BaselineFeed each time the menu opens; in Replay only what
// the snapshot captured can be chosen.
namespace CompareMenu {
// A menu of those choices for the lane `laneId`, or every lane when empty.
// `dialogParent` parents the range dialog.
QMenu *create(LiveWorkspace *workspace, const QString &laneId, QWidget *dialogParent);
} // namespace CompareMenu
