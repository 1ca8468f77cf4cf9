#include "atomicdirectory.h"

#include "filefaults.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace podcad {
namespace {

int injected(FileStep step, const QString &target)
{
    FileFaults *faults = FileFaults::installed();
    qint64 length = 0;
    return faults ? faults->before(step, target, 0, &length) : 0;
}

bool syncPath(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

} // namespace

AtomicDirectory::AtomicDirectory(const QString &path)
    : mPath(QFileInfo(path).absoluteFilePath())
{}

AtomicDirectory::~AtomicDirectory()
{
    if (!mCommitted && !mTemp.isEmpty())
        QDir(mTemp).removeRecursively();
}

bool AtomicDirectory::fail(int error)
{
    mError = QString::fromLocal8Bit(std::strerror(error));
    return false;
}

bool AtomicDirectory::open()
{
    if (const int error = injected(FileStep::Open, mPath))
        return fail(error);
    const QFileInfo target(mPath);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString name =
            target.absolutePath() + QStringLiteral("/.") + target.fileName() + u'.' +
            QString::number(QRandomGenerator::system()->generate64() % 0x1000000000ULL, 36);
        if (::mkdir(QFile::encodeName(name).constData(), 0777) == 0) {
            mTemp = name;
            return true;
        }
        if (errno != EEXIST)
            return fail(errno);
    }
    return fail(EEXIST);
}

bool AtomicDirectory::commit()
{
    if (mTemp.isEmpty())
        return fail(EBADF);
    // The files were synced one by one; their names live in the folder itself.
    if (const int error = injected(FileStep::Sync, mPath))
        return fail(error);
    if (!syncPath(mTemp))
        return fail(errno);
    if (const int error = injected(FileStep::Rename, mPath))
        return fail(error);
    if (::rename(QFile::encodeName(mTemp).constData(), QFile::encodeName(mPath).constData()) != 0)
        return fail(errno);
    mCommitted = true;
    syncPath(QFileInfo(mPath).absolutePath());
    return true;
}

} // namespace podcad
