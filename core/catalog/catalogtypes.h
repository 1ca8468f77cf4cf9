#pragma once

#include "devicekind.h"
#include "model/facility.h"
#include "model/powerfeed.h"

#include <QString>
#include <optional>
#include <vector>

namespace podcad {

// How sure a figure is, by the kind of document it rests on (catalog schema 6). Unrated: a row
// from a catalog that does not say (a user catalog, an older team catalog).
enum class Confidence {
    Unrated,
    Datasheet,
    ReferenceArchitecture,
    VendorAnnouncement,
    ThirdPartyEstimate
};

// Where a figure comes from. `estimate` is true when the source says the value is an estimate
// (switch and optics prices, unpublished power figures): the UI and exports must show it.
struct Provenance final
{
    QString source;
    QString sourceDate; // ISO date, as precise as the source allows ("2026-06", "2023-09-01")
    bool estimate = false;
    Confidence confidence = Confidence::Unrated;

    bool operator==(const Provenance &) const = default;
};

// Per-GPU figures, dense (not sparse) Tensor-Core throughput.
struct Accelerator final
{
    QString id; // "h100-sxm"
    QString name;
    QString vendor;
    double bf16DenseTflops = 0;
    double fp8DenseTflops = 0; // 0 where the part has no FP8
    double fp4DenseTflops = 0; // 0 where the part has no FP4 (or the catalog gives none)
    double memoryGb = 0;
    QString memoryType;
    double memoryBandwidthTBps = 0;
    double tdpW = 0;
    QString scaleUpLink;
    // NVLink (or other scale-up) bandwidth per GPU, each way, GB/s: half the bidirectional figure
    // datasheets quote (H100: 900 GB/s -> 450). 0 where the part has none (PCIe cards).
    double scaleUpGBps = 0;
    Provenance provenance;

    bool operator==(const Accelerator &) const = default;
};

// A group of identical ports on a device model, e.g. 64x 400G OSFP on a QM9700.
struct PortGroup final
{
    QString name; // unique within the model: "ib", "storage", "bmc", ...
    int count = 0;
    double speedGbps = 0;
    QString connector;    // "OSFP", "QSFP112", "RJ45", ...
    QString fabric;       // compute | storage | inband | oob | any
    int portsPerCage = 1; // 2 for twin-port OSFP cages: drives transceiver counting

    bool operator==(const PortGroup &) const = default;
};

// What a cable or transceiver carries (table media_specs): the medium chooser's input.
struct MediaSpec final
{
    QString medium;        // cat6 | dac | acc | aoc | om4 | os2 (a transceiver: the fibre it takes)
    QString connector;     // the cage or jack it plugs into; "MPO-12" for a fibre trunk
    double speedGbps = 0;  // per link; 0 for a fibre trunk (any rate)
    int ports = 1;         // links per plug: 2 for twin-port OSFP
    bool breakout = false; // one twin-port plug to two single-port plugs
    double reachM = 0;     // a cable's length, a transceiver's reach on its fibre
    double lengthM = 0;    // a cable's length as sold; 0 for a transceiver
    Provenance provenance;

    bool operator==(const MediaSpec &) const = default;
};

struct DeviceModel final
{
    QString sku;
    QString name;
    QString vendor;
    DeviceKind kind = DeviceKind::GpuServer;
    QString description;
    int rackUnits = 0;   // height it occupies; for kind Rack: the rack's usable height
    double weightKg = 0; // for kind Rack: empty weight
    double typicalPowerW = 0;
    double maxPowerW = 0;
    // Vendors rarely publish typical draw: true when typicalPowerW is derived from maxPowerW
    // rather than taken from the spec source, so the UI can flag it in an otherwise sourced row.
    bool typicalPowerEstimate = false;
    double liquidFraction = 0; // share of the heat removed by liquid (0 = air cooled)
    double airflowCfm = 0;
    double listPriceUsd = 0;
    // Rows imported into the user catalog (NetBox device types) lack what their source does not
    // publish: the figure stays 0 and the flag says it is missing rather than zero, so the BOM
    // and the analysis can say so instead of counting a free or powerless box.
    bool priceMissing = false;
    bool powerMissing = false;
    QString acceleratorId; // for GPU servers and racks-as-systems (NVL72)
    int acceleratorCount = 0;
    double storageCapacityTb = 0;    // usable, for storage appliances
    double storageBandwidthGBps = 0; // read bandwidth, for storage appliances
    double maxLoadKg = 0;            // for kind Rack: static load rating
    double powerCapacityW = 0;       // for kind Pdu: what it delivers (its own draw: maxPowerW)
    // Power supplies (table power_supplies): how many, how many it needs for full performance and
    // how many to keep running. A model the table does not list is 1+1: two supplies, one enough.
    int supplies = 2;
    int suppliesForFull = 1;
    int suppliesToRun = 1;
    bool suppliesListed = false; // false: the 1+1 default above, not a catalog row
    Provenance suppliesProvenance;
    // For cables and transceivers (table media_specs): what it carries; nullopt when not listed.
    std::optional<MediaSpec> media;
    // For kind Pdu (table pdu_inputs): the circuit it is built for; nullopt when not listed.
    std::optional<PowerFeed> pduInput;
    double widthMm = 0, depthMm = 0; // for kind Rack: footprint
    Provenance specProvenance;
    Provenance priceProvenance;
    std::vector<PortGroup> portGroups;

