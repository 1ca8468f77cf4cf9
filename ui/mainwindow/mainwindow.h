#pragma once

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <QMainWindow>

#include <optional>

class QGraphicsView;

namespace podcad {

class FloorScene;
class ProblemsList;
class RacksTable;
class TotalsPanel;

// The main window: the Floor view in the middle, totals, racks and problems in docks. The editing
// tools (palette, topology view, inspector, undo) arrive with the visual-designer issue.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Opens a design file; on failure shows a dialog naming the file and location and keeps the
    // current design. Returns whether it opened.
    bool openFile(const QString &path);
    bool saveFileAs(const QString &path);

    const Design &design() const { return mDesign; }
    const Analysis &analysis() const { return mAnalysis; }
    bool hasCatalog() const { return mCatalog.has_value(); }
    void fitToView();

private:
    void createActions();
    void refresh();
    void centreOn(const QString &objectId);
    void updateTitle();

    std::optional<Catalog> mCatalog;
    Design mDesign;
    Analysis mAnalysis;
    QString mFilePath;

    FloorScene *mFloorScene = nullptr;
    QGraphicsView *mFloorView = nullptr;
    TotalsPanel *mTotals = nullptr;
    RacksTable *mRacks = nullptr;
    ProblemsList *mProblems = nullptr;
};

} // namespace podcad
