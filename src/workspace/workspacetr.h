#pragma once

#include <QCoreApplication>

// Visible text of the workspace library that belongs to no QObject: `WorkspaceTr::tr("…")`.
// One translation context for the module, so a phrase used in several of
// its files is translated once.
struct WorkspaceTr
{
    Q_DECLARE_TR_FUNCTIONS(fleetscope_workspace)
};
