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
class PowerChainPanel;
class ProblemsList;
class RacksTable;
class TotalsPanel;
class WorkloadPanel;

// The main window's docks and their sizes: the catalog palette over the undo history on the left,
// the inspector over the totals on the right, and one bottom group of tabs (racks, fabrics,
// problems, costs, workload, power chain). Each panel follows the live session itself; the docks of
// figures say "(updating...)" while a newer result is on its way.
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
    PowerChainPanel *powerChain() const { return mPowerChain; }

    // Sizes the docks for a window of `window`: the catalog as wide as its longest SKU, the
    // inspector and totals as wide as their figures, a few rows of racks, the totals whole where
    // they fit (measured from the docks as laid out once the window is shown).
    void fit(const QSize &window);
    // Shows and raises the Costs (Workload) dock, the bottom group grown for it (settleBottom).
    void showCosts();
    void showWorkload();
    // Shows and raises the Power Chain dock (a facility what-if's result is in it).
    void showPowerChain();
    // Gives the views back the height the raised tab grew the bottom group by (settleBottom):
    // before the window's docks are saved, so that the next start opens with the group at its
    // own height and grows it again for that tab.
    void giveBackGrowth();

private:
    QDockWidget *add(const QString &title, const QString &name, QWidget *widget,
                     Qt::DockWidgetArea area);
    QDockWidget *dock(const QString &name) const;
    // How tall the Costs dock wants to be: the BOM and its charts with their legends, without
    // scrolling.
    int costsHeight() const;
    // How tall the Workload dock wants to be: the plain words and a few figures.
    int workloadHeight() const;
    // Called with the bottom dock just raised (its tab clicked, View menu, showCosts): the group
    // grows to what `shown` wants (costsHeight, workloadHeight, the power chain's diagram whole;
    // the others want nothing more),
    // as far as the views keep half of the window, and gives that growth back when a tab that
    // wants less is raised. A height the person set by hand since stays theirs.
    void settleBottom(QDockWidget *shown);
    // Makes a bottom dock `height` high (its group's tab bar not counted against it).
    void setBottomHeight(QDockWidget *dock, int height);

    QMainWindow *mWindow;
    CatalogPalette *mPalette;
    Inspector *mInspector;
    TotalsPanel *mTotals;
    FabricsPanel *mFabrics;
    RacksTable *mRacks;
    ProblemsList *mProblems;
    CostsPanel *mCosts = nullptr;
    WorkloadPanel *mWorkload = nullptr;
    PowerChainPanel *mPowerChain = nullptr;
    QDockWidget *mTotalsDock = nullptr;
    QDockWidget *mRacksDock = nullptr;
    QDockWidget *mFabricsDock = nullptr;
    QDockWidget *mCostsDock = nullptr;
    QDockWidget *mWorkloadDock = nullptr;
    QDockWidget *mPowerChainDock = nullptr;
    // While a raised dock has grown the bottom group: the group's own height before (what it
    // goes back to) and the height grown to (anything else means the person resized it since).
    int mBottomBase = 0;
    int mBottomGrownTo = 0;
    QDockWidget *mBottomGrownFor = nullptr; // the raised dock it grew for
    int mBottomSettledAt = 0;               // the raised dock's height settleBottom left
};

} // namespace podcad
