#include "costspanel.h"

#include "assumptionstable.h"
#include "bomtablemodel.h"
#include "chartlegend.h"
#include "cloudoffertext.h"
#include "commands/setpriceoverride.h"
#include "costcharts.h"
#include "format/moneyformat.h"
#include "panels/columnsizing.h"
#include "session/document.h"
#include "session/livesession.h"
#include "tablecell.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace podcad {
namespace {

// Edits a unit price as text, so that clearing the cell can mean "back to the catalog price"
// (a spin box cannot be empty) and "$1,234.50" can be typed as it is shown.
class PriceDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &,
                          const QModelIndex &) const override
    {
        auto *edit = new QLineEdit(parent);
        edit->setObjectName(QStringLiteral("priceEditor"));
        edit->setPlaceholderText(QObject::tr("catalog price"));
        return edit;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        const double v = index.data(Qt::EditRole).toDouble();
        static_cast<QLineEdit *>(editor)->setText(
            QString::number(v, 'f', std::floor(v) == v ? 0 : 2));
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        model->setData(index, static_cast<QLineEdit *>(editor)->text(), Qt::EditRole);
    }
};

// A chart with its legend as text underneath (see ChartLegend).
QWidget *withLegend(QChartView *view, ChartLegend *legend)
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(view, 1);
    layout->addWidget(legend);
    return page;
}

QChartView *chartView(const QString &name, QWidget *parent)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation); // figures must be final when a test reads them
    // A dock's chart is a few rows high: no room goes to the chart's own frame.
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    auto *view = new QChartView(chart, parent);
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 120);
    return view;
}

} // namespace

