#pragma once

#include "catalog/devicekind.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QStringList>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QMenu;
class QWidget;

namespace podcad {

class Catalog;
class LiveSession;
class MainWindow;
class TeamCatalogStatus;

// Where the window's catalog comes from and how it changes: the catalog opened at the start,
// File > Team Catalog... and Edit Team Model..., the Catalog menu (Import NetBox Device Types,
// Remove Imported Models) and the team server's newer catalog.
//
// The catalog is an immutable snapshot the live session owns. A change builds a newer one off the
// UI thread (catalogPool(), one change at a time, each on the one before) and the session swaps
// it in on the UI thread (LiveSession::setCatalog). Nothing waits for a running analysis, what-if
// or proposal: each keeps the snapshot it started with.
class CatalogActions final : public QObject
{
    Q_OBJECT
public:
    // What came of a change: done, or why not (nothing changed then).
    struct Outcome final
    {
        bool done = false;
        QString error;
    };

    // The catalog to open the window with, from local files only (TeamCatalogStatus's choice,
    // with the user's imported models on top). Null when none could be opened: a dialog on
    // `parent` says so, and designs can be opened but not analysed. A user catalog that cannot be
    // read is said too, and left out.
    static std::shared_ptr<const Catalog> openAtStart(QWidget *parent);

    // Adds File > Team Catalog... and Edit Team Model... to `fileMenu`, and the team catalog's
    // label to the window's status bar, which it starts reading.
    CatalogActions(MainWindow *window, LiveSession *session, QMenu *fileMenu);

    // Catalog > Import NetBox Device Types... and Remove Imported Models...
    void addCatalogMenu(QMenu *catalogMenu);

    TeamCatalogStatus *teamCatalogStatus() const { return mTeam; }

    // Import NetBox Device Types without its dialog: the files go into the user catalog (all or
    // none) and the window's catalog takes the new models (palette, analysis, costs). On failure
    // the outcome's error names the file and key and nothing changed. `kind`: what every model is
    // (NetBox has none); none: a PodCAD export's comment says, else appliance. The future
    // finishes on the UI thread once the newer catalog is in use.
    QFuture<Outcome> importDeviceTypes(const QStringList &files,
                                       std::optional<DeviceKind> kind = std::nullopt);
    // Remove Imported Models without its dialog: `skus` go out of the user catalog (all or none)
    // and out of the window's catalog, where the models they hid come back. On failure the error
    // says which SKU the user catalog does not hold, and nothing changed.
    QFuture<Outcome> removeImportedModels(const std::vector<QString> &skus);
    // Edit Team Model: the dialog for the selected device's SKU (or none).
    void editTeamModel();

private:
    // A newer catalog built from the one in use (`base`, never null), off the UI thread; or why
    // not. `message` goes to the status bar once it is in use.
    struct Built final
    {
        std::shared_ptr<const Catalog> catalog;
        QString error;
        QString message;
    };
    using Build = std::function<Built(const std::shared_ptr<const Catalog> &base)>;
    struct Change;

    // Queues `build` after the changes already asked for; the future finishes once it is in use.
    QFuture<Outcome> change(Build build);
    void startNext();
    void importWithDialog();
    void removeWithDialog();

    MainWindow *mWindow;
    LiveSession *mSession;
    TeamCatalogStatus *mTeam;
    std::deque<std::shared_ptr<Change>> mQueue;
    bool mBuilding = false;
};

} // namespace podcad
