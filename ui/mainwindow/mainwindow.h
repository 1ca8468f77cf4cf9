#pragma once

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QDockWidget;
class QMenu;

namespace podcad {

class CatalogPalette;
class Document;
class FloorScene;
class FloorView;
class Inspector;
class LiveAnalysis;
class ProblemsList;
class RacksTable;
class TotalsPanel;

// The main window: the floor view in the middle; the catalog palette, inspector, undo history,
// totals, racks and problems in docks. It owns the Document and wires views to it; it edits the
// design only through commands (the floor view and inspector push them, Delete pushes one here).
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
    bool hasCatalog() const { return mCatalog.has_value(); }
    FloorScene *floorScene() const { return mFloorScene; }
    FloorView *floorView() const { return mFloorView; }
    void fitToView();
    // Selects a rack or device in the floor view and centres on it.
    void showObject(const QString &objectId);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createDocks();
    void createActions();
    void onChanged(bool replaced);
    void onAnalysis();
    void updateTitle();
    // Asks Save/Discard/Cancel when there are unsaved changes; false means "stop".
    bool maybeSave();
    void openWithDialog();
    void fillRecentMenu();

    // Declared first so that everything reading it (the analysis workers too) goes before it.
    std::optional<Catalog> mCatalog;
    Document *mDocument = nullptr;
    std::unique_ptr<LiveAnalysis> mLive;

    FloorScene *mFloorScene = nullptr;
    FloorView *mFloorView = nullptr;
    CatalogPalette *mPalette = nullptr;
    Inspector *mInspector = nullptr;
    TotalsPanel *mTotals = nullptr;
    RacksTable *mRacks = nullptr;
    ProblemsList *mProblems = nullptr;
    QDockWidget *mTotalsDock = nullptr;
    QDockWidget *mRacksDock = nullptr;
    QMenu *mRecentMenu = nullptr;
};

} // namespace podcad
