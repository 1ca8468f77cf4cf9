#include "mainwindow.h"

#include "arrangeactions.h"
#include "autosave.h"
#include "canvas/editorview.h"
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/minimap.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"
#include "catalog/catalog.h"
#include "catalogactions.h"
#include "commands/changedesignproperties.h"
#include "costs/costspanel.h"
#include "designfiles.h"
#include "dialogs/designpropertiesdialog.h"
#include "dialogs/proposaldialog.h"
#include "editactions.h"
#include "export/netboxexport.h"
#include "model/shownname.h"
#include "panels/catalogpalette.h"
#include "panels/fabricfilter.h"
#include "panels/fabricspanel.h"
#include "panels/inspector.h"
#include "panels/problemslist.h"
#include "panels/rackstable.h"
#include "panels/totalspanel.h"
#include "panels/workloadpanel.h"
#include "presentation/presentationmode.h"
#include "rackactions.h"
#include "screenfit.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"
#include "viewexport.h"
#include "whatifactions.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPixmapCache>
#include <QPrintDialog>
#include <QPrinter>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>
#include <QVBoxLayout>

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
    mSession = new LiveSession(CatalogActions::openAtStart(this), this);
    mDocument = mSession->document();

    mFloorScene = new FloorScene(this);
    mFloorView = new FloorView(mDocument, mFloorScene, this);
    mFloorView->setObjectName(QStringLiteral("floorView"));
    mFloorMinimap = new Minimap(mFloorView);
    mTabs = new QTabWidget(this);
    mTabs->setObjectName(QStringLiteral("viewTabs"));
    mTabs->setDocumentMode(true);
    mTabs->addTab(mFloorView, tr("Floor"));
    createTopologyTab();
    setCentralWidget(mTabs);
    createDocks();
    createActions();

    connect(mDocument, &Document::changed, this, &MainWindow::onChanged);
    connect(mSession->selection(), &Selection::changed, this, &MainWindow::onSelection);
    connect(mDocument, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(mSession, &LiveSession::ready, this, &MainWindow::onAnalysis);
    connect(mSession, &LiveSession::pendingChanged, this, [this](bool pending) {
        // Shown only while a newer result is on its way: the figures below are the previous ones.
        const QString suffix = pending ? tr(" (updating...)") : QString();
        mTotalsDock->setWindowTitle(tr("Totals") + suffix);
        mRacksDock->setWindowTitle(tr("Racks") + suffix);
        mFabricsDock->setWindowTitle(tr("Fabrics") + suffix);
        mFabrics->setStale(pending);
    });
    connect(mFloorScene, &QGraphicsScene::selectionChanged, this,
            [this] { onSceneSelection(false); });
    connect(mTopologyScene, &QGraphicsScene::selectionChanged, this,
            [this] { onSceneSelection(true); });
    connect(mFloorView, &FloorView::statusMessage, this,
            [this](const QString &text, int ms) { statusBar()->showMessage(text, ms); });
    connect(mTopologyView, &TopologyView::statusMessage, this, [this](const QString &text, int ms) {
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(text, ms);
    });
    connect(mTopologyView, &TopologyView::linkCreated, this,
            [this](const QString &id) { mInspector->setSelection({id}); });
    connect(mTabs, &QTabWidget::currentChanged, this, [this] {
        if (currentView() == View::Topology && mTopologyDirty)
            rebuildTopology();
        // A design opened while the other tab was shown is framed when its view first appears
        // (a hidden view has no size to fit to; issue 17: the topology opened at 100 %).
        if (std::exchange(mFitPending[int(currentView())], false))
            fitCurrentView();
    });

    mAutosave = new QTimer(this);
    mAutosave->setInterval(60 * 1000);
    connect(mAutosave, &QTimer::timeout, this, &MainWindow::autosaveNow);
    mAutosave->start();

    // The last session's window and docks, or on first start the screen's room: at 1280x720 a
    // fixed 1500x950 left the Inspector and Totals past the right edge and the Racks below the
    // bottom one (issue 17).
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray()))
        fitToScreen(screen()->availableGeometry());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    mDocument->reset(Design{}, {});
    updateTitle();
}

