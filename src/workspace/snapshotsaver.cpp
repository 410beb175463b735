#include "snapshotsaver.h"

#include "snapshotfile.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

SnapshotSaver::SnapshotSaver(SourceRegistry *registry, QObject *parent)
    : QObject(parent), m_capture(new SnapshotCapture(registry, this)),
      m_writer(new QFutureWatcher<void>(this))
{
    m_pool.setMaxThreadCount(1);
    connect(m_capture, &SnapshotCapture::progress, this,
            [this](int done, int total) { emit progress(Stage::Fetching, done, total); });
    connect(m_capture, &SnapshotCapture::finished, this, &SnapshotSaver::onCaptured);
    connect(m_writer, &QFutureWatcher<void>::progressValueChanged, this,
            [this](int done) { emit progress(Stage::Writing, done, m_writer->progressMaximum()); });
    connect(m_writer, &QFutureWatcher<void>::finished, this, [this] {
        if (!m_running || !m_written)
            return;
        // What the writer did, not what was asked: a cancel that came after
        // its last check finds the snapshot saved.
        const auto &written = *m_written;
        if (!written || (!*written && written->error().isEmpty()))
            finish(std::unexpected(QString())); // never ran, or stopped
        else if (!*written)
            finish(std::unexpected(written->error()));
        else
            finish(m_samples);
    });
}

SnapshotSaver::~SnapshotSaver()
{
    m_writer->disconnect(this);
    m_writer->cancel();
    // The pool's thread ends with the saver: a write told to stop is waited
    // for (it stops at its next query), and its temporary file goes with it.
    m_pool.waitForDone();
}

bool SnapshotSaver::start(const SnapshotCapture::Request &request, const QString &path)
{
    if (m_running)
        return false;
    m_running = true;
    m_canceled = false;
    m_path = path;
    m_samples = 0;
    m_outcome = std::unexpected(QString());
    m_capture->start(request);
    return true;
}

void SnapshotSaver::cancel()
{
    if (!m_running)
        return;
    m_canceled = true;
    if (m_capture->isRunning())
        m_capture->cancel(); // finished() follows, then onCaptured
    else
        m_writer->cancel(); // the writer stops at its next query
}

void SnapshotSaver::onCaptured()
{
    if (!m_running)
        return;
    auto captured = m_capture->takeResult();
    if (m_canceled)
        return finish(std::unexpected(QString()));
    if (!captured)
        return finish(std::unexpected(captured.error()));
    m_samples = captured->sampleCount();
    const int queries = int(captured->queries.size());
    // The writer reports through its own shared slot: a canceled future
    // keeps no results, and the outcome must still be known.
    m_written = std::make_shared<std::optional<std::expected<void, QString>>>();
    m_writer->setFuture(QtConcurrent::run(
        &m_pool,
        [written = m_written](QPromise<void> &promise, const Snapshot &snapshot,
                              const QString &path) {
            promise.setProgressRange(0, int(snapshot.queries.size()));
            *written = SnapshotFile::write(snapshot, path, [&](int step, int) {
                promise.setProgressValue(step);
                return !promise.isCanceled();
            });
        },
        std::move(*captured), m_path));
    emit progress(Stage::Writing, 0, queries);
}

void SnapshotSaver::finish(std::expected<std::size_t, QString> outcome)
{
    m_running = false;
    m_outcome = std::move(outcome);
    emit finished();
}

const QStringList &SnapshotSaver::warnings() const
{
    return m_capture->warnings();
}
