#pragma once

#include "model/design.h"
#include "optics.h"

#include <QStringList>
#include <optional>

namespace podcad {

class Catalog;

// A DGX GB200 or GB300 NVL72 SuperPOD (DOMAIN.md section 4): 8 NVL72 racks per SU. Vera Rubin
// NVL72 and NVL144 CPX racks are built by the same SU rule (nvl72Basis says why).
struct Nvl72Options final
{
    // gb200-nvl72 | gb300-nvl72 | vr-nvl72 | vr-nvl144-cpx
    QString system = QStringLiteral("gb200-nvl72");
    // Co-packaged optics: the compute fabric on the CPO counterpart of the system's switch
    // (Q3400-RA -> Q3450-LD); refused for a system whose switch has none.
    Optics optics = Optics::Pluggable;
    int sus = 1;
    int racks = 0;     // NVL72 racks in all; 0: 8 per SU
    double rackKw = 0; // rack power limit; 0: the system's power shelves, else it and its PDUs
    QString storageSku = QStringLiteral("DDN-AI400X2");
    int controlPlaneServers = 5;
};

// The rack-scale systems the generator knows, by their --system name.
QStringList nvl72Systems();

// The --system name of the rack-scale system sold as catalog SKU `sku` ("gb300-nvl72" for
// DGX-GB300-NVL72), or empty.
QString nvl72SystemFor(const QString &sku);

// The catalog SKU of the rack-scale system named `system` ("DGX-GB300-NVL72" for gb300-nvl72), or
// empty.
QString nvl72SkuFor(const QString &system);

// What a system's SuperPOD is built on when no reference architecture of its own is published (one
// sentence for `generate` to print), or empty when it follows its own RA.
QString nvl72Basis(const QString &system);

std::optional<Design> generateNvl72SuperPod(const Catalog &catalog, const Nvl72Options &options,
                                            QString *why);

} // namespace podcad
