#pragma once

#include "model/design.h"
#include "optics.h"

#include <optional>

namespace podcad {

class Catalog;

// The largest DGX SuperPOD the reference architecture describes, in scalable units.
inline constexpr int kMaxSus = 64;

// A DGX SuperPOD of H100, H200, B200 (DOMAIN.md section 4) or B300 nodes (RA-11339-001).
struct SuperPodOptions final
{
    QString system = QStringLiteral("dgx-h100"); // dgx-h100 | dgx-h200 | dgx-b200 | dgx-b300
    // Compute fabric: empty for the system's RA default; "ndr" (H100/H200/B200), "xdr" (B300,
    // RA-11339-001, its default) or "spectrum-x" (B300, the twin-plane busbar edition).
    QString fabric;
    // Rail-only (Wang et al., arXiv 2307.12169): every rail (NIC i of every node) is a network of
    // its own, with no spine joining rails; traffic between rails crosses the node's NVLink. A
    // rail with more nodes than one leaf takes gets spines dedicated to that rail.
    bool railOnly = false;
    // Co-packaged optics: the compute fabric's switches are the CPO counterparts of the RA's
    // (Q3450-LD for Q3400-RA, SN6810 for SN5610), built by their radix; systems whose compute
    // switch has no counterpart are refused. The storage and in-band fabrics stay pluggable.
    Optics optics = Optics::Pluggable;
    int sus = 1;
    // Nodes in all; 0: every slot of every SU, less the one the UFM appliance takes when the
    // compute fabric has no other free port (the RA's 31, 63, 95, 127 nodes for 1-4 SUs).
    int nodes = 0;
    double rackKw = 0; // compute rack power limit; 0: the RA's density (4 DGX H100, 2 DGX B200)
    QString storageSku = QStringLiteral("DDN-AI400X2");
    int controlPlaneServers = 5;
};

std::optional<Design> generateSuperPod(const Catalog &catalog, const SuperPodOptions &options,
                                       QString *why);

// The DGX SKU of a --system name, or empty.
QString dgxSkuFor(const QString &system);

// DGX systems in one scalable unit of the reference architecture generateSuperPod() follows for
// `system` on `fabric` (empty: the RA's default): 32 for H100/H200/B200, 72 for B300 on XDR, 64
// on Spectrum-X, 20 for DGX A100 (its RA's SU, though this generator does not build it); 0 for
// a system or fabric without a SuperPOD RA.
int superPodSuNodes(const QString &system, const QString &fabric = QString());

} // namespace podcad
