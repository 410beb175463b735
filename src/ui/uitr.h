#pragma once

#include <QCoreApplication>

// Visible text of the window that belongs to no QObject: `UiTr::tr("…")`.
// One translation context for the module, so a phrase used in several of
// its files is translated once.
struct UiTr
{
    Q_DECLARE_TR_FUNCTIONS(fleetscope_ui)
};
