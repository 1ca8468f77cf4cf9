#include "floorscene.h"

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "edit/placement.h"
#include "powerbaritem.h"
#include "rolecolors.h"

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

constexpr double kGap = 50.0;        // between racks in a row
constexpr double kRowGap = 120.0;    // between rows
constexpr double kHeaderHeight = 34.0;
constexpr double kBarHeight = PowerBarItem::kBarHeight;
const QColor kSelection(0xff, 0x9f, 0x1c);
// Below this zoom boxes are filled without outlines, and text under kLegiblePixels is not drawn:
// at fit-to-view a 64-SU floor is tens of thousands of items, most of them labels nobody can read.
constexpr double kOutlineLod = 0.25;
constexpr double kLegiblePixels = 4.5;

// Text that is not drawn when it would be too small to read.
class LabelItem final : public QGraphicsSimpleTextItem
{
public:
    using QGraphicsSimpleTextItem::QGraphicsSimpleTextItem;

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
        if (lod * font().pointSizeF() < kLegiblePixels)
            return;
        QGraphicsSimpleTextItem::paint(painter, option, widget);
    }
};

// A rack or device box. Draws its own selection outline: the default dashed one is too thin to
// see on dark rack interiors.
class ObjectItem final : public QGraphicsRectItem
{
public:
    ObjectItem(const QRectF &rect, const QString &id, const QString &kind)
        : QGraphicsRectItem(rect)
    {
        setData(FloorScene::IdKey, id);
        setData(FloorScene::KindKey, kind);
        setFlag(ItemIsSelectable);
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
        if (lod < kOutlineLod) {
            // A whole hall on screen: a device is a few pixels, its outline would be all there is.
            painter->fillRect(rect(), brush());
        } else {
            painter->setPen(pen());
            painter->setBrush(brush());
            painter->drawRect(rect());
        }
        if (option->state & QStyle::State_Selected) {
            painter->setPen(QPen(kSelection, 3));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(rect().adjusted(1, 1, -1, -1));
        }
    }
};

QGraphicsSimpleTextItem *addLabel(QGraphicsScene *scene, const QString &text, QPointF at,
                                 double pointSize, const QColor &color, bool bold = false)
{
    auto *item = new LabelItem(text);
    scene->addItem(item);
    QFont font = item->font();
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    item->setFont(font);
    item->setBrush(color);
    item->setPos(at);
    return item;
}

// Elides a label to the width available inside a device box.
QString fitted(const QString &text, const QFont &font, double width)
{
    QFontMetricsF metrics(font);
    return metrics.elidedText(text, Qt::ElideRight, width);
}

QString display(const QString &id, const QString &name) { return name.isEmpty() ? id : name; }

} // namespace

FloorScene::FloorScene(QObject *parent)
    : QGraphicsScene(parent)
{
    setBackgroundBrush(QColor(0xf5, 0xf6, 0xf8));
}

QRectF FloorScene::objectRect(const QString &objectId) const
{
    auto it = mObjectRects.find(objectId);
    return it == mObjectRects.end() ? QRectF() : it->second;
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
    const std::set<QString> wanted(ids.begin(), ids.end());
    const QSignalBlocker blocker(this);
    for (QGraphicsItem *item : items())
        if (item->flags() & QGraphicsItem::ItemIsSelectable)
            item->setSelected(wanted.count(item->data(IdKey).toString()) > 0);
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
        const double d = pos.y() < band.top ? band.top - pos.y()
                         : pos.y() > band.bottom ? pos.y() - band.bottom : 0;
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
    for (const auto &[id, bar] : mBars) {
        auto it = reports.find(id);
        bar->setReport(it == reports.end() ? nullptr : it->second);
    }
}

