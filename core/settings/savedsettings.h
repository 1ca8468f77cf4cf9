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
    static constexpr const char *kWindowDigest = "mainWindow/digest";

    // File > Open Recent, newest first: absolute paths, each once, at most kMaxRecentFiles.
    // Whatever else the value holds (empty or relative entries, another type, a list of
    // thousands) is left out.
    static QStringList recentFiles(const QSettings &settings);

    // Removes from the settings file at `path`, before anything reads it, every line whose value
    // Qt's INI reader could decode with QDataStream ("@Variant(...)", "@DateTime(...)"): those
    // decoders are not safe against arbitrary bytes (a crafted catalog/teamUrl made Qt allocate
    // 61 GB: docs/fuzzing.md). PodCAD writes no such value (Qt doubles a string's leading '@';
    // PodCAD's only '@' values are the window layout's @ByteArray), so a file it wrote is left
    // byte for byte. The rule, on each line's raw text: the window geometry and state may hold one
    // @ByteArray element; any other value may hold no backslash (no escape can make an '@') and no
    // '@' where an element starts (first, after a quote, after a comma). Returns the lines'
    // keys removed; the file is rewritten (atomically) only when there is one.
    static QStringList screenFile(const QString &path);

    // The team catalog URL as typed (trimmed); empty when there is none or it is not text.
    static QString teamCatalogUrl(const QSettings &settings);

    // An on/off preference: `byDefault` unless the value is a boolean or reads as one
    // ("true"/"false", "1"/"0").
    static bool flag(const QSettings &settings, const char *key, bool byDefault);

    // The window's geometry and dock layout (QWidget::saveGeometry, QMainWindow::saveState) as
    // PodCAD saved them, for Qt to decode. Qt's decoders are not safe against arbitrary bytes (a
    // damaged state made QMainWindow::restoreState read wild memory: docs/fuzzing.md), so the
    // bytes are handed out only when the digest saved beside them matches: a file PodCAD wrote.
    struct WindowLayout final
    {
        QByteArray geometry; // empty unless PodCAD wrote the pair
        QByteArray state;
        // Something was saved that PodCAD did not write as it is (damaged, edited by hand,
        // written by another program or a PodCAD before the digest): left out, the default
        // layout used. Nothing saved at all (the first start) is not dropped.
        bool dropped = false;
    };
    static WindowLayout windowLayout(const QSettings &settings);
    // Saves the pair with its digest; writes nothing else.
    static void setWindowLayout(QSettings &settings, const QByteArray &geometry,
                                const QByteArray &state);
    // Hex SHA-256 over a label, the geometry's length, the geometry and the state: a changed
    // byte anywhere, or bytes moved between the two, gives another digest.
    static QString windowLayoutDigest(const QByteArray &geometry, const QByteArray &state);
};

} // namespace podcad
