#include "floorscene.h"

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "rolecolors.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>

namespace podcad {
namespace {

constexpr double kGap = 50.0;        // between racks in a row
constexpr double kRowGap = 120.0;    // between rows
constexpr double kHeaderHeight = 34.0;
constexpr double kBarHeight = 12.0;

QGraphicsSimpleTextItem *addLabel(QGraphicsScene *scene, const QString &text, QPointF at,
                                 double pointSize, const QColor &color, bool bold = false)
{
    auto *item = scene->addSimpleText(text);
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

void FloorScene::rebuild(const Design &design, const Catalog &catalog, const Analysis &analysis)
{
    clear();
    mObjectRects.clear();

    std::map<QString, const RackReport *> reports;
    for (const RackReport &r : analysis.racks)
        reports[r.rackId] = &r;

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

    QString currentRow;
    double x = 0, y = 0;
    bool first = true;
    for (const Rack *rack : racks) {
        if (first || rack->row != currentRow) {
            if (!first) {
                y += rowHeight;
                x = 0;
            }
            currentRow = rack->row;
            addLabel(this, rack->row.isEmpty() ? tr("Unassigned row") : tr("Row %1").arg(rack->row),
                    QPointF(0, y - 28), 12, QColor(0x33, 0x33, 0x33), true);
            first = false;
        }
        const DeviceModel *rackModel = catalog.model(rack->sku);
        const int heightU = rackModel ? rackModel->rackUnits : maxHeightU;
        const double top = y + kHeaderHeight + (maxHeightU - heightU) * kUnitHeight;
        const QRectF frame(x, top, kRackWidth, heightU * kUnitHeight);
        mObjectRects[rack->id] = frame;

        auto *title = addLabel(this, {}, QPointF(x, top - kHeaderHeight), 10,
                               QColor(0x22, 0x22, 0x22), true);
        title->setText(fitted(rack->name.isEmpty() ? rack->id : rack->name, title->font(),
                              kRackWidth + kGap - 8));
        title->setToolTip(rack->name.isEmpty() ? rack->id : rack->name);
        addLabel(this, rack->sku, QPointF(x, top - kHeaderHeight + 16), 7.5, QColor(0x66, 0x66, 0x66));
        addRect(frame.adjusted(-6, -4, 6, 4), QPen(QColor(0x30, 0x30, 0x30), 2),
                QColor(0x3a, 0x3d, 0x42));
        addRect(frame, Qt::NoPen, QColor(0x1e, 0x20, 0x24));
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
            if (units <= 0) {
                // Zero-U items (PDUs) hang vertically in the side channels: alternate left, right.
                const bool left = zeroUCount++ % 2 == 0;
                const QRectF strip(left ? frame.left() - 5 : frame.right() + 1, frame.top() + 4, 4,
                                   frame.height() - 8);
                mObjectRects[device->id] = strip;
                auto *item = addRect(strip, Qt::NoPen, QColor(0xf2, 0xc1, 0x4e));
                item->setToolTip(QStringLiteral("%1 (%2), zero-U")
                                     .arg(device->name.isEmpty() ? device->id : device->name,
                                          device->sku));
                continue;
            }
            if (device->lowestU <= 0)
                continue;
            const double bottom = frame.bottom() - (device->lowestU - 1) * kUnitHeight;
            const QRectF box(x + 2, bottom - units * kUnitHeight + 1, kRackWidth - 4,
                             units * kUnitHeight - 2);
            mObjectRects[device->id] = box;
            auto *item = addRect(box, QPen(QColor(0x10, 0x10, 0x10), 0.8), roleColor(device->role));
            item->setToolTip(QStringLiteral("%1 (%2)\n%3, U%4-%5")
                                 .arg(device->name.isEmpty() ? device->id : device->name,
                                      device->sku, roleName(device->role))
                                 .arg(device->lowestU)
                                 .arg(device->lowestU + units - 1));
            QFont font;
            font.setPointSizeF(units >= 2 ? 8 : 6.5);
            auto *label = addLabel(this, {}, QPointF(box.left() + 4, box.top() + 1), font.pointSizeF(),
                                  Qt::white, units >= 4);
            label->setText(fitted(device->name.isEmpty() ? device->id : device->name, label->font(),
                                  box.width() - 8));
        }

        // Power bar: share of the limit used; red past it.
        auto report = reports.find(rack->id);
        if (report != reports.end()) {
            const RackReport &r = *report->second;
            const QRectF bar(x, frame.bottom() + 10, kRackWidth, kBarHeight);
            addRect(bar, QPen(QColor(0x88, 0x88, 0x88)), Qt::white);
            const double share = r.powerLimitKw > 0 ? r.maxKw / r.powerLimitKw : 0;
            const QColor fill = r.overPower ? QColor(0xd6, 0x3b, 0x3b)
                                : share > 0.9 ? QColor(0xe8, 0xa3, 0x17)
                                              : QColor(0x4c, 0xa8, 0x5a);
            addRect(QRectF(bar.left(), bar.top(), bar.width() * std::min(share, 1.0), bar.height()),
                    Qt::NoPen, fill);
            addLabel(this,
                    r.powerLimitKw > 0 ? tr("%1 / %2 kW").arg(r.maxKw, 0, 'f', 1).arg(r.powerLimitKw, 0, 'f', 1)
                                       : tr("%1 kW").arg(r.maxKw, 0, 'f', 1),
                    QPointF(x, bar.bottom() + 3), 8, QColor(0x22, 0x22, 0x22));
            addLabel(this, r.coolingMethod, QPointF(x, bar.bottom() + 17), 7, QColor(0x55, 0x55, 0x55));
        }
        x += kRackWidth + kGap;
    }
    setSceneRect(itemsBoundingRect().adjusted(-40, -40, 40, 40));
}

} // namespace podcad
