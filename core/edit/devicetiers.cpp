#include "devicetiers.h"

#include "analysis/fabricdevicetiers.h"
#include "model/design.h"

#include <algorithm>
#include <optional>

namespace podcad {
namespace {

void keepHighest(QHash<QString, int> &result, const std::vector<FabricDeviceTiers> &fabrics)
{
    for (const FabricDeviceTiers &fabric : fabrics)
        for (const auto &[id, tier] : fabric.tiers) {
            auto it = result.find(id);
            if (it == result.end())
                result.insert(id, tier);
            else
                *it = std::max(*it, tier);
        }
}

// The cables without a fabric, with the devices they join, as a design of their own whose one
// fabric holds them all: the analysis counts such cables nowhere, and the layout should not have
// to know its rules to tier them. Null when every cable has a fabric.
std::optional<Design> looseCabling(const Design &design)
{
    std::vector<Link> links;
    for (const auto &[id, link] : design.links())
        if (link.fabricId.isEmpty())
            links.push_back(link);
    if (links.empty())
        return std::nullopt;
    Design loose;
    const QString fabricId = QStringLiteral("loose");
    loose.addFabric({fabricId, QString(), FabricKind::Compute, QString()});
    for (Link &link : links) {
        link.fabricId = fabricId;
        for (const QString &end : {link.a.deviceId, link.b.deviceId})
            if (!loose.device(end)) {
                Device device = *design.device(end);
                // Where it stands plays no part in its tier; the copy has no racks.
                device.rackId.clear();
                device.lowestU = 0;
                loose.addDevice(std::move(device));
            }
    }
    loose.addLinks(std::move(links));
    return loose;
}

} // namespace

bool isManagementPortGroup(const QString &group)
{
    return group == QLatin1String("mgmt") || group == QLatin1String("bmc");
}

QHash<QString, int> deviceTiers(const Design &design, const Catalog &catalog)
{
    QHash<QString, int> result;
    result.reserve(qsizetype(design.devices().size()));
    keepHighest(result, fabricDeviceTiers(design, catalog));
    if (const std::optional<Design> loose = looseCabling(design))
        keepHighest(result, fabricDeviceTiers(*loose, catalog));
    return result;
}

} // namespace podcad
