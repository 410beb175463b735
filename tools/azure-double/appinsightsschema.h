#pragma once

#include <QList>
#include <QString>

#include <optional>

// The columns of Application Insights' custom-metric tables as Microsoft
// documents them: AppMetrics (the Azure Monitor Logs table reference) and
// customMetrics (the classic schema), each tied to the simulated quantity
// it shows, so that one query shape can be read against either table.
namespace AppInsightsSchema {

enum class Table
{
    AppMetrics,
    CustomMetrics
};

enum class Field
{
    Time,
    Name,
    Sum, // Sum..Value are the numeric fields, in this order
    Count,
    Min,
    Max,
    StdDev,
    Value,
    Properties,
    RoleName,
    RoleInstance,
    ItemType,
    ItemId,
    Fixed
};

struct Column
{
    Column(const QString &name, const QString &type, Field field = Field::Fixed,
           const QString &fixed = {}, bool hidden = false)
        : name(name), type(type), field(field), fixed(fixed), hidden(hidden)
    {
    }

    QString name;
    QString type;
    Field field = Field::Fixed;
    QString fixed;       // Field::Fixed: every row's value ("" where the double sets none)
    bool hidden = false; // standard _columns: resolvable, but not in whole rows
};

// The table `name` means; KQL names are case-sensitive.
std::optional<Table> tableNamed(const QString &name);
const QList<Column> &columns(Table table);
const Column *find(Table table, const QString &name); // nullptr: no such column
// Type (AppMetrics) or itemType (customMetrics): the same on every row.
QString itemType(Table table);

bool isNumeric(Field field);
// A string column with a handful of values: filtered, listed, grouped by.
bool isLabel(Field field);

} // namespace AppInsightsSchema
