#include "teamcatalogloader.h"

#include "teamcatalog.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace podcad {

QString TeamCatalogLoader::cachePath(const CatalogUrl &url)
{
    QString directory = qEnvironmentVariable("PODCAD_CATALOG_CACHE_DIR");
    if (directory.isEmpty())
        directory = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (directory.isEmpty())
        directory = QDir::tempPath();
    QDir().mkpath(directory);
    const QByteArray hash =
        QCryptographicHash::hash(url.display().toUtf8(), QCryptographicHash::Sha256).toHex();
    return QDir(directory).filePath(
        u"team-catalog-%1.db"_s.arg(QString::fromLatin1(hash.left(16))));
}

TeamCatalogLoader::Result TeamCatalogLoader::load(const CatalogUrl &url)
{
    Result result;
    const QString copy = cachePath(url);
    QString problem;
    bool unreachable = false;
    {
        TeamCatalog team(url);
        if (team.connect(&problem, &unreachable)) {
            if (team.pull(copy, &problem)) {
                result.catalog = Catalog::open(copy, &problem);
                if (result.catalog) {
                    // What the user named, not the copy: list --json and the status bar show it.
                    result.catalog->setPath(url.display());
                    QString unknown; // left unknown: the edit dialog asks again, the server decides
                    result.access = team.access(&unknown);
                    return result;
                }
            } else {
                // A server that went away halfway through the read is away all the same.
                unreachable = team.connectionLost();
            }
        }
    }
    result.reason = problem;
    // A server that answered with a problem (newer schema, bad rows, empty) is not worked around:
    // its answer is news the user needs. Only an absent server falls back to the copy.
    if (!unreachable) {
        result.error = u"team catalog %1: %2"_s.arg(url.display(), problem);
        return result;
    }
    const QFileInfo info(copy);
    if (!info.isFile()) {
        result.error =
            u"team catalog %1 unreachable (%2); no cached copy"_s.arg(url.display(), problem);
        return result;
    }
    QString copyProblem;
    result.catalog = Catalog::open(copy, &copyProblem);
    if (!result.catalog) {
        result.error = u"team catalog %1 unreachable (%2); the cached copy is unusable: %3"_s.arg(
            url.display(), problem, copyProblem);
        return result;
    }
    result.catalog->setPath(url.display());
    result.fromCache = true;
    result.copyTime = info.lastModified().toUTC();
    result.notice = u"team catalog %1 unreachable (%2); using the cached copy from %3"_s.arg(
        url.display(), problem, result.copyTime.toString(u"yyyy-MM-dd HH:mm 'UTC'"_s));
    return result;
}

} // namespace podcad