const PowerBarItem *FloorScene::powerBar(const QString &rackId) const
{
    auto it = mBars.find(rackId);
    return it == mBars.end() ? nullptr : it->second;
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
    mObjectRects.clear();
    mRacks.clear();
    mRows.clear();
    mBars.clear();

    // Rows in label order, racks in a row by floor position: the floor plan read left to right.
    std::vector<const Rack *> racks;
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

    double y = 0;
    for (const Rack *rack : racks) {
        const double x = rack->floorPositionM.x() * kPixelsPerMetre;
        if (mRows.empty() || rack->row != mRows.back().row) {
            if (!mRows.empty())
                y += rowHeight;
            mRows.push_back({rack->row, y - 28, y + rowHeight - kRowGap / 2, x,
                             y + kHeaderHeight + maxHeightU * kUnitHeight});
            addLabel(this, rack->row.isEmpty() ? tr("Unassigned row") : tr("Row %1").arg(rack->row),
                     QPointF(x, y - 28), 12, QColor(0x33, 0x33, 0x33), true);
        }
        const DeviceModel *rackModel = catalog.model(rack->sku);
        const int heightU = rackModel ? rackModel->rackUnits : maxHeightU;
        const double top = y + kHeaderHeight + (maxHeightU - heightU) * kUnitHeight;
        // Narrow racks (600 mm NVL72 frames) stand closer together: drawn narrower, not overlapping.
        const double widthM = rackModel && rackModel->widthMm > 0 ? rackModel->widthMm / 1000.0 : 0.8;
        const double pitch = widthM * kPixelsPerMetre;
        const QRectF frame(x, top, std::min(kRackWidth, pitch - 24), heightU * kUnitHeight);
        mObjectRects[rack->id] = frame;
        mRacks[rack->id] = {frame, heightU};

        auto *title = addLabel(this, {}, QPointF(x, top - kHeaderHeight), 10,
                               QColor(0x22, 0x22, 0x22), true);
        title->setText(fitted(display(rack->id, rack->name), title->font(), pitch - 8));
        title->setToolTip(display(rack->id, rack->name));
        addLabel(this, rack->sku, QPointF(x, top - kHeaderHeight + 16), 7.5, QColor(0x66, 0x66, 0x66));
        auto *rackItem = new ObjectItem(frame.adjusted(-6, -4, 6, 4), rack->id, kRackKind);
        rackItem->setPen(QPen(QColor(0x30, 0x30, 0x30), 2));
        rackItem->setBrush(QColor(0x3a, 0x3d, 0x42));
        rackItem->setToolTip(tr("%1 (%2)").arg(display(rack->id, rack->name), rack->sku));
        addItem(rackItem);
        auto *inside = new QGraphicsRectItem(frame.translated(-frame.topLeft()), rackItem);
        inside->setPos(frame.topLeft());
        inside->setPen(Qt::NoPen);
        inside->setBrush(QColor(0x1e, 0x20, 0x24));
        for (int u = 1; u <= heightU; u += 1) {
            const double uy = frame.bottom() - u * kUnitHeight;
            if (u % 5 == 0 || u == 1)
                addLabel(this, QString::number(u), QPointF(x - 8 - 14, uy + 1), 6,
                         QColor(0x70, 0x70, 0x70));
        }

        int zeroUCount = 0;
        for (const Device *device : design.devicesIn(rack->id)) {
            const DeviceModel *m = catalog.model(device->sku);
            const int units = m ? m->rackUnits : 1;
            const QString name = display(device->id, device->name);
            if (units <= 0) {
                // Zero-U items (PDUs) hang vertically in the side channels: alternate left, right.
                const bool left = zeroUCount++ % 2 == 0;
                const QRectF strip(left ? frame.left() - 5 : frame.right() + 1, frame.top() + 4, 4,
                                   frame.height() - 8);
                mObjectRects[device->id] = strip;
                auto *item = new ObjectItem(strip, device->id, kDeviceKind);
                item->setPen(Qt::NoPen);
                item->setBrush(QColor(0xf2, 0xc1, 0x4e));
                item->setZValue(2);
                item->setToolTip(tr("%1 (%2), zero-U").arg(name, device->sku));
                addItem(item);
                continue;
            }
            if (device->lowestU <= 0)
                continue;
            const double bottom = frame.bottom() - (device->lowestU - 1) * kUnitHeight;
            const QRectF box(x + 2, bottom - units * kUnitHeight + 1, frame.width() - 4,
                             units * kUnitHeight - 2);
            mObjectRects[device->id] = box;
            auto *item = new ObjectItem(box, device->id, kDeviceKind);
            item->setPen(QPen(QColor(0x10, 0x10, 0x10), 0.8));
            item->setBrush(roleColor(device->role));
            item->setZValue(1);
            item->setToolTip(tr("%1 (%2)\n%3, U%4-%5")
                                 .arg(name, device->sku, roleName(device->role))
                                 .arg(device->lowestU)
                                 .arg(device->lowestU + units - 1));
            addItem(item);
            auto *label = new LabelItem(item);
            QFont font = label->font();
            font.setPointSizeF(units >= 2 ? 8 : 6.5);
            font.setBold(units >= 4);
            label->setFont(font);
            label->setBrush(Qt::white);
            label->setPos(box.left() + 4, box.top() + 1);
            label->setText(fitted(name, font, box.width() - 8));
        }

        // Power bar: share of the limit used; red past it. showAnalysis() refills it.
        auto *bar = new PowerBarItem(frame.width());
        bar->setPos(x, frame.bottom() + 10);
        addItem(bar);
        mBars[rack->id] = bar;
        mRows.back().nextX = std::max(mRows.back().nextX, x + pitch);
    }
    // Below the last row, where a rack from the palette starts the next row: say so, faintly.
    if (!mRows.empty())
        addLabel(this, tr("Drop a rack here to start row %1").arg(nextRowLabel(design)),
                 QPointF(0, mRows.back().bottom + 12), 9,
                 QColor(0x9a, 0x9f, 0xa8));
    // Room beyond the last rack of each row, so that a rack can be dropped there.
    QRectF bounds = itemsBoundingRect();
    if (bounds.isNull())
        bounds = QRectF(0, 0, kRackWidth, maxHeightU * kUnitHeight);
    setSceneRect(bounds.adjusted(-40, -40, kRackWidth + kGap + 40, 60));
    showAnalysis(analysis);
    // Only a selected object that is gone is news; the same selection on new items is not.
    applySelection(selected);
    if (selectedIds() != selected)
        Q_EMIT selectionChanged();
}

} // namespace podcad
