#include "powerchain.h"

#include "analysis.h"
#include "catalog/catalog.h"
#include "model/design.h"

#include <QHash>
#include <algorithm>

namespace podcad {
namespace {

constexpr double kEpsilonKw = 1e-9;

// NEC 210.19(A)(1) and 215.2(A)(1) size branch circuits and feeders at 125 % of the continuous
// load: what they (and the breakers, boards, busways and panels built on them) may carry
// continuously is 80 % of their rating. UPS modules, DC power racks and the utility transformer
// are rated for their continuous output: docs/facility.md, "The power chain".
double usableFraction(FacilityKind kind)
{
    switch (kind) {
    case FacilityKind::Switchboard:
    case FacilityKind::Busway:
    case FacilityKind::FloorPdu:
    case FacilityKind::Rpp:
        return 0.8;
    default:
        return 1.0;
    }
}

// The chain as indexes: each electrical element's upstream and whether it is in service.
struct Chain final
{
    std::vector<const FacilityElement *> elements; // id order
    QHash<QString, int> index;
    std::vector<std::vector<int>> upstream;
    std::vector<int> downstreamFirst; // every element before the elements it is fed from
};

Chain buildChain(const Design &design)
{
    Chain chain;
    for (const auto &[id, element] : design.facility())
        if (isPowerKind(element.kind))
            chain.elements.push_back(&element);
    std::sort(chain.elements.begin(), chain.elements.end(),
              [](const FacilityElement *a, const FacilityElement *b) { return a->id < b->id; });
    for (int i = 0; i < int(chain.elements.size()); ++i)
        chain.index.insert(chain.elements[i]->id, i);
    chain.upstream.resize(chain.elements.size());
    for (int i = 0; i < int(chain.elements.size()); ++i)
        for (const QString &up : chain.elements[i]->fedFrom)
            if (const int u = chain.index.value(up, -1); u >= 0)
                chain.upstream[i].push_back(u);
    // Post-order over fedFrom puts upstream first; the design refuses cycles.
    std::vector<char> seen(chain.elements.size(), 0);
    std::vector<int> upstreamFirst;
    std::vector<std::pair<int, std::size_t>> stack;
    for (int root = 0; root < int(chain.elements.size()); ++root) {
        if (seen[root])
            continue;
        seen[root] = 1;
        stack.push_back({root, 0});
        while (!stack.empty()) {
            auto &[node, next] = stack.back();
            if (next < chain.upstream[node].size()) {
                const int u = chain.upstream[node][next++];
                if (!seen[u]) {
                    seen[u] = 1;
                    stack.push_back({u, 0});
                }
                continue;
            }
            upstreamFirst.push_back(node);
            stack.pop_back();
        }
    }
    chain.downstreamFirst.assign(upstreamFirst.rbegin(), upstreamFirst.rend());
    return chain;
}

// A rack wired to the chain: its report and the elements each feed side is taken from.
struct WiredRack final
{
    const RackReport *report = nullptr;
    std::array<std::vector<int>, 2> sources;
};

std::vector<WiredRack> wiredRacks(const Chain &chain, const Design &design,
                                  const std::vector<RackReport> &racks)
{
    std::vector<WiredRack> result;
    for (const RackReport &report : racks) {
        const Rack *rack = design.racks().find(report.rackId);
        if (!rack)
            continue;
        WiredRack feeds{&report, {}};
        for (int side = 0; side < 2; ++side)
            for (const QString &id : rack->powerFrom[side])
                if (const int e = chain.index.value(id, -1); e >= 0)
                    feeds.sources[side].push_back(e);
        if (!feeds.sources[0].empty() || !feeds.sources[1].empty())
            result.push_back(std::move(feeds));
    }
    return result;
}

struct Loads final
{
    std::vector<char> up;
    std::vector<double> typicalKw, peakKw;
    std::vector<QString> racksWithoutPower;
};

// An element is in service unless failed or every element it is fed from is out; an element fed
// from nothing is a root of the chain.
Loads loadChain(const Chain &chain, const std::vector<WiredRack> &rackFeeds,
                const std::vector<char> &failed)
{
    const std::size_t n = chain.elements.size();
    Loads loads;
    loads.up.assign(n, 0);
    loads.typicalKw.assign(n, 0);
    loads.peakKw.assign(n, 0);
    for (auto it = chain.downstreamFirst.rbegin(); it != chain.downstreamFirst.rend(); ++it) {
        const int i = *it;
        bool up = !failed[i];
        if (up && !chain.upstream[i].empty())
            up = std::any_of(chain.upstream[i].begin(), chain.upstream[i].end(),
                             [&](int u) { return loads.up[u] != 0; });
        loads.up[i] = up;
    }

    std::vector<int> live;
    for (const WiredRack &feeds : rackFeeds) {
        const RackReport &report = *feeds.report;
        std::array<std::vector<int>, 2> sources;
        const std::array<bool, 2> connected{!feeds.sources[0].empty(), !feeds.sources[1].empty()};
        for (int side = 0; side < 2; ++side)
            for (int e : feeds.sources[side])
                if (loads.up[e])
                    sources[side].push_back(e);
        const bool aUp = !sources[0].empty(), bUp = !sources[1].empty();
        if (!aUp && !bUp) {
            loads.racksWithoutPower.push_back(report.rackId);
            continue;
        }
        const double typicalShare = report.maxKw > 0 ? report.typicalKw / report.maxKw : 0;
        for (int side = 0; side < 2; ++side) {
            if (sources[side].empty())
                continue;
            // A side whose partner is wired to the chain but lost carries what still runs; a
            // partner fed from outside the chain keeps its own half.
            const bool partnerLost = connected[1 - side] && sources[1 - side].empty();
            const double peak =
                partnerLost ? report.feeds[side].onLossKw : report.feeds[side].normalKw;
            const double share = 1.0 / double(sources[side].size());
            for (int e : sources[side]) {
                loads.peakKw[e] += peak * share;
                loads.typicalKw[e] += peak * typicalShare * share;
            }
        }
    }

    for (int i : chain.downstreamFirst) {
        if (!loads.up[i])
            continue;
        live.clear();
        for (int u : chain.upstream[i])
            if (loads.up[u])
                live.push_back(u);
        for (int u : live) {
            loads.peakKw[u] += loads.peakKw[i] / double(live.size());
            loads.typicalKw[u] += loads.typicalKw[i] / double(live.size());
        }
    }
    std::sort(loads.racksWithoutPower.begin(), loads.racksWithoutPower.end());
    return loads;
}

double ratedKw(const FacilityElement &element, const Catalog &catalog)
{
    if (element.capacityKw)
        return *element.capacityKw;
    if (const FacilityModel *model = catalog.facilityModel(element.sku))
        return model->capacityKw;
    return 0;
}

} // namespace

PowerChain analyzePowerChain(const Design &design, const Catalog &catalog,
                             const std::vector<RackReport> &racks, const QSet<QString> &failed)
{
    PowerChain result;
    const Chain chain = buildChain(design);
    const std::size_t n = chain.elements.size();
    if (n == 0)
        return result;
    std::vector<char> down(n, 0);
    for (const QString &id : failed)
        if (const int e = chain.index.value(id, -1); e >= 0)
            down[e] = 1;
    const std::vector<WiredRack> rackFeeds = wiredRacks(chain, design, racks);
    const Loads loads = loadChain(chain, rackFeeds, down);
    result.racksWithoutPower = loads.racksWithoutPower;

    // Stranded capacity of the intact chain: the worst single loss of another element raises an
    // element's peak from P to P'; to ride through it the element may be loaded only to
    // usable x P / P' in normal running, and the rest is held back by the redundancy scheme.
    std::vector<double> worstPeak = loads.peakKw;
    if (failed.isEmpty()) {
        std::vector<char> one(n, 0);
        for (std::size_t f = 0; f < n; ++f) {
            one[f] = 1;
            const Loads after = loadChain(chain, rackFeeds, one);
            one[f] = 0;
            for (std::size_t i = 0; i < n; ++i)
                if (i != f && after.up[i])
                    worstPeak[i] = std::max(worstPeak[i], after.peakKw[i]);
        }
    }

    result.elements.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const FacilityElement &element = *chain.elements[i];
        PowerElementReport report;
        report.id = element.id;
        report.name = element.name;
        report.kind = element.kind;
        report.capacityKw = ratedKw(element, catalog);
        report.usableKw = report.capacityKw * usableFraction(element.kind);
        report.loadKw = loads.typicalKw[i];
        report.peakKw = loads.peakKw[i];
        report.utilisation = report.usableKw > 0 ? report.peakKw / report.usableKw : 0;
        if (worstPeak[i] > report.peakKw + kEpsilonKw && worstPeak[i] > 0)
            report.strandedKw = report.usableKw * (1.0 - report.peakKw / worstPeak[i]);
        // Without a capacity it cannot be judged: power-element-no-capacity says so instead.
        report.over = report.capacityKw > 0 && report.peakKw > report.usableKw + kEpsilonKw;
        result.elements.push_back(report);
    }
    return result;
}

} // namespace podcad
