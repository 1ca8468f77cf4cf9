#pragma once

#include "cost/costsnapshot.h"

#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTableWidget;
class QTabWidget;

namespace podcad {

class ChartLegend;

class BomTableModel;
class Catalog;
class Document;
class LiveCosts;
struct ChangeEvent;

// The Costs dock: bill of materials (sortable, filterable, unit price editable with undo), the TCO
// figures and years, the assumptions in force, and the charts (on-prem versus cloud, cost
// breakdown, power per rack). Follows the document: every change schedules a recomputation
// (debounced, on a worker thread) while the panel is shown or someone else asked for the figures.
class CostsPanel final : public QWidget
{
    Q_OBJECT
public:
    CostsPanel(Document *document, const Catalog *catalog, QWidget *parent = nullptr);
    ~CostsPanel() override;

    LiveCosts *live() const { return mLive; }
    const CostSnapshot &snapshot() const;
    bool isPending() const;
    // Keeps the figures current while the panel is hidden (presentation mode needs them).
    void setAlwaysCompute(bool on);
    // Recomputes now, without the debounce (a newly shown panel, a screenshot).
    void refreshNow();

    BomTableModel *bomModel() const { return mBomModel; }
    QTableView *bomView() const { return mBomView; }
    QSortFilterProxyModel *bomProxy() const { return mProxy; }
    QLineEdit *bomFilter() const { return mFilter; }
    QLabel *bomTotalLabel() const { return mBomTotal; }
    QTableWidget *tcoTable() const { return mTcoTable; }
    QChart *comparisonChart() const;
    QChart *breakdownChart() const;
    QChart *rackPowerChart() const;
    ChartLegend *comparisonLegend() const { return mComparisonLegend; }
    QTabWidget *chartTabs() const { return mChartTabs; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onDocumentChanged(const ChangeEvent &event);
    void onReady();
    void clearSelectedPrice();
    void fillTco(const CostSnapshot &s);
    void fillAssumptions(const CostSnapshot &s);

    Document *mDocument;
    const Catalog *mCatalog;
    LiveCosts *mLive = nullptr;
    bool mStale = true;
    bool mAlwaysCompute = false;

    QLabel *mSummary = nullptr;
    BomTableModel *mBomModel = nullptr;
    QSortFilterProxyModel *mProxy = nullptr;
    QTableView *mBomView = nullptr;
    QLineEdit *mFilter = nullptr;
    QLabel *mBomTotal = nullptr;
    QLabel *mStatus = nullptr;
    QTableWidget *mTcoTable = nullptr;
    QTableWidget *mYearsTable = nullptr;
    QTableWidget *mAssumptions = nullptr;
    QTabWidget *mChartTabs = nullptr;
    QChartView *mComparison = nullptr;
    QChartView *mBreakdown = nullptr;
    QChartView *mRackPower = nullptr;
    ChartLegend *mComparisonLegend = nullptr;
    ChartLegend *mBreakdownLegend = nullptr;
};

} // namespace podcad
