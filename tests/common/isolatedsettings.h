#pragma once

// A window test that connects to a team catalog keeps its settings and its catalog cache in
// folders of its own: the person's settings and cache are never read or written, and one test's
// saved team URL never reaches the next.

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace podcad::test {

inline void isolateSettingsAndCache(const QString &settingsDir, const QString &cacheDir)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir);
    QSettings().clear();
    qputenv("PODCAD_CATALOG_CACHE_DIR", QFile::encodeName(cacheDir));
}

} // namespace podcad::test
