#pragma once

// Internal to the Grafana importer (grafanaimport.cpp): the mappings of
// units and colours, and the conversion of templating variables.

#include "dashboardvariable.h"
#include "unit.h"

#include <optional>
#include <QJsonArray>
#include <QString>
#include <QStringList>
#include <vector>

namespace GrafanaParts {

struct UnitMapping
{
    Unit unit = Unit::None;
    bool exact = true; // false: no FleetScope equivalent, shown as a plain number
};
UnitMapping unit(const QString &grafanaUnit);

// "#rrggbb" for Grafana's named colours ("red", "dark-orange"), hex and
// rgb()/rgba(); a neutral amber for what it does not know.
QString color(const QString &grafanaColor);

// templating.list -> variables. Data source variables are consumed (every
// query goes to `source`); what cannot be offered is listed.
std::vector<DashboardVariable> variables(const QJsonArray &list, const QString &source,
                                         QStringList &notConverted, QStringList &adjusted);

// "now-6h" -> 6 h; nullopt for anything else.
std::optional<qint64> relativeRange(const QString &from);

} // namespace GrafanaParts