MainWindow::~MainWindow()
{
    // QWidget's destructor deletes the scene after our members are gone; the
    // selection changes of its dying items must not reach the inspector.
    mFloorScene->blockSignals(true);
    mTopologyScene->blockSignals(true);
    // The scenes were made before their views, so QObject deletes them first; a dying scene
    // detaches its views itself, which scrolls them (scrollContentsBy) while the scene's members
    // are already destroyed: CI's heap corruption. Detached here, the views see no scene at all.
    mFloorView->setScene(nullptr);
    mTopologyView->setScene(nullptr);
    // Nor may the document's last words (its undo stack, deleted with it, reports itself clean)
    // reach this window's slots once it is only a QWidget any more (UBSan: invalid downcast).
    mDocument->blockSignals(true);
    mSession->selection()->blockSignals(true);
    mWhatIf->shutdown();
}

void MainWindow::createTopologyTab()
{
    mTopologyScene = new TopologyScene(this);
    mTopologyView = new TopologyView(mDocument, mTopologyScene, this);
    mTopologyMinimap = new Minimap(mTopologyView);
    mFabricFilter = new FabricFilter(mTopologyScene, this);
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(mFabricFilter);
    layout->addWidget(mTopologyView, 1);
    mTabs->addTab(page, tr("Topology"));
}

MainWindow::View MainWindow::currentView() const
{
    return mTabs->currentIndex() == 1 ? View::Topology : View::Floor;
}

void MainWindow::setCurrentView(View view)
{
    mTabs->setCurrentIndex(view == View::Topology ? 1 : 0);
}

QGraphicsView *MainWindow::activeView() const
{
    return currentView() == View::Topology ? static_cast<QGraphicsView *>(mTopologyView)
                                           : mFloorView;
}

void MainWindow::rebuildTopology()
{
    {
        const QScopedValueRollback guard(mSyncingSelection, true);
        mTopologyScene->rebuild(mDocument->design(), catalogOrEmpty(),
                                std::exchange(mTopologyNewDesign, false));
        mTopologyScene->selectIds(selection());
    }
    mFabricFilter->refresh();
    mTopologyDirty = false;
    mTopologyMinimap->invalidate();
}

void MainWindow::onSceneSelection(bool fromTopology)
{
    if (mSyncingSelection)
        return;
    mSession->selection()->set(fromTopology ? mTopologyScene->selectedIds()
                                            : mFloorScene->selectedIds());
}

void MainWindow::setSelection(const QStringList &ids)
{
    mSession->selection()->set(ids);
}

const QStringList &MainWindow::selection() const
{
    return mSession->selection()->ids();
}

void MainWindow::onSelection(const QStringList &ids)
{
    {
        const QScopedValueRollback guard(mSyncingSelection, true);
        mFloorScene->selectIds(ids);
        if (!mTopologyDirty)
            mTopologyScene->selectIds(ids);
    }
    mInspector->setSelection(ids);
    Q_EMIT selectionChanged(ids);
}

const Catalog &MainWindow::catalogOrEmpty() const
{
    static const Catalog empty = Catalog::fromData({}, {});
    return catalog() ? *catalog() : empty;
}

const Catalog *MainWindow::catalog() const
{
    return mSession->catalog();
}

TeamCatalogStatus *MainWindow::teamCatalogStatus() const
{
    return mCatalogActions->teamCatalogStatus();
}

