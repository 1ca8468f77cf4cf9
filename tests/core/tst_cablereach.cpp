// A cable that cannot reach its run is a problem (core/analysis/cablemedia, "cable-too-short"):
// the plan's own pick when nothing in the catalog reaches, and a cable the link names that is too
// short, one problem per link pointing at it, the first kMaxCableReachProblems listed and the rest
// counted per cable SKU. The designs (tests/common/cablereachdesign.h) stand over the shipped
// catalog in a hall whose routes are worked out by hand.

#include "analysis/analysis.h"
#include "analysis/cablemedia.h"
#include "cablereachdesign.h"
#include "catalog/catalog.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <algorithm>

using namespace podcad;
using namespace podcad::test;
using namespace Qt::StringLiterals;

namespace {

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
        const PlannedCable *c = a.cables->cable(u"l001"_s);
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
        const PlannedCable *c = a.cables->cable(u"l001"_s);
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
        QCOMPARE(qRound(a.cables->cable(u"l001"_s)->route.lengthM() * 1e4),
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
        const CableMedium &pick = *planned.cables->cable(u"l001"_s)->medium;
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
        const QString sku = a.cables->cable(firstUnlisted)->medium->cableSku;
        QVERIFY2(rest.message.startsWith(
                     u"%1 more links whose cable, %2, is shorter than their routes (up to %3 m)"_s
                         .arg(unlisted)
                         .arg(sku, QString::number(longest - 2 * 2 * 0.04445, 'f', 1))),
                 qPrintable(rest.message));
    }
};

QTEST_GUILESS_MAIN(TestCableReach)
#include "tst_cablereach.moc"
