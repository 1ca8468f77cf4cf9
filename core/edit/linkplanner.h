#pragma once

#include "model/link.h"

#include <QStringList>
#include <vector>

namespace podcad {

class Catalog;
class Design;

// Cables the link tool and the bulk connect actions would add, picked from free ports: what the
// person means by "connect these", worked out the way a network engineer would cable them.
struct LinkPlan final
{
    std::vector<Link> links;
    // Why nothing, or less than asked for, was planned (one sentence); empty when all went in.
    QString reason;
};

// One cable from `fromId` to `toId` on the lowest free port of the best compatible pair of port
// groups: same fabric class (a switch's "any" matches all), same medium (RJ45 with RJ45), same
// speed and connector first, then speeds that negotiate (within 4x). Never two management ports.
// The fabric is the design fabric of the ports' kind; for switch-to-switch, the one the two
// devices' other cables are in.
LinkPlan planLink(const Design &design, const Catalog &catalog, const QString &fromId,
                  const QString &toId);

// Rail-optimised cabling of the selected GPU servers to the selected leaves: compute port i of
// every node to the i-th leaf (natural id order), skipping ports already cabled.
LinkPlan planRailOptimized(const Design &design, const Catalog &catalog, const QStringList &ids);

// Every selected leaf to every selected spine (or spines to cores when no leaf is selected), with
// the uplinks striped evenly: half of a leaf's ports go up (non-blocking), less those already up.
LinkPlan planLeafToSpines(const Design &design, const Catalog &catalog, const QStringList &ids);

// "dgx-01 ib[3]": how the status bar and inspector name a port.
QString portLabel(const PortRef &port);

} // namespace podcad
