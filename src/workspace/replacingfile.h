#pragma once

#include <expected>
#include <QByteArray>
#include <QString>

// A new version of a file, made beside it as `<target>.tmp-XXXXXX` and
// renamed over it only when complete: after a crash or a full disk the target
// is the old file or the new one, never half of either. The temporary file
// is created with the umask's permissions (or takes the target's, when it
// exists) and removed unless commit() renamed it.
class ReplacingFile final
{
  public:
    explicit ReplacingFile(QString target);
    ReplacingFile(const ReplacingFile &) = delete;
    ReplacingFile &operator=(const ReplacingFile &) = delete;
    ~ReplacingFile();

    // Creates the empty temporary file; the error says why it cannot be.
    std::expected<void, QString> create();
    // Where to write (in the file system's encoding), once created.
    const QByteArray &path() const { return m_path; }
    // fsync, rename over the target, fsync the directory.
    std::expected<void, QString> commit();

  private:
    QString m_target;
    QByteArray m_path;
};
