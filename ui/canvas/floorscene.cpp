#include "floorscene.h"

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "catalog/rackmodelfootprint.h"
#include "edit/placement.h"
#include "floordeviceitem.h"
#include "floorlabelitem.h"
#include "floorrackitem.h"
#include "model/design.h"
#include "powerbaritem.h"
#include "rolecolors.h"
#include "session/changeevent.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPen>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>
#include <set>

namespace podcad {
namespace {

constexpr double kGap = 50.0;     // between racks in a row
constexpr double kRowGap = 120.0; // between rows
constexpr double kBarHeight = PowerBarItem::kBarHeight;

} // namespace

FloorScene::FloorScene(QObject *parent)
    : QGraphicsScene(parent)
{
    setBackgroundBrush(QColor(0xf5, 0xf6, 0xf8));
}

QRectF FloorScene::objectRect(const QString &objectId) const
{
    if (auto it = mRacks.find(objectId); it != mRacks.end())
        return it->second.frame;
    if (const FloorDeviceItem *item = mDeviceItems.value(objectId))
        return item->mapRectToScene(item->rect());
    return {};
}

QStringList FloorScene::selectedIds() const
{
    QStringList ids;
    for (QGraphicsItem *item : selectedItems())
        ids << item->data(IdKey).toString();
    ids.sort();
    return ids;
}

void FloorScene::applySelection(const QStringList &ids)
{
    // By the id maps, not by walking the scene's items: a 64-SU floor has tens of thousands.
    const std::set<QString> wanted(ids.begin(), ids.end());
    const QSignalBlocker blocker(this);
    for (QGraphicsItem *item : selectedItems())
        if (!wanted.count(item->data(IdKey).toString()))
            item->setSelected(false);
    for (const QString &id : ids) {
        if (auto it = mRackItems.find(id); it != mRackItems.end())
            it->second->setSelected(true);
        else if (FloorDeviceItem *device = mDeviceItems.value(id))
            device->setSelected(true);
    }
}

void FloorScene::selectIds(const QStringList &ids)
{
    const QStringList before = selectedIds();
    applySelection(ids);
    if (selectedIds() != before)
        Q_EMIT selectionChanged();
}

std::optional<std::pair<QString, QString>> FloorScene::objectAt(QPointF pos) const
{
    for (QGraphicsItem *item : items(pos)) // topmost first
        for (QGraphicsItem *i = item; i; i = i->parentItem())
            if (!i->data(IdKey).toString().isEmpty())
                return std::make_pair(i->data(IdKey).toString(), i->data(KindKey).toString());
    return std::nullopt;
}

std::optional<FloorScene::Slot> FloorScene::slotAt(QPointF pos) const
{
    for (const auto &[id, rack] : mRacks) {
        // A little beyond the frame counts, so that the top and bottom units are easy to hit.
        const QRectF area = rack.frame.adjusted(-8, -kHeaderHeight, 8, kUnitHeight * 2);
        if (area.contains(pos))
            return Slot{id, int(std::floor((rack.frame.bottom() - pos.y()) / kUnitHeight)) + 1};
    }
    return std::nullopt;
}

QRectF FloorScene::slotRect(const QString &rackId, int lowestU, int units) const
{
    auto it = mRacks.find(rackId);
    if (it == mRacks.end())
        return {};
    const QRectF &frame = it->second.frame;
    if (units <= 0) // zero-U items hang in the side channels: mark the whole height
        return frame.adjusted(-6, 0, 6, 0);
    const double bottom = frame.bottom() - (lowestU - 1) * kUnitHeight;
    return QRectF(frame.left(), bottom - units * kUnitHeight, frame.width(), units * kUnitHeight);
}

std::optional<QString> FloorScene::nearestRow(QPointF pos) const
{
    const RowBand *best = nullptr;
    double bestDistance = 0;
    for (const RowBand &band : mRows) {
        const double d = pos.y() < band.top      ? band.top - pos.y()
                         : pos.y() > band.bottom ? pos.y() - band.bottom
                                                 : 0;
        if (!best || d < bestDistance) {
            best = &band;
            bestDistance = d;
        }
    }
    return best ? std::optional<QString>(best->row) : std::nullopt;
}

QRectF FloorScene::rackRectAt(const QString &row, double xM, int heightU) const
{
    const double height = std::max(heightU, 1) * kUnitHeight;
    for (const RowBand &band : mRows)
        if (band.row == row)
            return QRectF(xM * kPixelsPerMetre, band.frameBottom - height, kRackWidth, height);
    return QRectF(xM * kPixelsPerMetre, kHeaderHeight, kRackWidth, height);
}

void FloorScene::showAnalysis(const Analysis *analysis)
{
    std::map<QString, const RackReport *> reports;
    if (analysis)
        for (const RackReport &r : analysis->racks)
            reports[r.rackId] = &r;
    for (const auto &[id, item] : mRackItems) {
        auto it = reports.find(id);
        item->powerBar()->setReport(it == reports.end() ? nullptr : it->second);
    }
}

const PowerBarItem *FloorScene::powerBar(const QString &rackId) const
{
    auto it = mRackItems.find(rackId);
    return it == mRackItems.end() ? nullptr : it->second->powerBar();
}

bool FloorScene::isBelowLastRow(QPointF pos) const
{
    return !mRows.empty() && pos.y() > mRows.back().bottom;
}

QRectF FloorScene::newRackRect(const QString &row, int heightU) const
{
    const double height = std::max(heightU, 1) * kUnitHeight;
    for (const RowBand &band : mRows)
        if (band.row == row)
            return QRectF(band.nextX, band.frameBottom - height, kRackWidth, height);
    if (!mRows.empty())
        return QRectF(0, mRows.back().frameBottom + mRowHeight - height, kRackWidth, height);
    return QRectF(0, kHeaderHeight, kRackWidth, height);
}

void FloorScene::showTarget(const QRectF &rect, bool ok)
{
    if (!mTarget) {
        mTarget = addRect(QRectF());
        mTarget->setZValue(100);
    }
    const QColor color = ok ? QColor(0x2e, 0xb8, 0x4b) : QColor(0xe0, 0x32, 0x32);
    QColor fill = color;
    fill.setAlpha(90);
    mTarget->setPen(QPen(color, 2));
    mTarget->setBrush(fill);
    mTarget->setRect(rect);
    mTarget->show();
}

void FloorScene::hideTarget()
{
    if (mTarget)
        mTarget->hide();
}

void FloorScene::rebuild(const Design &design, const Catalog &catalog, const Analysis *analysis)
{
    const QStringList selected = selectedIds();
    {
        // Items are about to be replaced, not unselected: nobody needs to hear about it.
        const QSignalBlocker blocker(this);
        clear();
    }
    mTarget = nullptr;
    mChangedAll = true;
    mRacks.clear();
    mRackItems.clear();
    mDeviceItems.clear();
    mDecorations.clear();
    mDecorationTexts.clear();
    mRows.clear();
    layoutRacks(design, catalog, {});
    showAnalysis(analysis);
    // Only a selected object that is gone is news; the same selection on new items is not.
    applySelection(selected);
    if (selectedIds() != selected)
        Q_EMIT selectionChanged();
}

void FloorScene::apply(const ChangeEvent &event, const Design &design, const Catalog &catalog)
{
    if (event.kind == ChangeEvent::Kind::DesignReplaced) {
        rebuild(design, catalog, nullptr);
        return;
    }
    const QStringList selected = selectedIds();
    mChangedArea = QRectF();
    mChangedAll = false;
    // Racks first: a device placed into a new rack needs the rack's item.
    if (!event.racks.isEmpty())
        layoutRacks(design, catalog, event.racks); // notes the racks whose frame changed
    std::vector<QString> touchedRacks;
    for (const QString &id : event.devices)
        if (design.device(id) || mDeviceItems.contains(id))
            syncDevice(design, catalog, id, touchedRacks);
    std::sort(touchedRacks.begin(), touchedRacks.end());
    touchedRacks.erase(std::unique(touchedRacks.begin(), touchedRacks.end()), touchedRacks.end());
    for (const QString &rackId : touchedRacks)
        syncZeroU(design, catalog, rackId);
    if (selectedIds() != selected)
        Q_EMIT selectionChanged(); // selected items went with their objects
}

void FloorScene::layoutRacks(const Design &design, const Catalog &catalog, const IdSet &edited)
{
    // Rows in label order, racks in a row by floor position: the floor plan read left to right.
    std::vector<const Rack *> racks;
    racks.reserve(design.racks().size());
    for (const auto &[id, rack] : design.racks())
        racks.push_back(&rack);
    std::stable_sort(racks.begin(), racks.end(), [](const Rack *a, const Rack *b) {
        if (a->row != b->row)
            return a->row < b->row;
        return a->floorPositionM.x() < b->floorPositionM.x();
    });

    int maxHeightU = 0;
    for (const Rack *rack : racks)
        if (const DeviceModel *m = catalog.model(rack->sku))
            maxHeightU = std::max(maxHeightU, m->rackUnits);
    if (maxHeightU == 0)
        maxHeightU = 48;
    const double rowHeight = kHeaderHeight + maxHeightU * kUnitHeight + kBarHeight + kRowGap;
    mRowHeight = rowHeight;

    // Racks that are gone take their devices' items with them.
    for (auto it = mRackItems.begin(); it != mRackItems.end();) {
        const QString id = (it++)->first;
        if (!design.rack(id)) {
            mChangedArea |= mRackItems[id]->sceneBoundingRect();
            removeRackItem(id);
        }
    }

    mRows.clear();
    double y = 0;
    for (const Rack *rack : racks) {
        const double x = rack->floorPositionM.x() * kPixelsPerMetre;
        if (mRows.empty() || rack->row != mRows.back().row) {
            if (!mRows.empty())
                y += rowHeight;
            mRows.push_back({rack->row, y - 28, y + rowHeight - kRowGap / 2, x,
                             y + kHeaderHeight + maxHeightU * kUnitHeight, x});
        }
        const DeviceModel *rackModel = catalog.model(rack->sku);
        const int heightU = rackModel ? rackModel->rackUnits : maxHeightU;
        const double top = y + kHeaderHeight + (maxHeightU - heightU) * kUnitHeight;
        // Narrow racks (600 mm NVL72 frames) stand closer together: drawn narrower, not
        // overlapping; a model without a width is as wide as placement and arrange take it.
        const double widthM = rackFootprint(rackModel).widthM;
        const double pitch = widthM * kPixelsPerMetre;
        const RackFrame frame{
            QRectF(x, top, std::min(kRackWidth, pitch - 24), heightU * kUnitHeight), heightU,
            pitch};
        mRows.back().nextX = std::max(mRows.back().nextX, x + pitch);

        auto known = mRacks.find(rack->id);
        FloorRackItem *item = nullptr;
        if (auto it = mRackItems.find(rack->id); it != mRackItems.end())
            item = it->second;
        const bool isNew = !item;
        const bool resized =
            !isNew && (known == mRacks.end() || known->second.frame.size() != frame.frame.size());
        if (isNew) {
            item = new FloorRackItem(rack->id);
            addItem(item);
            mRackItems[rack->id] = item;
            ++mCounters.created;
        }
        mRacks[rack->id] = frame;
        if (isNew || resized || edited.contains(rack->id) || known->second.frame != frame.frame) {
            if (!isNew)
                mChangedArea |= item->sceneBoundingRect().united(
                    item->childrenBoundingRect().translated(item->pos()));
            item->sync(*rack, frame.frame, heightU, pitch);
            mChangedArea |= item->sceneBoundingRect().united(
                item->childrenBoundingRect().translated(item->pos()));
            ++mCounters.synced;
        }
        // A new rack brings its devices (undo of a rack's removal); a resized one places them
        // again.
        if (isNew || resized) {
            std::vector<QString> ignored;
            for (const Device *device : design.devicesIn(rack->id))
                syncDevice(design, catalog, device->id, ignored);
            syncZeroU(design, catalog, rack->id);
        }
    }
    updateDecorations(design);
}

void FloorScene::updateDecorations(const Design &design)
{
    // What the row titles and the new-row hint say and where: unchanged by most rack edits (a rack
    // added at the end of a row), and then the labels stay as they are.
    std::vector<std::pair<QString, QPointF>> wanted;
    for (const RowBand &band : mRows)
        wanted.emplace_back(band.row.isEmpty() ? tr("Unassigned row") : tr("Row %1").arg(band.row),
                            QPointF(band.left, band.top));
    // Below the last row, where a rack from the palette starts the next row: say so, faintly.
    if (!mRows.empty())
        wanted.emplace_back(tr("Drop a rack here to start row %1").arg(nextRowLabel(design)),
                            QPointF(0, mRows.back().bottom + 12));
    if (wanted != mDecorationTexts) {
        for (QGraphicsItem *item : mDecorations) {
            mChangedArea |= item->sceneBoundingRect();
            delete item;
        }
        mDecorations.clear();
        for (std::size_t i = 0; i < wanted.size(); ++i) {
            const bool hint = !mRows.empty() && i + 1 == wanted.size();
            auto *item =
                hint ? new FloorLabelItem(wanted[i].first, 9, QColor(0x9a, 0x9f, 0xa8), false)
                     : new FloorLabelItem(wanted[i].first, 12, QColor(0x33, 0x33, 0x33), true);
            item->setPos(wanted[i].second);
            addItem(item);
            mDecorations.push_back(item);
            mChangedArea |= item->sceneBoundingRect();
        }
        mDecorationTexts = std::move(wanted);
    }
    QRectF bounds;
    for (const auto &[id, frame] : mRacks)
        // Under the frame: the power bar, its two lines of text and the feed A and B bars.
        bounds |= frame.frame.adjusted(-30, -kHeaderHeight, 0, kBarHeight + 56);
    for (const QGraphicsItem *item : mDecorations)
        bounds |= QRectF(item->pos(),
                         QSizeF(item == mDecorations.back() && !mRows.empty() ? 300 : 100, 20));
    // Room beyond the last rack of each row, so that a rack can be dropped there.
    if (bounds.isNull())
        bounds = QRectF(0, 0, kRackWidth, 48 * kUnitHeight);
    const QRectF rect = bounds.adjusted(-40, -40, kRackWidth + kGap + 40, 60);
    if (rect != sceneRect())
        setSceneRect(rect);
}

void FloorScene::removeRackItem(const QString &id)
{
    auto it = mRackItems.find(id);
    if (it == mRackItems.end())
        return;
    for (QGraphicsItem *child : it->second->childItems())
        if (child->data(KindKey).toString() == kDeviceKind)
            mDeviceItems.remove(child->data(IdKey).toString());
    delete it->second;
    mRackItems.erase(it);
    mRacks.erase(id);
    ++mCounters.removed;
}

void FloorScene::removeDeviceItem(const QString &id)
{
    if (FloorDeviceItem *item = mDeviceItems.take(id)) {
        mChangedArea |= item->sceneBoundingRect();
        delete item;
        ++mCounters.removed;
    }
}

void FloorScene::syncDevice(const Design &design, const Catalog &catalog, const QString &id,
                            std::vector<QString> &racks)
{
    FloorDeviceItem *item = mDeviceItems.value(id);
    if (item)
        mChangedArea |= item->sceneBoundingRect();
    // Zero-U strips are spaced by their order in the rack: one coming or going moves the others.
    if (item && item->isZeroU() && item->parentItem())
        racks.push_back(item->parentItem()->data(IdKey).toString());
    const Device *device = design.device(id);
    auto rackIt = device && device->isPlaced() ? mRackItems.find(device->rackId) : mRackItems.end();
    const DeviceModel *model = device ? catalog.model(device->sku) : nullptr;
    const int units = model ? model->rackUnits : 1;
    // Not drawn: gone, unplaced, or a racked device without a unit.
    if (rackIt == mRackItems.end() || (units > 0 && device->lowestU <= 0)) {
        removeDeviceItem(id);
        return;
    }
    FloorRackItem *rack = rackIt->second;
    if (units <= 0)
        racks.push_back(device->rackId);
    if (!item) {
        item = new FloorDeviceItem(id, rack);
        mDeviceItems.insert(id, item);
        ++mCounters.created;
    } else if (item->parentItem() != rack) {
        item->setParentItem(rack);
    }
    if (units <= 0)
        return; // zero-U strips are spaced by syncZeroU, once per rack
    const QRectF frame = rack->interior();
    const double bottom = frame.bottom() - (device->lowestU - 1) * kUnitHeight;
    item->sync(
        *device, model,
        QRectF(2, bottom - units * kUnitHeight + 1, frame.width() - 4, units * kUnitHeight - 2),
        false);
    mChangedArea |= item->sceneBoundingRect();
    ++mCounters.synced;
}

void FloorScene::syncZeroU(const Design &design, const Catalog &catalog, const QString &rackId)
{
    auto rackIt = mRackItems.find(rackId);
    if (rackIt == mRackItems.end())
        return;
    const QRectF frame = rackIt->second->interior();
    mChangedArea |= rackIt->second->sceneBoundingRect();
    // Zero-U items (PDUs) hang vertically in the side channels: alternate left, right, in id order.
    int count = 0;
    for (const Device *device : design.devicesIn(rackId)) {
        const DeviceModel *model = catalog.model(device->sku);
        if (!model || model->rackUnits > 0)
            continue;
        FloorDeviceItem *item = mDeviceItems.value(device->id);
        if (!item)
            continue;
        const bool left = count++ % 2 == 0;
        item->sync(*device, model,
                   QRectF(left ? frame.left() - 5 : frame.right() + 1, frame.top() + 4, 4,
                          frame.height() - 8),
                   true);
        ++mCounters.synced;
    }
}

} // namespace podcad
