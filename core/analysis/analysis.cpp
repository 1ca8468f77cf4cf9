#include "analysis.h"

#include "cablemedia.h"
#include "catalog/catalog.h"
#include "coolingplant.h"
#include "devicefacts.h"
#include "fabricanalysis.h"
#include "fabricsummary.h"
#include "model/design.h"
#include "portusage.h"
#include "powerchain.h"
#include "powerchainproblems.h"
#include "powercooling.h"
#include "rackbudget.h"

namespace podcad {
namespace {

using analysis::DeviceFacts;
using analysis::DeviceIndex;

// GPUs, memory and dense throughput of `count` accelerators of one kind.
void addAccelerators(const DeviceModel &model, const Catalog &catalog, Totals &totals)
{
    if (model.acceleratorCount <= 0)
        return;
    totals.gpus += model.acceleratorCount;
    // The catalog's own tests keep accelerator ids resolvable; should one not be, the GPUs still
    // count but add no throughput rather than a made-up one.
    if (const Accelerator *acc = catalog.accelerator(model.acceleratorId)) {
        totals.gpuMemoryGb += model.acceleratorCount * acc->memoryGb;
        totals.bf16Pflops += model.acceleratorCount * acc->bf16DenseTflops / 1000.0;
        totals.fp8Pflops += model.acceleratorCount * acc->fp8DenseTflops / 1000.0;
    }
}

Totals computeTotals(const Design &design, const Catalog &catalog, const DeviceIndex &devices,
                     const std::vector<RackReport> &racks, std::vector<Problem> &problems)
{
    Totals totals;
    totals.racks = static_cast<int>(design.racks().size());
    totals.links = static_cast<int>(design.links().size());
    double typicalW = 0, maxW = 0;

    for (const DeviceFacts &facts : devices.all()) {
        const Device &device = *facts.device;
        ++totals.devices;
        if (!device.isPlaced()) {
            ++totals.unplacedDevices;
            problems.push_back({Severity::Warning, QStringLiteral("unplaced-device"),
                                QStringLiteral("Device %1 is not placed in a rack; its power and "
                                               "weight count in the totals but in no rack budget.")
                                    .arg(analysis::label(device.id, device.name)),
                                device.id, QStringLiteral("rack")});
        }
        if (!facts.model)
            continue;
        const DeviceModel &model = *facts.model;
        switch (model.kind) {
        case DeviceKind::GpuServer:
            ++totals.nodes;
            addAccelerators(model, catalog, totals);
            break;
        case DeviceKind::Switch:
            ++totals.switches;
            break;
        case DeviceKind::Storage:
            ++totals.storageDevices;
            break;
        default:
            break;
        }
        // Placed or not: the IT load is what the design will draw once it is built.
        typicalW += facts.typicalW;
        maxW += facts.maxW;
        totals.weightKg += model.weightKg;
    }

    for (const auto &[id, rack] : design.racks()) {
        // Problems for the rack's SKU came from the rack pass; do not report them twice.
        const DeviceModel *model = analysis::rackModel(rack, catalog, nullptr);
        if (!model)
            continue;
        totals.weightKg += model->weightKg;
        typicalW += model->typicalPowerW;
        maxW += model->maxPowerW;
        // A rack model with accelerators is an integrated system (one NVL72 rack): one node.
        if (model->acceleratorCount > 0) {
            ++totals.nodes;
            addAccelerators(*model, catalog, totals);
        }
    }
    for (const RackReport &report : racks)
        totals.rackUnitsUsed += report.usedU;

    totals.itPowerTypicalKw = typicalW / 1000.0;
    totals.itPowerMaxKw = maxW / 1000.0;
    // The design's own PUE wins; else the catalog's default; else 1.0, i.e. no facility overhead
    // rather than an invented one.
    const AssumptionDefault *pueDefault = catalog.assumption(QStringLiteral("pue"));
    totals.pue =
        design.assumptions.value(QStringLiteral("pue"), pueDefault ? pueDefault->value : 1.0);
    totals.facilityPowerKw = totals.itPowerMaxKw * totals.pue;
    totals.heatBtuPerHr = power::heatBtuPerHr(maxW);
    totals.coolingTons = power::coolingTons(maxW);
    return totals;
}

} // namespace

Analysis analyze(const Design &design, const Catalog &catalog, const AnalysisOptions &options,
                 std::shared_ptr<const CablePlan> plan)
{
    Analysis result;
    const DeviceIndex devices(design, catalog, result.problems);
    // A plan cut short by the cancel flag leaves this analysis cancelled too (below).
    result.cables =
        plan ? std::move(plan)
             : std::make_shared<const CablePlan>(CablePlan::build(design, catalog, options.cancel));
    if (options.cancelled()) {
        result.cancelled = true;
        return result;
    }
    // The optics' draw is reported per fabric and per rack but not added to the rack budgets:
    // the catalog's switch and system maxima are the vendors' figures with active optics fitted,
    // so adding the modules again would count them twice.
    const analysis::OpticsDraw optics = analysis::opticsDraw(design, catalog, *result.cables);
    analysis::cableReachProblems(design, catalog, *result.cables, result.problems);
    result.racks = analysis::rackBudgets(design, catalog, devices, result.problems);
    QHash<QString, std::size_t> rackIndex;
    for (std::size_t i = 0; i < result.racks.size(); ++i)
        rackIndex.insert(result.racks[i].rackId, i);
    for (auto it = optics.byDevice.cbegin(); it != optics.byDevice.cend(); ++it) {
        const Device *device = design.device(it.key());
        const auto rack = device ? rackIndex.constFind(device->rackId) : rackIndex.cend();
        if (rack == rackIndex.cend())
            continue;
        result.racks[*rack].opticsTypicalKw += it->typicalW / 1000.0;
        result.racks[*rack].opticsMaxKw += it->maxW / 1000.0;
    }
    analysis::checkLinks(design, catalog, devices, result.problems);
    result.totals = computeTotals(design, catalog, devices, result.racks, result.problems);
    result.fabrics = analysis::analyzeFabrics(design, devices, options, result.problems);
    for (FabricSummary &fabric : result.fabrics) {
        const analysis::Draw draw = optics.byFabric.value(fabric.id);
        fabric.opticsTypicalW = draw.typicalW;
        fabric.opticsMaxW = draw.maxW;
    }
    PowerChain chain = analyzePowerChain(design, catalog, result.racks);
    analysis::powerChainProblems(design, chain, result.problems);
    result.facility.powerChain = std::move(chain.elements);
    // Only a design that draws its plant or rates its floor has anything to report here.
    if (!design.facility().empty() || (design.hall && design.hall->floorRatingKgM2)) {
        CoolingPlant plant = analyzeCoolingPlant(design, catalog, result.racks);
        result.facility.cooling = std::move(plant.units);
        result.facility.racks = std::move(plant.racks);
        result.problems.insert(result.problems.end(), plant.problems.begin(), plant.problems.end());
    }
    result.cancelled = options.cancelled();
    sortProblems(result.problems);
    return result;
}

} // namespace podcad
