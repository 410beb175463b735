#pragma once

#include <QCoreApplication>

// Visible text of the sources library that belongs to no QObject: `SourcesTr::tr("…")`.
// One translation context for the module, so a phrase used in several of
// its files is translated once.
struct SourcesTr
{
    Q_DECLARE_TR_FUNCTIONS(fleetscope_sources)
};
