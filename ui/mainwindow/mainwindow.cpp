#include "mainwindow.h"

#include "autosave.h"
#include "canvas/topologyview.h"
#include "catalog/catalogurl.h"
#include "catalog/netboxdevicetype.h"
#include "catalog/usercatalog.h"
#include "commands/changedesignproperties.h"
#include "designfiles.h"
#include "dialogs/designpropertiesdialog.h"
#include "dialogs/proposaldialog.h"
#include "dialogs/removeimporteddialog.h"
#include "dialogs/teammodeldialog.h"
#include "editactions.h"
#include "exportactions.h"
#include "findactions.h"
#include "menuaction.h"
#include "panels/catalogpalette.h"
#include "panels/fabricspanel.h"
#include "panels/inspector.h"
#include "panels/problemslist.h"
#include "panels/rackstable.h"
#include "panels/workloadpanel.h"
#include "screenfit.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"
#include "teamcatalogstatus.h"
#include "viewactions.h"
#include "whatifactions.h"
#include "windowdocks.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPixmapCache>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QThreadPool>
#include <QTimer>
#include <QToolBar>

// Resources compiled into a static library must be registered by hand, outside any namespace.
static void initPodcadResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace podcad {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    initPodcadResources();
    // Item caches live in QPixmapCache (10 MB by default): one viewport-sized pixmap per shown
    // cable layer of the topology is 6-8 MB on a big screen, and an evicted cache is repainted on
    // every frame. Room for a handful of fabrics and both views.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), 96 * 1024));
    QString error;
    // Never the network here: a team catalog's local copy, else catalog.db (see TeamCatalogStatus).
    mCatalog = TeamCatalogStatus::startupCatalog(&error);
    if (!mCatalog)
        QMessageBox::critical(this, tr("Catalog not available"),
                              tr("PodCAD could not open its component catalog:\n%1\n\nDesigns "
                                 "can be opened, but nothing can be analysed or placed.")
                                  .arg(error));
    if (mCatalog) {
        // The user's imported models on top. One that cannot be read is said and left out: the
        // shipped catalog alone still lets the user work.
        auto layered = UserCatalog::layer(*mCatalog, UserCatalog::defaultPath(), &error);
        if (layered)
            mCatalog = std::move(layered);
        else
            QMessageBox::warning(this, tr("User catalog not available"),
                                 tr("PodCAD could not read your user catalog:\n%1\n\nWorking "
                                    "with the shipped catalog only.")
                                     .arg(error));
    }
    const Catalog *catalog = mCatalog ? &*mCatalog : nullptr;
    mSession = new LiveSession(catalog, this);
    mDocument = mSession->document();

    mViews = new EditorTabs(mSession, this);
    setCentralWidget(mViews);
    mDocks = new WindowDocks(this, mSession, catalog);
    mPalette = mDocks->palette();
    createActions();

    connect(mSession->selection(), &Selection::changed, this,
            [this](const QStringList &ids) { Q_EMIT selectionChanged(ids); });
    connect(mDocument, &Document::changed, this, [this](const ChangeEvent &event) {
        if (event.kind == ChangeEvent::Kind::DesignReplaced ||
            event.kind == ChangeEvent::Kind::PropertiesEdited)
            updateTitle(); // the title names the design
    });
    connect(mDocument, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(mViews, &EditorTabs::statusMessage, this, [this](const QString &text, int ms) {
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(text, ms);
    });
    connect(topologyView(), &TopologyView::linkCreated, this,
            [this](const QString &id) { mDocks->inspector()->setSelection({id}); });
    connect(mDocks->problems(), &ProblemsList::objectActivated, this, &MainWindow::showObject);
    connect(mDocks->racks(), &RacksTable::rackActivated, this, &MainWindow::showObject);
    connect(mDocks->fabrics(), &FabricsPanel::fabricActivated, this, &MainWindow::showObject);
    connect(mDocks->workload(), &WorkloadPanel::compareRequested, this,
            &MainWindow::compareSystems);
    mTeamCatalog = new TeamCatalogStatus(statusBar(), this);
    mTeamCatalog->setCatalogInUse(catalog);
    connect(mTeamCatalog, &TeamCatalogStatus::newerCatalog, this, [this] {
        if (std::optional<Catalog> newer = mTeamCatalog->takeNewer(); newer && mCatalog)
            changeCatalog([&](Catalog &catalog) { catalog = std::move(*newer); });
    });
    mTeamCatalog->refresh();

    mAutosave = new QTimer(this);
    mAutosave->setInterval(60 * 1000);
    connect(mAutosave, &QTimer::timeout, this, &MainWindow::autosaveNow);
    mAutosave->start();

    // The last session's window and docks, or on first start the screen's room.
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray()))
        fitToScreen(screen()->availableGeometry());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    mDocument->reset(Design{}, {});
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The document's last words (its undo stack, deleted with it, reports itself clean) must not
    // reach this window's slots once it is only a QWidget any more.
    mDocument->blockSignals(true);
    mSession->selection()->blockSignals(true);
    // The session is a child, deleted after the members: its workers must not outlive the catalog.
    mSession->shutdown();
    mWhatIf->shutdown();
}

