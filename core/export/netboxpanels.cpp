#include "netboxpanels.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <QStringList>
#include <algorithm>
#include <cmath>
#include <set>

namespace podcad::netbox {
namespace {

// The kinds that are the last board before a rack circuit: each is a panel even when no rack
// lists it yet. A UPS or switchboard becomes a panel only when a rack is fed from it directly.
bool isDistribution(FacilityKind kind)
{
    return kind == FacilityKind::Busway || kind == FacilityKind::FloorPdu ||
           kind == FacilityKind::Rpp || kind == FacilityKind::DcPowerRack;
}

QString nameOf(const FacilityElement &e)
{
    return e.name.trimmed().isEmpty() ? e.id : e.name.trimmed();
}

QString kw(double value)
{
    return QString::number(value, 'f', value == std::floor(value) ? 0 : 1) + QStringLiteral(" kW");
}

// "UPS A 1, UPS A 2 <- Switchboard A 1 <- Utility A 1": the elements upstream of `element`, level
// by level (each level every element the one before is fed from), as far as the chain goes.
QString upstreamChain(const Design &design, const FacilityElement &element)
{
    QStringList levels;
    std::set<QString> seen{element.id};
    std::vector<QString> level = element.fedFrom;
    while (!level.empty()) {
        QStringList names;
        std::vector<QString> next;
        for (const QString &id : level) {
            const FacilityElement *e = design.facilityElement(id);
            if (!e || !seen.insert(id).second)
                continue;
            names << nameOf(*e);
            next.insert(next.end(), e->fedFrom.begin(), e->fedFrom.end());
        }
        if (names.isEmpty())
            break;
        levels << names.join(QStringLiteral(", "));
        level = next;
    }
    return levels.join(QStringLiteral(" <- "));
}

} // namespace

QString genericPanelName(FeedSide side)
{
    return QStringLiteral("Panel ") + feedName(side);
}

PowerPanels::PowerPanels(const Design &design, const Catalog &catalog)
    : mDesign(design)
{
    std::set<QString> listed;
    for (const auto &[id, r] : design.racks())
        for (const auto &side : r.powerFrom)
            listed.insert(side.begin(), side.end());
    // The generic names stay free for the sides that list no element.
    std::set<QString> used{genericPanelName(FeedSide::A), genericPanelName(FeedSide::B)};
    for (const auto &[id, e] : design.facility()) {
        if (!isPowerKind(e.kind) || !canFeedRacks(e.kind) ||
            (!isDistribution(e.kind) && !listed.count(id)))
            continue;
        mFromFacility = true;
        QString name = nameOf(e);
        if (used.count(name))
            name += QStringLiteral(" (") + id + u')';
        used.insert(name);
        const FacilityModel *model = e.sku.isEmpty() ? nullptr : catalog.facilityModel(e.sku);
        const double capacity = e.capacityKw ? *e.capacityKw : model ? model->capacityKw : 0;
        const QString chain = upstreamChain(design, e);
        QString description = facilityKindLabel(e.kind);
        if (!e.sku.isEmpty())
            description += QStringLiteral(", ") + e.sku;
        if (capacity > 0)
            description += QStringLiteral(", ") + kw(capacity);
        if (!chain.isEmpty())
            description += QStringLiteral(", fed from ") + chain;
        // NetBox keeps what stands upstream nowhere else: no UPS, switchboard or utility object.
        QString comments = QStringLiteral("PodCAD %1 %2").arg(facilityKindName(e.kind), id);
        if (model && !model->name.isEmpty())
            comments += QStringLiteral(" (") + model->name + u')';
        comments += QStringLiteral(". Upstream: ") +
                    (chain.isEmpty() ? QStringLiteral("none drawn") : chain) + u'.';
        mByElement[id] = {name, description.left(200), comments};
    }
}

std::vector<QString> PowerPanels::sourcesOf(const Rack &rack, FeedSide side) const
{
    std::vector<QString> out;
    for (const QString &id : rack.powerFrom[feedIndex(side)])
        if (mByElement.count(id))
            out.push_back(id);
    return out;
}

QString PowerPanels::sourceOf(const Rack &rack, FeedSide side, std::size_t n) const
{
    const std::vector<QString> sources = sourcesOf(rack, side);
    return sources.empty() ? QString() : sources[n % sources.size()];
}

QString PowerPanels::panelOf(const Rack &rack, FeedSide side, std::size_t n) const
{
    const QString id = sourceOf(rack, side, n);
    return id.isEmpty() ? genericPanelName(side) : mByElement.at(id).name;
}

bool PowerPanels::isDc(const Rack &rack, FeedSide side, std::size_t n) const
{
    const QString id = sourceOf(rack, side, n);
    const FacilityElement *e = id.isEmpty() ? nullptr : mDesign.facilityElement(id);
    return e && e->kind == FacilityKind::DcPowerRack;
}

std::vector<PowerPanels::Panel> PowerPanels::panels(const std::vector<QString> &used) const
{
    std::vector<Panel> out;
    for (const auto &[id, p] : mByElement)
        out.push_back(p);
    for (FeedSide side : kFeedSides) {
        const QString generic = genericPanelName(side);
        if (std::find(used.begin(), used.end(), generic) != used.end())
            out.push_back({generic,
                           QStringLiteral("Feed ") + feedName(side) +
                               QStringLiteral(" of the racks that list no power chain element"),
                           QString()});
    }
    return out;
}

} // namespace podcad::netbox
