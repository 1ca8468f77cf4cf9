#include "topologyscene.h"

#include "catalog/catalog.h"
#include "edit/devicetiers.h"
#include "fabriccolors.h"
#include "model/design.h"
#include "rolecolors.h"
#include "session/changeevent.h"
#include "topologylinklayer.h"
#include "topologynodeitem.h"

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
    case 3:
        return TopologyScene::tr("Core");
    case 2:
        return TopologyScene::tr("Spine");
    case 1:
        return TopologyScene::tr("Leaf");
    case 0:
        return TopologyScene::tr("Endpoints");
    case TopologyScene::kManagedOnly:
        return TopologyScene::tr("Out-of-band only");
    default:
        return TopologyScene::tr("Not connected");
    }
}

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
    mLinksOf.clear();
    mPlaces.clear();
    mGroups.clear();
    mLinks.clear();
    mLayerOfFabric.clear();
    mNotConnectedSlots = 0;
    mChangedAll = true;
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
    // (1.6:1), so that fit-to-view uses the window instead of drawing a thin strip; bigger tiers
    // wrap.
    auto extent = [&](std::size_t perRow) {
        double height = 0;
        for (const auto &[tier, devices] : tiers)
            height +=
                2 * kBandPadding + double((devices.size() + perRow - 1) / perRow) * kRowHeight;
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
    mWidth = width;
    mPerRow = perRow;

    double y = 0;
    for (const auto &[tier, devices] : tiers) {
        const std::size_t rows = (devices.size() + perRow - 1) / perRow;
        const double height = 2 * kBandPadding + rows * kRowHeight;
        const QRectF band(0, y, width, height);
        mBands.push_back({tier, tierName(tier), band});
        auto *fill =
            addRect(band, Qt::NoPen,
                    mBands.size() % 2 ? QColor(0xff, 0xff, 0xff) : QColor(0xec, 0xee, 0xf2));
        fill->setZValue(-10);
        for (std::size_t i = 0; i < devices.size(); ++i) {
            const std::size_t row = i / perRow, column = i % perRow;
            const std::size_t inRow = std::min(perRow, devices.size() - row * perRow);
            // Short rows are centred under the full ones.
            const double x =
                kGutter + (perRow - inRow) * kSlotWidth / 2 + (column + 0.5) * kSlotWidth;
            const QPointF centre(x, y + kBandPadding + (row + 0.5) * kRowHeight);
            const std::pair<int, int> key(tier, int(row * 1000 + column / kGroupSlots));
            mPlaces.insert(devices[i]->id, Place{centre, key});
            if (tier == kNotConnected)
                ++mNotConnectedSlots;
            GroupCentre &g = mGroups[key];
            g.sum += centre;
            ++g.count;
            syncNode(design, catalog, devices[i]->id);
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
    for (const auto &[id, fabric] : design.fabrics()) {
        mLayerOfFabric.insert(id, int(mFabrics.size()));
        mFabrics.push_back(
            {id, fabric.name.isEmpty() ? id : fabric.name, fabricColor(fabric.kind), 0});
    }
    mFabrics.push_back({QString(), tr("No fabric"), QColor(0x60, 0x60, 0x60), 0});
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
    for (const auto &[id, link] : design.links())
        addLinkLine(design, link);
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
    return std::any_of(mLayers.begin(), mLayers.end(), [&](const TopologyLinkLayer *l) {
        return l->drawsBundlesAt(levelOfDetail);
    });
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
    const QList<QGraphicsItem *> selected = selectedItems();
    // Past a few thousand cables a highlight is no longer a highlight (Select All on a SuperPOD
    // would be every cable again, drawn thicker on every frame): the selected nodes say enough.
    qsizetype cables = 0;
    for (QGraphicsItem *item : selected)
        cables += mLinksOf.value(item->data(IdKey).toString()).size();
    if (cables <= TopologyLinkLayer::kBundleThreshold)
        for (QGraphicsItem *item : selected)
            for (const QString &linkId : mLinksOf.value(item->data(IdKey).toString())) {
                const LinkEntry &entry = mLinks[linkId];
                mHighlight->addLine(entry.line, entry.color.darker(130));
            }
    mHighlight->update();
}

void TopologyScene::apply(const ChangeEvent &event, const Design &design, const Catalog &catalog)
{
    if (event.kind == ChangeEvent::Kind::DesignReplaced || needsLayout(event, design)) {
        rebuild(design, catalog, event.kind == ChangeEvent::Kind::DesignReplaced);
        return;
    }
    if (event.devices.isEmpty() && event.links.isEmpty())
        return; // racks, prices, the design's fields: nothing drawn here
    const QStringList selected = selectedIds();
    mChangedArea = QRectF();
    mChangedAll = false;
    // Devices first (a new cable needs both its nodes), then the cables.
    for (const QString &id : event.devices)
        syncNode(design, catalog, id);
    for (const QString &id : event.links)
        syncLink(design, id);
    updateHighlight();
    if (selectedIds() != selected)
        Q_EMIT selectionChanged(); // selected nodes went with their devices
}

bool TopologyScene::needsLayout(const ChangeEvent &event, const Design &design) const
{
    // A fabric that comes or goes changes the layers and the filter.
    for (const QString &id : event.fabrics)
        if (bool(design.fabric(id)) != mLayerOfFabric.contains(id))
            return true;
    // Tiers and barycentres are a property of the whole graph. A small design is laid out again
    // whenever its cables or devices come or go (a few milliseconds), so a new switch finds its
    // tier at once; a big one keeps its layout, which would otherwise jump under the person's
    // eyes and cost a frame per edit, until View > Re-layout Topology. So only a small design's
    // edit is walked twice.
    if (int(design.devices().size()) > kFullLayoutLimit)
        return false;
    for (const QString &id : event.devices)
        if (bool(design.device(id)) != mNodes.contains(id))
            return true;
    for (const QString &id : event.links)
        if (bool(design.link(id)) != mLinks.contains(id))
            return true;
    return false;
}

void TopologyScene::syncNode(const Design &design, const Catalog &catalog, const QString &id)
{
    const Device *device = design.device(id);
    TopologyNodeItem *node = mNodes.value(id);
    if (!device) {
        if (node) {
            mNodes.remove(id);
            mChangedArea |= node->sceneBoundingRect();
            delete node;
            ++mCounters.removed;
        }
        return; // its place stays in mPlaces, for an undo
    }
    if (!node) {
        node = new TopologyNodeItem(id);
        auto place = mPlaces.constFind(id);
        node->setPos(place != mPlaces.constEnd() ? place->centre : placeNewNode());
        addItem(node);
        mNodes.insert(id, node);
        ++mCounters.created;
    }
    node->sync(*device, catalog.model(device->sku), tierName(tierOf(id)));
    mChangedArea |= node->sceneBoundingRect();
    ++mCounters.synced;
}

QPointF TopologyScene::placeNewNode()
{
    auto band = std::find_if(mBands.begin(), mBands.end(),
                             [](const Band &b) { return b.tier == kNotConnected; });
    if (band == mBands.end()) {
        const double top = mBands.empty() ? 0 : mBands.back().rect.bottom();
        mBands.push_back({kNotConnected, tierName(kNotConnected),
                          QRectF(0, top, std::max(mWidth, kGutter + 8 * kSlotWidth),
                                 2 * kBandPadding + kRowHeight)});
        auto *fill =
            addRect(mBands.back().rect, Qt::NoPen,
                    mBands.size() % 2 ? QColor(0xff, 0xff, 0xff) : QColor(0xec, 0xee, 0xf2));
        fill->setZValue(-10);
        band = std::prev(mBands.end());
    }
    // After the devices the layout put there, one slot each.
    const int taken = mNotConnectedSlots++;
    const std::size_t perRow = std::max<std::size_t>(mPerRow, 1);
    const std::size_t row = std::size_t(taken) / perRow, column = std::size_t(taken) % perRow;
    const double bottomNeeded = band->rect.top() + 2 * kBandPadding + double(row + 1) * kRowHeight;
    if (bottomNeeded > band->rect.bottom()) {
        band->rect.setBottom(bottomNeeded);
        setSceneRect(sceneRect().united(band->rect.adjusted(-20, -20, 20, 20)));
    }
    return QPointF(kGutter + (column + 0.5) * kSlotWidth,
                   band->rect.top() + kBandPadding + (row + 0.5) * kRowHeight);
}

void TopologyScene::syncLink(const Design &design, const QString &id)
{
    removeLinkLine(id);
    if (const Link *link = design.link(id)) {
        const bool bundleChanged = addLinkLine(design, *link);
        if (auto it = mLinks.constFind(id); it != mLinks.constEnd()) {
            const LinkEntry &entry = *it;
            const QLineF bundle(mGroups[{entry.groups[0], entry.groups[1]}].centre(),
                                mGroups[{entry.groups[2], entry.groups[3]}].centre());
            mLayers[std::size_t(entry.layer)]->updateLine(entry.line, bundle, bundleChanged);
            noteChangedLink(entry.layer, entry.line, bundle, bundleChanged);
        }
    }
}

void TopologyScene::noteChangedLink(int layer, const QLineF &line, const QLineF &bundle,
                                    bool bundleChanged)
{
    // The minimap is drawn far below the bundles' level of detail: a big fabric shows there as
    // bundles, a small one as its cables.
    if (mLayers[std::size_t(layer)]->lineCount() <= TopologyLinkLayer::kBundleThreshold)
        mChangedArea |= QRectF(line.p1(), line.p2()).normalized().adjusted(-2, -2, 2, 2);
    else if (bundleChanged)
        mChangedArea |= QRectF(bundle.p1(), bundle.p2()).normalized().adjusted(-10, -10, 10, 10);
}

void TopologyScene::removeLinkLine(const QString &id)
{
    auto it = mLinks.find(id);
    if (it == mLinks.end())
        return;
    const LinkEntry entry = *it;
    mLinks.erase(it);
    TopologyLinkLayer *layer = mLayers[std::size_t(entry.layer)];
    layer->removeLine(id);
    const GroupCentre &ga = mGroups[{entry.groups[0], entry.groups[1]}];
    const GroupCentre &gb = mGroups[{entry.groups[2], entry.groups[3]}];
    const QLineF bundle(ga.centre(), gb.centre());
    const bool bundleChanged =
        layer->addToBundle(entry.groups, bundle, mFabrics[std::size_t(entry.layer)].color, -1);
    layer->updateLine(entry.line, bundle, bundleChanged);
    noteChangedLink(entry.layer, entry.line, bundle, bundleChanged);
    --mFabrics[std::size_t(entry.layer)].links;
    for (const QString &end : {entry.a, entry.b}) {
        const auto cables = mLinksOf.find(end);
        cables->removeOne(id);
        // A device that went (its node went first) leaves no empty entry behind.
        if (cables->isEmpty() && !mNodes.contains(end))
            mLinksOf.erase(cables);
    }
    ++mCounters.removed;
}

bool TopologyScene::addLinkLine(const Design &design, const Link &link)
{
    TopologyNodeItem *na = mNodes.value(link.a.deviceId), *nb = mNodes.value(link.b.deviceId);
    if (!na || !nb)
        return false;
    auto layerIt = mLayerOfFabric.constFind(link.fabricId);
    const int layer = layerIt == mLayerOfFabric.constEnd() ? int(mFabrics.size()) - 1 : *layerIt;
    const PortRef *upper = &link.a, *lower = &link.b;
    QPointF pa = na->pos(), pb = nb->pos();
    if (pa.y() > pb.y()) {
        std::swap(pa, pb);
        std::swap(upper, lower);
    }
    const double half = kNodeHeight / 2;
    QLineF line(pa, pb);
    if (pb.y() - pa.y() > kNodeHeight) // between rows: from the bottom edge to the top edge
        line = QLineF(pa + QPointF(0, half), pb - QPointF(0, half));
    QColor color = mFabrics[std::size_t(layer)].color;
    const Fabric *fabric = design.fabric(link.fabricId);
    if (fabric && fabric->kind == FabricKind::Compute && mTiers.value(lower->deviceId, -1) == 0 &&
        !isManagementPortGroup(lower->portGroup)) {
        color = railColor(lower->portIndex);
        mHasRails = true;
    }
    TopologyLinkLayer *target = mLayers[std::size_t(layer)];
    target->addLine(line, color, link.id);
    ++mFabrics[std::size_t(layer)].links;
    const std::pair<int, int> ga = mPlaces.value(upper->deviceId).group,
                              gb = mPlaces.value(lower->deviceId).group;
    const TopologyLinkLayer::GroupPair groups{ga.first, ga.second, gb.first, gb.second};
    const bool bundleChanged =
        target->addToBundle(groups, QLineF(mGroups[ga].centre(), mGroups[gb].centre()),
                            mFabrics[std::size_t(layer)].color);
    mLinks.insert(link.id, LinkEntry{layer, groups, line, color, link.a.deviceId, link.b.deviceId});
    mLinksOf[link.a.deviceId].append(link.id);
    mLinksOf[link.b.deviceId].append(link.id);
    return bundleChanged;
}

} // namespace podcad