// Some platforms bind no key to a standard action (plain X11 has none for Save As or Quit):
// fall back to the key every desktop user expects rather than leave the action keyless.
static QKeySequence standardOr(QKeySequence::StandardKey key, const QKeySequence &fallback)
{
    const QKeySequence standard(key);
    return standard.isEmpty() ? fallback : standard;
}

void MainWindow::createActions()
{
    const auto action = [this](QMenu *menu, auto &&...args) {
        return addMenuAction(menu, this, args...);
    };
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QMenu *recent = new QMenu(tr("Open &Recent"), file);
    recent->setObjectName(QStringLiteral("recentMenu"));
    mFiles = new DesignFiles(this, mDocument, recent);
    QAction *newAction =
        action(file, tr("&New"), QStringLiteral("newAction"), QKeySequence::New, [this] {
            if (mFiles->maybeSave())
                mFiles->newDesign();
        });
    action(file, tr("New from &Template..."), QStringLiteral("newFromTemplateAction"),
           QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), [this] { mFiles->newFromTemplate(); });
    QAction *open = action(file, tr("&Open..."), QStringLiteral("openAction"), QKeySequence::Open,
                           [this] { mFiles->openWithDialog(); });
    file->addMenu(recent);
    QAction *saveAction = action(file, tr("&Save"), QStringLiteral("saveAction"),
                                 QKeySequence::Save, [this] { mFiles->save(); });
    action(file, tr("Save &As..."), QStringLiteral("saveAsAction"),
           standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)),
           [this] { mFiles->saveAsWithDialog(); });
    file->addSeparator();
    action(file, tr("P&roperties..."), QStringLiteral("propertiesAction"), QKeySequence(),
           [this] { editProperties(); })
        ->setStatusTip(
            tr("Name the design (the title, reports and presentation mode show the name)"));
    file->addSeparator();
    mExports = new ExportActions(this, mViews, file); // Export View, Export to NetBox, Print
    file->addSeparator();
    action(file, tr("&Team Catalog..."), QStringLiteral("teamCatalogAction"), QKeySequence(),
           [this] { mTeamCatalog->editWithDialog(this); })
        ->setStatusTip(tr("Read prices and models from a PostgreSQL server the team shares"));
    action(file, tr("Edit Team &Model..."), QStringLiteral("teamModelAction"), QKeySequence(),
           [this] { editTeamModel(); })
        ->setStatusTip(
            tr("Change a model's price or specifications on the team catalog, for everyone"));
    file->addSeparator();
    action(file, tr("&Quit"), QStringLiteral("quitAction"),
           standardOr(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)), [this] { close(); });

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = mDocument->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = mDocument->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    // Ctrl+Y as well as the platform's own (Ctrl+Shift+Z here): the README and every other editor
    // people use in meetings promise it.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    redo->setShortcuts(redoKeys);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    auto *edits = new EditActions(this, edit); // Cut, Copy, Paste, Duplicate, Delete
    edit->addSeparator();
    action(edit, tr("Select &All"), QStringLiteral("selectAllAction"), QKeySequence::SelectAll,
           [this] {
               QStringList ids;
               for (const auto &[id, device] : mDocument->design().devices())
                   ids << id;
               if (currentView() == View::Floor)
                   for (const auto &[id, rack] : mDocument->design().racks())
                       ids << id;
               setSelection(ids);
           });
    mFind = new FindActions(this, mViews, edit);
    QMenu *connectMenu = menuBar()->addMenu(tr("&Connect"));
    QAction *connectTool =
        action(connectMenu, tr("&Connect Tool"), QStringLiteral("connectToolAction"),
               QKeySequence(Qt::Key_L), [this](bool on) {
                   if (on)
                       setCurrentView(View::Topology);
                   topologyView()->setConnectMode(on);
               });
    connectTool->setCheckable(true);
    connectTool->setToolTip(
        tr("Draw cables in the topology view: drag from one device to another, or "
           "click one and then the other (L; Shift+drag works without the tool)"));
    connect(topologyView(), &TopologyView::connectModeChanged, connectTool, &QAction::setChecked);
    edits->addBulkConnect(connectMenu); // Connect Rail-Optimized, Connect Leaf to All Spines

    QMenu *view = menuBar()->addMenu(tr("&View"));
    mViewActions = new ViewActions(this, mViews, view, edit);

    QMenu *analysisMenu = menuBar()->addMenu(tr("&Analysis"));
    analysisMenu->setObjectName(QStringLiteral("analysisMenu"));
    mWhatIf = new WhatIfActions(this, analysisMenu);

    QMenu *catalogMenu = menuBar()->addMenu(tr("&Catalog"));
    catalogMenu->setObjectName(QStringLiteral("catalogMenu"));
    action(catalogMenu, tr("&Import NetBox Device Types..."),
           QStringLiteral("importDeviceTypesAction"), QKeySequence(),
           [this] { importDeviceTypesWithDialog(); })
        ->setStatusTip(tr("Add NetBox device-type YAML files to your user catalog"));
    action(catalogMenu, tr("&Remove Imported Models..."),
           QStringLiteral("removeImportedModelsAction"), QKeySequence(),
           [this] { removeImportedModelsWithDialog(); })
        ->setStatusTip(tr("Take models you imported out of your user catalog again"));

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    for (QAction *a : {newAction, open, saveAction})
        bar->addAction(a);
    bar->addSeparator();
    // The menu's actions carry the whole command ("Undo Move dgx-12 to rack A3"); on the toolbar
    // that text pushed the other buttons sideways after each edit. These keep a short text and put
    // the command in the tooltip.
    const auto toolbarStep = [&](const QString &text, const QString &name, QAction *menuAction) {
        auto *step = new QAction(text, bar);
        step->setObjectName(name);
        step->setEnabled(menuAction->isEnabled());
        step->setToolTip(menuAction->text().remove(u'&'));
        connect(menuAction, &QAction::changed, step, [step, menuAction] {
            step->setEnabled(menuAction->isEnabled());
            step->setToolTip(menuAction->text().remove(u'&'));
        });
        connect(step, &QAction::triggered, menuAction, &QAction::trigger);
        bar->addAction(step);
    };
    toolbarStep(tr("Undo"), QStringLiteral("undoToolAction"), undo);
    toolbarStep(tr("Redo"), QStringLiteral("redoToolAction"), redo);
    bar->addSeparator();
    for (QAction *a : {mViewActions->zoomIn(), mViewActions->zoomOut(), mViewActions->fit()})
        bar->addAction(a);
    bar->addSeparator();
    bar->addAction(connectTool);
    bar->addSeparator();
    bar->addWidget(mFind->field());
}

