#pragma once

#include "fattree.h"

namespace podcad {
class Catalog;
struct DeviceModel;
} // namespace podcad

namespace podcad::generate {

// DOMAIN.md section 4: each DGX (8 GPUs) needs at least 40 GB/s of storage bandwidth.
constexpr double kStorageGBpsPerDgx = 40.0;
constexpr int kGpusPerDgx = 8;

// Appliances of this model that together read at least `demandGBps`.
int storageAppliancesFor(double demandGBps, const DeviceModel &appliance);

// The storage fabric (DOMAIN.md section 4): its own leaf-spine tree in which storage appliances
// attach 1:1 (a leaf has as many appliance ports as uplinks) and compute nodes near 4:3 (half
// the radix down, three quarters of that up). `nodeGroups` carry the nodes' storage ports; the
// appliances' data ports fill leaves of their own.
struct StorageFabricSpec final
{
    QString fabricId;
    QString switchSku;
    std::vector<EndpointGroup> nodeGroups;
    std::vector<int> appliances; // Draft indices
    QString appliancePortGroup;
    int applianceZone = -1; // appliance leaves and the spines go here
};

std::optional<FatTree> buildStorageFabric(Draft &draft, const Catalog &catalog,
                                          StorageFabricSpec spec, QString *why);

} // namespace podcad::generate
