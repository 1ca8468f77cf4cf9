#include "atomicdirectory.h"

#include "besidetarget.h"
#include "filefaults.h"
#include "strays.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace podcad {

AtomicDirectory::AtomicDirectory(const QString &path)
    : mPath(QFileInfo(path).absoluteFilePath())
{}

AtomicDirectory::~AtomicDirectory()
{
    if (!mCommitted && !mTemp.isEmpty())
        QDir(mTemp).removeRecursively();
    release();
}

void AtomicDirectory::release()
{
    if (mHold >= 0) {
        ::close(mHold);
        mHold = -1;
    }
}

bool AtomicDirectory::fail(int error)
{
    mError = QString::fromLocal8Bit(std::strerror(error));
    return false;
}

bool AtomicDirectory::open()
{
    if (const int error = FileFaults::check(FileStep::Open, mPath))
        return fail(error);
    const QFileInfo target(mPath);
    removeDeadStrays(mPath);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString name = hiddenNameBeside(target);
        const QByteArray encoded = QFile::encodeName(name);
        if (::mkdir(encoded.constData(), 0777) != 0) {
            if (errno != EEXIST)
                return fail(errno);
            continue;
        }
        // A clean-up may take (and remove) the folder in the instant between its making and its
        // lock: then it is not ours, and another name is tried.
        mHold = ::open(encoded.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (mHold < 0) {
            if (errno == ENOENT)
                continue;
            const int error = errno;
            ::rmdir(encoded.constData());
            return fail(error);
        }
        if (claimWorkingCopy(mHold)) {
            mTemp = name;
            return true;
        }
        const int error = errno;
        release();
        if (error != EWOULDBLOCK) {
            ::rmdir(encoded.constData());
            return fail(error);
        }
    }
    return fail(EEXIST);
}

bool AtomicDirectory::commit()
{
    if (mTemp.isEmpty())
        return fail(EBADF);
    // The files were synced one by one; their names live in the folder itself.
    if (const int error = FileFaults::check(FileStep::Sync, mPath))
        return fail(error);
    if (!syncFolder(mTemp))
        return fail(errno);
    if (const int error = FileFaults::check(FileStep::Rename, mPath))
        return fail(error);
    if (::rename(QFile::encodeName(mTemp).constData(), QFile::encodeName(mPath).constData()) != 0)
        return fail(errno);
    mCommitted = true;
    release();
    syncFolder(QFileInfo(mPath).absolutePath());
    return true;
}

} // namespace podcad
