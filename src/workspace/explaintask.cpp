#include "explaintask.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent>

struct ExplainTask::Run
{
    std::atomic<bool> cancel{false};
};

ExplainTask::ExplainTask(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<ExplainResult>();
}

ExplainTask::~ExplainTask()
{
    if (m_run)
        m_run->cancel = true; // the worker finds out within ~50 ms and ends
}

void ExplainTask::start(ExplainEngine::Request request)
{
    if (m_run)
        m_run->cancel = true;
    auto run = std::make_shared<Run>();
    m_run = run;
    QPointer<ExplainTask> self(this);
    // The worker thread has no event loop of its own beyond the ones the
    // engine spins; answers come back queued to this object's thread.
    (void)QtConcurrent::run([self, run, request = std::move(request)] {
        auto progress = [self, run](int done, int total) {
            if (run->cancel)
                return;
            QMetaObject::invokeMethod(
                qApp,
                [self, run, done, total] {
                    if (self && self->m_run == run)
                        emit self->progressed(done, total);
                },
                Qt::QueuedConnection);
        };
        auto result = ExplainEngine::run(request, progress, &run->cancel);
        // Posted to the application (which outlives every task), the task
        // itself looked up on the GUI thread: it may be gone by then.
        QMetaObject::invokeMethod(
            qApp,
            [self, run, result = std::move(result)] {
                if (!self || self->m_run != run)
                    return;
                self->m_run.reset();
                if (run->cancel ||
                    (!result && result.error().kind == ExplainEngine::Failure::Kind::Canceled))
                    emit self->canceled();
                else if (result)
                    emit self->finished(*result);
                else
                    emit self->failed(result.error().message);
            },
            Qt::QueuedConnection);
    });
}

void ExplainTask::cancel()
{
    if (!m_run)
        return;
    m_run->cancel = true;
    m_run.reset();
    emit canceled();
}