const Design &MainWindow::design() const
{
    return mDocument->design();
}
const Analysis &MainWindow::analysis() const
{
    return mSession->analysis();
}
bool MainWindow::analysisPending() const
{
    return mSession->isPending();
}

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
    mPalette->setCatalog(mSession->catalogSnapshot());
    connect(mSession, &LiveSession::catalogChanged, mPalette,
            [this] { mPalette->setCatalog(mSession->catalogSnapshot()); });
    mInspector = new Inspector(mDocument, this);
    auto *history = new QUndoView(mDocument->undoStack(), this);
    history->setEmptyLabel(tr("<opened design>"));
    mTotals = new TotalsPanel(this);
    mFabrics = new FabricsPanel(this);
    mRacks = new RacksTable(this);
    mProblems = new ProblemsList(this);

    QDockWidget *palette =
        dock(tr("Catalog"), QStringLiteral("catalogDock"), mPalette, Qt::LeftDockWidgetArea);
    QDockWidget *inspector =
        dock(tr("Inspector"), QStringLiteral("inspectorDock"), mInspector, Qt::RightDockWidgetArea);
    mTotalsDock =
        dock(tr("Totals"), QStringLiteral("totalsDock"), mTotals, Qt::RightDockWidgetArea);
    QDockWidget *undo =
        dock(tr("Undo History"), QStringLiteral("undoDock"), history, Qt::LeftDockWidgetArea);
    mRacksDock = dock(tr("Racks"), QStringLiteral("racksDock"), mRacks, Qt::BottomDockWidgetArea);
    QDockWidget *problems =
        dock(tr("Problems"), QStringLiteral("problemsDock"), mProblems, Qt::BottomDockWidgetArea);
    splitDockWidget(palette, undo, Qt::Vertical);
    splitDockWidget(inspector, mTotalsDock, Qt::Vertical);
    // Eight columns need the width of the bottom area; the Totals dock shows each fabric's
    // bisection too, so the headline figure stays in sight while this tab is behind another.
    mFabricsDock =
        dock(tr("Fabrics"), QStringLiteral("fabricsDock"), mFabrics, Qt::BottomDockWidgetArea);
    tabifyDockWidget(mRacksDock, mFabricsDock);
    tabifyDockWidget(mFabricsDock, problems);
    mCosts = new CostsPanel(mSession, this);
    // The bottom docks share one tab group, which is as tall as the tallest minimum among them:
    // the costs scroll when the group is a few rows high (1280x720) instead of holding the
    // racks at the height of the BOM, its figures and the charts. Shown, it grows (growCostsDock).
    auto *costsScroll = new QScrollArea(this);
    costsScroll->setObjectName(QStringLiteral("costsScroll"));
    costsScroll->setFrameShape(QFrame::NoFrame);
    costsScroll->setWidgetResizable(true);
    costsScroll->setWidget(mCosts);
    mCostsDock =
        dock(tr("Costs"), QStringLiteral("costsDock"), costsScroll, Qt::BottomDockWidgetArea);
    tabifyDockWidget(problems, mCostsDock);
    // Its tab clicked (or View > Costs): the group grows to show the costs without scrolling.
    growWhenShown(mCostsDock, &MainWindow::growCostsDock);
    // What the design is for, beside the money: the same bottom group, so that the form and its
    // answer get the window's width (the form scrolls in the group's few rows at 1280x720).
    mWorkload = new WorkloadPanel(mSession, this);
    mWorkloadDock =
        dock(tr("Workload"), QStringLiteral("workloadDock"), mWorkload, Qt::BottomDockWidgetArea);
    tabifyDockWidget(mCostsDock, mWorkloadDock);
    connect(mWorkload, &WorkloadPanel::compareRequested, this, &MainWindow::compareSystems);
    growWhenShown(mWorkloadDock, &MainWindow::growWorkloadDock);
    mRacksDock->raise();

    connect(mProblems, &ProblemsList::objectActivated, this, &MainWindow::showObject);
    connect(mRacks, &RacksTable::rackActivated, this, &MainWindow::showObject);
    connect(mFabrics, &FabricsPanel::fabricActivated, this, &MainWindow::showObject);
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
    auto action = [this](QMenu *menu, const QString &text, const QString &name,
                         const QKeySequence &shortcut, auto slot) {
        QAction *a = menu->addAction(text, this, slot);
        a->setObjectName(name);
        a->setShortcut(shortcut);
        return a;
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
    action(file, tr("&Export View..."), QStringLiteral("exportAction"),
           QKeySequence(Qt::CTRL | Qt::Key_E), [this] { exportWithDialog(); });
    action(file, tr("Export to &NetBox..."), QStringLiteral("exportNetBoxAction"), QKeySequence(),
           [this] { exportNetBoxWithDialog(); })
        ->setStatusTip(
            tr("CSV files and device types for NetBox's bulk import, into a new or empty folder"));
    action(file, tr("&Print..."), QStringLiteral("printAction"), QKeySequence::Print,
           [this] { print(); });
    file->addSeparator();
    mCatalogActions = new CatalogActions(this, mSession, file); // Team Catalog, Edit Team Model
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
    QAction *findAction =
        action(edit, tr("&Find..."), QStringLiteral("findAction"), QKeySequence::Find, [this] {
            mFind->setFocus(Qt::ShortcutFocusReason);
            mFind->selectAll();
        });
    QMenu *connectMenu = menuBar()->addMenu(tr("&Connect"));
    QAction *connectTool =
        action(connectMenu, tr("&Connect Tool"), QStringLiteral("connectToolAction"),
               QKeySequence(Qt::Key_L), [this](bool on) {
                   if (on)
                       setCurrentView(View::Topology);
                   mTopologyView->setConnectMode(on);
               });
    connectTool->setCheckable(true);
    connectTool->setToolTip(
        tr("Draw cables in the topology view: drag from one device to another, or "
           "click one and then the other (L; Shift+drag works without the tool)"));
    connect(mTopologyView, &TopologyView::connectModeChanged, connectTool, &QAction::setChecked);
    edits->addBulkConnect(connectMenu); // Connect Rail-Optimized, Connect Leaf to All Spines

    QMenu *view = menuBar()->addMenu(tr("&View"));
    action(view, tr("&Floor"), QStringLiteral("floorViewAction"),
           QKeySequence(Qt::CTRL | Qt::Key_1), [this] { setCurrentView(View::Floor); });
    action(view, tr("&Topology"), QStringLiteral("topologyViewAction"),
           QKeySequence(Qt::CTRL | Qt::Key_2), [this] { setCurrentView(View::Topology); });
    view->addSeparator();
    QAction *zoomIn = action(view, tr("Zoom &In"), QStringLiteral("zoomInAction"),
                             QKeySequence::ZoomIn, [this] { activeView()->scale(1.25, 1.25); });
    QAction *zoomOut = action(view, tr("Zoom &Out"), QStringLiteral("zoomOutAction"),
                              QKeySequence::ZoomOut, [this] { activeView()->scale(0.8, 0.8); });
    QAction *fit = action(view, tr("&Fit to View"), QStringLiteral("fitAction"),
                          QKeySequence(Qt::CTRL | Qt::Key_0), [this] { fitToView(); });
    action(view, tr("&Actual Size"), QStringLiteral("actualSizeAction"),
           QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_0),
           [this] { activeView()->resetTransform(); });
    // A big design's topology keeps its layout while it is edited (TopologyScene::apply): a new
    // switch waits in "Not connected" until the person asks for a new layout.
    action(view, tr("&Re-layout Topology"), QStringLiteral("relayoutTopologyAction"),
           QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L),
           [this] {
               mTopologyDirty = true;
               setCurrentView(View::Topology);
               if (mTopologyDirty)
                   rebuildTopology();
           })
        ->setStatusTip(tr("Lay the topology out again by tier from the cables as they are now"));
    view->addSeparator();
    new ArrangeActions(this, edit, view); // Edit > Arrange, View > Snap to Grid
    QAction *minimap = action(view, tr("&Minimap"), QStringLiteral("minimapAction"),
                              QKeySequence(Qt::CTRL | Qt::Key_M), [this](bool on) {
                                  mFloorMinimap->setWanted(on);
                                  mTopologyMinimap->setWanted(on);
                                  QSettings().setValue(QStringLiteral("view/minimap"), on);
                              });
    minimap->setCheckable(true);
    minimap->setStatusTip(
        tr("The whole design in small in a corner of the view; click it to go there"));
    minimap->setChecked(QSettings().value(QStringLiteral("view/minimap"), true).toBool());
    mFloorMinimap->setWanted(minimap->isChecked());
    mTopologyMinimap->setWanted(minimap->isChecked());
    new RackActions(this, edit); // Edit > Add Rack, Add Row
    view->addSeparator();
    QAction *presentAction = action(view, tr("&Presentation Mode"), QStringLiteral("presentAction"),
                                    QKeySequence(Qt::Key_F5), [this] { present(); });
    presentAction->setShortcuts(
        {QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    view->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>())
        view->addAction(d->toggleViewAction());

    QMenu *analysisMenu = menuBar()->addMenu(tr("&Analysis"));
    analysisMenu->setObjectName(QStringLiteral("analysisMenu"));
    mWhatIf = new WhatIfActions(this, analysisMenu);

    QMenu *catalogMenu = menuBar()->addMenu(tr("&Catalog"));
    catalogMenu->setObjectName(QStringLiteral("catalogMenu"));
    mCatalogActions->addCatalogMenu(catalogMenu); // Import, Remove Imported Models

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
    for (QAction *a : {zoomIn, zoomOut, fit})
        bar->addAction(a);
    bar->addSeparator();
    bar->addAction(connectTool);
    bar->addSeparator();
    mFind = new QLineEdit(bar);
    mFind->setObjectName(QStringLiteral("findField"));
    mFind->setPlaceholderText(
        tr("Find device (%1)").arg(findAction->shortcut().toString(QKeySequence::NativeText)));
    mFind->setClearButtonEnabled(true);
    mFind->setMaximumWidth(240);
    connect(mFind, &QLineEdit::returnPressed, this, [this] { find(mFind->text()); });
    bar->addWidget(mFind);
}

