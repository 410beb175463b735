#include "replacingfile.h"

#include "workspacetr.h"
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <sys/stat.h>
#include <unistd.h>

namespace {
QString errnoText(int e)
{
    return QString::fromLocal8Bit(std::strerror(e));
}
} // namespace

ReplacingFile::ReplacingFile(QString target) : m_target(std::move(target)) {}

ReplacingFile::~ReplacingFile()
{
    if (!m_path.isEmpty())
        ::unlink(m_path.constData());
}

std::expected<void, QString> ReplacingFile::create()
{
    const QByteArray base = QFile::encodeName(m_target);
    static const char kChars[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (int attempt = 0; attempt < 100; ++attempt) {
        QByteArray name = base + ".tmp-";
        for (int i = 0; i < 6; ++i)
            name += kChars[QRandomGenerator::global()->bounded(int(sizeof kChars - 1))];
        // O_EXCL: never someone else's file; 0666: the umask decides, as it
        // does for any file the user saves.
        const int fd = ::open(name.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) {
            ::close(fd);
            m_path = name;
            return {};
        }
        if (errno != EEXIST)
            return std::unexpected(
                WorkspaceTr::tr("cannot create a file there (%1)").arg(errnoText(errno)));
    }
    return std::unexpected(WorkspaceTr::tr("cannot create a temporary file there"));
}

std::expected<void, QString> ReplacingFile::commit()
{
    const int fd = ::open(m_path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0 || ::fsync(fd) != 0) {
        const int e = errno;
        if (fd >= 0)
            ::close(fd);
        return std::unexpected(WorkspaceTr::tr("cannot flush it to disk (%1)").arg(errnoText(e)));
    }
    ::close(fd);
    const QByteArray to = QFile::encodeName(m_target);
    struct stat st;
    if (::stat(to.constData(), &st) == 0)
        ::chmod(m_path.constData(), st.st_mode & 07777);
    if (::rename(m_path.constData(), to.constData()) != 0)
        return std::unexpected(
            WorkspaceTr::tr("cannot replace the file (%1)").arg(errnoText(errno)));
    m_path.clear();
    // The rename itself is durable only once the directory is.
    const QByteArray dir = QFile::encodeName(QFileInfo(m_target).absolutePath());
    if (const int dfd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
    return {};
}
