#include "defaulttrays.h"

#include "catalog/catalog.h"
#include "catalog/rackmodelfootprint.h"
#include "model/design.h"
#include "routefigures.h"

#include <QHash>
#include <algorithm>

namespace podcad {

std::vector<CableTray> defaultTrays(const Design &design, const Hall &hall, const Catalog *catalog)
{
    struct Extent final
    {
        double minX = 0, maxX = 0, depthM = 0;
        bool any = false;
    };
    QHash<QString, Extent> extents;
    for (const auto &[id, rack] : design.racks()) {
        const RackFootprint f = rackFootprint(catalog ? catalog->model(rack.sku) : nullptr);
        const double w = f.widthM, d = f.depthM;
        Extent &e = extents[rack.row];
        const double x = rack.floorPositionM.x();
        e.minX = e.any ? std::min(e.minX, x) : x;
        e.maxX = e.any ? std::max(e.maxX, x + w) : x + w;
        e.depthM = std::max(e.depthM, d);
        e.any = true;
    }
    std::vector<CableTray> rows;
    double west = 0, east = 0, north = 0, south = 0;
    for (const HallRow &row : hall.rows) {
        auto it = extents.constFind(row.name);
        if (it == extents.cend())
            continue;
        CableTray tray;
        tray.id = row.name.isEmpty() ? QStringLiteral("tray-row")
                                     : QStringLiteral("tray-row-") + row.name;
        const double y = row.originM.y() + it->depthM / 2;
        tray.fromM = QPointF(it->minX, y);
        tray.toM = QPointF(it->maxX, y);
        west = rows.empty() ? it->minX : std::min(west, it->minX);
        east = rows.empty() ? it->maxX : std::max(east, it->maxX);
        north = rows.empty() ? y : std::min(north, y);
        south = rows.empty() ? y : std::max(south, y);
        rows.push_back(std::move(tray));
    }
    if (rows.size() < 2)
        return rows;
    west -= RouteFigures::kCrossTrayClearM;
    east += RouteFigures::kCrossTrayClearM;
    std::vector<CableTray> trays;
    for (CableTray &tray : rows) {
        tray.fromM.setX(west);
        tray.toM.setX(east);
    }
    CableTray w, e;
    w.id = QStringLiteral("tray-cross-1");
    w.fromM = QPointF(west, north);
    w.toM = QPointF(west, south);
    e.id = QStringLiteral("tray-cross-2");
    e.fromM = QPointF(east, north);
    e.toM = QPointF(east, south);
    trays.push_back(std::move(w));
    trays.push_back(std::move(e));
    trays.insert(trays.end(), rows.begin(), rows.end());
    std::sort(trays.begin(), trays.end(),
              [](const CableTray &a, const CableTray &b) { return a.id < b.id; });
    return trays;
}

} // namespace podcad
