#include "hallfit.h"

#include "design.h"
#include "rackfootprint.h"

#include <algorithm>
#include <map>

namespace podcad {
namespace {

constexpr double kMarginM = 2.0;

} // namespace

Hall fitHall(const Design &design)
{
    Hall hall;
    std::map<QString, QPointF> origins; // by row name: the smallest x and y of its racks
    double maxX = 0, maxY = 0;          // the room reaches the plan's origin at least
    for (const auto &[id, rack] : design.racks()) {
        const QPointF p = rack.floorPositionM;
        auto [it, inserted] = origins.try_emplace(rack.row, p);
        if (!inserted)
            it->second = QPointF(std::min(it->second.x(), p.x()), std::min(it->second.y(), p.y()));
        maxX = std::max(maxX, p.x() + kAssumedRackFootprint.widthM);
        maxY = std::max(maxY, p.y() + kAssumedRackFootprint.depthM);
    }
    std::vector<std::pair<QString, QPointF>> byDepth(origins.begin(), origins.end());
    std::stable_sort(byDepth.begin(), byDepth.end(),
                     [](const auto &a, const auto &b) { return a.second.y() < b.second.y(); });
    for (std::size_t i = 0; i < byDepth.size(); ++i) {
        HallRow row;
        row.name = byDepth[i].first;
        row.originM = byDepth[i].second;
        row.facing = i % 2 == 0 ? Facing::North : Facing::South;
        hall.rows.push_back(std::move(row));
    }
    std::sort(hall.rows.begin(), hall.rows.end(),
              [](const HallRow &a, const HallRow &b) { return a.name < b.name; });
    double minX = 0, minY = 0;
    for (const auto &[name, origin] : origins) {
        minX = std::min(minX, origin.x());
        minY = std::min(minY, origin.y());
    }
    hall.originM = QPointF(minX - kMarginM, minY - kMarginM);
    hall.widthM = maxX - minX + 2 * kMarginM;
    hall.depthM = maxY - minY + 2 * kMarginM;
    return hall;
}

} // namespace podcad
