#include "besidetarget.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <fcntl.h>
#include <unistd.h>

namespace podcad {

QString hiddenNameBeside(const QFileInfo &target)
{
    return target.absolutePath() + QStringLiteral("/.") + target.fileName() + u'.' +
           QString::number(QRandomGenerator::system()->generate64() % 0x1000000000ULL, 36);
}

bool syncFolder(const QString &folder)
{
    const int fd =
        ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

} // namespace podcad