bool MainWindow::importDeviceTypes(const QStringList &files, QString *error,
                                   std::optional<DeviceKind> kind)
{
    if (!mCatalog) {
        if (error)
            *error = tr("No catalog is open: imported models go on top of the shipped catalog.");
        return false;
    }
    // Where the catalog came from, else (none layered yet, or it could not be read at start:
    // the import then names that file's problem) the default place.
    const QString userPath = UserCatalog::pathFor(&*mCatalog);
    NetboxDeviceTypeOptions options;
    options.kind = kind;
    const auto imported = podcad::importNetboxDeviceTypes(files, userPath, options, nullptr, error);
    if (!imported)
        return false;
    std::vector<DeviceModel> models;
    for (const NetboxDeviceType &t : *imported)
        models.push_back(t.model);
    changeCatalog([&](Catalog &catalog) { catalog.overlay(std::move(models), userPath); });
    statusBar()->showMessage(
        tr("Imported %n device type(s) into %1", nullptr, int(imported->size()))
            .arg(QDir::toNativeSeparators(userPath)),
        5000);
    return true;
}

void MainWindow::changeCatalog(const std::function<void(Catalog &)> &change)
{
    // The catalog changes in place, so that every view's pointer to it stays good. The live
    // analysis, proposals and what-if read it on worker threads of the global pool: those are
    // let finish first (their results are values), and the analysis then runs again on the new
    // catalog. Reads of the team server run in serverPool(), so a silent server is not waited for.
    mSession->waitForWorkers();
    QThreadPool::globalInstance()->waitForDone();
    change(*mCatalog);
    mPalette->setCatalog(&*mCatalog);
    mSession->schedule(true);
}

