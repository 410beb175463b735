#pragma once

#include "snapshotcapture.h"

#include <expected>
#include <memory>
#include <optional>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

class SourceRegistry;

// Saves an incident from a live workspace in the background: the capture
// (requests on the event loop), then the file (SQLite and zstd on the thread
// pool). The window stays responsive throughout; progress comes in two
// stages and cancel works in both. The snapshot appears under its name only
// when it is complete.
class SnapshotSaver final : public QObject
{
    Q_OBJECT
  public:
    enum class Stage
    {
        Fetching, // done/total: requests
        Writing   // done/total: lane queries encoded
    };
    Q_ENUM(Stage)

    // Over a live workspace's registry: its sign-ins are reused, and a
    // sign-in the capture needs reaches the user through the registry.
    explicit SnapshotSaver(SourceRegistry *registry, QObject *parent = nullptr);
    ~SnapshotSaver() override;

    // One save at a time: false (and nothing started) while one runs.
    bool start(const SnapshotCapture::Request &request, const QString &path);
    // finished() follows with an empty error.
    void cancel();
    bool isRunning() const { return m_running; }
    const QString &path() const { return m_path; }
    // The samples written, or why not (empty when canceled).
    const std::expected<std::size_t, QString> &outcome() const { return m_outcome; }
    // What the saved snapshot left out (a change query that failed).
    const QStringList &warnings() const;
    // Where the file is written: one thread of its own, so a large write
    // never holds a lane's reduction back. Tests hold it to cancel in time.
    QThreadPool *writerPool() { return &m_pool; }

  signals:
    void progress(SnapshotSaver::Stage stage, int done, int total);
    void finished();

  private:
    void onCaptured();
    void finish(std::expected<std::size_t, QString> outcome);

    QThreadPool m_pool;
    SnapshotCapture *m_capture;
    QFutureWatcher<void> *m_writer;
    std::shared_ptr<std::optional<std::expected<void, QString>>> m_written;
    QString m_path;
    std::size_t m_samples = 0;
    bool m_running = false;
    bool m_canceled = false;
    std::expected<std::size_t, QString> m_outcome = std::unexpected(QString());
};
