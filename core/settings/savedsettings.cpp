#include "savedsettings.h"

#include <QDir>
#include <QSet>
#include <QSettings>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace podcad {

QStringList SavedSettings::recentFiles(const QSettings &settings)
{
    const QVariant value = settings.value(QLatin1String(kRecentFiles));
    QStringList stored;
    if (value.typeId() == QMetaType::QStringList || value.typeId() == QMetaType::QString)
        stored = value.toStringList();
    else if (value.typeId() == QMetaType::QVariantList)
        for (const QVariant &entry : value.toList())
            if (entry.typeId() == QMetaType::QString)
                stored << entry.toString();
    QStringList files;
    QSet<QString> seen;
    for (const QString &file : stored) {
        if (files.size() == kMaxRecentFiles)
            break;
        if (file.isEmpty() || !QDir::isAbsolutePath(file) || seen.contains(file))
            continue;
        seen.insert(file);
        files << file;
    }
    return files;
}

QString SavedSettings::teamCatalogUrl(const QSettings &settings)
{
    const QVariant value = settings.value(QLatin1String(kTeamCatalogUrl));
    return value.typeId() == QMetaType::QString ? value.toString().trimmed() : QString();
}

bool SavedSettings::flag(const QSettings &settings, const char *key, bool byDefault)
{
    const QVariant value = settings.value(QLatin1String(key));
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    if (value.typeId() != QMetaType::QString)
        return byDefault;
    const QString text = value.toString().trimmed().toLower();
    if (text == u"true"_s || text == u"1"_s)
        return true;
    if (text == u"false"_s || text == u"0"_s)
        return false;
    return byDefault;
}

QByteArray SavedSettings::bytes(const QSettings &settings, const char *key)
{
    const QVariant value = settings.value(QLatin1String(key));
    return value.typeId() == QMetaType::QByteArray ? value.toByteArray() : QByteArray();
}

} // namespace podcad
