#include "topologyscene.h"

#include "catalog/catalog.h"
#include "edit/devicetiers.h"
#include "fabriccolors.h"
#include "model/design.h"
#include "rolecolors.h"
#include "topologylinklayer.h"

#include <QCollator>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QPainter>
#include <QPen>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace podcad {
namespace {

constexpr double kSlotWidth = 138;
constexpr double kRowHeight = 52;
constexpr double kBandPadding = 26;
constexpr double kGutter = 160; // left of the devices: room for the tier names at 100%
constexpr int kGroupSlots = 8;  // devices per bundle group along a row
const QColor kSelection(0xff, 0x9f, 0x1c);

QString tierName(int tier)
{
    switch (tier) {
    case 3: return TopologyScene::tr("Core");
    case 2: return TopologyScene::tr("Spine");
    case 1: return TopologyScene::tr("Leaf");
    case 0: return TopologyScene::tr("Endpoints");
    case TopologyScene::kManagedOnly: return TopologyScene::tr("Out-of-band only");
    default: return TopologyScene::tr("Not connected");
    }
}

// One device: a rounded box in its role's colour with its name and SKU, a plain block when small.
class NodeItem final : public QGraphicsItem
{
public:
    NodeItem(const QString &id, const QString &label, const QString &sku, const QColor &color)
        : mLabel(label)
        , mSku(sku)
        , mColor(color)
    {
        setData(TopologyScene::IdKey, id);
        // No item cache: at fit-to-view a 64-SU pod shows thousands of these a few pixels wide,
        // where filling a rect costs less than keeping (and, on every zoom step, re-rendering)
        // a pixmap per item; at 100% the bench measures no gain from caching either.
        setFlags(ItemIsSelectable | ItemUsesExtendedStyleOption);
        setZValue(2);
    }

    QRectF boundingRect() const override
    {
        return QRectF(-TopologyScene::kNodeWidth / 2 - 2, -TopologyScene::kNodeHeight / 2 - 2,
                      TopologyScene::kNodeWidth + 4, TopologyScene::kNodeHeight + 4);
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        const QRectF box(-TopologyScene::kNodeWidth / 2, -TopologyScene::kNodeHeight / 2,
                         TopologyScene::kNodeWidth, TopologyScene::kNodeHeight);
        const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
        const bool selected = option->state & QStyle::State_Selected;
        if (lod < 0.12) {
            // A few pixels wide: a coloured block is all that can be seen.
            painter->fillRect(box, selected ? kSelection : mColor);
            return;
        }
        painter->setPen(QPen(mColor.darker(150), 1));
        painter->setBrush(mColor);
        painter->drawRoundedRect(box, 4, 4);
        if (selected) {
            painter->setPen(QPen(kSelection, 3));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(box.adjusted(-1, -1, 1, 1), 5, 5);
        }
        // Text under about 4.5 pixels (8 pt at 56%) is noise, and the most expensive part to draw.
        if (lod * 8 < 4.5)
            return;
        QFont font = painter->font();
        font.setPointSizeF(8);
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(Qt::white);
        const QRectF text = box.adjusted(5, 2, -5, -2);
        const QFontMetricsF metrics(font);
        painter->drawText(text, Qt::AlignLeft | Qt::AlignTop,
                          metrics.elidedText(mLabel, Qt::ElideRight, text.width()));
        font.setPointSizeF(6.5);
        font.setBold(false);
        painter->setFont(font);
        painter->setPen(QColor(255, 255, 255, 210));
        painter->drawText(text, Qt::AlignLeft | Qt::AlignBottom,
                          QFontMetricsF(font).elidedText(mSku, Qt::ElideRight, text.width()));
    }

private:
    QString mLabel;
    QString mSku;
    QColor mColor;
};

} // namespace

TopologyScene::TopologyScene(QObject *parent)
    : QGraphicsScene(parent)
{
    setBackgroundBrush(QColor(0xf5, 0xf6, 0xf8));
    // Items do not move; the BSP index only pays for itself on hit tests, which are few.
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    connect(this, &QGraphicsScene::selectionChanged, this, &TopologyScene::updateHighlight);
}

