#pragma once

#include "dashboard.h"
#include "queryjob.h"
#include "sourceconfig.h"

#include <atomic>
#include <functional>
#include <memory>

class QNetworkAccessManager;
class SourceRegistry;

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

// Many queries over one set of sources, sharing one network manager (its
// connections and sign-ins), for a command or worker thread that asks a
// series of questions. Lives on the thread that runs it.
class Session final
{
  public:
    explicit Session(const SourceList &sources,
                     const std::function<void(const QString &)> &tellUser = {});
    ~Session();
    Session(const Session &) = delete;
    Session &operator=(const Session &) = delete;

    // As QueryRunner::run. When `cancel` turns true the query is abandoned
    // within ~50 ms and the answer is a Canceled error.
    QueryResult run(const Request &request, const std::atomic<bool> *cancel = nullptr);
    // Several at once (the server answers them in parallel), each answer in
    // the place of its request.
    std::vector<QueryResult> runAll(const std::vector<Request> &requests,
                                    const std::atomic<bool> *cancel = nullptr);

  private:
    std::expected<QueryJob *, SourceError> prepare(const Request &request);

    std::unique_ptr<QNetworkAccessManager> m_nam;
    std::unique_ptr<SourceRegistry> m_registry;
};
} // namespace QueryRunner
