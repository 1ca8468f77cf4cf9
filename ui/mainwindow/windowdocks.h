#pragma once

#include <QObject>

class QDockWidget;
class QMainWindow;
class QSize;

namespace podcad {

class CatalogPalette;
class CostsPanel;
class FabricsPanel;
class Inspector;
class LiveSession;
class ProblemsList;
class RacksTable;
class TotalsPanel;
class WorkloadPanel;

// The main window's docks and their sizes: the catalog palette over the undo history on the left,
// the inspector over the totals on the right, and one bottom group of tabs (racks, fabrics,
// problems, costs, workload). Each panel follows the live session itself; the docks of figures
// say "(updating...)" while a newer result is on its way.
class WindowDocks final : public QObject
{
    Q_OBJECT
public:
    WindowDocks(QMainWindow *window, LiveSession *session);

    CatalogPalette *palette() const { return mPalette; }
    Inspector *inspector() const { return mInspector; }
    TotalsPanel *totals() const { return mTotals; }
    FabricsPanel *fabrics() const { return mFabrics; }
    RacksTable *racks() const { return mRacks; }
    ProblemsList *problems() const { return mProblems; }
    CostsPanel *costs() const { return mCosts; }
    WorkloadPanel *workload() const { return mWorkload; }

    // Sizes the docks for a window of `window`: the catalog as wide as its longest SKU, the
    // inspector and totals as wide as their figures, a few rows of racks, the totals whole where
    // they fit (measured from the docks as laid out once the window is shown).
    void fit(const QSize &window);
    // Shows and raises the Costs (Workload) dock, grown to show its content without scrolling.
    void showCosts();
    void showWorkload();

private:
    QDockWidget *add(const QString &title, const QString &name, QWidget *widget,
                     Qt::DockWidgetArea area);
    QDockWidget *dock(const QString &name) const;
    // Tall enough to read the BOM and its charts with their legends, without scrolling.
    void growCosts();
    // Tall enough for the plain words and a few figures.
    void growWorkload();
    // Makes a bottom dock at least `wanted` high (its group's tab bar not counted against it).
    void grow(QDockWidget *dock, int wanted);
    // Calls `grow` whenever `dock` is shown (its tab clicked, View menu).
    void growWhenShown(QDockWidget *dock, void (WindowDocks::*grow)());

    QMainWindow *mWindow;
    CatalogPalette *mPalette;
    Inspector *mInspector;
    TotalsPanel *mTotals;
    FabricsPanel *mFabrics;
    RacksTable *mRacks;
    ProblemsList *mProblems;
    CostsPanel *mCosts = nullptr;
    WorkloadPanel *mWorkload = nullptr;
    QDockWidget *mTotalsDock = nullptr;
    QDockWidget *mRacksDock = nullptr;
    QDockWidget *mFabricsDock = nullptr;
    QDockWidget *mCostsDock = nullptr;
    QDockWidget *mWorkloadDock = nullptr;
};

} // namespace podcad
