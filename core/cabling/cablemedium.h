#pragma once

#include <QString>
#include <array>
#include <optional>

namespace podcad {

// What carries a link: copper or fibre, with or without transceivers at its ends.
enum class MediumKind {
    TwistedPair, // Cat6 between RJ45 jacks
    Dac,         // passive direct-attach copper
    Acc,         // active copper (ACC or AEC)
    Aoc,         // active optical cable: the ends are built in
    Fibre,       // a transceiver in each cage and a fibre (MPO trunk or duplex) between them
};

QString mediumKindName(MediumKind kind); // "cat6", "dac", "acc", "aoc", "fibre"
std::optional<MediumKind> mediumKindFromName(const QString &name);

// The medium of one link: the cable bought (one of the lengths the catalog sells) and what each
// end needs.
struct CableMedium final
{
    MediumKind kind = MediumKind::Fibre;
    QString cableSku;
    double cableLengthM = 0; // the catalog length bought; 0 when the catalog does not say
    // Per end (a, b): the transceiver its cage takes, empty when the cable carries its own ends
    // (copper, AOC) or the port is an RJ45 jack.
    std::array<QString, 2> transceiverSku;
    // A breakout cable (one twin-port plug to two single ports) serves two links: the end (0 = a,
    // 1 = b) whose cage takes its single plug, so the BOM counts one cable per such cage.
    std::optional<int> breakoutEnd;
    double reachM = 0;         // the longest run this medium carries at the ports' speed
    bool chosenByUser = false; // the link names its cable SKU
    bool reaches = true;       // the cable's length and the medium's reach cover the route

    bool operator==(const CableMedium &) const = default;
};

} // namespace podcad
