#include "strays.h"

#include "besidetarget.h"

#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <set>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>
#include <vector>

namespace podcad {

namespace {

// Deeper than any export writes; a bound so that a hostile tree cannot exhaust the stack.
constexpr int kMaxDepth = 32;

// Whether flock() on this file system is the kernel's own, seen alike by every process that can
// reach the file, and independent of the byte-range locks SQLite takes.
bool locksAreLocal(int fd)
{
    struct statfs fs = {};
    if (::fstatfs(fd, &fs) != 0)
        return false;
    switch (static_cast<unsigned long>(fs.f_type)) {
    case EXT4_SUPER_MAGIC: // also ext2 and ext3
    case XFS_SUPER_MAGIC:
    case BTRFS_SUPER_MAGIC:
    case TMPFS_MAGIC:
    case F2FS_SUPER_MAGIC:
    case OVERLAYFS_SUPER_MAGIC:
        return true;
    default:
        return false;
    }
}

class Fd final
{
public:
    explicit Fd(int fd)
        : mFd(fd)
    {}
    ~Fd()
    {
        if (mFd >= 0)
            ::close(mFd);
    }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    int get() const { return mFd; }

private:
    int mFd;
};

bool sameFile(const struct stat &a, const struct stat &b)
{
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

// The entries of the folder open at `dirFd`, but "." and "..".
std::vector<QByteArray> entriesOf(int dirFd)
{
    std::vector<QByteArray> names;
    const int fd = ::fcntl(dirFd, F_DUPFD_CLOEXEC, 0);
    if (fd < 0)
        return names;
    DIR *dir = ::fdopendir(fd);
    if (!dir) {
        ::close(fd);
        return names;
    }
    ::rewinddir(dir);
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name != "." && name != "..")
            names.push_back(name);
    }
    ::closedir(dir);
    return names;
}

// Empties the folder open at `dirFd`: every entry is removed through its parent's descriptor,
// and a folder is entered only when opened with O_NOFOLLOW, so no symbolic link is ever followed.
bool emptyFolder(int dirFd, int depth)
{
    if (depth > kMaxDepth)
        return false;
    bool ok = true;
    for (const QByteArray &name : entriesOf(dirFd)) {
        struct stat st = {};
        if (::fstatat(dirFd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
            ok = false;
            continue;
        }
        if (S_ISDIR(st.st_mode)) {
            const Fd sub(
                ::openat(dirFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
            if (sub.get() < 0 || !emptyFolder(sub.get(), depth + 1) ||
                ::unlinkat(dirFd, name.constData(), AT_REMOVEDIR) != 0)
                ok = false;
        } else if (::unlinkat(dirFd, name.constData(), 0) != 0) {
            ok = false;
        }
    }
    return ok;
}

// Removes the regular file `name` in the folder open at `dirFd`; a link or anything else stays.
void removeRegularFile(int dirFd, const QByteArray &name)
{
    struct stat st = {};
    if (::fstatat(dirFd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode))
        ::unlinkat(dirFd, name.constData(), 0);
}

// Removes the working copy `name` if no writer holds it. The lock is taken on what the name
// is at that moment and kept until the name is gone, so a writer that made it an instant ago
// finds it taken and makes another (claimWorkingCopy()).
bool removeIfDead(int dirFd, const QByteArray &name)
{
    struct stat seen = {};
    if (::fstatat(dirFd, name.constData(), &seen, AT_SYMLINK_NOFOLLOW) != 0)
        return false;
    const bool folder = S_ISDIR(seen.st_mode);
    if (!folder && !S_ISREG(seen.st_mode))
        return false;
    const Fd fd(::openat(dirFd, name.constData(),
                         O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC |
                             (folder ? O_DIRECTORY : 0)));
    struct stat opened = {};
    if (fd.get() < 0 || ::fstat(fd.get(), &opened) != 0 || !sameFile(seen, opened))
        return false;
    if (::flock(fd.get(), LOCK_EX | LOCK_NB) != 0)
        return false; // a live writer's
    struct stat now = {};
    if (::fstatat(dirFd, name.constData(), &now, AT_SYMLINK_NOFOLLOW) != 0 ||
        !sameFile(now, opened))
        return false;
    if (folder)
        return emptyFolder(fd.get(), 0) && ::unlinkat(dirFd, name.constData(), AT_REMOVEDIR) == 0;
    // SQLite's files first: a journal never outlives its copy, so it can never meet a new copy.
    for (const char *suffix : kCompanionSuffixes)
        removeRegularFile(dirFd, name + suffix);
    return ::unlinkat(dirFd, name.constData(), 0) == 0;
}

} // namespace

bool claimWorkingCopy(int fd)
{
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
        return true;
    if (errno == EWOULDBLOCK)
        return false;
    // Where clean-ups never look, a file system without locks is no danger to the copy.
    const int error = errno;
    if (!locksAreLocal(fd))
        return true;
    errno = error;
    return false;
}

int removeDeadStrays(const QString &targetPath)
{
    const QFileInfo target(targetPath);
    const QByteArray targetName = QFile::encodeName(target.fileName());
    const Fd dir(::open(QFile::encodeName(target.absolutePath()).constData(),
                        O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() < 0 || !locksAreLocal(dir.get()))
        return 0;
    std::set<QByteArray> copies;
    std::set<QByteArray> companions;
    for (const QByteArray &entry : entriesOf(dir.get())) {
        bool companion = false;
        const QByteArray copy = workingCopyNamed(entry, targetName, &companion);
        if (!copy.isEmpty())
            (companion ? companions : copies).insert(companion ? entry : copy);
    }
    int removed = 0;
    for (const QByteArray &copy : copies)
        removed += removeIfDead(dir.get(), copy) ? 1 : 0;
    // SQLite's files whose copy is gone: its writer renamed or removed the copy after closing
    // SQLite, or died removing it.
    for (const QByteArray &companion : companions) {
        struct stat st = {};
        const QByteArray copy = workingCopyNamed(companion, targetName);
        if (::fstatat(dir.get(), copy.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0 &&
            errno == ENOENT)
            removeRegularFile(dir.get(), companion);
    }
    return removed;
}

} // namespace podcad