void TopologyScene::rebuild(const Design &design, const Catalog &catalog, bool newDesign)
{
    const QStringList selected = selectedIds();
    std::map<QString, bool> hidden;
    for (const FabricEntry &f : mFabrics)
        hidden[f.id] = !isFabricVisible(f.id);
    {
        const QSignalBlocker blocker(this);
        clear();
    }
    mRubber = nullptr;
    mHighlight = nullptr;
    mLayers.clear();
    mNodes.clear();
    mBands.clear();
    mFabrics.clear();
    mLinesOf.clear();
    mHasRails = false;
    mTiers = deviceTiers(design, catalog);

    // Tiers, each in natural id order to begin with ("node-2" before "node-10").
    QCollator collator;
    collator.setNumericMode(true);
    // Devices cabled by their management port only (PDUs, mostly) get a band of their own below
    // the endpoints: on a SuperPOD they outnumber the GPU nodes and would bury them.
    QHash<QString, bool> dataCabled;
    for (const auto &[id, link] : design.links()) {
        if (!isManagementPortGroup(link.a.portGroup))
            dataCabled[link.a.deviceId] = true;
        if (!isManagementPortGroup(link.b.portGroup))
            dataCabled[link.b.deviceId] = true;
    }
    std::map<int, std::vector<const Device *>, std::greater<>> tiers;
    for (const auto &[id, device] : design.devices()) {
        int tier = mTiers.value(id, kNotConnected);
        if (tier == 0 && !dataCabled.value(id))
            tier = kManagedOnly;
        tiers[tier].push_back(&device);
    }
    for (auto &[tier, devices] : tiers)
        std::stable_sort(devices.begin(), devices.end(), [&](const Device *a, const Device *b) {
            return collator.compare(a->id, b->id) < 0;
        });

    // Neighbours by index, for ordering each tier by where its neighbours sit.
    QHash<QString, std::vector<QString>> neighbours;
    for (const auto &[id, link] : design.links()) {
        neighbours[link.a.deviceId].push_back(link.b.deviceId);
        neighbours[link.b.deviceId].push_back(link.a.deviceId);
    }
    QHash<QString, double> order;
    auto number = [&](const std::vector<const Device *> &devices) {
        for (std::size_t i = 0; i < devices.size(); ++i)
            order[devices[i]->id] = double(i) / std::max<std::size_t>(devices.size(), 1);
    };
    auto sortBy = [&](std::vector<const Device *> &devices, int neighbourTier) {
        std::vector<std::pair<double, const Device *>> keyed;
        for (std::size_t i = 0; i < devices.size(); ++i) {
            double sum = 0;
            int count = 0;
            for (const QString &n : neighbours.value(devices[i]->id))
                if (mTiers.value(n, -1) == neighbourTier && order.contains(n)) {
                    sum += order.value(n);
                    ++count;
                }
            keyed.emplace_back(count ? sum / count : 2.0 + double(i) / devices.size(), devices[i]);
        }
        std::stable_sort(keyed.begin(), keyed.end(),
                         [](const auto &x, const auto &y) { return x.first < y.first; });
        for (std::size_t i = 0; i < devices.size(); ++i)
            devices[i] = keyed[i].second;
    };
    // Up from the endpoints (in id order), then down again: one sweep of the barycentre method.
    if (tiers.count(0))
        number(tiers[0]);
    for (int t = 1; t <= 3; ++t)
        if (tiers.count(t)) {
            sortBy(tiers[t], t - 1);
            number(tiers[t]);
        }
    for (int t = 2; t >= 0; --t)
        if (tiers.count(t) && tiers.count(t + 1)) {
            order.clear();
            number(tiers[t + 1]);
            sortBy(tiers[t], t + 1);
        }

    // Row length: the one that makes the whole picture about as wide as a screen is to its height
    // (1.6:1), so that fit-to-view uses the window instead of drawing a thin strip; bigger tiers wrap.
    auto extent = [&](std::size_t perRow) {
        double height = 0;
        for (const auto &[tier, devices] : tiers)
            height += 2 * kBandPadding + double((devices.size() + perRow - 1) / perRow) * kRowHeight;
        return std::pair(kGutter + double(perRow) * kSlotWidth, height);
    };
    std::size_t perRow = 8;
    double bestMiss = 1e9;
    for (std::size_t candidate = 8; candidate <= 160; ++candidate) {
        const auto [w, h] = extent(candidate);
        const double miss = std::abs(std::log(w / std::max(h, 1.0) / 1.6));
        if (miss < bestMiss) {
            bestMiss = miss;
            perRow = candidate;
        }
    }
    const double width = extent(perRow).first;

    struct Group final
    {
        QPointF sum;
        int count = 0;
    };
    std::map<std::pair<int, int>, Group> groups; // (tier, group) -> centre
    QHash<QString, std::pair<int, int>> groupOf;
    QHash<QString, QPointF> centreOf;
    double y = 0;
    for (const auto &[tier, devices] : tiers) {
        const std::size_t rows = (devices.size() + perRow - 1) / perRow;
        const double height = 2 * kBandPadding + rows * kRowHeight;
        const QRectF band(0, y, width, height);
        mBands.push_back({tier, tierName(tier), band});
        auto *fill = addRect(band, Qt::NoPen,
                             mBands.size() % 2 ? QColor(0xff, 0xff, 0xff) : QColor(0xec, 0xee, 0xf2));
        fill->setZValue(-10);
        for (std::size_t i = 0; i < devices.size(); ++i) {
            const std::size_t row = i / perRow, column = i % perRow;
            const std::size_t inRow = std::min(perRow, devices.size() - row * perRow);
            // Short rows are centred under the full ones.
            const double x = kGutter + (perRow - inRow) * kSlotWidth / 2 + (column + 0.5) * kSlotWidth;
            const QPointF centre(x, y + kBandPadding + (row + 0.5) * kRowHeight);
            const Device *device = devices[i];
            const DeviceModel *model = catalog.model(device->sku);
            auto *node = new NodeItem(device->id, device->name.isEmpty() ? device->id : device->name,
                                      model ? model->sku : device->sku, roleColor(device->role));
            node->setPos(centre);
            node->setToolTip(tr("%1 (%2)\n%3, %4")
                                 .arg(device->name.isEmpty() ? device->id : device->name, device->sku,
                                      roleName(device->role), tierName(tier)));
            addItem(node);
            mNodes.insert(device->id, node);
            centreOf.insert(device->id, centre);
            const std::pair<int, int> key(tier, int(row * 1000 + column / kGroupSlots));
            groupOf.insert(device->id, key);
            Group &g = groups[key];
            g.sum += centre;
            ++g.count;
        }
        y += height;
    }

    // Cables, one layer per fabric (the filter hides layers), bundles per pair of groups. A big
    // design starts with its compute fabrics only: all fabrics at once are a wash of colour.
    const bool firstLook = newDesign || hidden.empty();
    const bool big = design.links().size() > 1500;
    if (firstLook) {
        hidden.clear();
        for (const auto &[id, fabric] : design.fabrics())
            hidden[id] = big && fabric.kind != FabricKind::Compute;
    }
    std::map<QString, int> layerOf;
    for (const auto &[id, fabric] : design.fabrics()) {
        layerOf[id] = int(mFabrics.size());
        mFabrics.push_back({id, fabric.name.isEmpty() ? id : fabric.name, fabricColor(fabric.kind), 0});
    }
    mFabrics.push_back({QString(), tr("No fabric"), QColor(0x60, 0x60, 0x60), 0});
    std::vector<std::map<std::pair<std::pair<int, int>, std::pair<int, int>>, int>> bundles(mFabrics.size());
    for (std::size_t i = 0; i < mFabrics.size(); ++i) {
        auto *layer = new TopologyLinkLayer;
        // Cables change only with the design: a pixmap of what the view shows of them makes a
        // still or panned frame a copy (Qt scrolls the cache and paints only what comes into
        // view); a zoom step repaints it. 64 SUs at 100%: 55 -> 4 ms a frame, panning 53 -> 9.
        layer->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        layer->setZValue(0);
        addItem(layer);
        mLayers.push_back(layer);
    }
    const double half = kNodeHeight / 2;
    for (const auto &[id, link] : design.links()) {
        if (!centreOf.contains(link.a.deviceId) || !centreOf.contains(link.b.deviceId))
            continue;
        auto it = layerOf.find(link.fabricId);
        const std::size_t layer = it == layerOf.end() ? mFabrics.size() - 1 : std::size_t(it->second);
        const PortRef *upper = &link.a, *lower = &link.b;
        QPointF pa = centreOf.value(link.a.deviceId), pb = centreOf.value(link.b.deviceId);
        if (pa.y() > pb.y()) {
            std::swap(pa, pb);
            std::swap(upper, lower);
        }
        QLineF line(pa, pb);
        if (pb.y() - pa.y() > kNodeHeight) // between rows: from the bottom edge to the top edge
            line = QLineF(pa + QPointF(0, half), pb - QPointF(0, half));
        QColor color = mFabrics[layer].color;
        const Fabric *fabric = design.fabric(link.fabricId);
        if (fabric && fabric->kind == FabricKind::Compute && mTiers.value(lower->deviceId, -1) == 0
            && !isManagementPortGroup(lower->portGroup)) {
            color = railColor(lower->portIndex);
            mHasRails = true;
        }
        mLayers[layer]->addLine(line, color);
        ++mFabrics[layer].links;
        mLinesOf[link.a.deviceId].emplace_back(line, color);
        mLinesOf[link.b.deviceId].emplace_back(line, color);
        auto ga = groupOf.value(upper->deviceId), gb = groupOf.value(lower->deviceId);
        ++bundles[layer][{ga, gb}];
    }
    for (std::size_t layer = 0; layer < mFabrics.size(); ++layer) {
        if (mLayers[layer]->lineCount() <= TopologyLinkLayer::kBundleThreshold)
            continue;
        for (const auto &[pair, count] : bundles[layer]) {
            const Group &a = groups[pair.first], &b = groups[pair.second];
            mLayers[layer]->addBundle(QLineF(a.sum / a.count, b.sum / b.count), mFabrics[layer].color,
                                      count);
        }
    }
    for (std::size_t i = 0; i < mFabrics.size(); ++i) {
        auto h = hidden.find(mFabrics[i].id);
        mLayers[i]->setVisible(h == hidden.end() || !h->second);
    }
    mHighlight = new TopologyLinkLayer;
    mHighlight->setWidth(2.5);
    mHighlight->setZValue(1);
    addItem(mHighlight);

    const double bottom = mBands.empty() ? 200 : mBands.back().rect.bottom();
    setSceneRect(QRectF(0, 0, std::max(width, 400.0), bottom).adjusted(-20, -20, 20, 20));
    {
        const QSignalBlocker blocker(this);
        for (const QString &id : selected)
            if (QGraphicsItem *item = mNodes.value(id))
                item->setSelected(true);
    }
    updateHighlight();
    if (selectedIds() != selected)
        Q_EMIT selectionChanged();
}

