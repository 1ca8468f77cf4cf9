#pragma once

#include "model/powerfeed.h"

#include <QString>
#include <QStringList>
#include <array>
#include <vector>

namespace podcad {

class Catalog;
class Design;
struct Device;
struct DeviceModel;
struct Rack;

// What losing a feed does to one device, from its supply scheme (DOMAIN.md section 5, catalog
// table power_supplies) and how many of its supplies are on the feed that is left:
//   left >= needed for full performance          -> Full
//   needed to run <= left < needed for full      -> Throttled (runs at reduced performance)
//   left < needed to run                         -> Down
// A DGX H100 (six supplies, 4+2, runs on three) split 3/3 is throttled; a DGX B200 (5+1, three to
// run: an estimate) split 3/3 too; a 1+1 switch split 1/1 stays at full performance.
enum class SupplyOutcome { Full, Throttled, Down };
QString supplyOutcomeName(SupplyOutcome outcome); // "full", "throttled", "down"

// One side of a rack's power, with both feeds up and with the other one lost.
struct FeedReport final
{
    FeedSide side = FeedSide::A;
    // Each PDU on this side is one circuit of the feed; a rack without PDUs has one circuit per
    // side (the defaults), a side without PDUs in a rack that has some has none.
    int circuits = 0;
    PowerFeed circuit;       // the rating of each circuit (the first PDU's when they differ)
    QString circuitSource;   // "site" (the rack's feeds in the file), the PDU's SKU, or "default"
    double usableKw = 0;     // sum over its circuits of V x A x sqrt(3) x derating
    double normalKw = 0;     // peak draw on this feed with both up: devices split as their supplies
    double onLossKw = 0;     // peak draw on this feed when the other is lost: all that still runs
    int throttledOnLoss = 0; // devices that run throttled when the other feed is lost
    int downOnLoss = 0;      // devices that stop when the other feed is lost

    bool overNormal() const { return normalKw > usableKw + 1e-9; }
    bool overOnLoss() const { return onLossKw > usableKw + 1e-9; }

    bool operator==(const FeedReport &) const = default;
};

struct DeviceFeedOutcome final
{
    QString deviceId;
    QString name;
    SupplyOutcome outcome = SupplyOutcome::Full;
    int suppliesLeft = 0; // on the surviving feed
    int supplies = 0;
};

// One rack when one feed is lost.
struct RackFeedLoss final
{
    QString rackId;
    QString rackName;
    FeedSide lost = FeedSide::A;
    double survivorKw = 0;
    double survivorUsableKw = 0;
    int devicesFull = 0;
    std::vector<DeviceFeedOutcome> affected; // throttled and down devices, device id order

    FeedSide survivor() const { return otherFeed(lost); }
    bool over() const { return survivorKw > survivorUsableKw + 1e-9; }
    int count(SupplyOutcome outcome) const;
};

// A device of a rack with what the analysis knows of it.
struct PoweredDevice final
{
    const Device *device = nullptr;
    const DeviceModel *model = nullptr; // never null
    double maxW = 0;                    // the design's override when set
};

struct RackFeeds final
{
    std::array<FeedReport, 2> feeds;    // index feedIndex(side)
    std::array<RackFeedLoss, 2> losses; // index feedIndex(the feed lost)
};

// The feeds of one rack holding `devices` (rackModel: the rack's own model when it draws power,
// an integrated system; may be null). Unassigned PDUs take A, B, A, ... in id order, as the
// version 1 -> 2 file migration and the generators do.
RackFeeds rackFeeds(const Rack &rack, const DeviceModel *rackModel,
                    const std::vector<PoweredDevice> &devices);

// What losing `lost` does to every rack (rack id order), or to `rackId` alone when given. Devices
// with an unknown SKU are left out (the analysis reports them).
std::vector<RackFeedLoss> feedLoss(const Design &design, const Catalog &catalog, FeedSide lost,
                                   const QString &rackId = {});

} // namespace podcad
