#include "mainwindow.h"

#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/placement.h"
#include "commands/removeobjects.h"
#include "document/document.h"
#include "io/designfile.h"
#include "liveanalysis.h"
#include "panels/catalogpalette.h"
#include "panels/inspector.h"
#include "panels/problemslist.h"
#include "panels/rackstable.h"
#include "panels/totalspanel.h"
#include "recentfiles.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoView>

// Resources compiled into a static library must be registered by hand, outside any namespace.
static void initPodcadResources() { Q_INIT_RESOURCE(resources); }

namespace podcad {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    initPodcadResources();
    QString error;
    mCatalog = Catalog::open(Catalog::defaultPath(), &error);
    if (!mCatalog)
        QMessageBox::critical(this, tr("Catalog not available"),
                              tr("PodCAD could not open its component catalog:\n%1\n\nDesigns "
                                 "can be opened, but nothing can be analysed or placed.")
                                  .arg(error));
    const Catalog *catalog = mCatalog ? &*mCatalog : nullptr;
    mDocument = new Document(catalog, this);
    mLive = std::make_unique<LiveAnalysis>(catalog);

    mFloorScene = new FloorScene(this);
    mFloorView = new FloorView(mDocument, mFloorScene, this);
    setCentralWidget(mFloorView);
    createDocks();
    createActions();

