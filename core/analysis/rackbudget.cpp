#include "rackbudget.h"

#include "catalog/catalog.h"
#include "model/design.h"
#include "powercooling.h"

#include <algorithm>

namespace podcad::analysis {
namespace {

// A device that occupies rack units: [lowestU, topU].
struct Occupant final
{
    const DeviceFacts *facts = nullptr;
    int lowestU = 0;
    int topU = 0;
};

void checkHeight(const DeviceFacts &facts, RackReport &report, std::vector<Problem> &problems)
{
    const Device &device = *facts.device;
    const int units = facts.model->rackUnits;
    const QString who = label(device.id, device.name);
    if (device.lowestU < 1) {
        report.overHeight = true;
        problems.push_back({Severity::Error, QStringLiteral("rack-over-height"),
                            QStringLiteral("Device %1 (%2U) is in rack %3 at lowest U %4, below "
                                           "U1, the bottom unit.")
                                .arg(who)
                                .arg(units)
                                .arg(report.rackId)
                                .arg(device.lowestU),
                            device.id, QStringLiteral("lowest_u")});
        return;
    }
    const int top = device.lowestU + units - 1;
    if (top > report.heightU) {
        report.overHeight = true;
        problems.push_back({Severity::Error, QStringLiteral("rack-over-height"),
                            QStringLiteral("Device %1 (%2U from U%3) reaches U%4, above the top "
                                           "of %5U rack %6.")
                                .arg(who)
                                .arg(units)
                                .arg(device.lowestU)
                                .arg(top)
                                .arg(report.heightU)
                                .arg(report.rackId),
                            device.id, QStringLiteral("lowest_u")});
    }
}

// Sweeps the occupants bottom up, remembering the one that reaches highest so far: every device
// that starts at or below that top overlaps it. O(n log n) for the sort; each overlapping device
// is reported once, against the device it first runs into.
void checkCollisions(std::vector<Occupant> &occupants, RackReport &report,
                     std::vector<Problem> &problems)
{
    std::sort(occupants.begin(), occupants.end(), [](const Occupant &x, const Occupant &y) {
        if (x.lowestU != y.lowestU)
            return x.lowestU < y.lowestU;
        return x.facts->device->id < y.facts->device->id;
    });
    const Occupant *highest = nullptr;
    for (const Occupant &o : occupants) {
        if (highest && o.lowestU <= highest->topU) {
            report.uCollision = true;
            const Device &lower = *highest->facts->device;
            const Device &upper = *o.facts->device;
            problems.push_back({Severity::Error, QStringLiteral("u-collision"),
                                QStringLiteral("Devices %1 (U%2-U%3) and %4 (U%5-U%6) both "
                                               "occupy U%7 of rack %8.")
                                    .arg(label(lower.id, lower.name))
                                    .arg(highest->lowestU)
                                    .arg(highest->topU)
                                    .arg(label(upper.id, upper.name))
                                    .arg(o.lowestU)
                                    .arg(o.topU)
                                    .arg(o.lowestU) // the lowest common unit: sorted by lowest U
                                    .arg(report.rackId),
                                upper.id, QStringLiteral("lowest_u")});
        }
        if (!highest || o.topU > highest->topU)
            highest = &o;
    }
}

// Problems of a rack's feeds: over a feed with both up, over the survivor when one is lost, and
// devices that stop when one is lost. Throttled devices are not a problem: that is what a 4+2
// scheme split 3/3 does by design; the what-if lists them.
void checkFeeds(const RackFeeds &feeds, const QString &id, const QString &who,
                std::vector<Problem> &problems)
{
    for (const FeedReport &feed : feeds.feeds) {
        if (feed.overNormal())
            problems.push_back(
                {Severity::Error, QStringLiteral("feed-over-capacity"),
                 QStringLiteral("Rack %1 puts %2 kW on feed %3 with both feeds up, usable %4 kW "
                                "(%5 circuit%6).")
                     .arg(who, figure(feed.normalKw), feedName(feed.side), figure(feed.usableKw))
                     .arg(feed.circuits)
                     .arg(feed.circuits == 1 ? QString() : QStringLiteral("s")),
                 id, QStringLiteral("feeds")});
    }
    for (const RackFeedLoss &loss : feeds.losses) {
        if (loss.over())
            problems.push_back({Severity::Error, QStringLiteral("feed-loss-overload"),
                                QStringLiteral("Rack %1: losing feed %2 puts %3 kW on feed %4, "
                                               "usable %5 kW.")
                                    .arg(who, feedName(loss.lost), figure(loss.survivorKw),
                                         feedName(loss.survivor()), figure(loss.survivorUsableKw)),
                                id, QStringLiteral("feeds")});
        QStringList down;
        for (const DeviceFeedOutcome &d : loss.affected)
            if (d.outcome == SupplyOutcome::Down)
                down << d.deviceId;
        if (!down.isEmpty()) {
            Problem p{Severity::Warning, QStringLiteral("feed-loss-device-down"),
                      QStringLiteral("Rack %1: losing feed %2 stops %3 device%4 (%5): too few of "
                                     "their supplies are on feed %6.")
                          .arg(who, feedName(loss.lost))
                          .arg(down.size())
                          .arg(down.size() == 1 ? QString() : QStringLiteral("s"),
                               down.mid(0, 3).join(QStringLiteral(", ")) +
                                   (down.size() > 3 ? QStringLiteral(", ...") : QString()),
                               feedName(loss.survivor())),
                      id, QStringLiteral("feeds")};
            p.count = int(down.size());
            p.exampleIds = down.mid(0, 3);
            problems.push_back(std::move(p));
        }
    }
}

} // namespace

std::vector<RackReport> rackBudgets(const Design &design, const Catalog &catalog,
                                    const DeviceIndex &devices, std::vector<Problem> &problems)
{
    // Group placed devices by rack in one pass (devices arrive in id order, so each group is too).
    QHash<QString, std::vector<const DeviceFacts *>> byRack;
    byRack.reserve(static_cast<qsizetype>(design.racks().size()));
    for (const DeviceFacts &facts : devices.all())
        if (facts.device->isPlaced())
            byRack[facts.device->rackId].push_back(&facts);

    std::vector<RackReport> reports;
    reports.reserve(design.racks().size());
    std::vector<Occupant> occupants;
    std::vector<PoweredDevice> powered;
    const std::vector<const DeviceFacts *> noDevices;
    for (const auto &[id, rack] : design.racks()) {
        RackReport report;
        report.rackId = id;
        report.name = rack.name;
        report.sku = rack.sku;
        report.powerLimitKw = rack.powerLimitKw;
        const QString who = label(id, rack.name);

        double typicalW = 0, maxW = 0, liquidW = 0, contentsKg = 0;
        const DeviceModel *model = rackModel(rack, catalog, &problems);
        if (model) {
            report.heightU = model->rackUnits;
            report.maxLoadKg = model->maxLoadKg;
            report.weightKg = model->weightKg;
            // A rack model may be a whole system (an integrated rack with its own draw): its own
            // figures count like a device's. A plain frame has zero power and airflow.
            typicalW = model->typicalPowerW;
            maxW = model->maxPowerW;
            liquidW = model->maxPowerW * model->liquidFraction;
            report.airflowCfm = model->airflowCfm;
        }

        occupants.clear();
        powered.clear();
        const auto group = byRack.constFind(id);
        const std::vector<const DeviceFacts *> &inRack =
            group != byRack.cend() ? *group : noDevices;
        for (const DeviceFacts *facts : inRack) {
            ++report.deviceCount;
            if (!facts->model)
                continue; // reported as unknown-sku or wrong-kind; no figures to add
            const DeviceModel &m = *facts->model;
            powered.push_back({facts->device, facts->model, facts->maxW});
            report.usedU += m.rackUnits;
            typicalW += facts->typicalW;
            maxW += facts->maxW;
            liquidW += facts->maxW * m.liquidFraction;
            report.airflowCfm += m.airflowCfm;
            contentsKg += m.weightKg;
            if (m.rackUnits <= 0)
                continue; // zero-U items (PDUs) mount on the side rails and use no units
            // Without a known rack height there is nothing to check the position against; the
            // rack's own problem says why.
            if (model)
                checkHeight(*facts, report, problems);
            if (facts->device->lowestU >= 1)
                occupants.push_back(
                    {facts, facts->device->lowestU, facts->device->lowestU + m.rackUnits - 1});
        }
        checkCollisions(occupants, report, problems);

        report.freeU = std::max(0, report.heightU - report.usedU);
        report.typicalKw = typicalW / 1000.0;
        report.maxKw = maxW / 1000.0;
        report.liquidKw = liquidW / 1000.0;
        report.heatBtuPerHr = power::heatBtuPerHr(maxW);
        report.coolingTons = power::coolingTons(maxW);
        report.coolingMethod = power::coolingMethod(report.maxKw, maxW > 0 ? liquidW / maxW : 0);
        report.weightKg += contentsKg;

        if (report.deviceCount == 0) {
            problems.push_back({Severity::Info,
                                QStringLiteral("empty-rack"),
                                QStringLiteral("Rack %1 holds no devices.").arg(who),
                                id,
                                {}});
        }
        if (rack.powerLimitKw > 0 && report.maxKw > rack.powerLimitKw) {
            report.overPower = true;
            problems.push_back({Severity::Error, QStringLiteral("rack-over-power"),
                                QStringLiteral("Rack %1 draws up to %2 kW, over its %3 kW power "
                                               "limit by %4 kW.")
                                    .arg(who, figure(report.maxKw, 2), figure(rack.powerLimitKw, 2),
                                         figure(report.maxKw - rack.powerLimitKw, 2)),
                                id, QStringLiteral("power_limit_kw")});
        } else if (rack.powerLimitKw <= 0 && report.deviceCount > 0) {
            // Only for racks with something in them: an empty rack has nothing to budget yet.
            problems.push_back({Severity::Info, QStringLiteral("rack-no-power-limit"),
                                QStringLiteral("Rack %1 has no power limit set, so its %2 kW peak "
                                               "draw is not checked against a feed.")
                                    .arg(who, figure(report.maxKw, 2)),
                                id, QStringLiteral("power_limit_kw")});
        }
        const RackFeeds feeds = rackFeeds(rack, model, powered);
        report.feeds = feeds.feeds;
        if (report.deviceCount > 0) // an empty rack has nothing to feed yet
            checkFeeds(feeds, id, who, problems);
        // The load rating is what the frame can carry, so it is checked against the contents; the
        // frame's own weight is in weightKg for the floor load but does not use up the rating.
        if (report.maxLoadKg > 0 && contentsKg > report.maxLoadKg) {
            report.overWeight = true;
            problems.push_back({Severity::Error,
                                QStringLiteral("rack-over-weight"),
                                QStringLiteral("Rack %1 carries %2 kg of equipment, over its %3 kg "
                                               "load rating.")
                                    .arg(who, figure(contentsKg), figure(report.maxLoadKg)),
                                id,
                                {}});
        }
        reports.push_back(std::move(report));
    }
    return reports;
}

} // namespace podcad::analysis
