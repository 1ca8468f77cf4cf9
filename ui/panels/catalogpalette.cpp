#include "catalogpalette.h"

#include "canvas/skumime.h"
#include "catalog/catalog.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <set>

namespace podcad {
namespace {

constexpr int kSkuRole = Qt::UserRole;

// The palette's groups in display order; kinds not listed (NICs, optics, cables) are not placed by
// hand: the BOM derives them from ports and links.
struct Group final
{
    const char *title;
    std::vector<DeviceKind> kinds;
};
const std::vector<Group> &groups()
{
    static const std::vector<Group> g{
        {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "GPU servers"), {DeviceKind::GpuServer}},
        {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "Switches"), {DeviceKind::Switch}},
        {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "Storage"), {DeviceKind::Storage}},
        {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "Appliances and management"),
         {DeviceKind::Appliance, DeviceKind::ManagementServer}},
        {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "Power distribution"), {DeviceKind::Pdu}},
        {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "Racks"), {DeviceKind::Rack}},
    };
    return g;
}

QString tooltip(const DeviceModel &m)
{
    const QLocale locale;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> &mdash; %2").arg(m.sku.toHtmlEscaped(), m.name.toHtmlEscaped());
    if (!m.vendor.isEmpty())
        lines << m.vendor.toHtmlEscaped();
    lines << CatalogPalette::tr("Height: %1U").arg(m.rackUnits);
    if (m.maxPowerW > 0)
        lines << CatalogPalette::tr("Max power: %1 W").arg(locale.toString(m.maxPowerW, 'f', 0));
    if (m.powerCapacityW > 0)
        lines << CatalogPalette::tr("Delivers: %1 W").arg(locale.toString(m.powerCapacityW, 'f', 0));
    if (m.acceleratorCount > 0)
        lines << CatalogPalette::tr("GPUs: %1").arg(m.acceleratorCount);
    if (!m.portGroups.empty()) {
        QStringList ports;
        for (const PortGroup &g : m.portGroups)
            ports << QStringLiteral("%1x %2G %3 (%4)")
                         .arg(g.count)
                         .arg(g.speedGbps)
                         .arg(g.connector, g.name)
                         .toHtmlEscaped();
        lines << CatalogPalette::tr("Ports: %1").arg(ports.join(QStringLiteral(", ")));
    }
    if (m.listPriceUsd > 0)
        lines << CatalogPalette::tr("Price: $%1%2")
                     .arg(locale.toString(m.listPriceUsd, 'f', 0),
                          m.priceProvenance.estimate ? CatalogPalette::tr(" (estimate)") : QString());
    return lines.join(QStringLiteral("<br>"));
}

// A tree whose drags carry the SKU of the dragged item.
class PaletteTree final : public QTreeWidget
{
public:
    using QTreeWidget::QTreeWidget;

protected:
    QStringList mimeTypes() const override { return {skuMimeType()}; }
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override
    {
        for (QTreeWidgetItem *item : items)
            if (const QString sku = item->data(0, kSkuRole).toString(); !sku.isEmpty())
                return makeSkuMimeData(sku).release(); // QDrag takes ownership
        return nullptr;
    }
    Qt::DropActions supportedDropActions() const override { return Qt::CopyAction; }
};

} // namespace

CatalogPalette::CatalogPalette(QWidget *parent)
    : QWidget(parent)
    , mSearch(new QLineEdit(this))
    , mTree(new PaletteTree(this))
{
    mSearch->setPlaceholderText(tr("Search SKU, name, vendor..."));
    mSearch->setClearButtonEnabled(true);
    mTree->setColumnCount(3);
    mTree->setHeaderLabels({tr("Item"), tr("U"), tr("Max W")});
    mTree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    mTree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mTree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    mTree->header()->setStretchLastSection(false);
    mTree->setDragEnabled(true);
    mTree->setDragDropMode(QAbstractItemView::DragOnly);
    mTree->setDefaultDropAction(Qt::CopyAction);
    mTree->setSelectionMode(QAbstractItemView::SingleSelection);
    mTree->setAlternatingRowColors(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(mSearch);
    layout->addWidget(mTree);
    connect(mSearch, &QLineEdit::textChanged, this, &CatalogPalette::rebuild);
}

void CatalogPalette::setCatalog(const Catalog *catalog)
{
    mCatalog = catalog;
    rebuild();
}

void CatalogPalette::rebuild()
{
    mTree->clear();
    if (!mCatalog)
        return;
    const QString text = mSearch->text().trimmed();
    std::set<QString> matches;
    for (const DeviceModel *m : text.isEmpty() ? mCatalog->models() : mCatalog->search(text))
        matches.insert(m->sku);
    const QLocale locale;
    for (const Group &group : groups()) {
        auto *parent = new QTreeWidgetItem({tr(group.title)});
        parent->setFlags(Qt::ItemIsEnabled); // a heading: neither selectable nor draggable
        QFont bold = parent->font(0);
        bold.setBold(true);
        parent->setFont(0, bold);
        for (DeviceKind kind : group.kinds)
            for (const DeviceModel *m : mCatalog->modelsOfKind(kind)) {
                if (!matches.count(m->sku))
                    continue;
                // The SKU alone fits a narrow dock; the name and specs are in the tooltip.
                auto *item = new QTreeWidgetItem(parent, {m->sku,
                                                          QString::number(m->rackUnits),
                                                          m->maxPowerW > 0 ? locale.toString(m->maxPowerW, 'f', 0)
                                                                           : QString()});
                item->setData(0, kSkuRole, m->sku);
                item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
                item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
                for (int c = 0; c < 3; ++c)
                    item->setToolTip(c, tooltip(*m));
            }
        if (parent->childCount() == 0) {
            delete parent; // never inserted into the tree, so ours to delete
            continue;
        }
        mTree->addTopLevelItem(parent);
        parent->setExpanded(true);
    }
}

QTreeWidgetItem *CatalogPalette::itemForSku(const QString &sku) const
{
    for (int g = 0; g < mTree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = mTree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            if (group->child(i)->data(0, kSkuRole).toString() == sku)
                return group->child(i);
    }
    return nullptr;
}

std::unique_ptr<QMimeData> CatalogPalette::selectionMimeData() const
{
    for (QTreeWidgetItem *item : mTree->selectedItems())
        if (const QString sku = item->data(0, kSkuRole).toString(); !sku.isEmpty())
            return makeSkuMimeData(sku);
    return nullptr;
}

} // namespace podcad