void MainWindow::importDeviceTypesWithDialog()
{
    const QStringList files =
        QFileDialog::getOpenFileNames(this, tr("Import NetBox Device Types"), QString(),
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
        QInputDialog::getItem(this, tr("Import NetBox Device Types"),
                              tr("Kind of the imported models:"), kinds, 0, false, &ok);
    if (!ok)
        return;
    QString error;
    if (!importDeviceTypes(files, &error, choices[std::size_t(kinds.indexOf(chosen))]))
        QMessageBox::critical(this, tr("Cannot import the device types"), error);
}

bool MainWindow::removeImportedModels(const std::vector<QString> &skus, QString *error)
{
    if (!mCatalog) {
        if (error)
            *error = tr("No catalog is open.");
        return false;
    }
    const QString userPath = UserCatalog::pathFor(&*mCatalog);
    if (!UserCatalog::remove(userPath, skus, error))
        return false;
    changeCatalog([&](Catalog &catalog) { catalog.removeOverlay(skus); });
    statusBar()->showMessage(tr("Removed %n imported model(s) from %1", nullptr, int(skus.size()))
                                 .arg(QDir::toNativeSeparators(userPath)),
                             5000);
    return true;
}

void MainWindow::removeImportedModelsWithDialog()
{
    const QString userPath = UserCatalog::pathFor(mCatalog ? &*mCatalog : nullptr);
    std::vector<DeviceModel> imported;
    QString error;
    if (!UserCatalog::read(userPath, &imported, &error)) {
        QMessageBox::critical(this, tr("Cannot read the user catalog"), error);
        return;
    }
    if (imported.empty()) {
        QMessageBox::information(this, tr("Remove Imported Models"),
                                 tr("Your user catalog (%1) holds no imported models.")
                                     .arg(QDir::toNativeSeparators(userPath)));
        return;
    }
    RemoveImportedDialog dialog(imported, catalogOrEmpty(), design(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!removeImportedModels(dialog.checkedSkus(), &error))
        QMessageBox::critical(this, tr("Cannot remove the models"), error);
}

const Catalog &MainWindow::catalogOrEmpty() const
{
    static const Catalog empty = Catalog::fromData({}, {});
    return mCatalog ? *mCatalog : empty;
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // Unless someone sized the window since (a benchmark, a test at a given size): theirs wins.
    if (std::exchange(mMaximizeOnShow, false) && size() == mPlacedSize)
        setWindowState(windowState() | Qt::WindowMaximized);
    if (std::exchange(mSizeDocksOnShow, false))
        mDocks->fit(size()); // before anything else (showCosts) asks for room
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mFiles->maybeSave()) {
        event->ignore();
        return;
    }
    Autosave::remove(); // a clean close: saved, or the changes were discarded on purpose
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    event->accept();
}

void MainWindow::fitToScreen(const QRect &available, bool whole)
{
    const QRect placed = whole ? available : screenfit::windowGeometry(available);
    // Maximised where it fills the area, so that the window manager keeps its frame on the
    // screen too; when it is shown, on the screen it is shown on (a hidden window's state would
    // be taken on the primary screen).
    mMaximizeOnShow = whole || screenfit::fillsScreen(available);
    mPlacedSize = placed.size();
    setGeometry(placed);
    // Sized now from estimates of the bars and title bars, and again once shown, from the docks
    // as laid out: the room for Totals is only known then.
    mDocks->fit(placed.size());
    mSizeDocksOnShow = true;
}

void MainWindow::compareSystems()
{
    // Not modal: the table can stay beside the design while the person looks at both.
    auto *dialog = new ProposalDialog(mDocument, mCatalog ? &*mCatalog : nullptr, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        fitToView();
        statusBar()->showMessage(tr("Generated: %1").arg(design().name), 5000);
    });
    dialog->show();
}

void MainWindow::editProperties()
{
    DesignPropertiesDialog dialog(*mDocument, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ChangeDesignProperties::Values after{dialog.name(), dialog.site(), dialog.location()};
    if (after == ChangeDesignProperties::Values{design().name, design().site, design().location})
        return;
    QString why;
    if (!mDocument->push(new ChangeDesignProperties(mDocument, after), &why))
        statusBar()->showMessage(why, 5000);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] - PodCAD").arg(mDocument->title()));
    setWindowModified(mDocument->isModified());
}

void MainWindow::editTeamModel()
{
    QString error;
    const std::optional<CatalogUrl> url = CatalogUrl::parse(TeamCatalogStatus::url(), &error);
    if (!url) {
        statusBar()->showMessage(tr("No team catalog: set one in File > Team Catalog"), 5000);
        return;
    }
    // The selected device's SKU, if one is selected: the price the user is looking at.
    QString sku;
    if (selection().size() == 1)
        if (const Device *device = design().device(selection().first()))
            sku = device->sku;
    auto *dialog = new TeamModelDialog(*url, sku, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // What was saved is read back at once, so this window shows it (and the status bar says so).
    connect(dialog, &TeamModelDialog::settled, this, [this](const QString &, bool saved) {
        if (saved)
            mTeamCatalog->refresh();
    });
    dialog->open();
}

} // namespace podcad
