#include "mainwindow.h"

#include "autosave.h"
#include "canvas/topologyview.h"
#include "catalogactions.h"
#include "commands/changedesignproperties.h"
#include "designfiles.h"
#include "dialogs/designpropertiesdialog.h"
#include "dialogs/proposaldialog.h"
#include "editactions.h"
#include "exportactions.h"
#include "facilitywhatifactions.h"
#include "findactions.h"
#include "menuaction.h"
#include "opticsactions.h"
#include "panels/fabricspanel.h"
#include "panels/inspector.h"
#include "panels/problemslist.h"
#include "panels/rackstable.h"
#include "panels/workloadpanel.h"
#include "screenfit.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"
#include "settings/savedsettings.h"
#include "viewactions.h"
#include "whatifactions.h"
#include "wheelguard.h"
#include "windowdocks.h"

#include <QAction>
#include <QCloseEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QPixmapCache>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
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
    WheelGuard::install(); // before any widget is built, so each is polished through it
    // Item caches live in QPixmapCache (10 MB by default): one viewport-sized pixmap per shown
    // cable layer of the topology is 6-8 MB on a big screen, and an evicted cache is repainted on
    // every frame. Room for a handful of fabrics and both views.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), 96 * 1024));
    mSession = new LiveSession(CatalogActions::openAtStart(this), this);
    mDocument = mSession->document();

    mViews = new EditorTabs(mSession, this);
    setCentralWidget(mViews);
    mDocks = new WindowDocks(this, mSession);
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
    connect(mDocks->problems(), &ProblemsList::objectActivated, this, [this](const QString &id) {
        showObject(id); // a link: its two devices are selected and shown
        // ... and the Inspector shows the link itself: its route, length and medium.
        if (mDocument->design().link(id))
            mDocks->inspector()->setSelection({id});
    });
    connect(mDocks->racks(), &RacksTable::rackActivated, this, &MainWindow::showObject);
    connect(mDocks->fabrics(), &FabricsPanel::fabricActivated, this, &MainWindow::showObject);
    connect(mDocks->workload(), &WorkloadPanel::compareRequested, this,
            &MainWindow::compareSystems);
    mAutosave = new QTimer(this);
    mAutosave->setInterval(60 * 1000);
    connect(mAutosave, &QTimer::timeout, this, &MainWindow::autosaveNow);
    mAutosave->start();

    // The last session's window and docks, or on first start the screen's room.
    // Only a layout PodCAD saved reaches Qt's decoders (SavedSettings::windowLayout).
    QSettings settings;
    const SavedSettings::WindowLayout layout = SavedSettings::windowLayout(settings);
    if (!restoreGeometry(layout.geometry))
        fitToScreen(screen()->availableGeometry());
    restoreState(layout.state);
    if (layout.dropped)
        dropSavedLayout(settings);
    mDocument->reset(Design{}, {});
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The document's last words (its undo stack, deleted with it, reports itself clean) must not
    // reach this window's slots once it is only a QWidget any more.
    mDocument->blockSignals(true);
    // Nor the stack's own: cleared as it is deleted, it says its index changed to the views,
    // which then read the session being destroyed (UBSan, the random GUI test).
    mDocument->undoStack()->blockSignals(true);
    mSession->selection()->blockSignals(true);
    mWhatIf->shutdown();
    mFacilityWhatIf->shutdown();
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
    // No key: Qt names no standard key for Revert, and desktops bind none to it.
    QAction *revert = action(file, tr("Re&vert"), QStringLiteral("revertAction"), QKeySequence(),
                             [this] { mFiles->revert(); });
    revert->setStatusTip(tr("Read the design again from its file, discarding unsaved changes"));
    revert->setEnabled(false); // a new design has no file
    connect(mDocument, &Document::filePathChanged, revert,
            [revert](const QString &path) { revert->setEnabled(!path.isEmpty()); });
    file->addSeparator();
    action(file, tr("P&roperties..."), QStringLiteral("propertiesAction"), QKeySequence(),
           [this] { editProperties(); })
        ->setStatusTip(
            tr("Name the design (the title, reports and presentation mode show the name)"));
    file->addSeparator();
    mExports = new ExportActions(this, mViews, file); // Export View, Export to NetBox, Print
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
    // Ctrl+Y as well as the platform's own (Ctrl+Shift+Z here): docs/editor.md and every other
    // editor people use in meetings promise it.
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
               QKeySequence(Qt::Key_L), [this](bool on) { mViews->setConnectMode(on); });
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
    mFacilityWhatIf = new FacilityWhatIfActions(this, analysisMenu);
    mOptics = new OpticsActions(this, analysisMenu);

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
    for (QAction *a : {mViewActions->zoomIn(), mViewActions->zoomOut(), mViewActions->fit()})
        bar->addAction(a);
    bar->addSeparator();
    bar->addAction(connectTool);
    bar->addSeparator();
    bar->addWidget(mFind->field());
}

const Catalog *MainWindow::catalog() const
{
    return mSession->catalog();
}

TeamCatalogStatus *MainWindow::teamCatalogStatus() const
{
    return mCatalogActions->teamCatalogStatus();
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
    mDocks->giveBackGrowth();
    QSettings settings;
    SavedSettings::setWindowLayout(settings, saveGeometry(), saveState());
    event->accept();
}

void MainWindow::dropSavedLayout(QSettings &settings)
{
    // Removed, so that the next start, should this session end without a clean close, says
    // nothing again.
    for (const char *key : {SavedSettings::kWindowGeometry, SavedSettings::kWindowState,
                            SavedSettings::kWindowDigest})
        settings.remove(QLatin1String(key));
    // After the start's own messages (the design opened), so that this one is read.
    QTimer::singleShot(0, this, [this] {
        statusBar()->showMessage(tr("The saved window layout was damaged or not saved by PodCAD: "
                                    "the default layout is used"),
                                 15000);
    });
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
    auto *dialog = new ProposalDialog(mDocument, mSession->catalogSnapshot(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The generated design replaces this one as a ReplaceDesign step, which EditorTabs frames.
    connect(dialog, &QDialog::accepted, this,
            [this] { statusBar()->showMessage(tr("Generated: %1").arg(design().name), 5000); });
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

} // namespace podcad
