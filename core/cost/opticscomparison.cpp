#include "opticscomparison.h"

#include "bom.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "costassumptions.h"
#include "generate/optics.h"
#include "inventory.h"
#include "model/design.h"

#include <QCoreApplication>
#include <algorithm>
#include <map>
#include <optional>

namespace podcad {
namespace {

enum class Target { Pluggable, Cpo };

// Why `device` cannot become `to` in place (its links use a port `to` lacks); empty when it can.
QString whyNotInPlace(const Design &design, const Device &device, const DeviceModel &to)
{
    for (const Link *link : design.linksOf(device.id)) {
        for (const PortRef *end : {&link->a, &link->b}) {
            if (end->deviceId != device.id)
                continue;
            const PortGroup *g = to.portGroup(end->portGroup);
            if (!g)
                return QCoreApplication::translate("OpticsComparison",
                                                   "%1 has no port group \"%2\" (link %3)")
                    .arg(to.sku, end->portGroup, link->id);
            if (end->portIndex >= g->count)
                return QCoreApplication::translate("OpticsComparison",
                                                   "%1 has %2 \"%3\" ports; link %4 uses port %5")
                    .arg(to.sku)
                    .arg(g->count)
                    .arg(end->portGroup, link->id)
                    .arg(end->portIndex + 1);
        }
    }
    return {};
}

const OpticsCounterpart *pairOf(const std::vector<OpticsCounterpart> &pairs, const QString &sku)
{
    for (const OpticsCounterpart &p : pairs)
        if (p.pluggableSku == sku || p.cpoSku == sku)
            return &p;
    return nullptr;
}

// The design with every swappable switch on the target's model; nullopt when no switch changes
// (the design is that side already, and a 64-SU copy is not made). Devices that do not fit in
// place stay as drawn and are listed in `kept`.
std::optional<Design> variant(const Design &design, const Catalog &catalog,
                              const std::vector<OpticsCounterpart> &pairs, Target target,
                              std::vector<KeptSwitch> *kept)
{
    std::optional<Design> out;
    for (const auto &[id, d] : design.devices()) {
        const OpticsCounterpart *pair = pairOf(pairs, d.sku);
        if (!pair)
            continue;
        const QString &toSku = target == Target::Cpo ? pair->cpoSku : pair->pluggableSku;
        if (toSku == d.sku)
            continue;
        const DeviceModel *to = catalog.model(toSku);
        const QString why =
            to ? whyNotInPlace(design, d, *to)
               : QCoreApplication::translate("OpticsComparison", "%1 is not in the catalog")
                     .arg(toSku);
        if (!why.isEmpty()) {
            if (kept)
                kept->push_back({d.id, d.sku, why});
            continue;
        }
        if (!out)
            out.emplace(design);
        Device swapped = d;
        swapped.sku = toSku;
        swapped.priceOverrideUsd.reset();
        swapped.powerOverrideW.reset();
        out->updateDevice(swapped);
        for (const Link *link : design.linksOf(d.id)) {
            if (link->cableSku.isEmpty())
                continue;
            Link l = *link;
            l.cableSku.clear();
            out->updateLink(l);
        }
    }
    return out;
}

// `plan`: the design's cable plan.
OpticsSide measure(const Design &design, const Catalog &catalog,
                   const std::vector<OpticsCounterpart> &pairs, const CablePlan &plan)
{
    OpticsSide s;
    const Inventory inv = takeInventory(design, catalog, plan);
    s.uncabledLinks = inv.uncabledLinks;
    int aocEnds = 0;
    for (const PlannedCable &c : plan.cables()) {
        if (!c.medium)
            continue;
        if (c.medium->kind == MediumKind::Aoc)
            aocEnds += 2;
        const Link *link = design.link(c.linkId);
        for (int end = 0; link && end < 2; ++end) {
            const Device *at = design.device(end == 0 ? link->a.deviceId : link->b.deviceId);
            const DeviceModel *atModel = at ? catalog.model(at->sku) : nullptr;
            const DeviceModel *module = catalog.model(c.medium->transceiverSku[std::size_t(end)]);
            if (!atModel || atModel->kind != DeviceKind::Switch || !module)
                continue;
            // A twin-port module serves two links: half of it on each.
            const int ports = module->media ? std::max(1, module->media->ports) : 1;
            s.switchCageOpticsMaxW += module->maxPowerW / ports;
        }
        const DeviceModel *cable = catalog.model(c.medium->cableSku);
        if (cable) {
            s.opticsTypicalW += cable->typicalPowerW;
            s.opticsMaxW += cable->maxPowerW;
        }
    }
    for (const auto &[sku, n] : inv.transceiversBySku) {
        s.transceivers += n;
        if (const DeviceModel *m = catalog.model(sku)) {
            s.opticsTypicalW += n * m->typicalPowerW;
            s.opticsMaxW += n * m->maxPowerW;
        }
    }
    int els = 0;
    for (const auto &[id, d] : design.devices()) {
        const DeviceModel *m = catalog.model(d.sku);
        if (!m || m->kind != DeviceKind::Switch)
            continue;
        ++s.switches;
        if (const OpticsCounterpart *pair = pairOf(pairs, d.sku); pair && pair->cpoSku == d.sku)
            ++s.cpoSwitches;
        if (const std::optional<LaserSources> lasers = laserSourcesOf(catalog, d.sku))
            els += lasers->perSwitch;
        s.switchTypicalW += d.powerOverrideW.value_or(m->typicalPowerW);
        s.switchMaxW += d.powerOverrideW.value_or(m->maxPowerW);
    }
    s.laserModules = s.transceivers + aocEnds + els;
    const Bom bom = Bom::build(design, catalog, plan);
    for (const BomLine &line : bom.lines()) {
        const DeviceModel *m = catalog.model(line.sku);
        if (!m)
            continue;
        if (m->kind == DeviceKind::Transceiver)
            s.transceiversUsd += line.extendedUsd();
        else if (m->kind == DeviceKind::Cable)
            s.cablesUsd += line.extendedUsd();
        else if (m->kind == DeviceKind::Switch)
            s.switchesUsd += line.extendedUsd();
    }
    return s;
}

} // namespace

double OpticsComparison::energyUsd(const OpticsSide &side) const
{
    return side.networkMaxKw() * loadFactor * pue * hoursPerYear * usdPerKwh * years;
}

OpticsComparison compareOptics(const Design &design, const Catalog &catalog,
                               const std::vector<OpticsCounterpart> &pairs,
                               const CablePlan &designPlan)
{
    OpticsComparison c;
    std::map<QString, OpticsCounterpart> used; // by pluggable SKU: a stable order
    int asPluggable = 0;
    int asCpo = 0;
    for (const auto &[id, d] : design.devices()) {
        const OpticsCounterpart *pair = pairOf(pairs, d.sku);
        if (!pair)
            continue;
        used[pair->pluggableSku] = *pair;
        ++c.swappableSwitches;
        ++(d.sku == pair->cpoSku ? asCpo : asPluggable);
    }
    if (used.empty()) {
        c.why = QCoreApplication::translate(
            "OpticsComparison",
            "Nothing to compare: no switch of this design has a co-packaged optics version.");
        return c;
    }
    for (const auto &[sku, pair] : used) {
        (void)sku;
        c.pairs.push_back(pair);
    }
    c.drawnAs = asCpo == 0         ? QStringLiteral("pluggable")
                : asPluggable == 0 ? QStringLiteral("cpo")
                                   : QStringLiteral("mixed");
    c.comparable = true;
    // A side no switch of the design changes for is the design itself, whose plan the caller may
    // have. (Measuring the two sides on two threads was slower here: both spend their time
    // allocating, and their page faults serialise.)
    const auto side = [&](Target target) {
        const std::optional<Design> changed = variant(design, catalog, c.pairs, target, &c.kept);
        // The variant is another design: its own plan (the routes are the same, but a swapped
        // switch's ports take other media).
        return changed ? measure(*changed, catalog, c.pairs, CablePlan::build(*changed, catalog))
                       : measure(design, catalog, c.pairs, designPlan);
    };
    c.pluggable = side(Target::Pluggable);
    c.cpo = side(Target::Cpo);

    const CostAssumptions a = CostAssumptions::resolve(design, catalog);
    c.years = static_cast<int>(a.value(costkey::years));
    c.usdPerKwh = a.value(costkey::electricity);
    c.pue = a.value(costkey::pue);
    c.loadFactor = a.value(costkey::loadFactor);
    c.hoursPerYear = a.value(costkey::hoursPerYear);
    return c;
}

std::vector<OpticsCounterpart> cpoPairs(const Catalog &catalog)
{
    std::vector<OpticsCounterpart> pairs;
    for (const QString &sku : switchesWithCpoCounterpart())
        if (catalog.model(sku))
            if (QString cpo = cpoCounterpart(catalog, sku); !cpo.isEmpty())
                pairs.push_back({sku, cpo});
    return pairs;
}

} // namespace podcad
