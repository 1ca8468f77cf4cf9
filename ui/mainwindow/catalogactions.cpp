#include "catalogactions.h"

#include "catalog/catalog.h"
#include "catalog/catalogurl.h"
#include "catalog/netboxdevicetype.h"
#include "catalog/usercatalog.h"
#include "dialogs/removeimporteddialog.h"
#include "dialogs/teammodeldialog.h"
#include "mainwindow.h"
#include "session/livesession.h"
#include "session/serverpool.h"
#include "teamcatalogstatus.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPromise>
#include <QStatusBar>
#include <QtConcurrent/QtConcurrentRun>

namespace podcad {

struct CatalogActions::Change final
{
    Build build;
    QPromise<Outcome> promise;
};

std::shared_ptr<const Catalog> CatalogActions::openAtStart(QWidget *parent)
{
    QString error;
    // Never the network here: a team catalog's local copy, else catalog.db (TeamCatalogStatus).
    std::optional<Catalog> catalog = TeamCatalogStatus::startupCatalog(&error);
    if (!catalog) {
        QMessageBox::critical(parent, tr("Catalog not available"),
                              tr("PodCAD could not open its component catalog:\n%1\n\nDesigns "
                                 "can be opened, but nothing can be analysed or placed.")
                                  .arg(error));
        return nullptr;
    }
    // The user's imported models on top. One that cannot be read is said and left out: the
    // shipped catalog alone still lets the user work.
    if (std::optional<Catalog> layered =
            UserCatalog::layer(*catalog, UserCatalog::defaultPath(), &error))
        catalog = std::move(layered);
    else
        QMessageBox::warning(parent, tr("User catalog not available"),
                             tr("PodCAD could not read your user catalog:\n%1\n\nWorking "
                                "with the shipped catalog only.")
                                 .arg(error));
    return std::make_shared<const Catalog>(std::move(*catalog));
}

CatalogActions::CatalogActions(MainWindow *window, LiveSession *session, QMenu *fileMenu)
    : QObject(window)
    , mWindow(window)
    , mSession(session)
    , mTeam(new TeamCatalogStatus(window->statusBar(), this))
{
    QAction *team = fileMenu->addAction(tr("&Team Catalog..."), this,
                                        [this] { mTeam->editWithDialog(mWindow); });
    team->setObjectName(QStringLiteral("teamCatalogAction"));
    team->setStatusTip(tr("Read prices and models from a PostgreSQL server the team shares"));
    QAction *model =
        fileMenu->addAction(tr("Edit Team &Model..."), this, &CatalogActions::editTeamModel);
    model->setObjectName(QStringLiteral("teamModelAction"));
    model->setStatusTip(
        tr("Change a model's price or specifications on the team catalog, for everyone"));

    mTeam->setCatalogInUse(mSession->catalogSnapshot());
    connect(mSession, &LiveSession::catalogChanged, mTeam,
            [this] { mTeam->setCatalogInUse(mSession->catalogSnapshot()); });
    connect(mTeam, &TeamCatalogStatus::newerCatalog, this, [this] {
        // Built on the server pool already; queued so that it lands after (and is not undone
        // by) an import asked for before it.
        if (std::shared_ptr<const Catalog> newer = mTeam->takeNewer(); newer && mSession->catalog())
            change([newer](const std::shared_ptr<const Catalog> &) {
                return Built{newer, {}, {}};
            });
    });
    mTeam->refresh();
}

void CatalogActions::addCatalogMenu(QMenu *catalogMenu)
{
    QAction *import = catalogMenu->addAction(tr("&Import NetBox Device Types..."), this,
                                             &CatalogActions::importWithDialog);
    import->setObjectName(QStringLiteral("importDeviceTypesAction"));
    import->setStatusTip(tr("Add NetBox device-type YAML files to your user catalog"));
    QAction *remove = catalogMenu->addAction(tr("&Remove Imported Models..."), this,
                                             &CatalogActions::removeWithDialog);
    remove->setObjectName(QStringLiteral("removeImportedModelsAction"));
    remove->setStatusTip(tr("Take models you imported out of your user catalog again"));
}

QFuture<CatalogActions::Outcome> CatalogActions::change(Build build)
{
    auto next = std::make_shared<Change>();
    next->build = std::move(build);
    next->promise.start();
    QFuture<Outcome> future = next->promise.future();
    mQueue.push_back(std::move(next));
    if (!mBuilding)
        startNext();
    return future;
}

void CatalogActions::startNext()
{
    mBuilding = !mQueue.empty();
    if (!mBuilding)
        return;
    std::shared_ptr<Change> next = std::move(mQueue.front());
    mQueue.pop_front();
    // The worker holds values only (the build and the snapshot it builds on): should the window
    // go first, the continuation is dropped with it and the promise reports a cancelled change.
    QtConcurrent::run(catalogPool(), [build = next->build, base = mSession->catalogSnapshot()] {
        return build(base);
    }).then(this, [this, next](const Built &built) {
        if (built.catalog) {
            mSession->setCatalog(built.catalog);
            if (!built.message.isEmpty())
                mWindow->statusBar()->showMessage(built.message, 5000);
        }
        next->promise.addResult(Outcome{built.catalog != nullptr, built.error});
        next->promise.finish();
        startNext();
    });
}

QFuture<CatalogActions::Outcome> CatalogActions::importDeviceTypes(const QStringList &files,
                                                                   std::optional<DeviceKind> kind)
{
    if (!mSession->catalog())
        return QtFuture::makeReadyFuture(Outcome{
            false, tr("No catalog is open: imported models go on top of the shipped catalog.")});
    NetboxDeviceTypeOptions options;
    options.kind = kind;
    return change([files, options](const std::shared_ptr<const Catalog> &base) -> Built {
        // Where the catalog came from, else (none layered yet, or it could not be read at start:
        // the import then names that file's problem) the default place.
        const QString userPath = UserCatalog::pathFor(base.get());
        QString error;
        const auto imported = importNetboxDeviceTypes(files, userPath, options, nullptr, &error);
        if (!imported)
            return {nullptr, error, {}};
        std::vector<DeviceModel> models;
        for (const NetboxDeviceType &t : *imported)
            models.push_back(t.model);
        auto newer = std::make_shared<Catalog>(*base);
        newer->overlay(std::move(models), userPath);
        return {std::move(newer),
                {},
                tr("Imported %n device type(s) into %1", nullptr, int(imported->size()))
                    .arg(QDir::toNativeSeparators(userPath))};
    });
}

QFuture<CatalogActions::Outcome>
CatalogActions::removeImportedModels(const std::vector<QString> &skus)
{
    if (!mSession->catalog())
        return QtFuture::makeReadyFuture(Outcome{false, tr("No catalog is open.")});
    return change([skus](const std::shared_ptr<const Catalog> &base) -> Built {
        const QString userPath = UserCatalog::pathFor(base.get());
        QString error;
        if (!UserCatalog::remove(userPath, skus, &error))
            return {nullptr, error, {}};
        auto newer = std::make_shared<Catalog>(*base);
        newer->removeOverlay(skus);
        return {std::move(newer),
                {},
                tr("Removed %n imported model(s) from %1", nullptr, int(skus.size()))
                    .arg(QDir::toNativeSeparators(userPath))};
    });
}

void CatalogActions::importWithDialog()
{
    const QStringList files =
        QFileDialog::getOpenFileNames(mWindow, tr("Import NetBox Device Types"), QString(),
                                      tr("NetBox device types (*.yaml *.yml);;All files (*)"));
    if (files.isEmpty())
        return;
    // NetBox has no kind; it decides where a model sits in the palette and how the analysis
    // treats it (a switch is a fabric's vertex, a GPU server an endpoint).
    QStringList kinds{tr("As the files say (a PodCAD export), else appliance")};
    std::vector<std::optional<DeviceKind>> choices{std::nullopt};
    for (int k = int(DeviceKind::GpuServer); k <= int(DeviceKind::Cable); ++k) {
        kinds << deviceKindName(DeviceKind(k));
        choices.push_back(DeviceKind(k));
    }
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(mWindow, tr("Import NetBox Device Types"),
                              tr("Kind of the imported models:"), kinds, 0, false, &ok);
    if (!ok)
        return;
    importDeviceTypes(files, choices[std::size_t(kinds.indexOf(chosen))])
        .then(this, [this](const Outcome &outcome) {
            if (!outcome.done)
                QMessageBox::critical(mWindow, tr("Cannot import the device types"), outcome.error);
        });
}

void CatalogActions::removeWithDialog()
{
    // Kept for as long as the dialog is open: a newer catalog may come in meanwhile.
    const std::shared_ptr<const Catalog> catalog = mSession->catalogSnapshot();
    const QString userPath = UserCatalog::pathFor(catalog.get());
    std::vector<DeviceModel> imported;
    QString error;
    if (!UserCatalog::read(userPath, &imported, &error)) {
        QMessageBox::critical(mWindow, tr("Cannot read the user catalog"), error);
        return;
    }
    if (imported.empty()) {
        QMessageBox::information(mWindow, tr("Remove Imported Models"),
                                 tr("Your user catalog (%1) holds no imported models.")
                                     .arg(QDir::toNativeSeparators(userPath)));
        return;
    }
    RemoveImportedDialog dialog(imported, catalog ? *catalog : Catalog::empty(), mWindow->design(),
                                mWindow);
    if (dialog.exec() != QDialog::Accepted)
        return;
    removeImportedModels(dialog.checkedSkus()).then(this, [this](const Outcome &outcome) {
        if (!outcome.done)
            QMessageBox::critical(mWindow, tr("Cannot remove the models"), outcome.error);
    });
}

void CatalogActions::editTeamModel()
{
    QString error;
    const std::optional<CatalogUrl> url = CatalogUrl::parse(TeamCatalogStatus::url(), &error);
    if (!url) {
        mWindow->statusBar()->showMessage(tr("No team catalog: set one in File > Team Catalog"),
                                          5000);
        return;
    }
    // The selected device's SKU, if one is selected: the price the user is looking at.
    QString sku;
    const QStringList &selection = mWindow->selection();
    if (selection.size() == 1)
        if (const Device *device = mWindow->design().device(selection.first()))
            sku = device->sku;
    auto *dialog = new TeamModelDialog(*url, sku, mWindow);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // What was saved is read back at once, so this window shows it (and the status bar says so).
    connect(dialog, &TeamModelDialog::settled, this, [this](const QString &, bool saved) {
        if (saved)
            mTeam->refresh();
    });
    dialog->open();
}

} // namespace podcad