QRectF TopologyScene::objectRect(const QString &deviceId) const
{
    const QGraphicsItem *item = mNodes.value(deviceId);
    return item ? item->sceneBoundingRect() : QRectF();
}

QStringList TopologyScene::selectedIds() const
{
    QStringList ids;
    for (QGraphicsItem *item : selectedItems())
        ids << item->data(IdKey).toString();
    ids.sort();
    return ids;
}

void TopologyScene::selectIds(const QStringList &ids)
{
    const QStringList before = selectedIds();
    {
        const QSignalBlocker blocker(this);
        const std::set<QString> wanted(ids.begin(), ids.end());
        for (QGraphicsItem *item : selectedItems())
            if (!wanted.count(item->data(IdKey).toString()))
                item->setSelected(false);
        for (const QString &id : ids)
            if (QGraphicsItem *item = mNodes.value(id))
                item->setSelected(true);
    }
    updateHighlight();
    if (selectedIds() != before)
        Q_EMIT selectionChanged();
}

std::optional<QString> TopologyScene::deviceAt(QPointF pos) const
{
    for (QGraphicsItem *item : items(pos))
        if (const QString id = item->data(IdKey).toString(); !id.isEmpty())
            return id;
    return std::nullopt;
}

void TopologyScene::setFabricVisible(const QString &fabricId, bool visible)
{
    for (std::size_t i = 0; i < mFabrics.size(); ++i)
        if (mFabrics[i].id == fabricId)
            mLayers[i]->setVisible(visible);
}

