#include "hallroutepath.h"

#include "cabling/cableroute.h"
#include "hallscene.h"
#include "model/design.h"

#include <QLineF>
#include <algorithm>
#include <optional>

namespace podcad {
namespace {

std::optional<QPointF> rackCentre(const Design &design, const Catalog &catalog,
                                  const QString &deviceId)
{
    const Device *device = design.device(deviceId);
    const Rack *rack = device ? design.rack(device->rackId) : nullptr;
    if (!rack)
        return std::nullopt;
    const QSizeF size = HallScene::rackFootprintM(*rack, catalog);
    return rack->floorPositionM + QPointF(size.width() / 2, size.height() / 2);
}

// The point of the segment nearest to p.
QPointF nearestOn(const QLineF &segment, const QPointF &p)
{
    const QPointF d = segment.p2() - segment.p1();
    const double lengthSquared = QPointF::dotProduct(d, d);
    if (lengthSquared <= 0)
        return segment.p1();
    const double t = std::clamp(QPointF::dotProduct(p - segment.p1(), d) / lengthSquared, 0.0, 1.0);
    return segment.p1() + t * d;
}

// Where a run along `from` turns onto `to`: their crossing, else the point of `from` nearest to
// `to`'s middle.
QPointF turn(const QLineF &from, const QLineF &to)
{
    QPointF crossing;
    if (from.intersects(to, &crossing) == QLineF::BoundedIntersection)
        return crossing;
    return nearestOn(from, nearestOn(to, from.center()));
}

} // namespace

QPolygonF hallRoutePath(const Design &design, const Catalog &catalog, const Hall &hall,
                        const Link &link, const CableRoute &route)
{
    const std::optional<QPointF> a = rackCentre(design, catalog, link.a.deviceId);
    const std::optional<QPointF> b = rackCentre(design, catalog, link.b.deviceId);
    if (!a || !b)
        return {};
    std::vector<QLineF> trays;
    for (const QString &step : route.via)
        for (const CableTray &tray : hall.trays)
            if (tray.id == step) {
                trays.emplace_back(tray.fromM, tray.toM);
                break;
            }
    QPolygonF path{*a};
    for (std::size_t i = 0; i < trays.size(); ++i) {
        path << nearestOn(trays[i], path.last());
        path << (i + 1 < trays.size() ? turn(trays[i], trays[i + 1]) : nearestOn(trays[i], *b));
    }
    path << *b;
    return path;
}

} // namespace podcad