CostsPanel::CostsPanel(LiveSession *session, QWidget *parent)
    : QWidget(parent)
    , mSession(session)
    , mDocument(session->document())
{
    setObjectName(QStringLiteral("costsPanel"));

    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("costSummary"));
    mSummary->setTextFormat(Qt::RichText);
    mSummary->setWordWrap(true);
    // A line of its own, shown only when the cloud offers compared have another GPU.
    mCloudNote = new QLabel(this);
    mCloudNote->setObjectName(QStringLiteral("costCloudNote"));
    mCloudNote->setStyleSheet(QStringLiteral("color: #b35900;"));
    mCloudNote->hide();

    // Bill of materials.
    auto *bomPage = new QWidget(this);
    mFilter = new QLineEdit(bomPage);
    mFilter->setObjectName(QStringLiteral("bomFilter"));
    mFilter->setPlaceholderText(tr("Filter by SKU, description, category..."));
    mFilter->setClearButtonEnabled(true);
    auto *clearPrice = new QPushButton(tr("Use Catalog Price"), bomPage);
    clearPrice->setObjectName(QStringLiteral("clearPriceButton"));
    clearPrice->setToolTip(tr("Remove this design's price for the selected SKU(s)"));
    mBomModel = new BomTableModel(mDocument, this);
    mProxy = new QSortFilterProxyModel(this);
    mProxy->setSourceModel(mBomModel);
    mProxy->setSortRole(Qt::UserRole);
    mProxy->setFilterKeyColumn(-1);
    mProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    mBomView = new QTableView(bomPage);
    mBomView->setObjectName(QStringLiteral("bomTable"));
    mBomView->setModel(mProxy);
    mBomView->setSortingEnabled(true);
    mBomView->sortByColumn(-1, Qt::AscendingOrder); // the BOM's own order (category, SKU) first
    mBomView->setItemDelegateForColumn(BomTableModel::UnitPrice, new PriceDelegate(mBomView));
    mBomView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                              QAbstractItemView::AnyKeyPressed);
    mBomView->setSelectionBehavior(QAbstractItemView::SelectRows);
    mBomView->setAlternatingRowColors(true);
    mBomView->verticalHeader()->hide();
    mBomView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    // Every column as wide as its widest cell (sizeBomColumns), and the description last: a long
    // one scrolls the table sideways instead of pushing the figures out of sight or being cut.
    mBomView->horizontalHeader()->setMinimumSectionSize(50);
    mBomView->horizontalHeader()->moveSection(BomTableModel::Description,
                                              BomTableModel::ColumnCount - 1);
    // On a wide screen the description takes the room left, not a blank band beside the table.
    mBomView->horizontalHeader()->setStretchLastSection(true);
    mBomTotal = new QLabel(bomPage);
    mBomTotal->setObjectName(QStringLiteral("bomTotal"));
    mStatus = new QLabel(bomPage);
    mStatus->setObjectName(QStringLiteral("costStatus"));
    mStatus->setWordWrap(true);
    auto *exportBom = new QPushButton(tr("Export..."), bomPage);
    exportBom->setObjectName(QStringLiteral("exportBomButton"));
    exportBom->setToolTip(tr("Export the bill of materials to XLSX, CSV or PDF"));
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(mFilter, 1);
    filterRow->addWidget(clearPrice);
    filterRow->addWidget(exportBom);
    auto *bomLayout = new QVBoxLayout(bomPage);
    bomLayout->setContentsMargins(2, 2, 2, 2);
    bomLayout->addLayout(filterRow);
    bomLayout->addWidget(mBomView, 1);
    bomLayout->addWidget(mBomTotal);
    bomLayout->addWidget(mStatus);

    // TCO: the figures, then year by year.
    auto *tcoPage = new QWidget(this);
    mTcoTable = new QTableWidget(0, 2, tcoPage);
    mTcoTable->setObjectName(QStringLiteral("tcoTable"));
    mTcoTable->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    mTcoTable->verticalHeader()->hide();
    mTcoTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    mYearsTable = new QTableWidget(0, 8, tcoPage);
    mYearsTable->setObjectName(QStringLiteral("tcoYears"));
    mYearsTable->setHorizontalHeaderLabels({tr("Year"), tr("CapEx"), tr("Energy"), tr("Support"),
                                            tr("Facility"), tr("Staff"), tr("Total"),
                                            tr("Cumulative")});
    mYearsTable->verticalHeader()->hide();
    auto *exportTco = new QPushButton(tr("Export..."), tcoPage);
    exportTco->setObjectName(QStringLiteral("exportTcoButton"));
    exportTco->setToolTip(tr("Export the TCO to XLSX, CSV or PDF"));
    auto *tcoTables = new QHBoxLayout;
    tcoTables->addWidget(mTcoTable, 2);
    tcoTables->addWidget(mYearsTable, 3);
    auto *tcoLayout = new QVBoxLayout(tcoPage);
    tcoLayout->setContentsMargins(2, 2, 2, 2);
    tcoLayout->addLayout(tcoTables, 1);
    tcoLayout->addWidget(exportTco, 0, Qt::AlignRight);

    // Assumptions: the design's own values typed over the catalog's.
    auto *assumptionsPage = new QWidget(this);
    mAssumptions = new AssumptionsTable(mDocument, assumptionsPage);
    auto *catalogValue = new QPushButton(tr("Use Catalog Value"), assumptionsPage);
    catalogValue->setObjectName(QStringLiteral("catalogValueButton"));
    catalogValue->setToolTip(tr("Remove this design's value for the selected assumption(s)"));
    auto *assumptionStatus = new QLabel(assumptionsPage);
    assumptionStatus->setObjectName(QStringLiteral("assumptionStatus"));
    assumptionStatus->setWordWrap(true);
    auto *assumptionRow = new QHBoxLayout;
    assumptionRow->addWidget(assumptionStatus, 1);
    assumptionRow->addWidget(catalogValue);
    auto *assumptionsLayout = new QVBoxLayout(assumptionsPage);
    assumptionsLayout->setContentsMargins(2, 2, 2, 2);
    assumptionsLayout->addWidget(mAssumptions, 1);
    assumptionsLayout->addLayout(assumptionRow);
    connect(catalogValue, &QPushButton::clicked, mAssumptions, &AssumptionsTable::useCatalogValues);
    connect(mAssumptions, &AssumptionsTable::editRefused, assumptionStatus, &QLabel::setText);
    connect(mDocument, &Document::changed, assumptionStatus, &QLabel::clear);

    auto *tables = new QTabWidget(this);
    tables->setObjectName(QStringLiteral("costTables"));
    tables->addTab(bomPage, tr("Bill of Materials"));
    tables->addTab(tcoPage, tr("TCO"));
    tables->addTab(assumptionsPage, tr("Assumptions"));

    mChartTabs = new QTabWidget(this);
    mChartTabs->setObjectName(QStringLiteral("costCharts"));
    mComparison = chartView(QStringLiteral("comparisonChart"), this);
    mBreakdown = chartView(QStringLiteral("breakdownChart"), this);
    mRackPower = chartView(QStringLiteral("rackPowerChart"), this);
    mComparisonLegend = new ChartLegend(mComparison->chart(), 8, /*compact=*/true, this);
    mBreakdownLegend = new ChartLegend(mBreakdown->chart(), 8, /*compact=*/true, this);
    mChartTabs->addTab(withLegend(mComparison, mComparisonLegend), tr("On-prem vs Cloud"));
    mChartTabs->addTab(withLegend(mBreakdown, mBreakdownLegend), tr("Breakdown"));
    mChartTabs->addTab(mRackPower, tr("Power per Rack"));

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(tables);
    split->addWidget(mChartTabs);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 4);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mSummary);
    layout->addWidget(mCloudNote);
    layout->addWidget(split, 1);

    connect(mFilter, &QLineEdit::textChanged, mProxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(mFilter, &QLineEdit::textChanged, this, [this] { onReady(false); });
    connect(clearPrice, &QPushButton::clicked, this, &CostsPanel::clearSelectedPrice);
    connect(exportBom, &QPushButton::clicked, this,
            [this] { Q_EMIT exportRequested(CostSheet::Bom); });
    connect(exportTco, &QPushButton::clicked, this,
            [this] { Q_EMIT exportRequested(CostSheet::Tco); });
    connect(mBomModel, &BomTableModel::editRefused, mStatus, &QLabel::setText);
    connect(mSession, &LiveSession::ready, this, [this] { onReady(true); });
    connect(mSession, &LiveSession::pendingChanged, this, [this](bool pending) {
        if (pending)
            mStatus->setText(tr("Updating..."));
    });
    if (!mSession->catalog())
        mSummary->setText(tr("No catalog: nothing can be priced."));
}

