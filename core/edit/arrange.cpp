#include "arrange.h"

#include "catalog/catalog.h"
#include "catalog/rackmodelfootprint.h"
#include "model/design.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::Arrange", text);
}

// Positions are metres with a few decimals in the file; anything closer than a millimetre is the
// same place, which keeps "nothing to do" and "overlap" free of rounding noise.
constexpr double kEpsilonM = 0.0005;

std::vector<const Rack *> selectedRacks(const Design &design, const QStringList &ids)
{
    std::vector<const Rack *> racks;
    for (const QString &id : ids)
        if (const Rack *r = design.rack(id))
            racks.push_back(r);
    // Floor order: row, then position along it.
    std::stable_sort(racks.begin(), racks.end(), [](const Rack *a, const Rack *b) {
        if (a->row != b->row)
            return a->row < b->row;
        return a->floorPositionM.x() < b->floorPositionM.x();
    });
    return racks;
}

// The racks that the changed ones must not overlap: every rack, with the changed ones at their
// new places.
Arrangement checked(const Design &design, const Catalog &catalog, Arrangement result)
{
    std::map<QString, Rack> floor;
    for (const auto &[id, rack] : design.racks())
        floor[id] = rack;
    for (const Rack &r : result.racks)
        floor[r.id] = r;
    std::vector<const Rack *> all;
    for (const auto &[id, rack] : floor)
        all.push_back(&rack);
    for (const Rack &r : result.racks)
        if (const Rack *other = overlappingRack(catalog, r, all)) {
            result.error = tr("%1 would stand on %2 in row %3.")
                               .arg(r.name.isEmpty() ? r.id : r.name,
                                    other->name.isEmpty() ? other->id : other->name, r.row);
            result.racks.clear();
            return result;
        }
    return result;
}

} // namespace

double rackWidthM(const Catalog &catalog, const Rack &rack)
{
    return rackFootprint(catalog.model(rack.sku)).widthM;
}

const Rack *overlappingRack(const Catalog &catalog, const Rack &rack,
                            const std::vector<const Rack *> &racks)
{
    const double left = rack.floorPositionM.x(), right = left + rackWidthM(catalog, rack);
    for (const Rack *other : racks) {
        if (other->id == rack.id || other->row != rack.row)
            continue;
        const double l = other->floorPositionM.x(), r = l + rackWidthM(catalog, *other);
        if (left < r - kEpsilonM && l < right - kEpsilonM)
            return other;
    }
    return nullptr;
}

Arrangement alignRacks(const Design &design, const Catalog &catalog, const QStringList &ids)
{
    Arrangement result;
    const std::vector<const Rack *> racks = selectedRacks(design, ids);
    if (racks.size() < 2) {
        result.error = tr("Select two or more racks to align.");
        return result;
    }
    const Rack &anchor = *racks.front();
    for (const Rack *r : racks) {
        if (r->row == anchor.row &&
            std::abs(r->floorPositionM.y() - anchor.floorPositionM.y()) < kEpsilonM)
            continue;
        Rack moved = *r;
        moved.row = anchor.row;
        moved.floorPositionM.setY(anchor.floorPositionM.y());
        result.racks.push_back(moved);
    }
    if (result.racks.empty()) {
        result.error = tr("The selected racks are already aligned.");
        return result;
    }
    return checked(design, catalog, std::move(result));
}

Arrangement distributeRacks(const Design &design, const Catalog &catalog, const QStringList &ids)
{
    Arrangement result;
    const std::vector<const Rack *> racks = selectedRacks(design, ids);
    if (racks.size() < 3) {
        result.error = tr("Select three or more racks of one row to distribute.");
        return result;
    }
    for (const Rack *r : racks)
        if (r->row != racks.front()->row) {
            result.error = tr("Racks of different rows cannot be distributed: align them first.");
            return result;
        }
    // Equal gaps between neighbours: the free length between the two ends, shared out.
    const Rack &first = *racks.front(), &last = *racks.back();
    double widths = 0;
    for (std::size_t i = 0; i + 1 < racks.size(); ++i)
        widths += rackWidthM(catalog, *racks[i]);
    const double gap =
        (last.floorPositionM.x() - first.floorPositionM.x() - widths) / double(racks.size() - 1);
    if (gap < -kEpsilonM) {
        result.error = tr("The racks do not fit between %1 and %2.")
                           .arg(first.name.isEmpty() ? first.id : first.name,
                                last.name.isEmpty() ? last.id : last.name);
        return result;
    }
    double x = first.floorPositionM.x() + rackWidthM(catalog, first) + std::max(gap, 0.0);
    for (std::size_t i = 1; i + 1 < racks.size(); ++i) {
        if (std::abs(racks[i]->floorPositionM.x() - x) >= kEpsilonM) {
            Rack moved = *racks[i];
            // Millimetres: the file keeps what a person could measure on the floor.
            moved.floorPositionM.setX(std::round(x * 1000) / 1000);
            result.racks.push_back(moved);
        }
        x += rackWidthM(catalog, *racks[i]) + std::max(gap, 0.0);
    }
    if (result.racks.empty()) {
        result.error = tr("The selected racks are already evenly spaced.");
        return result;
    }
    return checked(design, catalog, std::move(result));
}

Arrangement stackDevices(const Design &design, const Catalog &catalog, const QStringList &ids)
{
    Arrangement result;
    std::set<QString> chosen;
    for (const QString &id : ids) {
        if (design.device(id))
            chosen.insert(id);
        else if (design.rack(id))
            for (const Device *d : design.devicesIn(id))
                chosen.insert(d->id);
    }
    auto units = [&](const Device &d) {
        const DeviceModel *m = catalog.model(d.sku);
        return m ? m->rackUnits : 1;
    };
    std::map<QString, std::vector<const Device *>> byRack; // the chosen rack-mounted devices
    for (const QString &id : chosen) {
        const Device *d = design.device(id);
        if (d->isPlaced() && d->lowestU > 0 && units(*d) > 0)
            byRack[d->rackId].push_back(d);
    }
    if (byRack.empty()) {
        result.error = tr("Select rack-mounted devices, or a rack, to stack.");
        return result;
    }
    for (auto &[rackId, devices] : byRack) {
        // Units taken by what stays: the devices of this rack that are not being stacked.
        std::set<int> taken;
        for (const Device *d : design.devicesIn(rackId))
            if (!chosen.count(d->id) && d->lowestU > 0)
                for (int u = d->lowestU; u < d->lowestU + units(*d); ++u)
                    taken.insert(u);
        std::sort(devices.begin(), devices.end(),
                  [](const Device *a, const Device *b) { return a->lowestU < b->lowestU; });
        // Each device drops to the lowest free place above the one stacked before it, so the
        // order is kept. It never rises: its own place is free of what stays and lies above the
        // previous device's new top, which is no higher than that device's old top.
        int floorU = 1;
        for (const Device *d : devices) {
            const int h = units(*d);
            int u = floorU;
            for (;; ++u) {
                bool free = true;
                for (int k = u; k < u + h && free; ++k)
                    free = !taken.count(k);
                if (free)
                    break;
            }
            u = std::min(u, d->lowestU);
            for (int k = u; k < u + h; ++k)
                taken.insert(k);
            floorU = u + h;
            if (u != d->lowestU) {
                Device moved = *d;
                moved.lowestU = u;
                result.devices.push_back(moved);
            }
        }
    }
    if (result.devices.empty())
        result.error = tr("The selected devices are already stacked without gaps.");
    return result;
}

} // namespace podcad
