#pragma once

// Designs the fabric tests draw with the generators, and the devices of a role in them.

#include "generate/fattreedesign.h"
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
