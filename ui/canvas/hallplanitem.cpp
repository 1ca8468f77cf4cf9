#include "hallplanitem.h"

#include "hallscene.h"

#include <QPainter>

namespace podcad {

HallPlanItem::HallPlanItem()
{
    setZValue(0);
    // The plan changes with the hall only; a cached picture keeps panning a big hall cheap.
    setCacheMode(DeviceCoordinateCache);
}

void HallPlanItem::setPlan(const Hall &hall, std::vector<RowExtent> rows)
{
    prepareGeometryChange();
    mHall = hall;
    mRows = std::move(rows);
    const double ppm = HallScene::kPixelsPerMetre;
    mBounds = QRectF(hall.originM * ppm, QSizeF(hall.widthM, hall.depthM) * ppm);
    for (const RowExtent &r : mRows)
        mBounds |=
            QRectF(r.leftM * ppm, (r.row.originM.y() - hall.coldAisleM) * ppm,
                   (r.rightM - r.leftM) * ppm, (r.depthM + hall.coldAisleM + hall.hotAisleM) * ppm);
    mBounds.adjust(-2, -2, 2, 2);
    update();
}

void HallPlanItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const double ppm = HallScene::kPixelsPerMetre;
    for (const RowExtent &r : mRows) {
        const double y = r.row.originM.y() * ppm;
        const double width = (r.rightM - r.leftM) * ppm;
        const double cold = mHall.coldAisleM * ppm, hot = mHall.hotAisleM * ppm;
        const double depth = r.depthM * ppm;
        // Fronts face the cold aisle: north is towards y = 0.
        const bool north = r.row.facing == Facing::North;
        const QRectF coldAisle(r.leftM * ppm, north ? y - cold : y + depth, width, cold);
        const QRectF hotAisle(r.leftM * ppm, north ? y + depth : y - hot, width, hot);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(210, 228, 250));
        painter->drawRect(coldAisle);
        painter->setBrush(QColor(250, 220, 210));
        painter->drawRect(hotAisle);
        if (r.row.containment != Containment::None) {
            const bool coldContained = r.row.containment == Containment::ColdAisle;
            QPen pen(coldContained ? QColor(30, 90, 200) : QColor(200, 60, 30), 2);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->setBrush(QBrush(pen.color(), Qt::BDiagPattern));
            painter->drawRect(coldContained ? coldAisle : hotAisle);
        }
    }
    QPen trayPen(QColor(120, 120, 120), 1, Qt::DashLine);
    trayPen.setCosmetic(true);
    painter->setPen(trayPen);
    painter->setBrush(Qt::NoBrush);
    for (const CableTray &tray : mHall.trays) {
        const QLineF line(tray.fromM * ppm, tray.toM * ppm);
        const QLineF normal = line.normalVector().unitVector();
        const QPointF offset = (normal.p2() - normal.p1()) * tray.widthM * ppm / 2;
        painter->drawPolygon(QPolygonF{line.p1() + offset, line.p2() + offset, line.p2() - offset,
                                       line.p1() - offset});
    }
    QPen wall(QColor(40, 40, 40), 3);
    wall.setCosmetic(true);
    painter->setPen(wall);
    painter->drawRect(QRectF(mHall.originM * ppm, QSizeF(mHall.widthM, mHall.depthM) * ppm));
}

} // namespace podcad
