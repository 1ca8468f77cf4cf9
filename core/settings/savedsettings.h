#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QSettings;

namespace podcad {

// The values the editor keeps between sessions (QSettings: a plain file anyone can edit, and one
// an older or newer PodCAD may have written), read back as values the editor can use whatever the
// file holds. The writers stay with the editor; what is read back is decided here, in one place a
// fuzzer reaches without a window.
class SavedSettings final
{
public:
    static constexpr int kMaxRecentFiles = 8;

    static constexpr const char *kRecentFiles = "recentFiles";
    static constexpr const char *kTeamCatalogUrl = "catalog/teamUrl";
    static constexpr const char *kSnapToGrid = "floor/snapToGrid";
    static constexpr const char *kMinimap = "view/minimap";
    static constexpr const char *kWindowGeometry = "mainWindow/geometry";
    static constexpr const char *kWindowState = "mainWindow/state";

    // File > Open Recent, newest first: absolute paths, each once, at most kMaxRecentFiles.
    // Whatever else the value holds (empty or relative entries, another type, a list of
    // thousands) is left out.
    static QStringList recentFiles(const QSettings &settings);

    // The team catalog URL as typed (trimmed); empty when there is none or it is not text.
    static QString teamCatalogUrl(const QSettings &settings);

    // An on/off preference: `byDefault` unless the value is a boolean or reads as one
    // ("true"/"false", "1"/"0").
    static bool flag(const QSettings &settings, const char *key, bool byDefault);

    // Bytes Qt wrote (QWidget::saveGeometry, QMainWindow::saveState) for Qt to read back; empty
    // when the value is not a byte array. Qt checks their content itself.
    static QByteArray bytes(const QSettings &settings, const char *key);
};

} // namespace podcad
