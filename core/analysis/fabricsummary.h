#pragma once

#include "fabricfigures.h"
#include "model/role.h"

#include <QString>
#include <vector>

namespace podcad {

class Catalog;
class Design;

// What one fabric is made of: its endpoints, its switches by tier and its cables by the tiers they
// join. `podcad-cli analyze --json` prints it under `fabrics`; the bandwidth figures of the fabric
// analysis build on the same tiers.
struct FabricSummary final
{
    QString id;
    QString name;
    FabricKind kind = FabricKind::Compute;
    QString technology;
    int endpoints = 0; // devices that are not switches in this fabric, with a link in it
    int leafSwitches = 0;
    int spineSwitches = 0;
    int coreSwitches = 0;
    int links = 0; // the fabric's links; the four below add up to it
    int endpointLeafLinks = 0;
    int leafSpineLinks = 0;
    int spineCoreLinks = 0;
    int otherLinks = 0; // leaf-leaf, endpoint-spine, endpoint-endpoint, ...
    // Bandwidth and reach: analyze() fills them (unless told not to); summarizeFabrics() does not.
    FabricFigures figures;
    // What the fabric's transceivers and active cables draw (analyze() fills them), W.
    double opticsTypicalW = 0;
    double opticsMaxW = 0;

    bool operator==(const FabricSummary &) const = default;
};

// One summary per fabric of the design, in fabric id order; links without a fabric count nowhere.
// O(devices + links).
//
// Who is what, per fabric (only the fabric's own links count):
// - A device's own management port is its port group "mgmt" (switches, storage, PDUs) or "bmc"
//   (servers, appliances), the catalog's names for it. A cable into that port attaches the device
//   to the fabric as a host, whatever the device is.
// - A device is a switch of the fabric when its catalog model is of kind switch (for a SKU the
//   catalog does not know as a device: when its role is leaf, spine or core) and at least one of
//   its links in the fabric is on another port. So a leaf of the compute fabric whose RJ45 is on
//   the out-of-band network is an endpoint there, not a switch.
// - Endpoints are all other devices with a link in the fabric: GPU servers, storage, UFM, control
//   plane, PDUs, managed switches, ...
// - A switch whose role is leaf, spine or core has that tier (1, 2, 3). Any other switch (role
//   other or management: a hand-drawn design, the out-of-band switches) gets the lowest tier of
//   its neighbours plus one, capped at core: next to an endpoint (or to any management port) it
//   is a leaf, next to leaves only a spine, beyond that a core. This is a breadth-first search from
//   the endpoints that also starts at the role-tiered switches, so a design with roles on some
//   switches and not others reads consistently; it spreads over links between data ports only,
//   never through a management port. A switch that neither reaches (switches drawn before their
//   endpoints) counts as a leaf.
// - A link is endpoint-leaf, leaf-spine or spine-core by the tiers of its two ends, where an end on
//   a management port is an endpoint end (a spine's management port on an out-of-band leaf is an
//   endpoint-leaf link of that fabric). Anything else (leaf-leaf, endpoint-spine,
//   endpoint-endpoint, a loop between two data ports of one switch) is other.
// fabricDeviceTiers() (fabricdevicetiers.h) gives the same tiers device by device.
std::vector<FabricSummary> summarizeFabrics(const Design &design, const Catalog &catalog);

namespace analysis {

class DeviceIndex;
struct FabricTopology;

// The same, for analyze(), which has looked the devices up already.
std::vector<FabricSummary> summarizeFabrics(const Design &design, const DeviceIndex &devices);
// The same from the tiers (fabrictopology.h), which the fabric figures read as well.
std::vector<FabricSummary> summarizeFabrics(const Design &design,
                                            const std::vector<FabricTopology> &topologies);

} // namespace analysis
} // namespace podcad
