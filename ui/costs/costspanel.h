#pragma once

#include "cost/costsnapshot.h"
#include "export/costexport.h"

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

class AssumptionsTable;
class ChartLegend;

class BomTableModel;
class Document;
class LiveSession;

// The Costs dock: bill of materials (sortable, filterable, unit price editable with undo), the TCO
// figures and years, the assumptions in force, and the charts (on-prem versus cloud, cost
// breakdown, power per rack). Shows the live session's costs (computed on a worker thread from the
// same snapshot and analysis as the other docks); while hidden it only notes that its widgets are
// out of date and fills them when shown.
class CostsPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit CostsPanel(LiveSession *session, QWidget *parent = nullptr);
    ~CostsPanel() override;

    LiveSession *session() const { return mSession; }
    const CostSnapshot &snapshot() const;
    bool isPending() const;

    BomTableModel *bomModel() const { return mBomModel; }
    QTableView *bomView() const { return mBomView; }
    QSortFilterProxyModel *bomProxy() const { return mProxy; }
    QLineEdit *bomFilter() const { return mFilter; }
    QLabel *bomTotalLabel() const { return mBomTotal; }
    QTableWidget *tcoTable() const { return mTcoTable; }
    AssumptionsTable *assumptionsTable() const { return mAssumptions; }
    QChart *comparisonChart() const;
    QChart *breakdownChart() const;
    QChart *rackPowerChart() const;
    ChartLegend *comparisonLegend() const { return mComparisonLegend; }
    QTabWidget *chartTabs() const { return mChartTabs; }

Q_SIGNALS:
    // The figures of a new cost snapshot are shown (while the panel is hidden, when it is next
    // shown).
    void refreshed();
    // The BOM's or the TCO's Export... button: the window asks where and writes the file.
    void exportRequested(CostSheet sheet);

protected:
    void showEvent(QShowEvent *event) override;

private:
    // `fromSession`: new figures (else only the filter changed).
    void onReady(bool fromSession);
    void clearSelectedPrice();
    void sizeBomColumns();
    void fillTco(const CostSnapshot &s);

    LiveSession *mSession;
    Document *mDocument;
    bool mStale = false; // new figures arrived while hidden
    bool mBomColumnsSized = false;

    QLabel *mSummary = nullptr;
    QLabel *mCloudNote = nullptr;
    BomTableModel *mBomModel = nullptr;
    QSortFilterProxyModel *mProxy = nullptr;
    QTableView *mBomView = nullptr;
    QLineEdit *mFilter = nullptr;
    QLabel *mBomTotal = nullptr;
    QLabel *mStatus = nullptr;
    QTableWidget *mTcoTable = nullptr;
    QTableWidget *mYearsTable = nullptr;
    AssumptionsTable *mAssumptions = nullptr;
    QTabWidget *mChartTabs = nullptr;
    QChartView *mComparison = nullptr;
    QChartView *mBreakdown = nullptr;
    QChartView *mRackPower = nullptr;
    ChartLegend *mComparisonLegend = nullptr;
    ChartLegend *mBreakdownLegend = nullptr;
};

} // namespace podcad
