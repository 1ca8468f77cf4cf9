#include "savedsettings.h"

#include <QCryptographicHash>
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

SavedSettings::WindowLayout SavedSettings::windowLayout(const QSettings &settings)
{
    const QVariant geometry = settings.value(QLatin1String(kWindowGeometry));
    const QVariant state = settings.value(QLatin1String(kWindowState));
    const QVariant digest = settings.value(QLatin1String(kWindowDigest));
    WindowLayout layout;
    if (!geometry.isValid() && !state.isValid() && !digest.isValid())
        return layout; // nothing saved: the first start
    const bool written =
        geometry.typeId() == QMetaType::QByteArray && state.typeId() == QMetaType::QByteArray &&
        digest.typeId() == QMetaType::QString &&
        digest.toString() == windowLayoutDigest(geometry.toByteArray(), state.toByteArray());
    if (!written) {
        layout.dropped = true;
        return layout;
    }
    layout.geometry = geometry.toByteArray();
    layout.state = state.toByteArray();
    return layout;
}

void SavedSettings::setWindowLayout(QSettings &settings, const QByteArray &geometry,
                                    const QByteArray &state)
{
    settings.setValue(QLatin1String(kWindowGeometry), geometry);
    settings.setValue(QLatin1String(kWindowState), state);
    settings.setValue(QLatin1String(kWindowDigest), windowLayoutDigest(geometry, state));
}

QString SavedSettings::windowLayoutDigest(const QByteArray &geometry, const QByteArray &state)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData("PodCAD window layout 1\n");
    const quint32 length = quint32(geometry.size());
    const char lengthBytes[4] = {char(length >> 24), char(length >> 16), char(length >> 8),
                                 char(length)};
    hash.addData(QByteArrayView(lengthBytes, 4));
    hash.addData(geometry);
    hash.addData(state);
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace podcad
