#include "savedsettings.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QSet>
#include <QSettings>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace podcad {

namespace {

// Whether Qt could start an element of this raw INI value with '@' (screenFile's rule for every
// value but the window layout's).
bool mayStartWithAt(const QByteArray &value)
{
    if (value.contains('\\'))
        return true;
    bool start = true; // at the value's start, or after a quote or a comma and blanks
    for (const char c : value) {
        if (c == '@' && start)
            return true;
        if (c == '"' || c == ',')
            start = true;
        else if (c != ' ' && c != '\t')
            start = false;
    }
    return false;
}

// One @ByteArray element, unquoted without a comma or quoted without another quote inside.
bool isOneByteArray(const QByteArray &value)
{
    if (value.endsWith('\\'))
        return false; // a continued line
    if (value.startsWith("@ByteArray(") && value.endsWith(')'))
        return !value.contains(',') && !value.contains('"');
    if (value.startsWith("\"@ByteArray(") && value.endsWith(")\"") && value.size() >= 14) {
        const QByteArray inner = value.mid(1, value.size() - 2);
        for (qsizetype i = 0; i < inner.size(); ++i) {
            if (inner[i] == '\\')
                ++i; // an escaped character, a quote among them
            else if (inner[i] == '"')
                return false;
        }
        return true;
    }
    return false;
}

} // namespace

QStringList SavedSettings::screenFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = file.readAll();
    file.close();
    QStringList removed;
    QByteArray kept;
    QByteArray section = "General";
    for (const QByteArray &line : text.split('\n')) {
        const QByteArray trimmed = line.trimmed();
        const qsizetype equals = trimmed.indexOf('=');
        if (trimmed.startsWith('[') && trimmed.endsWith(']')) {
            section = trimmed.mid(1, trimmed.size() - 2);
        } else if (equals > 0 && !trimmed.startsWith(';')) {
            const QByteArray key = trimmed.left(equals).trimmed();
            const QByteArray value = trimmed.mid(equals + 1).trimmed();
            const QByteArray fullKey = section == "General" ? key : section + '/' + key;
            const bool layout = fullKey == kWindowGeometry || fullKey == kWindowState;
            if (layout ? !isOneByteArray(value) && mayStartWithAt(value) : mayStartWithAt(value)) {
                removed << QString::fromUtf8(fullKey);
                continue;
            }
        }
        kept += line;
        kept += '\n';
    }
    if (removed.isEmpty())
        return {};
    kept.chop(1); // split() gave one line more than the file ends with
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(kept) != kept.size() || !out.commit())
        QFile::remove(path); // not writable: better no settings than Qt decoding those lines
    return removed;
}

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
