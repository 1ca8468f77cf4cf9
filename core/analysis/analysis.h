#pragma once

#include "analysisoptions.h"
#include "cabling/cableplan.h"
#include "fabricsummary.h"
#include "facilityreport.h"
#include "powerfeeds.h"
#include "problem.h"

#include <QString>
#include <memory>
#include <vector>

namespace podcad {

class Design;
class Catalog;

// Budgets of one rack against its model and the design's power limit.
struct RackReport final
{
    QString rackId;
    QString name;
    QString sku;
    int heightU = 0;
    int usedU = 0;
    int freeU = 0;
    int deviceCount = 0;
    double typicalKw = 0;
    double maxKw = 0;
    double powerLimitKw = 0;
    double heatBtuPerHr = 0; // from max power: cooling is sized for the peak
    double coolingTons = 0;
    double liquidKw = 0; // part of maxKw removed by liquid (device liquid fractions)
    double airflowCfm = 0;
    // What the transceivers and active cables in the rack's cages draw (the cable plan's media),
    // kW. Not part of typicalKw and maxKw: the catalog's maxima include fitted optics.
    double opticsTypicalKw = 0;
    double opticsMaxKw = 0;
    QString coolingMethod; // by max kW and the liquid share (power::coolingMethod)
    double weightKg = 0;   // rack frame plus contents
    double maxLoadKg = 0;
    bool overPower = false;
    bool overHeight = false; // a device reaches above the top unit
    bool overWeight = false;
    bool uCollision = false;
    // Feed A and B (index feedIndex(side)): usable power, draw with both up and on the survivor.
    std::array<FeedReport, 2> feeds;
    bool overFeed() const { return feeds[0].overNormal() || feeds[1].overNormal(); }
    bool overOnFeedLoss() const { return feeds[0].overOnLoss() || feeds[1].overOnLoss(); }

    bool operator==(const RackReport &) const = default;
};

struct Totals final
{
    int gpus = 0;
    int nodes = 0; // GPU servers (an NVL72 rack counts as one system)
    int switches = 0;
    int storageDevices = 0;
    int devices = 0;
    int racks = 0;
    int links = 0;
    int unplacedDevices = 0;
    double gpuMemoryGb = 0;
    double bf16Pflops = 0; // dense
    double fp8Pflops = 0;  // dense
    double itPowerTypicalKw = 0;
    double itPowerMaxKw = 0;
    double pue = 0;
    double facilityPowerKw = 0; // itPowerMaxKw x PUE
    double heatBtuPerHr = 0;
    double coolingTons = 0;
    double weightKg = 0;
    double rackUnitsUsed = 0;

    bool operator==(const Totals &) const = default;
};

struct Analysis final
{
    Totals totals;
    std::vector<FabricSummary> fabrics; // fabric id order
    std::vector<RackReport> racks;      // rack id order
    FacilityReport facility;            // empty for a design without hall elements
    // Every link's route and medium: the optics power and the cable problems come from it, and
    // the BOM, the exports and the views that show this analysis read the same one. Shared, never
    // copied (a 64-SU plan is 97,000 routed cables); never null.
    std::shared_ptr<const CablePlan> cables = std::make_shared<const CablePlan>();
    std::vector<Problem> problems; // errors first, then warnings, then info; stable within each
    bool cancelled = false; // AnalysisOptions::cancel stopped it: incomplete, not to be shown
};

// A pure function of the design and the catalog: the GUI runs it on a worker thread on a snapshot,
// the CLI calls it directly. `options` trade the depth of the bisection search for time. `plan`,
// when given, is the design's cable plan built elsewhere (the editor keeps one in step with each
// edit), which the analysis shares instead of planning every link again; else it builds one.
Analysis analyze(const Design &design, const Catalog &catalog, const AnalysisOptions &options = {},
                 std::shared_ptr<const CablePlan> plan = nullptr);

} // namespace podcad
