#include "facilitydiagram.h"

#include "analysis.h"
#include "model/design.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <algorithm>
#include <functional>
#include <tuple>

namespace podcad {

int FacilityDiagram::Chain::boxAt(const QPointF &point) const
{
    for (int i = 0; i < int(boxes.size()); ++i)
        if (boxes[i].rect.contains(point))
            return i;
    return -1;
}

namespace {

// The elements of one chain (power or cooling) and the racks they feed or cool, grouped per row.
FacilityDiagram::Chain buildChain(const Design &design, const Analysis &analysis, bool power,
                                  bool horizontal)
{
    FacilityDiagram::Chain chain;
    QHash<QString, int> boxOf;
    QHash<QString, int> level;
    const std::function<int(const FacilityElement &)> levelOf = [&](const FacilityElement &e) {
        if (auto it = level.constFind(e.id); it != level.cend())
            return *it;
        int l = 0;
        for (const QString &up : e.fedFrom)
            if (const FacilityElement *u = design.facilityElement(up))
                l = std::max(l, levelOf(*u) + 1);
        level.insert(e.id, l);
        return l;
    };
    int rackLevel = 0;
    for (const auto &[id, element] : design.facility()) {
        if (isPowerKind(element.kind) != power)
            continue;
        FacilityDiagram::Box box;
        box.ids = {id};
        box.title = element.name.isEmpty() ? id : element.name;
        box.subtitle = facilityKindLabel(element.kind);
        box.kind = element.kind;
        box.level = levelOf(element);
        rackLevel = std::max(rackLevel, box.level + 1);
        boxOf.insert(id, int(chain.boxes.size()));
        chain.boxes.push_back(box);
    }
    if (chain.boxes.empty())
        return chain;
    // The figures of the elements the analysis reports: `figures(report)` gives load, capacity.
    const auto fill = [&](const auto &reports, const auto &figures) {
        for (const auto &r : reports)
            if (auto it = boxOf.constFind(r.id); it != boxOf.cend()) {
                FacilityDiagram::Box &box = chain.boxes[*it];
                box.hasFigures = true;
                std::tie(box.loadKw, box.capacityKw) = figures(r);
                box.utilisation = r.utilisation;
                box.over = r.over;
            }
    };
    if (power) {
        fill(analysis.facility.powerChain,
             [](const PowerElementReport &r) { return std::pair(r.peakKw, r.usableKw); });
    } else {
        fill(analysis.facility.cooling,
             [](const CoolingUnitReport &r) { return std::pair(r.loadKw, r.capacityKw); });
        for (const CoolingUnitReport &r : analysis.facility.cooling)
            if (auto it = boxOf.constFind(r.id); it != boxOf.cend())
                chain.boxes[*it].flowLpm = r.flowLpm;
    }
    for (const auto &[id, element] : design.facility())
        if (auto to = boxOf.constFind(id); to != boxOf.cend())
            for (const QString &up : element.fedFrom)
                if (auto from = boxOf.constFind(up); from != boxOf.cend())
                    chain.edges.push_back({*from, *to});

    // Racks per row, each group linked once to every element that feeds (cools) one of them.
    QHash<QString, const RackReport *> reports;
    for (const RackReport &r : analysis.racks)
        reports.insert(r.rackId, &r);
    QMap<QString, int> groupOf; // row -> box
    QHash<int, QSet<int>> linked;
    for (const auto &[id, rack] : design.racks()) {
        std::vector<QString> sources;
        if (power)
            for (const std::vector<QString> &side : rack.powerFrom)
                sources.insert(sources.end(), side.begin(), side.end());
        else
            sources = rack.cooledBy;
        std::vector<int> from;
        for (const QString &s : sources)
            if (auto it = boxOf.constFind(s); it != boxOf.cend())
                from.push_back(*it);
        if (from.empty())
            continue;
        auto group = groupOf.find(rack.row);
        if (group == groupOf.end()) {
            FacilityDiagram::Box box;
            box.rackGroup = true;
            box.title = rack.row.isEmpty() ? QStringLiteral("Racks outside rows")
                                           : QStringLiteral("Row %1").arg(rack.row);
            box.level = rackLevel;
            group = groupOf.insert(rack.row, int(chain.boxes.size()));
            chain.boxes.push_back(box);
        }
        FacilityDiagram::Box &box = chain.boxes[*group];
        box.ids.push_back(id);
        if (const RackReport *r = reports.value(id)) {
            box.hasFigures = true;
            box.loadKw += r->maxKw;
            if (power) {
                box.capacityKw += r->powerLimitKw;
                box.over = box.over || r->overPower || r->overFeed();
            }
        }
        for (int f : from)
            if (!linked[*group].contains(f)) {
                linked[*group].insert(f);
                chain.edges.push_back({f, *group});
            }
    }
    for (FacilityDiagram::Box &box : chain.boxes)
        if (box.rackGroup) {
            box.subtitle = box.ids.size() == 1 ? QStringLiteral("1 rack")
                                               : QStringLiteral("%1 racks").arg(box.ids.size());
            box.utilisation = box.capacityKw > 0 ? box.loadKw / box.capacityKw : 0;
        }

    // Levels side by side, each centred on the tallest.
    const int levels = rackLevel + 1;
    std::vector<int> perLevel(levels, 0);
    for (const FacilityDiagram::Box &box : chain.boxes)
        ++perLevel[box.level];
    const int most = *std::max_element(perLevel.begin(), perLevel.end());
    const double across = FacilityDiagram::kBoxWidth + FacilityDiagram::kLevelGap;
    const double alongH = FacilityDiagram::kBoxHeight + FacilityDiagram::kRowGap;
    const double alongV = FacilityDiagram::kBoxWidth + FacilityDiagram::kRowGap;
    const double acrossV = FacilityDiagram::kBoxHeight + FacilityDiagram::kLevelGap;
    std::vector<int> placed(levels, 0);
    for (FacilityDiagram::Box &box : chain.boxes) {
        const double step = horizontal ? alongH : alongV;
        const double offset = (most - perLevel[box.level]) * step / 2;
        const double at = offset + placed[box.level]++ * step;
        box.rect = horizontal ? QRectF(box.level * across, at, FacilityDiagram::kBoxWidth,
                                       FacilityDiagram::kBoxHeight)
                              : QRectF(at, box.level * acrossV, FacilityDiagram::kBoxWidth,
                                       FacilityDiagram::kBoxHeight);
        chain.bounds = chain.bounds.united(box.rect);
    }
    return chain;
}

} // namespace

FacilityDiagram facilityDiagram(const Design &design, const Analysis &analysis, bool horizontal)
{
    FacilityDiagram diagram;
    diagram.power = buildChain(design, analysis, true, horizontal);
    diagram.cooling = buildChain(design, analysis, false, horizontal);
    return diagram;
}

} // namespace podcad
