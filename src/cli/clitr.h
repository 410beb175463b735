#pragma once

#include <QCoreApplication>

// Visible text of fleetscope-cli that belongs to no QObject: `CliTr::tr("…")`.
// One translation context for the module, so a phrase used in several of
// its files is translated once.
struct CliTr
{
    Q_DECLARE_TR_FUNCTIONS(fleetscope_cli)
};