    const PortGroup *portGroup(const QString &groupName) const
    {
        for (const PortGroup &g : portGroups)
            if (g.name == groupName)
                return &g;
        return nullptr;
    }
    int totalPorts() const
    {
        int n = 0;
        for (const PortGroup &g : portGroups)
            n += g.count;
        return n;
    }

    bool operator==(const DeviceModel &) const = default;
};

// A facility product (table facility_models): a UPS, busway, CDU, CRAH, ... with what the
// facility analysis needs. Figures a datasheet does not give stay 0.
struct FacilityModel final
{
    QString sku;
    QString name;
    QString vendor;
    FacilityKind kind = FacilityKind::Switchboard;
    QString description;
    double capacityKw = 0; // rated output (power) or heat removed (cooling), kW
    double maxFlowLpm = 0; // CDUs: the most secondary flow it pumps, L/min
    double approachK = 0;  // CDUs: facility supply to secondary supply at rated capacity, K
    double ownPowerKw = 0; // what it draws itself (pumps, fans, losses) at rated load
    double widthMm = 0, depthMm = 0, heightMm = 0;
    double weightKg = 0;
    double listPriceUsd = 0;
    Provenance specProvenance;
    Provenance priceProvenance;

    bool operator==(const FacilityModel &) const = default;
};

struct CloudOffer final
{
    QString id; // "aws-p5.48xlarge"
    QString provider;
    QString instance;
    QString acceleratorId;
    int gpusPerInstance = 0;
    std::optional<double> onDemandUsdPerHour; // per instance
    std::optional<double> reserved1yUsdPerHour;
    std::optional<double> reserved3yUsdPerHour;
    std::optional<double> spotUsdPerHour;
    Provenance provenance;

    bool operator==(const CloudOffer &) const = default;
};

// A language model to size a design against (table models): what the training and inference
// formulas of DOMAIN.md §7 need. A user may also describe one by its numbers, without provenance.
struct LanguageModel final
{
    QString id; // "llama-3.1-70b"
    QString name;
    double params = 0;       // all parameters (not billions)
    double activeParams = 0; // per token: less than params for a mixture of experts
    int layers = 0;
    int hiddenSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0; // fewer than attentionHeads with grouped-query attention
    int headDim = 0;
    int contextTokens = 0;
    // 0 where unknown (a custom model without them): the FFN is then taken as 4 x hidden and the
    // vocabulary as none, and the answer says so.
    int ffnSize = 0; // intermediate size of one FFN (of one expert in a mixture of experts)
    int vocabSize = 0;
    int experts = 0;       // routed experts per MoE layer; 0: a dense model
    int activeExperts = 0; // routed experts each token runs through
    Provenance provenance;

    bool operator==(const LanguageModel &) const = default;
};

// How much of a GPU's dense peak its large matrix multiplications sustain in training kernels, per
// accelerator and precision: the step-time model's one calibrated figure (measured GEMM
// throughput, or calibrated against a published run, which `provenance` names).
struct KernelEfficiency final
{
    QString acceleratorId;
    QString precision; // "bf16" | "fp8"
    double matmul = 0; // 0..1 of peakDenseTflops
    Provenance provenance;

    bool operator==(const KernelEfficiency &) const = default;
};

// Where published figures disagree (table figure_ranges): the span they give, the figure the
// catalog took for `field` of `subject` (a SKU or accelerator id) and why.
struct FigureRange final
{
    QString subject;
    QString field; // the catalog column: "max_power_w"
    double low = 0;
    double high = 0;
    double chosen = 0;
    QString why;
    QString sources; // each source with the figure it gives
    QString sourceDate;
    bool operator==(const FigureRange &) const = default;
};

// Default values for design assumptions; a design stores only the ones it overrides.
struct AssumptionDefault final
{
    QString key; // "electricity_usd_per_kwh"
    double value = 0;
    QString unit;
    QString description;
    Provenance provenance;

    bool operator==(const AssumptionDefault &) const = default;
};

} // namespace podcad