    connect(mDocument, &Document::changed, this, [this](const ChangeEvent &event) {
        onChanged(event.kind == ChangeEvent::Kind::DesignReplaced);
    });
    connect(mDocument, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(mLive.get(), &LiveAnalysis::ready, this, &MainWindow::onAnalysis);
    connect(mLive.get(), &LiveAnalysis::pendingChanged, this, [this](bool pending) {
        // Shown only while a newer result is on its way: the figures below are the previous ones.
        const QString suffix = pending ? tr(" (updating...)") : QString();
        mTotalsDock->setWindowTitle(tr("Totals") + suffix);
        mRacksDock->setWindowTitle(tr("Racks") + suffix);
    });
    connect(mFloorScene, &QGraphicsScene::selectionChanged, this,
            [this] { mInspector->setSelection(mFloorScene->selectedIds()); });
    connect(mFloorView, &FloorView::statusMessage, this,
            [this](const QString &text, int ms) { statusBar()->showMessage(text, ms); });

    resize(1500, 950);
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    mDocument->reset(Design{}, {});
    updateTitle();
}

MainWindow::~MainWindow()
{
    // QWidget's destructor deletes the scene after our members (the catalog) are gone; the
    // selection changes of its dying items must not reach the inspector.
    mFloorScene->blockSignals(true);
}

const Design &MainWindow::design() const { return mDocument->design(); }
const Analysis &MainWindow::analysis() const { return mLive->latest(); }
bool MainWindow::analysisPending() const { return mLive->isPending(); }

void MainWindow::createDocks()
{
    auto dock = [this](const QString &title, const QString &name, QWidget *widget,
                       Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    mPalette = new CatalogPalette(this);
    mPalette->setCatalog(mCatalog ? &*mCatalog : nullptr);
    mInspector = new Inspector(mDocument, this);
    auto *history = new QUndoView(mDocument->undoStack(), this);
    history->setEmptyLabel(tr("<opened design>"));
    mTotals = new TotalsPanel(this);
    mRacks = new RacksTable(this);
    mProblems = new ProblemsList(this);

    QDockWidget *palette = dock(tr("Catalog"), QStringLiteral("catalogDock"), mPalette, Qt::LeftDockWidgetArea);
    QDockWidget *inspector = dock(tr("Inspector"), QStringLiteral("inspectorDock"), mInspector, Qt::RightDockWidgetArea);
    mTotalsDock = dock(tr("Totals"), QStringLiteral("totalsDock"), mTotals, Qt::RightDockWidgetArea);
    QDockWidget *undo = dock(tr("Undo History"), QStringLiteral("undoDock"), history, Qt::LeftDockWidgetArea);
    mRacksDock = dock(tr("Racks"), QStringLiteral("racksDock"), mRacks, Qt::BottomDockWidgetArea);
    QDockWidget *problems = dock(tr("Problems"), QStringLiteral("problemsDock"), mProblems, Qt::BottomDockWidgetArea);
    splitDockWidget(palette, undo, Qt::Vertical);
    splitDockWidget(inspector, mTotalsDock, Qt::Vertical);
    tabifyDockWidget(mRacksDock, problems);
    mRacksDock->raise();
    resizeDocks({palette, undo}, {650, 150}, Qt::Vertical);
    resizeDocks({inspector, mTotalsDock}, {280, 420}, Qt::Vertical);
    resizeDocks({palette, inspector}, {260, 330}, Qt::Horizontal);

    connect(mProblems, &ProblemsList::objectActivated, this, &MainWindow::showObject);
    connect(mRacks, &RacksTable::rackActivated, this, &MainWindow::showObject);
}

void MainWindow::createActions()
{
    auto action = [this](QMenu *menu, const QString &text, const QString &name,
                         const QKeySequence &shortcut, auto slot) {
        QAction *a = menu->addAction(text, this, slot);
        a->setObjectName(name);
        a->setShortcut(shortcut);
        return a;
    };
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = action(file, tr("&New"), QStringLiteral("newAction"), QKeySequence::New, [this] {
        if (maybeSave())
            newDesign();
    });
    QAction *open = action(file, tr("&Open..."), QStringLiteral("openAction"), QKeySequence::Open,
                           [this] { openWithDialog(); });
    mRecentMenu = file->addMenu(tr("Open &Recent"));
    mRecentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(mRecentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    QAction *saveAction = action(file, tr("&Save"), QStringLiteral("saveAction"), QKeySequence::Save,
                                 [this] { save(); });
    action(file, tr("Save &As..."), QStringLiteral("saveAsAction"), QKeySequence::SaveAs, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save design"), mDocument->filePath(),
                                                          tr("PodCAD designs (*.podcad)"));
        if (!path.isEmpty())
            saveFileAs(path);
    });
    file->addSeparator();
    action(file, tr("&Quit"), QStringLiteral("quitAction"), QKeySequence::Quit, [this] { close(); });

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = mDocument->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = mDocument->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *del = action(edit, tr("&Delete"), QStringLiteral("deleteAction"), QKeySequence::Delete, [this] {
        const QStringList ids = mFloorScene->selectedIds();
        if (!ids.isEmpty())
            mDocument->push(new RemoveObjects(mDocument, ids));
    });
    del->setEnabled(false);
    connect(mFloorScene, &QGraphicsScene::selectionChanged, del,
            [this, del] { del->setEnabled(!mFloorScene->selectedItems().isEmpty()); });
    action(edit, tr("Select &All"), QStringLiteral("selectAllAction"), QKeySequence::SelectAll, [this] {
        QStringList ids;
        for (const auto &[id, device] : mDocument->design().devices())
            ids << id;
        for (const auto &[id, rack] : mDocument->design().racks())
            ids << id;
        mFloorScene->selectIds(ids);
    });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = action(view, tr("Zoom &In"), QStringLiteral("zoomInAction"), QKeySequence::ZoomIn,
                             [this] { mFloorView->scale(1.25, 1.25); });
    QAction *zoomOut = action(view, tr("Zoom &Out"), QStringLiteral("zoomOutAction"), QKeySequence::ZoomOut,
                              [this] { mFloorView->scale(0.8, 0.8); });
    QAction *fit = action(view, tr("&Fit to View"), QStringLiteral("fitAction"), QKeySequence(Qt::CTRL | Qt::Key_0),
                          [this] { fitToView(); });
    view->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>())
        view->addAction(d->toggleViewAction());

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    for (QAction *a : {newAction, open, saveAction})
        bar->addAction(a);
    bar->addSeparator();
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addSeparator();
    for (QAction *a : {zoomIn, zoomOut, fit})
        bar->addAction(a);
}

void MainWindow::onChanged(bool replaced)
{
    mFloorScene->rebuild(mDocument->design(), mCatalog ? *mCatalog : Catalog::fromData({}, {}),
                         &mLive->latest());
    // A freshly opened design has no figures yet: compute them at once instead of debouncing.
    mLive->schedule(mDocument->design(), replaced);
}

void MainWindow::onAnalysis()
{
    const Analysis &analysis = mLive->latest();
    mTotals->showAnalysis(analysis);
    mRacks->showAnalysis(analysis);
    mProblems->showAnalysis(analysis);
    // The power bars under the racks come from the analysis.
    if (mCatalog)
        mFloorScene->rebuild(mDocument->design(), *mCatalog, &analysis);
}

