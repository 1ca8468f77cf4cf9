// libFuzzer target: bytes as the editor's settings file (QSettings' INI format, what PodCAD.conf
// is on Linux), read back the way the editor reads it at start (SavedSettings): the recent files,
// the team catalog URL (parsed, and shown without its password as the settings keep it), the
// snapping and minimap switches, the window's geometry and state bytes.
#include "catalog/catalogurl.h"
#include "fuzzsupport.h"
#include "settings/savedsettings.h"

#include <QDir>
#include <QSettings>
#include <cstdint>

using namespace podcad;

namespace {

// What the editor does with the URL it reads back: parse it, and keep display() in the settings
// in its place. That text must parse to the same place, or the next start loses the catalog.
void checkUrl(const QString &text)
{
    QString error;
    const std::optional<CatalogUrl> url = CatalogUrl::parse(text, &error);
    if (!url)
        return;
    const QString shown = url->display();
    const std::optional<CatalogUrl> again = CatalogUrl::parse(shown, &error);
    if (!again)
        fuzz::broken(QStringLiteral("display() of \"%1\" does not parse: %2").arg(text, error));
    if (again->user() != url->user() || again->host() != url->host() ||
        again->port() != url->port() || again->database() != url->database())
        fuzz::broken(QStringLiteral("display() of \"%1\" is another place: %2").arg(text, shown));
    if (again->passwordInUrl())
        fuzz::broken(QStringLiteral("display() of \"%1\" keeps a password").arg(text));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = fuzz::scratchFile(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral(".ini"));
    // As the editor starts: the lines Qt would decode unsafely go first (savedsettings.h).
    (void)SavedSettings::screenFile(path);
    const QSettings settings(path, QSettings::IniFormat);
    const QStringList files = SavedSettings::recentFiles(settings);
    if (files.size() > SavedSettings::kMaxRecentFiles)
        fuzz::broken(QStringLiteral("more recent files than the menu keeps"));
    for (const QString &file : files)
        if (file.isEmpty() || !QDir::isAbsolutePath(file) || files.count(file) != 1)
            fuzz::broken(QStringLiteral("a recent file that is not one absolute path: ") + file);
    checkUrl(SavedSettings::teamCatalogUrl(settings));
    (void)SavedSettings::flag(settings, SavedSettings::kSnapToGrid, true);
    (void)SavedSettings::flag(settings, SavedSettings::kMinimap, true);
    // Qt's decoders get only what PodCAD saved: the pair its digest names.
    const SavedSettings::WindowLayout layout = SavedSettings::windowLayout(settings);
    if ((!layout.geometry.isEmpty() || !layout.state.isEmpty()) &&
        (layout.dropped || settings.value(QLatin1String(SavedSettings::kWindowDigest)).toString() !=
                               SavedSettings::windowLayoutDigest(layout.geometry, layout.state)))
        fuzz::broken(QStringLiteral("a window layout handed out without its digest"));
    return 0;
}
