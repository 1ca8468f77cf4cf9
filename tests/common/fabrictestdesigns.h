#pragma once

// Designs the fabric tests draw with the generators, and the devices of a role in them.

#include "generate/fattreedesign.h"
#include "generate/superpod.h"
#include "model/design.h"

#include <QString>
#include <optional>
#include <vector>

namespace podcad::test {

// The generator's fat tree; says why in the test log when it cannot be built.
inline std::optional<Design> fatTree(const Catalog &catalog, const FatTreeOptions &options)
{
    QString why;
    auto design = generateFatTree(catalog, options, &why);
    if (!design)
        qWarning("%s", qPrintable(why));
    return design;
}

// The generator's SuperPOD; says why in the test log when it cannot be built.
inline std::optional<Design> superPod(const Catalog &catalog, const QString &system,
                                      const QString &fabric, int sus)
{
    SuperPodOptions o;
    o.system = system;
    o.fabric = fabric;
    o.sus = sus;
    QString why;
    auto design = generateSuperPod(catalog, o, &why);
    if (!design)
        qWarning("%s", qPrintable(why));
    return design;
}

// 24 eight-GPU nodes of 8 x 400G on radix-64 switches in two tiers. At 1:1 a leaf has 32 node
// ports and 32 uplinks: 192 node ports fill 6 leaves, whose 192 uplinks the generator stripes
// over 4 spines (8 per leaf and spine). At 3:1 a leaf has 48 node ports and 16 uplinks: 4 leaves
// under one spine.
inline std::optional<Design> nodeFatTree(const Catalog &catalog, int oversubscription)
{
    FatTreeOptions o;
    o.endpoints = 24;
    o.portsPerEndpoint = 8;
    o.radix = 64;
    o.tiers = 2;
    o.oversubscription = oversubscription;
    return fatTree(catalog, o);
}

// Ids of the devices with this role, id order.
inline std::vector<QString> devicesWithRole(const Design &design, Role role)
{
    std::vector<QString> ids;
    for (const auto &[id, device] : design.devices())
        if (device.role == role)
            ids.push_back(id);
    return ids;
}

} // namespace podcad::test
