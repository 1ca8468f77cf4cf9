#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace podcad {

QStringList RecentFiles::files()
{
    return SavedSettings::recentFiles(QSettings());
}

void RecentFiles::store(const QStringList &files)
{
    QSettings().setValue(QLatin1String(SavedSettings::kRecentFiles), files);
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxFiles)
        list.removeLast();
    store(list);
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    if (list.removeAll(path) > 0)
        store(list);
}

QStringList RecentFiles::prune()
{
    QStringList kept, gone;
    for (const QString &file : files())
        (QFileInfo::exists(file) ? kept : gone) << file;
    if (!gone.isEmpty())
        store(kept);
    return gone;
}

} // namespace podcad
