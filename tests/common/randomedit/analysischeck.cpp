#include "analysischeck.h"

#include "analysis/analysis.h"

#include <vector>

namespace podcad::randomedit {
namespace {

// "racks: 12 kept, 12 fresh, the first differing at 3 (r-04)"; empty when equal.
template<class T, class Id>
QString firstDifference(const char *what, const std::vector<T> &kept, const std::vector<T> &fresh,
                        Id id)
{
    if (kept == fresh)
        return {};
    std::size_t i = 0;
    while (i < kept.size() && i < fresh.size() && kept[i] == fresh[i])
        ++i;
    const QString at = i < kept.size() ? id(kept[i]) : i < fresh.size() ? id(fresh[i]) : QString();
    return QStringLiteral("%1: %2 kept, %3 fresh, the first differing at %4 (%5)")
        .arg(QLatin1String(what))
        .arg(kept.size())
        .arg(fresh.size())
        .arg(i)
        .arg(at);
}

} // namespace

QString keptAnalysisProblems(const Analysis &kept, const Analysis &fresh)
{
    if (kept.cancelled || fresh.cancelled)
        return QStringLiteral("an analysis was cancelled");
    if (!(kept.totals == fresh.totals))
        return QStringLiteral("totals: kept %1 devices, %2 links, %3 kW max; fresh %4, %5, %6 kW")
            .arg(kept.totals.devices)
            .arg(kept.totals.links)
            .arg(kept.totals.itPowerMaxKw)
            .arg(fresh.totals.devices)
            .arg(fresh.totals.links)
            .arg(fresh.totals.itPowerMaxKw);
    const auto byId = [](const auto &field) { return [field](const auto &x) { return x.*field; }; };
    for (const QString &why :
         {firstDifference("fabrics", kept.fabrics, fresh.fabrics, byId(&FabricSummary::id)),
          firstDifference("racks", kept.racks, fresh.racks, byId(&RackReport::rackId)),
          firstDifference("power chain", kept.facility.powerChain, fresh.facility.powerChain,
                          byId(&PowerElementReport::id)),
          firstDifference("cooling", kept.facility.cooling, fresh.facility.cooling,
                          byId(&CoolingUnitReport::id)),
          firstDifference("facility racks", kept.facility.racks, fresh.facility.racks,
                          byId(&RackFacilityReport::rackId)),
          firstDifference("problems", kept.problems, fresh.problems,
                          [](const Problem &p) { return p.code + u' ' + p.objectId; })})
        if (!why.isEmpty())
            return why;
    return {};
}

} // namespace podcad::randomedit
