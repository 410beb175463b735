#pragma once

#include "explainengine.h"

#include <atomic>
#include <memory>
#include <QObject>

// One Explain at a time, off the GUI thread: ExplainEngine on a worker of
// the global pool, its progress and answer delivered as signals on the
// thread that owns the task. A new start cancels the run before it; a
// canceled or superseded run never reports.
class ExplainTask final : public QObject
{
    Q_OBJECT
  public:
    explicit ExplainTask(QObject *parent = nullptr);
    ~ExplainTask() override;

    void start(ExplainEngine::Request request);
    void cancel();
    bool isRunning() const { return m_run != nullptr; }

  signals:
    void progressed(int done, int total);
    void finished(const ExplainResult &result);
    void failed(const QString &message);
    void canceled();

  private:
    struct Run;
    std::shared_ptr<Run> m_run; // the run whose answers are still wanted
};
