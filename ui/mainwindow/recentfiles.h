#pragma once

#include "settings/savedsettings.h"

#include <QStringList>

namespace podcad {

// The File > Open Recent list, newest first, kept in QSettings.
class RecentFiles final
{
public:
    static constexpr int kMaxFiles = SavedSettings::kMaxRecentFiles;

    static QStringList files();
    // Moves `path` to the front (adding it), keeping at most kMaxFiles.
    static void add(const QString &path);
    static void remove(const QString &path);
    // Drops the files that no longer exist; returns them.
    static QStringList prune();

private:
    static void store(const QStringList &files);
};

} // namespace podcad
