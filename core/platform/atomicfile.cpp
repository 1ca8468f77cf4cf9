#include "atomicfile.h"

#include "besidetarget.h"
#include "filefaults.h"
#include "strays.h"

#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace podcad {
namespace {

// Small enough that a fault "at the Nth write" has several points to hit in a small file, large
// enough that a 26 MB design costs a few hundred system calls.
constexpr qint64 kChunk = 64 * 1024;

QByteArray encoded(const QString &path)
{
    return QFile::encodeName(path);
}

// rename(2) that refuses to replace: 0, or the errno (EEXIST when the target is there).
int renameNoReplace(const QByteArray &from, const QByteArray &to)
{
#ifdef RENAME_NOREPLACE
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0)
        return 0;
    if (errno != EINVAL && errno != ENOSYS)
        return errno;
#endif
    // A file system without renameat2 flags: link(2) refuses an existing name just the same.
    if (::link(from.constData(), to.constData()) != 0)
        return errno;
    ::unlink(from.constData());
    return 0;
}

} // namespace

AtomicFile::AtomicFile(const QString &path, Replace replace)
    : mPath(path)
    , mTarget(path)
    , mReplace(replace)
{
    const QFileInfo info(path);
    if (info.isSymLink())
        mTarget = info.symLinkTarget();
}

AtomicFile::~AtomicFile()
{
    if (!mCommitted)
        cancel();
}

bool AtomicFile::fail(int error)
{
    return fail(QString::fromLocal8Bit(std::strerror(error)));
}

bool AtomicFile::fail(const QString &why)
{
    mError = why;
    return false;
}

bool AtomicFile::open()
{
    if (const int error = FileFaults::check(FileStep::Open, mPath))
        return fail(error);
    const QFileInfo target(mTarget);
    struct stat old = {};
    const bool replacing = ::stat(encoded(mTarget).constData(), &old) == 0;
    if (replacing && !S_ISREG(old.st_mode))
        return fail(QStringLiteral("not a regular file"));
    removeDeadStrays(mTarget);
    const mode_t mode = mMode >= 0 ? mode_t(mMode) : replacing ? old.st_mode & 07777 : 0666;
#ifdef O_TMPFILE
    // Where the system can, the new file has no name until its bytes are all there and synced, so
    // a process killed while writing leaves nothing behind. Naming it later goes through
    // /proc/self/fd; without /proc, a named file from the start.
    if (QFileInfo::exists(QStringLiteral("/proc/self/fd"))) {
        mFd = ::open(encoded(target.absolutePath()).constData(), O_TMPFILE | O_WRONLY | O_CLOEXEC,
                     mode);
        if (mFd < 0 && errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL)
            return fail(errno);
        // Nobody else can reach a file without a name: only a file system refusing the lock
        // fails this.
        if (mFd >= 0 && !claimWorkingCopy(mFd)) {
            const int error = errno;
            cancel();
            return fail(error);
        }
    }
#endif
    // A random name, created exclusively: the usual permissions, unlike mkstemp's owner-only ones.
    for (int attempt = 0; attempt < 100 && mFd < 0; ++attempt) {
        mTemp = hiddenNameBeside(target);
        mFd = ::open(encoded(mTemp).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
        if (mFd < 0 && errno != EEXIST) {
            const int error = errno;
            mTemp.clear();
            return fail(error);
        }
        if (mFd >= 0 && !claimWorkingCopy(mFd)) {
            const int error = errno;
            ::close(mFd);
            mFd = -1;
            // A clean-up took the file in the instant it had a name and no lock, and removes it.
            if (error != EWOULDBLOCK) {
                ::unlink(encoded(mTemp).constData());
                mTemp.clear();
                return fail(error);
            }
        }
    }
    if (mFd < 0) {
        mTemp.clear();
        return fail(EEXIST);
    }
    // Exactly these bits, whatever the umask took away: a replaced file keeps its permissions.
    if (replacing || mMode >= 0)
        ::fchmod(mFd, mode);
    mWritten = 0;
    return true;
}

bool AtomicFile::write(const QByteArray &bytes)
{
    return write(bytes.constData(), bytes.size());
}

bool AtomicFile::write(const char *data, qint64 size)
{
    if (mFd < 0)
        return mError.isEmpty() ? fail(EBADF) : false;
    while (size > 0) {
        qint64 length = std::min(size, kChunk);
        if (const int error = FileFaults::check(FileStep::Write, mPath, mWritten, &length))
            return fail(error);
        const ssize_t n = ::write(mFd, data, size_t(std::max<qint64>(length, 0)));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return fail(errno);
        }
        // A short write (a disk filling up) is not an error yet: the next one says why it stops.
        data += n;
        size -= n;
        mWritten += n;
        if (n == 0 && length > 0)
            return fail(EIO);
    }
    return true;
}

bool AtomicFile::named()
{
    if (!mTemp.isEmpty())
        return true;
    if (mFd < 0)
        return fail(EBADF);
    const QByteArray proc = "/proc/self/fd/" + QByteArray::number(mFd);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString name = hiddenNameBeside(QFileInfo(mTarget));
        if (::linkat(AT_FDCWD, proc.constData(), AT_FDCWD, encoded(name).constData(),
                     AT_SYMLINK_FOLLOW) == 0) {
            mTemp = name;
            return true;
        }
        if (errno != EEXIST)
            return fail(errno);
    }
    return fail(EEXIST);
}

bool AtomicFile::closeTemp()
{
    if (mFd < 0)
        return true;
    if (!named())
        return false;
    // The lock goes with the open file: a second descriptor of it keeps the copy claimed while
    // another writer (SQLite) changes it.
    if (mHold < 0) {
        mHold = ::fcntl(mFd, F_DUPFD_CLOEXEC, 0);
        if (mHold < 0)
            return fail(errno);
    }
    const int fd = mFd;
    mFd = -1;
    return ::close(fd) == 0 || fail(errno);
}

bool AtomicFile::commit()
{
    if (mCommitted || (mFd < 0 && mTemp.isEmpty()))
        return mError.isEmpty() ? fail(EBADF) : false;
    // Without this, a power cut soon after the rename can leave the new name on empty blocks.
    if (const int error = FileFaults::check(FileStep::Sync, mPath))
        return fail(error);
    if (::fsync(mFd >= 0 ? mFd : mHold) != 0)
        return fail(errno);
    if (const int error = FileFaults::check(FileStep::Rename, mPath))
        return fail(error);
    if (!named() || !closeTemp())
        return false;
    const QByteArray temp = encoded(mTemp);
    const QByteArray target = encoded(mTarget);
    if (mReplace == Replace::Never) {
        const int error = renameNoReplace(temp, target);
        if (error == EEXIST)
            return fail(QStringLiteral("the file exists and is not replaced"));
        if (error)
            return fail(error);
    } else if (::rename(temp.constData(), target.constData()) != 0) {
        return fail(errno);
    }
    mCommitted = true;
    release();
    // The rename has happened whatever the folder's sync says.
    syncFolder(QFileInfo(mTarget).absolutePath());
    return true;
}

void AtomicFile::cancel()
{
    if (mFd >= 0) {
        ::close(mFd);
        mFd = -1;
    }
    if (!mTemp.isEmpty() && !mCommitted)
        ::unlink(encoded(mTemp).constData());
    mTemp.clear();
    release();
}

void AtomicFile::release()
{
    if (mHold >= 0) {
        ::close(mHold);
        mHold = -1;
    }
}

} // namespace podcad
