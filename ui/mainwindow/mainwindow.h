#pragma once

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "designfiles.h"
#include "editortabs.h"
#include "model/design.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"
#include "viewactions.h"
#include "windowdocks.h"

#include <QMainWindow>
#include <QStringList>
#include <functional>

class QSettings;
class QTimer;

namespace podcad {

class CatalogActions;
class CostsPanel;
class DesignFiles;
class Document;
class EditorTabs;
class ExportActions;
class FindActions;
class FloorScene;
class FloorView;
class LiveSession;
class PresentationMode;
class TopologyScene;
class TopologyView;
class TeamCatalogStatus;
class ViewActions;
class WhatIfActions;
class FacilityWhatIfActions;
class OpticsActions;
class WindowDocks;
class WorkloadPanel;

// The main window: the floor and topology views as tabs in the middle (EditorTabs; one selection
// shared by both), the panels in docks around them (WindowDocks), and the menus, whose actions
// live in helpers (DesignFiles, EditActions, ExportActions, FindActions, ViewActions, ...). It owns
// the live session and builds and connects these; the views and panels follow the session
// themselves. Autosaves a recovery copy every minute while there are unsaved changes.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a design file without asking about unsaved changes (the menu asks first); on failure
    // shows a dialog naming the file and location and keeps the current design.
    bool openFile(const QString &path) { return mFiles->openFile(path); }
    bool saveFileAs(const QString &path) { return mFiles->saveFileAs(path); }
    // Replaces the design with a new one holding one empty 48U rack.
    void newDesign() { mFiles->newDesign(); }
    // Saves to the design's file, or asks where (Save As) when it has none.
    bool save() { return mFiles->save(); }

    Document *document() const { return mDocument; }
    const Design &design() const { return mDocument->design(); }
    // The newest finished analysis; see analysisPending().
    const Analysis &analysis() const { return mSession->analysis(); }
    bool analysisPending() const { return mSession->isPending(); }
    bool hasCatalog() const { return catalog() != nullptr; }
    // The session's catalog now (null when none could be opened), for reading at once.
    const Catalog *catalog() const;
    FloorScene *floorScene() const { return mViews->floorScene(); }
    FloorView *floorView() const { return mViews->floorView(); }
    // The window and its docks for a screen whose available area is `available` (first start, and
    // pictures): within the area (screenfit::windowGeometry; all of it when `whole`), the catalog
    // as wide as its longest SKU, the totals whole where they fit.
    void fitToScreen(const QRect &available, bool whole = false);
    // Fits the design to the current view now, and to the other view when it is next shown.
    void fitToView() { mViews->fitToView(); }
    // Selects a rack, device or link (its two devices) in both views and centres on it in the
    // current one (or in the other, when only that one shows it). A fabric id shows the topology
    // with that fabric's cables.
    void showObject(const QString &objectId) { mViews->showObject(objectId); }

    using View = EditorTabs::View;
    View currentView() const { return mViews->currentView(); }
    void setCurrentView(View view) { mViews->setCurrentView(view); }
    TopologyScene *topologyScene() const { return mViews->topologyScene(); }
    TopologyView *topologyView() const { return mViews->topologyView(); }
    // The two views as tabs; the docks (the panels: inspector, totals, ...).
    EditorTabs *views() const { return mViews; }
    WindowDocks *docks() const { return mDocks; }
    // The selection both views share (devices, racks; links shown in the inspector).
    const QStringList &selection() const { return mSession->selection()->ids(); }
    LiveSession *session() const { return mSession; }
    // File > Team Catalog and Edit Team Model, the Catalog menu, the catalog at the start.
    CatalogActions *catalogActions() const { return mCatalogActions; }
    // File > Team Catalog's status bar label.
    TeamCatalogStatus *teamCatalogStatus() const;
    void setSelection(const QStringList &ids) { mSession->selection()->set(ids); }

    // File > New from Template without the dialog: the design becomes the untitled document, as
    // one undoable step (Undo gives back the previous design and its file).
    void newFromDesign(Design design) { mFiles->newFromDesign(std::move(design)); }
    // File > Export View, Export to NetBox and Print (exportView(), startNetBoxExport() without the
    // dialogs).
    ExportActions *exports() const { return mExports; }
    // Edit > Find and the find field (find() selects and centres the next match).
    FindActions *finder() const { return mFind; }

    // The Costs dock (BOM, TCO, charts); showCosts() shows and raises it.
    CostsPanel *costsPanel() const { return mDocks->costs(); }
    void showCosts() { mDocks->showCosts(); }
    // The Workload dock (model, targets, the design's fit, proposals); showWorkload() raises it.
    WorkloadPanel *workloadPanel() const { return mDocks->workload(); }
    void showWorkload() { mDocks->showWorkload(); }
    void showPowerChain() { mDocks->showPowerChain(); }
    // Compare Systems: the proposal table of the design's workload, with Generate.
    void compareSystems();
    // Opens presentation mode full screen (or returns the open one): the current view's picture,
    // the large figures and the cloud comparison, with what-if sliders.
    PresentationMode *present() { return mViewActions->present(); }

    // File > Properties: the design's name in a dialog; a new name is one undoable step.
    void editProperties();

    // Writes the recovery copy now if there are unsaved changes (the timer calls this).
    void autosaveNow() { mFiles->autosaveNow(); }
    // At start-up: when a recovery copy exists, asks `ask` (default: a dialog) whether to restore
    // it; restoring makes it the open design, modified and undoable. Returns whether it did.
    using RecoveryPrompt = std::function<bool(const QString &question)>; // as DesignFiles
    bool offerRecovery(const RecoveryPrompt &ask = {}) { return mFiles->offerRecovery(ask); }
    QTimer *autosaveTimer() const { return mAutosave; }

Q_SIGNALS:
    void selectionChanged(const QStringList &ids);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createActions();
    void updateTitle();
    // A saved layout windowLayout() refused: removed from the settings, said in the status bar.
    void dropSavedLayout(QSettings &settings);

    LiveSession *mSession = nullptr; // owns the document and the selection
    Document *mDocument = nullptr;

    EditorTabs *mViews = nullptr;
    WindowDocks *mDocks = nullptr;
    DesignFiles *mFiles = nullptr; // New, Open, Save, recovery
    CatalogActions *mCatalogActions = nullptr;
    ExportActions *mExports = nullptr;
    FindActions *mFind = nullptr;
    ViewActions *mViewActions = nullptr;
    bool mMaximizeOnShow = false;  // fitToScreen filled the screen
    QSize mPlacedSize;             // and made the window this size
    bool mSizeDocksOnShow = false; // fitToScreen's estimates are measured again when shown
    QTimer *mAutosave = nullptr;
    WhatIfActions *mWhatIf = nullptr; // Analysis > What If, Worst Single Switch Failure
    FacilityWhatIfActions *mFacilityWhatIf = nullptr; // Fail Element, Worst Facility Failure
    OpticsActions *mOptics = nullptr;                 // Compare Optics
};

} // namespace podcad
