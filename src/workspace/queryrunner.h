#pragma once

#include "dashboard.h"
#include "queryjob.h"
#include "sourceconfig.h"

#include <functional>

// Runs one query spec over a fixed range to completion, for headless callers
// (the CLI, capture). The step is the caller's or derived for ~1,000 points;
// the grid starts exactly at `fromMs` as `promtool query range` does.
namespace QueryRunner {
struct Request
{
    QuerySpec spec;
    qint64 fromMs = 0;
    qint64 toMs = 0;
    qint64 stepMs = 0; // 0 = derive
};
// Spins a local event loop; needs a QCoreApplication. `tellUser` receives
// what a sign-in needs the user to do (a device code to enter).
QueryResult run(const SourceList &sources, const Request &request,
                const std::function<void(const QString &)> &tellUser = {});
} // namespace QueryRunner