bool MainWindow::openFile(const QString &path)
{
    LoadResult loaded = DesignFile::read(path);
    if (!loaded.design) {
        QMessageBox box(QMessageBox::Critical, tr("Cannot open design"),
                        tr("%1 could not be opened.").arg(QFileInfo(path).fileName()),
                        QMessageBox::Ok, this);
        QStringList details;
        for (const auto &issue : loaded.errors)
            details << (issue.location.isEmpty() ? issue.message
                                                 : issue.location + QStringLiteral(": ") + issue.message);
        box.setInformativeText(loaded.firstError(path));
        box.setDetailedText(details.join(u'\n'));
        box.exec();
        return false;
    }
    // A sample opened from the application's resources has no file to save back to.
    const bool embedded = path.startsWith(u':');
    mDocument->reset(std::move(*loaded.design), embedded ? QString() : QFileInfo(path).absoluteFilePath());
    if (!embedded)
        RecentFiles::add(path);
    fitToView();
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void MainWindow::newDesign()
{
    Design design;
    if (mCatalog) {
        // One rack to drop the first devices into: an empty floor gives no place to start.
        Rack rack = newRackAtRowEnd(design, *mCatalog, QStringLiteral("RACK-48U"), QStringLiteral("A"));
        design.addRack(std::move(rack));
    }
    mDocument->reset(std::move(design), {});
    fitToView();
    statusBar()->showMessage(tr("New design"), 3000);
}

bool MainWindow::save()
{
    if (mDocument->filePath().isEmpty()) {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save design"), QString(),
                                                          tr("PodCAD designs (*.podcad)"));
        return !path.isEmpty() && saveFileAs(path);
    }
    return saveFileAs(mDocument->filePath());
}

bool MainWindow::saveFileAs(const QString &path)
{
    QString error;
    if (!DesignFile::write(mDocument->design(), path, &error)) {
        QMessageBox::critical(this, tr("Cannot save design"), error);
        return false;
    }
    mDocument->markSaved(QFileInfo(path).absoluteFilePath());
    RecentFiles::add(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void MainWindow::openWithDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open design"), QFileInfo(mDocument->filePath()).absolutePath(),
        tr("PodCAD designs (*.podcad);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::fillRecentMenu()
{
    const QStringList gone = RecentFiles::prune();
    if (!gone.isEmpty())
        statusBar()->showMessage(tr("Removed from the recent files, no longer there: %1")
                                     .arg(gone.join(QStringLiteral(", "))),
                                 8000);
    mRecentMenu->clear();
    const QStringList files = RecentFiles::files();
    for (const QString &file : files)
        mRecentMenu->addAction(QFileInfo(file).fileName(), this, [this, file] {
            if (!QFileInfo::exists(file)) {
                RecentFiles::remove(file);
                QMessageBox::warning(this, tr("File not found"),
                                     tr("%1 no longer exists and was removed from the recent files.").arg(file));
                return;
            }
            if (maybeSave())
                openFile(file);
        })->setToolTip(file);
    if (files.isEmpty())
        mRecentMenu->addAction(tr("(none)"))->setEnabled(false);
}

bool MainWindow::maybeSave()
{
    if (!mDocument->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("%1 has unsaved changes. Save them?").arg(mDocument->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    event->accept();
}

void MainWindow::fitToView()
{
    mFloorView->fitInView(mFloorScene->sceneRect(), Qt::KeepAspectRatio);
}

void MainWindow::showObject(const QString &objectId)
{
    QStringList ids{objectId};
    // A link is not drawn on the floor: show the two devices it joins.
    if (const Link *link = mDocument->design().link(objectId))
        ids = QStringList{link->a.deviceId, link->b.deviceId};
    QRectF area;
    for (const QString &id : ids)
        area |= mFloorScene->objectRect(id);
    if (area.isNull()) {
        statusBar()->showMessage(tr("%1 is not shown in the floor view").arg(objectId), 4000);
        return;
    }
    mFloorScene->selectIds(ids);
    mFloorView->centerOn(area.center());
    statusBar()->showMessage(objectId, 4000);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] - PodCAD").arg(mDocument->displayName()));
    setWindowModified(mDocument->isModified());
}

} // namespace podcad
