#pragma once

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <QMainWindow>
#include <QPointer>
#include <QStringList>

class QGraphicsView;

#include <functional>
#include <memory>
#include <vector>

class QDockWidget;
class QLineEdit;
class QMenu;
class QTabWidget;
class QTimer;

namespace podcad {

class CatalogActions;
class CatalogPalette;
class CostsPanel;
class DesignFiles;
class Document;
struct ChangeEvent;
class FloorScene;
class FabricFilter;
class FabricsPanel;
class FloorView;
class Inspector;
class Minimap;
class LiveSession;
class PresentationMode;
class ProblemsList;
class RacksTable;
class TopologyScene;
class TopologyView;
class TeamCatalogStatus;
class TotalsPanel;
class WhatIfActions;
class WorkloadPanel;

// The main window: the floor and topology views as tabs in the middle (one selection shared by
// both); the catalog palette, inspector, undo history, totals, racks and problems in docks. It owns
// the Document and wires views to it; it edits the design only through commands (the views and
// inspector push them; Delete, Paste, Duplicate and the bulk connect actions push them here).
// Autosaves a recovery copy every minute while there are unsaved changes.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a design file without asking about unsaved changes (the menu asks first); on failure
    // shows a dialog naming the file and location and keeps the current design.
    bool openFile(const QString &path);
    bool saveFileAs(const QString &path);
    // Replaces the design with a new one holding one empty 48U rack.
    void newDesign();
    // Saves to the design's file, or asks where (Save As) when it has none.
    bool save();

    Document *document() const { return mDocument; }
    const Design &design() const;
    // The newest finished analysis; see analysisPending().
    const Analysis &analysis() const;
    bool analysisPending() const;
    bool hasCatalog() const { return catalog() != nullptr; }
    // The session's catalog now (null when none could be opened), for reading at once.
    const Catalog *catalog() const;
    FloorScene *floorScene() const { return mFloorScene; }
    FloorView *floorView() const { return mFloorView; }
    // The window and its docks for a screen whose available area is `available` (first start, and
    // pictures): within the area (screenfit::windowGeometry; all of it when `whole`), the catalog
    // as wide as its longest SKU, the totals whole where they fit.
    void fitToScreen(const QRect &available, bool whole = false);
    // Fits the design to the current view now, and to the other view when it is next shown.
    void fitToView();
    // Selects a rack, device or link (its two devices) in both views and centres on it in the
    // current one (or in the other, when only that one shows it). A fabric id shows the topology
    // with that fabric's cables.
    void showObject(const QString &objectId);

    enum class View { Floor = 0, Topology = 1 };
    View currentView() const;
    void setCurrentView(View view);
    TopologyScene *topologyScene() const { return mTopologyScene; }
    TopologyView *topologyView() const { return mTopologyView; }
    // The selection both views share (devices, racks; links shown in the inspector).
    const QStringList &selection() const;
    LiveSession *session() const { return mSession; }
    // File > Team Catalog and Edit Team Model, the Catalog menu, the catalog at the start.
    CatalogActions *catalogActions() const { return mCatalogActions; }
    // File > Team Catalog's status bar label.
    TeamCatalogStatus *teamCatalogStatus() const;
    void setSelection(const QStringList &ids);

    // File > New from Template without the dialog: the design becomes the untitled document, as
    // one undoable step (Undo gives back the previous design and its file).
    void newFromDesign(Design design);
    // The current view's whole scene as .png, .svg or .pdf.
    bool exportView(const QString &path, QString *error = nullptr);
    // File > Export to NetBox without its dialog: the design's NetBox import files written into
    // `dir`, a new or empty directory (core/export/netboxexport.h); false and one line on failure.
    bool exportNetBox(const QString &dir, QString *error = nullptr);
    // Selects and centres the next device whose id or name contains `text` (an exact id first).
    bool find(const QString &text);

