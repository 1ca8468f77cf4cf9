#pragma once

#include "model/design.h"

#include <optional>

namespace podcad {

class Catalog;

// A DGX BasePOD (DOMAIN.md section 4): 2-16 DGX nodes (NDR400 up to 8, NDR200 to 16), QM9700
// compute switches, SN4600C for storage and in-band, SN2201 out of band, 5 control-plane servers.
struct BasePodOptions final
{
    QString system = QStringLiteral("dgx-h100");
    int nodes = 4;
    double rackKw = 0; // 0: the RA's density
    QString storageSku = QStringLiteral("DDN-AI400X2");
    int controlPlaneServers = 5;
};

std::optional<Design> generateBasePod(const Catalog &catalog, const BasePodOptions &options,
                                      QString *why);

} // namespace podcad