CostsPanel::~CostsPanel() = default;

const CostSnapshot &CostsPanel::snapshot() const
{
    return mSession->costs();
}
bool CostsPanel::isPending() const
{
    return mSession->isPending();
}

QChart *CostsPanel::comparisonChart() const
{
    return mComparison->chart();
}
QChart *CostsPanel::breakdownChart() const
{
    return mBreakdown->chart();
}
QChart *CostsPanel::rackPowerChart() const
{
    return mRackPower->chart();
}

void CostsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (mStale)
        onReady(true);
}

void CostsPanel::clearSelectedPrice()
{
    QStringList skus;
    for (const QModelIndex &index : mBomView->selectionModel()->selectedRows()) {
        const int row = mProxy->mapToSource(index).row();
        if (mBomModel->hasSkuOverride(row))
            skus << mBomModel->bom().lines()[size_t(row)].sku;
    }
    skus.removeDuplicates();
    if (skus.isEmpty()) {
        mStatus->setText(
            tr("Select a line with a design price (bold) to go back to the catalog price."));
        return;
    }
    // One undo step per SKU keeps each command simple; a macro makes it one step for the person.
    mDocument->undoStack()->beginMacro(
        tr("Use catalog price for %n SKU(s)", nullptr, int(skus.size())));
    for (const QString &sku : skus)
        mDocument->push(new SetPriceOverride(mDocument, sku, std::nullopt));
    mDocument->undoStack()->endMacro();
}

void CostsPanel::onReady(bool fromSession)
{
    const CostSnapshot &s = mSession->costs();
    if (!s.valid)
        return;
    if (fromSession && !isVisible()) {
        // Charts and tables of a big design cost the UI thread; nobody sees them now.
        mStale = true;
        return;
    }
    mStale = false;
    mStatus->clear();
    if (fromSession) {
        mBomModel->setBom(s.bom);
        sizeBomColumns();
    }
    const Tco &t = s.tco;
    mBomTotal->setText(
        tr("<b>Total %1</b> &nbsp; %2 lines (%3 shown)%4")
            .arg(format::usd(s.bom.totalUsd()))
            .arg(s.bom.lines().size())
            .arg(mProxy->rowCount())
            .arg(s.bom.warnings().isEmpty()
                     ? QString()
                     : QStringLiteral(" &nbsp; <span style='color:#b35900'>%1</span>")
                           .arg(s.bom.warnings().join(QStringLiteral("; ")).toHtmlEscaped())));
    if (!fromSession)
        return; // only the filter changed

    // The offer named exactly (the chart has a line per offer and term), and said when it has
    // another GPU than the design's.
    QString breakEven = tr("no GPUs: no cloud comparison");
    QString standIn, note;
    if (const CloudComparison *c = cheapestCloud(s.cloud)) {
        breakEven = tr("break-even %1 vs %2").arg(c->breakEvenText(), cloudoffertext::offer(*c));
        standIn = cloudoffertext::standIn(*c, s.inputs.acceleratorId, mSession->catalog());
        note = c->note;
    }
    mCloudNote->setText(standIn);
    mCloudNote->setToolTip(note);
    mCloudNote->setVisible(!standIn.isEmpty());
    mSummary->setText(
        tr("<b>CapEx</b> %1 &nbsp;&nbsp; <b>OpEx</b> %2/year &nbsp;&nbsp; <b>%3-year TCO</b> "
           "%4 &nbsp;&nbsp; <b>per GPU-hour</b> %5 &nbsp;&nbsp; <b>Cloud</b> %6")
            .arg(format::usdShort(t.capexUsd), format::usdShort(t.opexUsdPerYear))
            .arg(t.years)
            .arg(format::usdShort(t.totalUsd), format::usd(t.usdPerGpuHour, 2),
                 breakEven.toHtmlEscaped()));
    fillTco(s);
    mAssumptions->showAssumptions(s.assumptions);
    costcharts::fillComparison(comparisonChart(), s.cloud.onPrem, s.cloud);
    costcharts::fillBreakdown(breakdownChart(), s.tco, s.bom);
    mComparisonLegend->refresh();
    mBreakdownLegend->refresh();
    costcharts::fillRackPower(rackPowerChart(), *s.analysis);
    Q_EMIT refreshed();
}