bool MainWindow::exportView(const QString &path, QString *error)
{
    if (currentView() == View::Topology && mTopologyDirty)
        rebuildTopology();
    QGraphicsScene *scene = currentView() == View::Topology
                                ? static_cast<QGraphicsScene *>(mTopologyScene)
                                : mFloorScene;
    const QString title = QStringLiteral("%1 - %2").arg(mDocument->displayName(),
                                                        mTabs->tabText(mTabs->currentIndex()));
    return viewexport::exportScene(scene, path, title, error);
}

void MainWindow::exportWithDialog()
{
    const QString base = QFileInfo(mDocument->displayName()).completeBaseName() + u'-' +
                         mTabs->tabText(mTabs->currentIndex()).toLower();
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export view"), base + QStringLiteral(".png"),
                                     tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportView(path, &error))
        statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
    else
        QMessageBox::critical(this, tr("Cannot export"), error);
}

bool MainWindow::exportNetBox(const QString &dir, QString *error)
{
    if (!catalog()) {
        if (error)
            *error = tr("No catalog is open: the export needs the models' ports and sizes.");
        return false;
    }
    const std::vector<netbox::ExportFile> files =
        netbox::exportDesign(mDocument->design(), *catalog(), {}, error);
    return !files.empty() && netbox::writeExport(dir, files, error);
}

