// A cable that cannot reach its run is a problem (core/analysis/cablemedia, "cable-too-short"):
// the plan's own pick when nothing in the catalog reaches, and a cable the link names that is too
// short, one problem per link pointing at it, the first kMaxCableReachProblems listed and the rest
// counted per cable SKU. The designs are built here over the shipped catalog, in a hall whose
// routes are worked out by hand.

#include "analysis/analysis.h"
#include "analysis/cablemedia.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <algorithm>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

void must(bool added, const QString &why)
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
double routeM(double gapM)
{
    const double up = 2.7 - (0.1 + 0.04445);
    return gapM + 2 * (0.4 + up + 0.6) + 1.0 + 0.4;
}

// The SN4600C's 100G ports take QSFP28 SR4 optics over OM4 (100 m), the longest OM4 cable the
// catalog sells is FIBER-MPO-50M, and nothing single-mode fits a QSFP28 cage: 50 m is as far as
// any planned cable carries between these switches.
constexpr double kLongestQsfp28CableM = 50;

Design twoRacks(double gapM, int switchPairs, int linksPerPair, const QString &cableSku = QString())
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

std::vector<Problem> tooShort(const Analysis &a)
{
    std::vector<Problem> out;
    std::copy_if(a.problems.begin(), a.problems.end(), std::back_inserter(out),
                 [](const Problem &p) { return p.code == u"cable-too-short"_s; });
    return out;
}

} // namespace

class TestCableReach final : public QObject
{
    Q_OBJECT

    std::optional<Catalog> mCatalog;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    // 45 m apart: a 53.5 m route, beyond the 50 m of any cable the catalog has for QSFP28. The
    // plan still buys its farthest-reaching cable, and the analysis says that it does not reach.
    void farApartRacksGetOneProblemNamingTheLink()
    {
        const Design design = twoRacks(45, 1, 1);
        const Analysis a = analyze(design, *mCatalog);
        const PlannedCable *c = a.cables.cable(u"l001"_s);
        QVERIFY(c && c->medium);
        QCOMPARE(qRound(c->route.lengthM() * 1e4), qRound(routeM(45) * 1e4)); // 53.5111 m
        QVERIFY(routeM(45) > kLongestQsfp28CableM);
        QVERIFY(!c->medium->reaches);
        QCOMPARE(c->medium->cableLengthM, kLongestQsfp28CableM);

        const std::vector<Problem> problems = tooShort(a);
        QCOMPARE(problems.size(), std::size_t(1));
        const Problem &p = problems.front();
        QCOMPARE(p.severity, Severity::Warning);
        QCOMPARE(p.objectId, u"l001"_s);
        QCOMPARE(p.count, 1);
        QVERIFY(p.exampleIds.isEmpty());
        QVERIFY(p.field.isEmpty()); // the link names no cable: the plan picked it
        QCOMPARE(p.message,
                 u"Link l001: the route is 53.5 m and no cable in the catalog for these ports "
                 u"reaches it (the farthest it has: %1 is 50.0 m): move racks A01 and A02 "
                 u"closer, or add a longer medium to the catalog."_s.arg(c->medium->cableSku));
    }

    // Side by side (0.8 m apart): a 9.3 m route, which a 10 m fibre covers: no problem.
    void closeRacksGetNone()
    {
        const Design design = twoRacks(0.8, 1, 1);
        const Analysis a = analyze(design, *mCatalog);
        const PlannedCable *c = a.cables.cable(u"l001"_s);
        QVERIFY(c && c->medium);
        QCOMPARE(qRound(c->route.lengthM() * 1e4), qRound(routeM(0.8) * 1e4)); // 9.3111 m
        QVERIFY(c->medium->reaches);
        QVERIFY(c->medium->cableLengthM >= routeM(0.8));
        QCOMPARE(tooShort(a).size(), std::size_t(0));
    }