void CostsPanel::sizeBomColumns()
{
    // Every line measured, not a sample: a BOM has one line per SKU (a few dozen), and the widest
    // extended price can be on any of them. After the first BOM a column only grows, so a width
    // set by hand stays until a figure needs more.
    QHeaderView *header = mBomView->horizontalHeader();
    for (int c = 0; c < BomTableModel::ColumnCount; ++c) {
        const int need = sampledColumnWidth(mBomView, header, c, mProxy->rowCount());
        header->resizeSection(c, mBomColumnsSized ? std::max(header->sectionSize(c), need) : need);
    }
    mBomColumnsSized = true;
}

void CostsPanel::fillTco(const CostSnapshot &s)
{
    const Tco &t = s.tco;
    const std::pair<QString, QString> rows[] = {
        {tr("Hardware (BOM)"), format::usd(t.hardwareUsd)},
        {tr("Installation and services"), format::usd(t.installUsd)},
        {tr("Tax"), format::usd(t.taxUsd)},
        {tr("CapEx"), format::usd(t.capexUsd)},
        {tr("Energy per year"), format::usd(t.energyUsdPerYear)},
        {tr("Support per year"), format::usd(t.supportUsdPerYear)},
        {t.colocationCharged ? tr("Facility per year") : tr("Colocation per year (owned facility)"),
         format::usd(t.facilityUsdPerYear)},
        {tr("Staff per year"), format::usd(t.staffUsdPerYear)},
        {tr("OpEx per year"), format::usd(t.opexUsdPerYear)},
        {tr("Residual value"), format::usd(t.residualUsd)},
        {tr("Total over %n year(s)", nullptr, t.years), format::usd(t.totalUsd)},
        {tr("NPV"), format::usd(t.npvUsd)},
        {tr("Per GPU-hour"), format::usd(t.usdPerGpuHour, 2)},
        {tr("Per PFLOP-year (BF16)"), format::usd(t.usdPerPflopYear)},
    };
    mTcoTable->setRowCount(int(std::size(rows)));
    int r = 0;
    for (const auto &[label, value] : rows) {
        mTcoTable->setItem(r, 0, readOnlyCell(label));
        mTcoTable->setItem(r, 1, readOnlyCell(value, true));
        ++r;
    }
    mTcoTable->resizeColumnToContents(1);
    mYearsTable->setRowCount(int(t.perYear.size()));
    r = 0;
    for (const TcoYear &y : t.perYear) {
        const double values[] = {y.capexUsd, y.energyUsd, y.supportUsd,   y.facilityUsd,
                                 y.staffUsd, y.totalUsd,  y.cumulativeUsd};
        mYearsTable->setItem(r, 0, readOnlyCell(QString::number(y.year), true));
        // Eight columns of full figures do not fit beside the TCO at 1280x720: short money in the
        // cells ("$201M"), the exact figure in the tooltip (and in the table beside it).
        for (int c = 0; c < int(std::size(values)); ++c) {
            QTableWidgetItem *item =
                readOnlyCell(values[c] == 0 ? format::usd(0) : format::usdShort(values[c]), true);
            item->setToolTip(format::usd(values[c]));
            mYearsTable->setItem(r, c + 1, item);
        }
        ++r;
    }
    mYearsTable->resizeColumnsToContents();
}

} // namespace podcad