bool TopologyScene::isFabricVisible(const QString &fabricId) const
{
    for (std::size_t i = 0; i < mFabrics.size(); ++i)
        if (mFabrics[i].id == fabricId)
            return mLayers[i]->isVisible();
    return false;
}

int TopologyScene::visibleLinkCount() const
{
    int n = 0;
    for (const TopologyLinkLayer *layer : mLayers)
        if (layer->isVisible())
            n += layer->lineCount();
    return n;
}

bool TopologyScene::drawsBundlesAt(double levelOfDetail) const
{
    return std::any_of(mLayers.begin(), mLayers.end(),
                       [&](const TopologyLinkLayer *l) { return l->drawsBundlesAt(levelOfDetail); });
}

void TopologyScene::showRubberLine(const QLineF &line, bool ok)
{
    if (!mRubber) {
        mRubber = addLine(QLineF());
        mRubber->setZValue(100);
    }
    QPen pen(ok ? QColor(0x2e, 0xb8, 0x4b) : QColor(0xe0, 0x32, 0x32), 2.5, Qt::DashLine);
    pen.setCosmetic(true);
    mRubber->setPen(pen);
    mRubber->setLine(line);
    mRubber->show();
}

void TopologyScene::hideRubberLine()
{
    if (mRubber)
        mRubber->hide();
}

void TopologyScene::updateHighlight()
{
    if (!mHighlight)
        return;
    mHighlight->clearLines();
    for (QGraphicsItem *item : selectedItems())
        for (const auto &[line, color] : mLinesOf.value(item->data(IdKey).toString()))
            mHighlight->addLine(line, color.darker(130));
    mHighlight->update();
}

} // namespace podcad