void MainWindow::exportNetBoxWithDialog()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Export to NetBox: a new or empty folder"));
    if (dir.isEmpty())
        return;
    QString error;
    if (exportNetBox(dir, &error))
        statusBar()->showMessage(
            tr("Exported the NetBox import files to %1").arg(QDir::toNativeSeparators(dir)), 5000);
    else
        QMessageBox::critical(this, tr("Cannot export to NetBox"), error);
}

void MainWindow::print()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    viewexport::printScene(currentView() == View::Topology
                               ? static_cast<QGraphicsScene *>(mTopologyScene)
                               : mFloorScene,
                           &printer);
}

bool MainWindow::find(const QString &text)
{
    const QString needle = text.trimmed();
    if (needle.isEmpty())
        return false;
    if (needle != mFindText) {
        mFindText = needle;
        mFindMatches.clear();
        mFindIndex = -1;
        const Design &design = mDocument->design();
        if (design.device(needle))
            mFindMatches << needle;
        for (const auto &[id, device] : design.devices())
            if (id != needle && (id.contains(needle, Qt::CaseInsensitive) ||
                                 device.name.contains(needle, Qt::CaseInsensitive)))
                mFindMatches << id;
    }
    if (mFindMatches.isEmpty()) {
        statusBar()->showMessage(tr("No device matches \"%1\"").arg(needle), 4000);
        return false;
    }
    mFindIndex = (mFindIndex + 1) % int(mFindMatches.size());
    showObject(mFindMatches[mFindIndex]);
    statusBar()->showMessage(tr("%1 (%2 of %3; Enter for the next)")
                                 .arg(shownName(mDocument->design(), mFindMatches[mFindIndex]))
                                 .arg(mFindIndex + 1)
                                 .arg(mFindMatches.size()),
                             5000);
    return true;
}

