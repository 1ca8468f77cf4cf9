#pragma once

// Two racks of one hall row a given distance apart with SN4600C switches linked across them, for
// the tests of a cable that cannot reach its run (core/tst_cablereach, ui/tst_problemsreach).

#include "model/design.h"

#include <QString>

namespace podcad::test {

using namespace Qt::StringLiterals;

inline void must(bool added, const QString &why)
{
    if (!added)
        qFatal("%s", qPrintable(why));
}

// Two SN4600C switches (2U, 64 x 100G QSFP28) at U1 of two RACK-48U racks (800 x 1200 mm) of one
// row A facing north, the racks' floor positions (0, 0) and (gapM, 0). The hall names no trays,
// so the route runs over the one default row tray (docs/cabling.md, "Routes"): along the row's
// centre line, y = 1.2 / 2 = 0.6 m, 2.7 m up. From port to port:
//   across the rack to its manager at the front-west corner   0.4
//   up from the port, 0.1 + (0 + 2/2) x 0.04445 = 0.14445 m,
//     to the tray at 2.7 m                                     2.55555
//   across to the tray, from y = 0 to y = 0.6                  0.6
//   along the tray, manager to manager                         gapM
//   the same at the far end                                    0.6 + 2.55555 + 0.4
//   service loops, 0.5 m at each end                           1.0
//   four bends (into and out of each manager and the tray)     0.4
// = gapM + 8.5111 m.
inline double routeM(double gapM)
{
    const double up = 2.7 - (0.1 + 0.04445);
    return gapM + 2 * (0.4 + up + 0.6) + 1.0 + 0.4;
}

// The SN4600C's 100G ports take QSFP28 SR4 optics over OM4 (100 m), the longest OM4 cable the
// catalog sells is FIBER-MPO-50M, and nothing single-mode fits a QSFP28 cage: 50 m is as far as
// any planned cable carries between these switches.
constexpr double kLongestQsfp28CableM = 50;

inline Design twoRacks(double gapM, int switchPairs, int linksPerPair,
                       const QString &cableSku = QString())
{
    Design design;
    Hall hall;
    hall.widthM = 100;
    hall.depthM = 10;
    HallRow row;
    row.name = u"A"_s;
    row.facing = Facing::North;
    hall.rows = {row};
    design.hall = hall;
    QString why;
    must(design.addFabric({u"mgmt"_s, u"In-band"_s, FabricKind::Inband, u"Ethernet 100G"_s}, &why),
         why);
    const QPointF positions[2] = {QPointF(0, 0), QPointF(gapM, 0)};
    for (int r = 0; r < 2; ++r) {
        Rack rack;
        rack.id = u"r%1"_s.arg(r + 1);
        rack.name = u"A%1"_s.arg(r + 1, 2, 10, QChar(u'0'));
        rack.sku = u"RACK-48U"_s;
        rack.row = u"A"_s;
        rack.floorPositionM = positions[r];
        must(design.addRack(rack, &why), why);
    }
    int n = 0;
    for (int p = 0; p < switchPairs; ++p) {
        for (int r = 0; r < 2; ++r) {
            Device d;
            d.id = u"sw%1-%2"_s.arg(p + 1).arg(r + 1);
            d.sku = u"SN4600C"_s;
            d.role = Role::Leaf;
            d.rackId = u"r%1"_s.arg(r + 1);
            d.lowestU = 1 + 2 * p;
            must(design.addDevice(d, &why), why);
        }
        for (int i = 0; i < linksPerPair; ++i) {
            Link l;
            l.id = u"l%1"_s.arg(++n, 3, 10, QChar(u'0'));
            l.a = {u"sw%1-1"_s.arg(p + 1), u"eth"_s, i};
            l.b = {u"sw%1-2"_s.arg(p + 1), u"eth"_s, i};
            l.cableSku = cableSku;
            l.fabricId = u"mgmt"_s;
            must(design.addLink(l, &why), why);
        }
    }
    return design;
}

} // namespace podcad::test