    // The Costs dock (BOM, TCO, charts); showCosts() shows and raises it.
    CostsPanel *costsPanel() const { return mCosts; }
    void showCosts();
    // The Workload dock (model, targets, the design's fit, proposals); showWorkload() raises it.
    WorkloadPanel *workloadPanel() const { return mWorkload; }
    void showWorkload();
    // Compare Systems: the proposal table of the design's workload, with Generate.
    void compareSystems();
    // Opens presentation mode full screen (or returns the open one): the current view's picture,
    // the large figures and the cloud comparison, with what-if sliders.
    PresentationMode *present();

    // File > Properties: the design's name in a dialog; a new name is one undoable step.
    void editProperties();

    // Writes the recovery copy now if there are unsaved changes (the timer calls this).
    void autosaveNow();
    // At start-up: when a recovery copy exists, asks `ask` (default: a dialog) whether to restore
    // it; restoring makes it the open design, modified and undoable. Returns whether it did.
    using RecoveryPrompt = std::function<bool(const QString &question)>; // as DesignFiles
    bool offerRecovery(const RecoveryPrompt &ask = {});
    QTimer *autosaveTimer() const { return mAutosave; }

Q_SIGNALS:
    void selectionChanged(const QStringList &ids);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void fitCurrentView();
    void createDocks();
    void sizeDocks(const QSize &window);
    // The Costs dock as tall as the panel wants (at least 2/5 of the window), when it is shown.
    void growCostsDock();
    void growWorkloadDock();
    // Makes a bottom dock at least `wanted` high (its group's tab bar not counted against it).
    void growDock(QDockWidget *dock, int wanted);
    // Calls `grow` whenever `dock` is shown (its tab clicked, View menu).
    void growWhenShown(QDockWidget *dock, void (MainWindow::*grow)());
    void createActions();
    void createTopologyTab();
    void rebuildTopology();
    void onSceneSelection(bool fromTopology);
    QGraphicsView *activeView() const;
    void exportWithDialog();
    void exportNetBoxWithDialog();
    void print();
    void onChanged(const ChangeEvent &event);
    void onSelection(const QStringList &ids);
    // The catalog, or an empty one when none could be opened.
    const Catalog &catalogOrEmpty() const;
    void onAnalysis();
    void updateTitle();

    LiveSession *mSession = nullptr; // owns the document and the selection
    Document *mDocument = nullptr;

    FloorScene *mFloorScene = nullptr;
    FloorView *mFloorView = nullptr;
    Minimap *mFloorMinimap = nullptr;
    Minimap *mTopologyMinimap = nullptr;
    CatalogPalette *mPalette = nullptr;
    Inspector *mInspector = nullptr;
    TotalsPanel *mTotals = nullptr;
    FabricsPanel *mFabrics = nullptr;
    QDockWidget *mFabricsDock = nullptr;
    RacksTable *mRacks = nullptr;
    ProblemsList *mProblems = nullptr;
    QDockWidget *mTotalsDock = nullptr;
    QDockWidget *mRacksDock = nullptr;
    CostsPanel *mCosts = nullptr;
    QDockWidget *mCostsDock = nullptr;
    WorkloadPanel *mWorkload = nullptr;
    QDockWidget *mWorkloadDock = nullptr;
    QPointer<PresentationMode> mPresentation;
    DesignFiles *mFiles = nullptr; // New, Open, Save, recovery
    CatalogActions *mCatalogActions = nullptr;

    QTabWidget *mTabs = nullptr;
    TopologyScene *mTopologyScene = nullptr;
    TopologyView *mTopologyView = nullptr;
    FabricFilter *mFabricFilter = nullptr;
    bool mTopologyDirty = true; // rebuilt when shown: a hidden tab need not follow every edit
    bool mFitPending[2] = {false, false}; // by View: fit when next shown (set by fitToView)
    bool mTopologyNewDesign = true;
    bool mSyncingSelection = false;
    bool mMaximizeOnShow = false;  // fitToScreen filled the screen
    QSize mPlacedSize;             // and made the window this size
    bool mSizeDocksOnShow = false; // fitToScreen's estimates are measured again when shown
    QLineEdit *mFind = nullptr;
    QStringList mFindMatches;
    int mFindIndex = -1;
    QString mFindText;
    QTimer *mAutosave = nullptr;
    WhatIfActions *mWhatIf = nullptr; // Analysis > What If, Worst Single Switch Failure
};

} // namespace podcad