void MainWindow::onChanged(const ChangeEvent &event)
{
    // Each scene touches the items of the objects the event names; only a replaced design is
    // built anew. The hidden topology follows too while it is built (an edit costs it what it
    // touches); one that was never built, or whose design was replaced, waits until shown.
    const bool replaced = event.kind == ChangeEvent::Kind::DesignReplaced;
    if (replaced || event.kind == ChangeEvent::Kind::PropertiesEdited)
        updateTitle(); // the title names the design
    if (event.kind == ChangeEvent::Kind::PropertiesEdited)
        return; // no object changed: nothing drawn or inspected does
    {
        const QScopedValueRollback guard(mSyncingSelection, true);
        if (replaced)
            mFloorScene->rebuild(mDocument->design(), catalogOrEmpty(), &mSession->analysis());
        else
            mFloorScene->apply(event, mDocument->design(), catalogOrEmpty());
        mFloorScene->selectIds(selection());
        if (replaced) {
            mTopologyDirty = true;
            mTopologyNewDesign = true;
        } else if (!mTopologyDirty) {
            mTopologyScene->apply(event, mDocument->design(), catalogOrEmpty());
            mTopologyScene->selectIds(selection());
            mFabricFilter->refresh();
        }
    }
    if (const std::optional<QRectF> area = mFloorScene->lastChangedArea(); area && !replaced)
        mFloorMinimap->invalidate(*area);
    else
        mFloorMinimap->invalidate();
    if (const std::optional<QRectF> area = mTopologyScene->lastChangedArea();
        area && !replaced && !mTopologyDirty)
        mTopologyMinimap->invalidate(*area);
    else
        mTopologyMinimap->invalidate();
    if (currentView() == View::Topology && mTopologyDirty)
        rebuildTopology();
    // The inspector shows the selected objects' values, which this edit may have changed.
    mInspector->setSelection(selection());
}

void MainWindow::onAnalysis()
{
    const Analysis &analysis = mSession->analysis();
    mTotals->showAnalysis(analysis);
    mFabrics->showAnalysis(analysis);
    mRacks->showAnalysis(analysis);
    mProblems->showAnalysis(analysis);
    // The power bars under the racks come from the analysis; nothing else on the floor does.
    // Not the minimap: at its scale the bars are less than a pixel, and a big floor's picture
    // costs a tenth of a second to draw again.
    mFloorScene->showAnalysis(&analysis);
}

bool MainWindow::openFile(const QString &path)
{
    return mFiles->openFile(path);
}
bool MainWindow::saveFileAs(const QString &path)
{
    return mFiles->saveFileAs(path);
}
void MainWindow::newDesign()
{
    mFiles->newDesign();
}
bool MainWindow::save()
{
    return mFiles->save();
}
void MainWindow::newFromDesign(Design design)
{
    mFiles->newFromDesign(std::move(design));
}
void MainWindow::autosaveNow()
{
    mFiles->autosaveNow();
}
bool MainWindow::offerRecovery(const RecoveryPrompt &ask)
{
    return mFiles->offerRecovery(ask);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // Unless someone sized the window since (a benchmark, a test at a given size): theirs wins.
    if (std::exchange(mMaximizeOnShow, false) && size() == mPlacedSize)
        setWindowState(windowState() | Qt::WindowMaximized);
    if (std::exchange(mSizeDocksOnShow, false))
        sizeDocks(size()); // before anything else (showCosts) asks for room
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
    sizeDocks(placed.size());
    mSizeDocksOnShow = true;
}

