#include "besidetarget.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <algorithm>
#include <fcntl.h>
#include <iterator>
#include <unistd.h>

namespace podcad {

namespace {

constexpr char kTag[] = "podcad-";
constexpr int kRandomLength = 10;

bool isRandomPart(const QByteArray &part)
{
    return part.size() == kRandomLength && std::all_of(part.begin(), part.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z');
           });
}

} // namespace

QString hiddenNameBeside(const QFileInfo &target)
{
    static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    QString random;
    for (int i = 0; i < kRandomLength; ++i)
        random += QLatin1Char(kDigits[QRandomGenerator::system()->bounded(36)]);
    return target.absolutePath() + QStringLiteral("/.") + target.fileName() + u'.' +
           QLatin1String(kTag) + random;
}

QByteArray workingCopyNamed(const QByteArray &entry, const QByteArray &targetName, bool *companion)
{
    const QByteArray prefix = '.' + targetName + '.' + kTag;
    if (targetName.isEmpty() || !entry.startsWith(prefix))
        return {};
    // The random part has a fixed length and no dot, so the name of one target's working copy is
    // never that of another target's: ".a.b.podcad-R" is b's under "a." only if "b.podcad-R"
    // were ten letters.
    const QByteArray rest = entry.mid(prefix.size());
    const QByteArray random = rest.left(kRandomLength);
    if (!isRandomPart(random))
        return {};
    const QByteArray suffix = rest.mid(kRandomLength);
    const bool isCompanion = !suffix.isEmpty();
    if (isCompanion && std::none_of(std::begin(kCompanionSuffixes), std::end(kCompanionSuffixes),
                                    [&](const char *s) { return suffix == s; }))
        return {};
    if (companion)
        *companion = isCompanion;
    return prefix + random;
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
