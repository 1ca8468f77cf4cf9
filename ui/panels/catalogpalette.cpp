#include "catalogpalette.h"

#include "catalogfiltermodel.h"
#include "catalogmodel.h"
#include "widgets/skumime.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QMimeData>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

namespace podcad {
namespace {

// A row without a SKU (a cloud offer: its id and price, no height or power) spans the row.
bool isSpanned(const QModelIndex &item)
{
    return item.data(CatalogModel::SkuRole).toString().isEmpty();
}

} // namespace

CatalogPalette::CatalogPalette(QWidget *parent)
    : QWidget(parent)
    , mModel(new CatalogModel(this))
    , mFilter(new CatalogFilterModel(this))
    , mSearch(new QLineEdit(this))
    , mTree(new QTreeView(this))
{
    mSearch->setPlaceholderText(tr("Search SKU, name, vendor..."));
    mSearch->setClearButtonEnabled(true);
    mFilter->setSourceModel(mModel);
    mTree->setModel(mFilter);
    mTree->setUniformRowHeights(true);
    // Items sit one level below their group: a full indentation per level cost the SKUs room.
    mTree->setIndentation(mTree->fontMetrics().averageCharWidth() * 2);
    mTree->header()->setSectionResizeMode(CatalogModel::Item, QHeaderView::Stretch);
    mTree->header()->setSectionResizeMode(CatalogModel::Units, QHeaderView::Fixed);
    mTree->header()->setSectionResizeMode(CatalogModel::MaxPower, QHeaderView::Fixed);
    mTree->header()->setStretchLastSection(false);
    // The model's mimeData() carries the SKU (the proxy passes it on).
    mTree->setDragEnabled(true);
    mTree->setDragDropMode(QAbstractItemView::DragOnly);
    mTree->setDefaultDropAction(Qt::CopyAction);
    mTree->setSelectionMode(QAbstractItemView::SingleSelection);
    mTree->setAlternatingRowColors(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(mSearch);
    layout->addWidget(mTree);
    connect(mSearch, &QLineEdit::textChanged, this, &CatalogPalette::applyFilter);
}

void CatalogPalette::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    mModel->setCatalog(std::move(catalog));
    mFilter->setSearch(mModel->catalog(), mSearch->text());
    spanGroupHeadings();
    mTree->expandAll();
    // The items are the groups' children; the header and the widest figures of a few are enough.
    auto *header = mTree->header();
    for (int c : {CatalogModel::Units, CatalogModel::MaxPower}) {
        int width = header->sectionSizeHint(c);
        for (int g = 0; g < mFilter->rowCount(); ++g) {
            const QModelIndex group = mFilter->index(g, 0);
            for (int i = 0; i < std::min(mFilter->rowCount(group), 8); ++i)
                width =
                    std::max(width, mTree->sizeHintForIndex(mFilter->index(i, c, group)).width());
        }
        header->resizeSection(c, width + 2);
    }
}

void CatalogPalette::applyFilter()
{
    mFilter->setSearch(mModel->catalog(), mSearch->text());
    spanGroupHeadings();
    mTree->expandAll(); // groups that come back start expanded, as the palette always showed them
}

void CatalogPalette::spanGroupHeadings()
{
    // A heading ("Appliances and management") has no figures: it takes the whole row instead of
    // being cut at the width of the SKUs under it. So does a cloud offer (isSpanned).
    for (int g = 0; g < mFilter->rowCount(); ++g) {
        mTree->setFirstColumnSpanned(g, {}, true);
        const QModelIndex group = mFilter->index(g, 0);
        for (int i = 0; i < mFilter->rowCount(group); ++i)
            if (isSpanned(mFilter->index(i, CatalogModel::Item, group)))
                mTree->setFirstColumnSpanned(i, group, true);
    }
}

int CatalogPalette::preferredWidth() const
{
    const QHeaderView *header = mTree->header();
    // Every item, not a sample: a catalog is a few dozen of them, and one long SKU is the one cut.
    // An item with figures needs its text and the figures' columns; a spanned one the whole row.
    const int figures =
        header->sectionSize(CatalogModel::Units) + header->sectionSize(CatalogModel::MaxPower);
    int row = header->sectionSizeHint(CatalogModel::Item) + figures;
    const int indent = mTree->indentation() * (mTree->rootIsDecorated() ? 2 : 1);
    for (int g = 0; g < mFilter->rowCount(); ++g) {
        const QModelIndex group = mFilter->index(g, 0);
        for (int i = 0; i < mFilter->rowCount(group); ++i) {
            const QModelIndex item = mFilter->index(i, CatalogModel::Item, group);
            row = std::max(row, indent + mTree->sizeHintForIndex(item).width() +
                                    (isSpanned(item) ? 0 : figures));
        }
    }
    const int scrollBar = mTree->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, mTree);
    const QMargins margins = layout()->contentsMargins();
    return row + scrollBar + 2 * mTree->frameWidth() + margins.left() + margins.right();
}

QSize CatalogPalette::sizeHint() const
{
    return QSize(preferredWidth(), QWidget::sizeHint().height());
}

QModelIndex CatalogPalette::indexForSku(const QString &sku) const
{
    return mFilter->mapFromSource(mModel->indexForSku(sku));
}

std::unique_ptr<QMimeData> CatalogPalette::selectionMimeData() const
{
    for (const QModelIndex &index : mTree->selectionModel()->selectedIndexes())
        if (const QString sku = index.data(CatalogModel::SkuRole).toString(); !sku.isEmpty())
            return makeSkuMimeData(sku);
    return nullptr;
}

} // namespace podcad
