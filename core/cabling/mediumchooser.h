#pragma once

#include "cablemedium.h"

#include <QHash>
#include <QString>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;
struct DeviceModel;
struct MediaSpec;
struct PortGroup;

// Picks the medium of a link from the catalog's cables and transceivers (their media_specs rows)
// by the run it must cover, and checks a cable the user chose against it.
//
// What a link costs: its cable and the transceiver at each end, a twin-port item (a twin-port
// module, a twin-port cable or a splitter) counted at half its price because it serves the two
// links of its cage. Each link is chosen on its own, so an edit re-plans only its links.
//
// A co-packaged-optics (CPO) switch port is a fibre socket: its end of a link takes no
// transceiver, the link takes the fibre the socket needs (the switch's media row) and, at a
// pluggable end, a module whose fibre side fits that socket. Between two CPO ports: fibre only.
class MediumChooser final
{
public:
    explicit MediumChooser(const Catalog &catalog);

    // The cheapest medium that reaches lengthM between ports of these groups: the shortest
    // catalog length of it that covers the run. When none reaches, the one that carries farthest,
    // with reaches = false. nullopt when the catalog has nothing that fits the ports at all.
    std::optional<CableMedium> choose(const PortGroup &a, const PortGroup &b, double lengthM) const;
    // The user's cable on this run: its kind, ends and whether it reaches (reaches = false when
    // its length or its medium's reach is shorter than lengthM). Either group may be unknown.
    CableMedium check(const QString &cableSku, const PortGroup *a, const PortGroup *b,
                      double lengthM) const;
    // What a link with this medium costs (see above), USD; 0 for SKUs the catalog lacks.
    double linkCostUsd(const CableMedium &medium) const;

private:
    struct Option final
    {
        CableMedium medium;
        double costUsd = 0;
        double coverM = 0; // the longest run it carries: its length, capped by its reach
    };

    const std::vector<Option> &optionsFor(const PortGroup &a, const PortGroup &b) const;
    std::vector<Option> buildOptions(const PortGroup &a, const PortGroup &b) const;
    // The cheapest transceiver for a port of this group that takes this fibre (om4 | os2); with
    // a line connector, only modules whose fibre side (their "line" port group) has it.
    const DeviceModel *transceiver(const PortGroup &g, const QString &fibre,
                                   const QString &lineConnector = QString()) const;
    // What a co-packaged-optics port takes (its switch's media row), or null for a port that
    // takes a pluggable module or a cable.
    const MediaSpec *coPackaged(const PortGroup &g) const;

    const Catalog &mCatalog;
    std::vector<const DeviceModel *> mCables;       // with their own ends: cat6, dac, acc, aoc
    std::vector<const DeviceModel *> mTrunks;       // om4 and os2 fibre, shortest first
    std::vector<const DeviceModel *> mTransceivers; // with a media row
    // Co-packaged front panels by connector and speed: the fibre the switch's ports take.
    QHash<QString, const MediaSpec *> mCoPackaged;
    // The options of a pair of port kinds, cheapest first: the catalog is indexed once per kind
    // of link, so choosing is constant time per link however big the design.
    mutable QHash<QString, std::vector<Option>> mOptions;
};

} // namespace podcad
