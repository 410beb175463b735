#pragma once

#include "dashboard.h"

#include <QStringList>

// Finds a dashboard by what users type: a file path, or builtin:NAME for the
// dashboards shipped inside the application.
namespace DashboardLoader {
std::expected<Dashboard, QString> load(const QString &ref);
QStringList builtinNames();
} // namespace DashboardLoader
