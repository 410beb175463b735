#pragma once

#include "seriesset.h"
#include "sourceerror.h"

#include <expected>
#include <memory>
#include <QObject>
#include <QPointer>
#include <vector>

using QueryResult = std::expected<SeriesSet, SourceError>;

// One asynchronous query (possibly several HTTP requests stitched together).
// Emits finished() exactly once, also after cancel(); then result() holds the
// series or the error. Callers own the job and delete it with deleteLater().
class QueryJob : public QObject
{
    Q_OBJECT
  public:
    using QObject::QObject;

    bool isFinished() const { return m_finished; }
    const QueryResult &result() const { return m_result; }
    // Moves the result out (no copy of a large series set on the GUI
    // thread); result() is empty afterwards.
    QueryResult takeResult() { return std::move(m_result); }
    // The answer leaves out part of the range (a sub-range failed; its
    // warnings say which): show it, and ask again later.
    bool isIncomplete() const { return m_incomplete; }
    virtual void start() = 0;
    virtual void cancel() = 0;

  signals:
    void progress(int done, int total);
    // Something to show before the answer is complete (a coarse answer over
    // the whole range); the final answer replaces it.
    void partial(std::shared_ptr<const SeriesSet> early);
    void finished();

  protected:
    void finish(QueryResult r);
    void setIncomplete() { m_incomplete = true; }

  public:
    // Cancels every job of `jobs` and empties it, after `listener` stopped
    // hearing from them: a canceled job reports finished() at once, and a
    // handler that touched `jobs` then would change it while it is walked.
    // The jobs are deleted later.
    static void cancelAll(std::vector<QPointer<QueryJob>> &jobs, QObject *listener);

  private:
    QueryResult m_result = std::unexpected(SourceError::make(SourceError::Kind::Canceled, {}));
    bool m_finished = false;
    bool m_incomplete = false;
};