void MainWindow::sizeDocks(const QSize &window)
{
    auto *palette = findChild<QDockWidget *>(QStringLiteral("catalogDock"));
    auto *undo = findChild<QDockWidget *>(QStringLiteral("undoDock"));
    auto *inspector = findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
    // A dock is its widget and a title bar.
    const auto title = [](const QDockWidget *dock) {
        return std::max(0, dock->sizeHint().height() - dock->widget()->sizeHint().height());
    };
    // Across: the catalog as wide as its longest SKU, the inspector and totals as wide as their
    // figures; the views keep at least half of the window.
    const int paletteWidth = std::min(palette->sizeHint().width(), window.width() * 3 / 10);
    const int rightWidth =
        std::clamp(window.width() / 4, 340, 400); // "Facility power (PUE 1.30)" whole
    resizeDocks({palette, inspector}, {paletteWidth, rightWidth}, Qt::Horizontal);

    // Down: what the menu, tool and status bars leave. The racks and costs get a few rows (the
    // Costs dock grows when shown, growCostsDock), the catalog most of its column.
    const int body = window.height() - menuBar()->sizeHint().height() -
                     findChild<QToolBar *>(QStringLiteral("mainToolBar"))->sizeHint().height() -
                     statusBar()->sizeHint().height();
    const int rows = mRacks->verticalHeader()->defaultSectionSize();
    const int bottom =
        std::min(title(mRacksDock) + mRacks->horizontalHeader()->sizeHint().height() + 6 * rows +
                     2 * mRacks->frameWidth() + 2 * rows, // the tabs of the bottom docks
                 body / 4);
    resizeDocks({mRacksDock}, {bottom}, Qt::Vertical);
    resizeDocks({palette, undo}, {(body - bottom) * 3 / 4, (body - bottom) / 4}, Qt::Vertical);
    if (isVisible())
        layout()->activate(); // the right column's height as it is, not as estimated
    const int column = isVisible() && !inspector->isFloating() && !mTotalsDock->isFloating()
                           ? inspector->height() + mTotalsDock->height()
                           : body - bottom;
    // Totals whole when there is room (1920x1080); else as much as leaves the inspector a
    // readable page (it scrolls). Half a row to spare: a maximised window can lose a few pixels
    // to its frame after this, and the docks share the loss.
    constexpr int kInspectorMin = 200;
    const int totals =
        std::min(title(mTotalsDock) + rows / 2 + mTotals->heightForRows(TotalsPanel::kTypicalRows),
                 std::max(column / 2, column - kInspectorMin));
    resizeDocks({inspector, mTotalsDock}, {column - totals, totals}, Qt::Vertical);
}

void MainWindow::fitToView()
{
    fitCurrentView();
    mFitPending[int(currentView() == View::Topology ? View::Floor : View::Topology)] = true;
}

void MainWindow::fitCurrentView()
{
    if (currentView() == View::Topology) {
        if (mTopologyDirty)
            rebuildTopology();
        mTopologyView->frame(mTopologyScene->sceneRect());
        return;
    }
    mFloorView->frame(mFloorScene->sceneRect());
}

void MainWindow::showObject(const QString &objectId)
{
    const Design &design = mDocument->design();
    if (design.fabric(objectId) && !design.device(objectId) && !design.rack(objectId) &&
        !design.link(objectId)) {
        // A fabric-wide problem: show the fabric's cables in the topology.
        setCurrentView(View::Topology);
        mTopologyScene->setFabricVisible(objectId, true);
        mFabricFilter->refresh();
        fitToView();
        statusBar()->showMessage(tr("Fabric %1").arg(shownName(design, objectId)), 4000);
        return;
    }
    QStringList ids{objectId};
    // A link is drawn in neither view as an object of its own: show the two devices it joins.
    if (const Link *link = mDocument->design().link(objectId))
        ids = QStringList{link->a.deviceId, link->b.deviceId};
    if (mTopologyDirty)
        rebuildTopology();
    auto areaIn = [&ids](auto *scene) {
        QRectF area;
        for (const QString &id : ids)
            area |= scene->objectRect(id);
        return area;
    };
    QRectF area = currentView() == View::Topology ? areaIn(mTopologyScene) : areaIn(mFloorScene);
    if (area.isNull()) {
        // Not in this view (an unplaced device on the floor, a rack in the topology): the other.
        setCurrentView(currentView() == View::Topology ? View::Floor : View::Topology);
        area = currentView() == View::Topology ? areaIn(mTopologyScene) : areaIn(mFloorScene);
    }
    if (area.isNull()) {
        statusBar()->showMessage(
            tr("%1 is not shown in either view").arg(shownName(design, objectId)), 4000);
        return;
    }
    setSelection(ids);
    // Already in sight: the view stays where the person put it (and a big floor is not repainted).
    QGraphicsView *view = activeView();
    if (!view->mapToScene(view->viewport()->rect()).boundingRect().contains(area)) {
        static_cast<EditorView *>(view)->unframe();
        view->centerOn(area.center());
    }
    statusBar()->showMessage(shownName(design, objectId), 4000);
}

