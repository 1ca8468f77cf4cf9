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
    // A rack naming no CRAH sheds its air heat into the room, where every CRAH takes a share
    // (analysis/coolingplant.cpp): the diagram shows it under each of them, as the loads count
    // it. Without the analysis's heat split a rack is taken to shed some heat to air.
    QHash<QString, double> airKw;
    for (const RackFacilityReport &r : analysis.facility.racks)
        airKw.insert(r.rackId, r.airHeatKw);
    std::vector<QString> crahs;
    if (!power)
        for (const auto &[id, element] : design.facility())
            if (element.kind == FacilityKind::Crah)
                crahs.push_back(id);
    QMap<QString, int> groupOf; // row -> box
    QHash<int, QSet<int>> linked;
    for (const auto &[id, rack] : design.racks()) {
        std::vector<QString> sources;
        if (power)
            for (const std::vector<QString> &side : rack.powerFrom)
                sources.insert(sources.end(), side.begin(), side.end());
        else {
            sources = rack.cooledBy;
            const bool namesCrah =
                std::any_of(sources.begin(), sources.end(), [&](const QString &s) {
                    const FacilityElement *e = design.facilityElement(s);
                    return e && e->kind == FacilityKind::Crah;
                });
            if (!namesCrah && airKw.value(id, 1.0) > 0)
                sources.insert(sources.end(), crahs.begin(), crahs.end());
        }
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

    layOutChain(chain, horizontal);
    return chain;
}

} // namespace

void layOutChain(FacilityDiagram::Chain &chain, bool horizontal, int perColumn)
{
    chain.bounds = QRectF();
    if (chain.boxes.empty())
        return;
    int levels = 0;
    for (const FacilityDiagram::Box &box : chain.boxes)
        levels = std::max(levels, box.level + 1);
    std::vector<int> perLevel(levels, 0);
    for (const FacilityDiagram::Box &box : chain.boxes)
        ++perLevel[box.level];
    // A level longer than `perColumn` wraps into columns side by side; each level starts at the
    // top (left), so that the sources, where a person starts reading, are in the first screen.
    std::vector<int> columns(levels, 1), firstColumn(levels, 0);
    for (int l = 0; l < levels; ++l) {
        if (perColumn > 0)
            columns[l] = (perLevel[l] + perColumn - 1) / perColumn;
        if (l > 0)
            firstColumn[l] = firstColumn[l - 1] + columns[l - 1];
    }
    const double across = horizontal ? FacilityDiagram::kBoxWidth + FacilityDiagram::kLevelGap
                                     : FacilityDiagram::kBoxHeight + FacilityDiagram::kLevelGap;
    const double along = horizontal ? FacilityDiagram::kBoxHeight + FacilityDiagram::kRowGap
                                    : FacilityDiagram::kBoxWidth + FacilityDiagram::kRowGap;
    std::vector<int> placed(levels, 0);
    for (FacilityDiagram::Box &box : chain.boxes) {
        const int l = box.level;
        const int inColumn = (perLevel[l] + columns[l] - 1) / columns[l];
        const int at = placed[l]++;
        const double a = (firstColumn[l] + at / inColumn) * across;
        const double b = (at % inColumn) * along;
        box.rect = horizontal
                       ? QRectF(a, b, FacilityDiagram::kBoxWidth, FacilityDiagram::kBoxHeight)
                       : QRectF(b, a, FacilityDiagram::kBoxWidth, FacilityDiagram::kBoxHeight);
        chain.bounds = chain.bounds.united(box.rect);
    }
}

double fitChain(FacilityDiagram::Chain &chain, const QSizeF &area, double maxScale)
{
    if (chain.empty() || area.width() <= 0 || area.height() <= 0)
        return 0;
    int longest = 0;
    {
        QHash<int, int> perLevel;
        for (const FacilityDiagram::Box &box : chain.boxes)
            longest = std::max(longest, ++perLevel[box.level]);
    }
    const auto scaleOf = [&](int perColumn) {
        layOutChain(chain, true, perColumn);
        return std::min(
            {maxScale, area.width() / chain.bounds.width(), area.height() / chain.bounds.height()});
    };
    int best = longest;
    double bestScale = scaleOf(longest);
    for (int perColumn = longest - 1; perColumn >= 1; --perColumn)
        if (const double s = scaleOf(perColumn); s > bestScale + 1e-9) {
            best = perColumn;
            bestScale = s;
        }
    layOutChain(chain, true, best);
    return bestScale;
}

FacilityDiagram facilityDiagram(const Design &design, const Analysis &analysis, bool horizontal)
{
    FacilityDiagram diagram;
    diagram.power = buildChain(design, analysis, true, horizontal);
    diagram.cooling = buildChain(design, analysis, false, horizontal);
    return diagram;
}

} // namespace podcad
