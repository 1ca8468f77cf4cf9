#pragma once

// Pieces the reference layouts share: SKUs, fabric ids and the final steps.

#include "draft.h"
#include "management.h"
#include "rackplacer.h"

namespace podcad {
class Catalog;
}

namespace podcad::generate {

namespace sku {
inline const QString ibSwitch = QStringLiteral("MQM9700-NS2F");
inline const QString xdrSwitch = QStringLiteral("Q3400-RA"); // Quantum-X800, 144x 800G
inline const QString ufmXdr = QStringLiteral("UFM-XDR-APPLIANCE");
inline const QString spectrumX = QStringLiteral("SN5610"); // Spectrum-X, 64x 800G = 128x 400G
inline const QString eth100 = QStringLiteral("SN4600C");
inline const QString eth800 = QStringLiteral("SN5600");
inline const QString oobLeaf = QStringLiteral("SN2201");
inline const QString ufm = QStringLiteral("UFM-ENT-APPLIANCE");
inline const QString controlPlane = QStringLiteral("CTRL-PLANE-SRV");
inline const QString rack = QStringLiteral("RACK-48U"); // EIA-310, at least 48U (DOMAIN.md)
inline const QString pdu = QStringLiteral("PDU-415V-60A-3P");
} // namespace sku

// Default rack power limit for `perRack` systems of this model: their peak plus their PDUs'
// own draw, rounded up to a whole kW.
double rackKwFor(const Catalog &catalog, const QString &systemSku, int perRack);

// Ports per switch of the model's data port group (its radix), or 0.
int radixOf(const Catalog &catalog, const QString &switchSku);

// Adds the OOB switches, places everything, cables the OOB network, chooses every cable and
// commits into a Design named `name`.
std::optional<Design> finish(Draft &draft, const Catalog &catalog, const std::vector<Zone> &zones,
                             int racksPerRow, int managementZone, const QString &name,
                             QString *why);

void addFourFabrics(Draft &draft, const QString &computeTechnology,
                    const QString &storageTechnology, const QString &inbandTechnology);

namespace fabric {
inline const QString compute = QStringLiteral("compute-ib");
inline const QString storage = QStringLiteral("storage");
inline const QString inband = QStringLiteral("inband-eth");
inline const QString oob = QStringLiteral("oob-eth");
} // namespace fabric

} // namespace podcad::generate
