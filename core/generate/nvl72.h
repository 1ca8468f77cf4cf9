#pragma once

#include "model/design.h"
#include "optics.h"

#include <optional>

namespace podcad {

class Catalog;

// A DGX GB200 or GB300 NVL72 SuperPOD (DOMAIN.md section 4): 8 NVL72 racks per SU.
struct Nvl72Options final
{
    QString system = QStringLiteral("gb200-nvl72"); // gb200-nvl72 | gb300-nvl72
    // Co-packaged optics: the compute fabric on the CPO counterpart of the RA's switch (gb300:
    // Q3450-LD); refused for a system whose switch has none.
    Optics optics = Optics::Pluggable;
    int sus = 1;
    int racks = 0;     // NVL72 racks in all; 0: 8 per SU
    double rackKw = 0; // NVL72 rack power limit; 0: one system and its PDUs
    QString storageSku = QStringLiteral("DDN-AI400X2");
    int controlPlaneServers = 5;
};

std::optional<Design> generateNvl72SuperPod(const Catalog &catalog, const Nvl72Options &options,
                                            QString *why);

} // namespace podcad