    // A link naming a 3 m DAC on a 10.1 m run (one rack position between the racks): one
    // problem per such link, on its cable_sku field, with a cable that would reach.
    void aNamedThreeMetreCableOnATenMetreRunGetsOne()
    {
        const Design design = twoRacks(1.6, 1, 2, u"DAC-100G-QSFP28-3M"_s);
        const Analysis a = analyze(design, *mCatalog);
        QCOMPARE(qRound(a.cables.cable(u"l001"_s)->route.lengthM() * 1e4),
                 qRound(routeM(1.6) * 1e4)); // 10.1111 m
        const std::vector<Problem> problems = tooShort(a);
        QCOMPARE(problems.size(), std::size_t(2)); // one per link, not one per SKU
        for (int i = 0; i < 2; ++i) {
            const Problem &p = problems[std::size_t(i)];
            const QString id = u"l00%1"_s.arg(i + 1);
            QCOMPARE(p.objectId, id);
            QCOMPARE(p.field, u"cable_sku"_s);
            QCOMPARE(p.severity, Severity::Warning);
            QCOMPARE(p.count, 1);
            QVERIFY2(
                p.message.startsWith(
                    u"Link %1: DAC-100G-QSFP28-3M is 3.0 m, the route is 10.1 m; choose "_s.arg(
                        id)),
                qPrintable(p.message));
        }
        // What it names does reach: the plan without the named cable picks a cable that covers
        // the run, and that is the one the problem offers.
        const Analysis planned = analyze(twoRacks(1.6, 1, 1), *mCatalog);
        const CableMedium &pick = *planned.cables.cable(u"l001"_s)->medium;
        QVERIFY(pick.reaches && pick.cableLengthM >= routeM(1.6));
        QVERIFY2(problems.front().message.contains(u"; choose %1 ("_s.arg(pick.cableSku)),
                 qPrintable(problems.front().message));
    }

    // A named cable on a run nothing reaches: the same advice as for the plan's pick.
    void aNamedCableNothingCouldReplaceSaysWhatToDo()
    {
        const Design design = twoRacks(45, 1, 1, u"FIBER-MPO-3M"_s);
        const Analysis a = analyze(design, *mCatalog);
        const std::vector<Problem> problems = tooShort(a);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front().message,
                 u"Link l001: FIBER-MPO-3M is 3.0 m, the route is 53.5 m, and no cable in the "
                 u"catalog for these ports reaches it: move racks A01 and A02 closer, or add a "
                 u"longer medium to the catalog."_s);
    }

    // Two pairs of switches, 64 far links each: the first kMaxCableReachProblems links (id
    // order) one problem each, the other 28 in one row for their cable SKU, pointing at the first
    // of them with a few examples and the longest route.
    void manyLinksAreListedToTheCapAndCountedBeyondIt()
    {
        const int links = 2 * 64;
        QVERIFY(links > int(analysis::kMaxCableReachProblems));
        const Design design = twoRacks(45, 2, 64);
        const Analysis a = analyze(design, *mCatalog);
        const std::vector<Problem> problems = tooShort(a);
        QCOMPARE(problems.size(), analysis::kMaxCableReachProblems + 1);
        for (std::size_t i = 0; i < analysis::kMaxCableReachProblems; ++i) {
            QCOMPARE(problems[i].objectId, u"l%1"_s.arg(int(i) + 1, 3, 10, QChar(u'0')));
            QCOMPARE(problems[i].count, 1);
        }
        const Problem &rest = problems.back();
        const int unlisted = links - int(analysis::kMaxCableReachProblems);
        const QString firstUnlisted =
            u"l%1"_s.arg(int(analysis::kMaxCableReachProblems) + 1, 3, 10, QChar(u'0'));
        QCOMPARE(rest.count, unlisted);
        QCOMPARE(rest.objectId, firstUnlisted);
        QCOMPARE(rest.exampleIds.size(), 5);
        QCOMPARE(rest.exampleIds.front(), firstUnlisted);
        // The second pair sits 2U higher: 2 x 0.0889 m less to climb to the tray.
        const double longest = routeM(45);
        const QString sku = a.cables.cable(firstUnlisted)->medium->cableSku;
        QVERIFY2(rest.message.startsWith(
                     u"%1 more links whose cable, %2, is shorter than their routes (up to %3 m)"_s
                         .arg(unlisted)
                         .arg(sku, QString::number(longest - 2 * 2 * 0.04445, 'f', 1))),
                 qPrintable(rest.message));
    }
};

QTEST_GUILESS_MAIN(TestCableReach)
#include "tst_cablereach.moc"
