#pragma once

#include "simoptions.h"

#include <QString>

class FleetModel;

// Writes the fleet's history over [from, to] every 15 s (or every
// --backfill-step). promtool wants each
// metric family contiguous, so the writer walks time once per family; the
// output is streamed and never held in memory, so a 1,000-GPU fleet fits.
class BackfillWriter final
{
  public:
    BackfillWriter(const FleetModel &model, const SimOptions &options);

    bool write(QString *error);

  private:
    const FleetModel &m_model;
    const SimOptions &m_options;
};