void MainWindow::showCosts()
{
    mCostsDock->show();
    mCostsDock->raise();
    growCostsDock();
}

void MainWindow::showWorkload()
{
    mWorkloadDock->show();
    mWorkloadDock->raise();
    growWorkloadDock();
}

void MainWindow::growWorkloadDock()
{
    // Asked for by name (or its tab): tall enough for the plain words and a few figures; the
    // group opens short so that the views keep the window (screenfit).
    growDock(mWorkloadDock, height() * 2 / 5);
}

void MainWindow::compareSystems()
{
    // Not modal: the table can stay beside the design while the person looks at both.
    auto *dialog = new ProposalDialog(mDocument, mSession->catalogSnapshot(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        fitToView();
        statusBar()->showMessage(tr("Generated: %1").arg(design().name), 5000);
    });
    dialog->show();
}

void MainWindow::growCostsDock()
{
    // Asked for by name (or its tab): tall enough to read the BOM and its charts with their
    // legends, without scrolling (its minimum height is more than 2/5 of a 1280x720 window).
    const int title = mCostsDock->sizeHint().height() - mCostsDock->widget()->sizeHint().height();
    growDock(mCostsDock, std::max(height() * 2 / 5, mCosts->sizeHint().height() + title));
}

void MainWindow::growDock(QDockWidget *dock, int wanted)
{
    if (dock->isFloating() || dock->height() >= wanted)
        return;
    resizeDocks({dock}, {wanted}, Qt::Vertical);
    // Tabbed with the other bottom docks, the size given is the group's, their tab bar included.
    layout()->activate();
    if (const int missing = wanted - dock->height(); missing > 0)
        resizeDocks({dock}, {wanted + missing}, Qt::Vertical);
}

void MainWindow::growWhenShown(QDockWidget *dock, void (MainWindow::*grow)())
{
    connect(
        dock, &QDockWidget::visibilityChanged, this,
        [this, grow](bool visible) {
            if (visible)
                (this->*grow)();
        },
        Qt::QueuedConnection); // not in the middle of the tab bar's switch
}

PresentationMode *MainWindow::present()
{
    if (mPresentation) {
        mPresentation->activateWindow();
        return mPresentation;
    }
    QGraphicsScene *scene = currentView() == View::Topology && !mTopologyDirty
                                ? static_cast<QGraphicsScene *>(mTopologyScene)
                                : mFloorScene;
    // A picture of the whole scene, big enough for a projector, drawn once: the page is for
    // talking.
    const QRectF area = scene->itemsBoundingRect().adjusted(-20, -20, 20, 20);
    const qreal scale =
        area.isEmpty() ? 1.0 : std::min(2400.0 / area.width(), 1600.0 / area.height());
    QPixmap picture((area.size() * scale).toSize().expandedTo(QSize(1, 1)));
    picture.fill(Qt::white);
    {
        QPainter painter(&picture);
        viewexport::renderScene(scene, &painter, QRectF(QPointF(0, 0), QSizeF(picture.size())),
                                area);
    }
    // Headed by what the design is called (File > Properties), not by its file name.
    const QString heading = design().name.isEmpty() ? mDocument->displayName() : design().name;
    mPresentation = new PresentationMode(mSession, picture, heading, this);
    // On the screen this window is on (the projector, when the window was moved there), covering
    // it whole: the page's minimum size is below 1280x720, so it never asks for more.
    if (QScreen *screen = this->screen()) {
        mPresentation->setScreen(screen);
        mPresentation->setGeometry(screen->geometry());
    }
    mPresentation->showFullScreen();
    return mPresentation;
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

} // namespace podcad
