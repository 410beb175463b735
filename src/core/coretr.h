#pragma once

#include <QCoreApplication>

// Visible text of the core library that belongs to no QObject: `CoreTr::tr("…")`.
// One translation context for the module, so a phrase used in several of
// its files is translated once.
struct CoreTr
{
    Q_DECLARE_TR_FUNCTIONS(fleetscope_core)
};
