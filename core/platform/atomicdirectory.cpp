#include "atomicdirectory.h"

#include "besidetarget.h"
#include "filefaults.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

namespace podcad {

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
    if (const int error = FileFaults::check(FileStep::Open, mPath))
        return fail(error);
    const QFileInfo target(mPath);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString name = hiddenNameBeside(target);
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
    if (const int error = FileFaults::check(FileStep::Sync, mPath))
        return fail(error);
    if (!syncFolder(mTemp))
        return fail(errno);
    if (const int error = FileFaults::check(FileStep::Rename, mPath))
        return fail(error);
    if (::rename(QFile::encodeName(mTemp).constData(), QFile::encodeName(mPath).constData()) != 0)
        return fail(errno);
    mCommitted = true;
    syncFolder(QFileInfo(mPath).absolutePath());
    return true;
}

} // namespace podcad
