#pragma once

#include "role.h"

#include <QString>

namespace podcad {

// A network of the design (compute InfiniBand, storage Ethernet, ...). Links name the fabric they
// belong to, so two fabrics of one kind (two compute islands) stay apart in the analysis.
struct Fabric final
{
    QString id;
    QString name;
    FabricKind kind = FabricKind::Compute;
    QString technology; // "InfiniBand NDR", "Ethernet 400G", ...

    bool operator==(const Fabric &) const = default;
};

} // namespace podcad
