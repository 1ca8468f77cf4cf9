#include "catalogmodel.h"

#include "catalog/catalog.h"
#include "catalog/confidence.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "widgets/skumime.h"

#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <algorithm>
#include <optional>

namespace podcad {
namespace {

// The palette's groups in display order; kinds not listed (NICs, optics, cables) are not placed by
// hand: the BOM derives them from ports and links.
struct GroupSpec final
{
    const char *title;
    std::vector<DeviceKind> kinds;
};
const std::vector<GroupSpec> &groupSpecs()
{
    static const std::vector<GroupSpec> g{
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

// The palette's strings keep the translation context they had in CatalogPalette.
QString paletteTr(const char *text)
{
    return QCoreApplication::translate("podcad::CatalogPalette", text);
}

QString tooltip(const DeviceModel &m)
{
    const QLocale locale;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> &mdash; %2")
                 .arg(m.sku.toHtmlEscaped(), m.name.toHtmlEscaped());
    if (!m.vendor.isEmpty())
        lines << m.vendor.toHtmlEscaped();
    lines << paletteTr("Height: %1U").arg(m.rackUnits);
    if (m.maxPowerW > 0)
        lines << paletteTr("Max power: %1 W").arg(format::number(m.maxPowerW, 0, locale));
    if (m.powerCapacityW > 0)
        lines << paletteTr("Delivers: %1 W").arg(format::number(m.powerCapacityW, 0, locale));
    if (m.acceleratorCount > 0)
        lines << paletteTr("GPUs: %1").arg(m.acceleratorCount);
    if (!m.portGroups.empty()) {
        QStringList ports;
        for (const PortGroup &g : m.portGroups)
            ports << QStringLiteral("%1x %2G %3 (%4)")
                         .arg(g.count)
                         .arg(g.speedGbps)
                         .arg(g.connector, g.name)
                         .toHtmlEscaped();
        lines << paletteTr("Ports: %1").arg(ports.join(QStringLiteral(", ")));
    }
    if (m.listPriceUsd > 0)
        lines << paletteTr("Price: %1%2")
                     .arg(format::usd(m.listPriceUsd),
                          m.priceProvenance.estimate ? paletteTr(" (estimate)") : QString());
    // How sure the figures are, by the document each rests on: the question a meeting asks.
    lines << paletteTr("Spec figures: %1 (%2)")
                 .arg(confidenceLabel(m.specProvenance.confidence).toHtmlEscaped(),
                      m.specProvenance.sourceDate.toHtmlEscaped());
    lines << paletteTr("Price figure: %1 (%2)")
                 .arg(confidenceLabel(m.priceProvenance.confidence).toHtmlEscaped(),
                      m.priceProvenance.sourceDate.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

// The terms an offer can quote, in the order a buyer reads them.
struct Term final
{
    const char *name;
    std::optional<double> CloudOffer::*price;
};
const Term kTerms[] = {
    {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "on-demand"), &CloudOffer::onDemandUsdPerHour},
    {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "1-year"), &CloudOffer::reserved1yUsdPerHour},
    {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "3-year"), &CloudOffer::reserved3yUsdPerHour},
    {QT_TRANSLATE_NOOP("podcad::CatalogPalette", "spot"), &CloudOffer::spotUsdPerHour},
};

// "aws-p5.48xlarge  $100.00/h on-demand": the first term the offer quotes.
QString offerLabel(const CloudOffer &o)
{
    for (const Term &t : kTerms)
        if ((o.*t.price))
            return paletteTr("%1  %2/h %3")
                .arg(o.id, format::usd(*(o.*t.price), 2), paletteTr(t.name));
    return o.id;
}

QString offerTooltip(const CloudOffer &o)
{
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> &mdash; %2 %3")
                 .arg(o.id.toHtmlEscaped(), o.provider.toHtmlEscaped(), o.instance.toHtmlEscaped());
    lines << paletteTr("GPUs per instance: %1 (%2)")
                 .arg(o.gpusPerInstance)
                 .arg(o.acceleratorId.toHtmlEscaped());
    for (const Term &t : kTerms)
        if ((o.*t.price))
            lines << paletteTr("%1: %2 per hour (%3 per GPU-hour)")
                         .arg(paletteTr(t.name), format::usd(*(o.*t.price), 2),
                              format::usd(*(o.*t.price) / std::max(1, o.gpusPerInstance), 2));
    lines << paletteTr("Source: %1 (%2)%3")
                 .arg(o.provenance.source.toHtmlEscaped(), o.provenance.sourceDate.toHtmlEscaped(),
                      o.provenance.estimate ? paletteTr(", estimate") : QString());
    lines << paletteTr("Confidence: %1").arg(confidenceLabel(o.provenance.confidence));
    return lines.join(QStringLiteral("<br>"));
}

} // namespace

CatalogModel::CatalogModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

void CatalogModel::setCatalog(std::shared_ptr<const Catalog> snapshot)
{
    beginResetModel();
    mCatalog = std::move(snapshot);
    const Catalog *catalog = mCatalog.get();
    mGroups.clear();
    if (catalog)
        for (const GroupSpec &spec : groupSpecs()) {
            Group group{paletteTr(spec.title), {}, {}};
            for (DeviceKind kind : spec.kinds)
                for (const DeviceModel *m : catalog->modelsOfKind(kind))
                    group.models.push_back(m);
            if (!group.models.empty())
                mGroups.push_back(std::move(group));
        }
    if (catalog && !catalog->cloudOffers().empty())
        mGroups.push_back({paletteTr(QT_TRANSLATE_NOOP("podcad::CatalogPalette", "Cloud offers")),
                           {},
                           catalog->cloudOffers()});
    endResetModel();
}

QModelIndex CatalogModel::indexForSku(const QString &sku) const
{
    for (std::size_t g = 0; g < mGroups.size(); ++g)
        for (std::size_t i = 0; i < mGroups[g].models.size(); ++i)
            if (mGroups[g].models[i]->sku == sku)
                return createIndex(int(i), Item, quintptr(g + 1));
    return {};
}

QModelIndex CatalogModel::indexForCloudOffer(const QString &id) const
{
    for (std::size_t g = 0; g < mGroups.size(); ++g)
        for (std::size_t i = 0; i < mGroups[g].offers.size(); ++i)
            if (mGroups[g].offers[i]->id == id)
                return createIndex(int(mGroups[g].models.size() + i), Item, quintptr(g + 1));
    return {};
}

QModelIndex CatalogModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(mGroups.size()) ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0 || parent.row() >= int(mGroups.size()) ||
        row >= int(mGroups[std::size_t(parent.row())].size()))
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex CatalogModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), Item, quintptr(0));
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(mGroups.size());
    if (parent.internalId() != 0 || parent.column() != Item)
        return 0;
    return int(mGroups[std::size_t(parent.row())].size());
}

int CatalogModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

const DeviceModel *CatalogModel::modelAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return nullptr;
    const Group &g = mGroups[std::size_t(index.internalId() - 1)];
    return std::size_t(index.row()) < g.models.size() ? g.models[std::size_t(index.row())]
                                                      : nullptr;
}

const CloudOffer *CatalogModel::offerAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return nullptr;
    const Group &g = mGroups[std::size_t(index.internalId() - 1)];
    const std::size_t row = std::size_t(index.row());
    return row >= g.models.size() && row < g.size() ? g.offers[row - g.models.size()] : nullptr;
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const DeviceModel *m = modelAt(index);
    if (const CloudOffer *o = m ? nullptr : offerAt(index)) {
        switch (role) {
        case Qt::DisplayRole:
            return index.column() == Item ? offerLabel(*o) : QString();
        case Qt::ToolTipRole:
            return offerTooltip(*o);
        case CloudOfferRole:
            return o->id;
        case OfferSearchRole:
            return QStringList{o->id, o->provider, o->instance, o->acceleratorId,
                               o->provenance.source}
                .join(u' ');
        }
        return {};
    }
    if (!m) { // a group heading
        if (index.column() != Item)
            return {};
        if (role == Qt::DisplayRole)
            return mGroups[std::size_t(index.row())].title;
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        // The SKU alone fits a narrow dock; the name and specs are in the tooltip.
        case Item:
            return m->sku;
        case Units:
            return QString::number(m->rackUnits);
        case MaxPower:
            return m->maxPowerW > 0 ? format::number(m->maxPowerW, 0, QLocale()) : QString();
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == Item
                   ? QVariant()
                   : QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        return tooltip(*m);
    case SkuRole:
        return m->sku;
    }
    return {};
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case Item:
        return paletteTr("Item");
    case Units:
        return paletteTr("U");
    case MaxPower:
        return paletteTr("Max W");
    }
    return {};
}

Qt::ItemFlags CatalogModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (offerAt(index)) // browsed: there is nothing to drop into a rack
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (!modelAt(index))
        return Qt::ItemIsEnabled; // a heading: neither selectable nor draggable
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled |
           Qt::ItemNeverHasChildren;
}

QStringList CatalogModel::mimeTypes() const
{
    return {skuMimeType()};
}

QMimeData *CatalogModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &index : indexes)
        if (const DeviceModel *m = modelAt(index))
            return makeSkuMimeData(m->sku).release(); // QDrag takes ownership
    return nullptr;
}

Qt::DropActions CatalogModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

} // namespace podcad
