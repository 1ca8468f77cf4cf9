// Failure what-ifs (core/analysis/whatif): a lost spine costs its share of every leaf's uplinks,
// a lost leaf cuts its endpoints off, a lost cable of a parallel pair halves that pair, and the
// worst single switch of a tree with single-homed endpoints is a leaf. The fast screening (one
// switch per colour-refinement class, a masked graph, the intact flow reused, several threads)
// scores every switch exactly as the brute force does (every switch on a copy of its graph) on
// every kind of generated design and on asymmetric ones; the warm-started max flow equals a
// fresh one on random graphs; progress and cancellation reach the caller.

#include "analysis/analysis.h"
#include "analysis/bisection.h"
#include "analysis/fabricgraph.h"
#include "analysis/failureflow.h"
#include "analysis/whatif.h"
#include "catalog/catalog.h"
#include "fabrictestdesigns.h"
#include "generate/basepod.h"
#include "generate/fattreedesign.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>
#include <atomic>
#include <random>

using namespace podcad;
using test::devicesWithRole;

namespace {

// Two tiers of radix 16 at 1:1: 8 down and 8 up per leaf, `leaves` leaves. The generator stripes
// each leaf's 8 uplinks evenly over the spines (S divides 8), so every leaf has 8/S links to each.
std::optional<Design> tree(const Catalog &catalog, int leaves)
{
    FatTreeOptions o;
    o.endpoints = 8 * leaves;
    o.radix = 16;
    o.tiers = 2;
    return test::fatTree(catalog, o);
}

// A generated design by name; the "less one ..." kinds take one cable out of a 2-SU SuperPOD so
// that switches the generator made interchangeable no longer are.
std::optional<Design> generated(const Catalog &catalog, const QString &kind)
{
    QString why;
    std::optional<Design> design;
    if (kind.startsWith(QLatin1String("superpod"))) {
        SuperPodOptions o;
        o.sus = kind.startsWith(QLatin1String("superpod less")) ? 2 : kind.mid(9).toInt();
        design = generateSuperPod(catalog, o, &why);
    } else if (kind == QLatin1String("basepod")) {
        BasePodOptions o;
        o.nodes = 8;
        design = generateBasePod(catalog, o, &why);
    } else if (kind == QLatin1String("nvl72")) {
        Nvl72Options o;
        o.sus = 2;
        design = generateNvl72SuperPod(catalog, o, &why);
    } else if (kind == QLatin1String("fat tree")) {
        FatTreeOptions o;
        o.endpoints = 256;
        o.radix = 16;
        o.tiers = 3;
        design = generateFatTree(catalog, o, &why);
    }
    if (!design) {
        qWarning("%s: %s", qPrintable(kind), qPrintable(why));
        return design;
    }
    auto roleOf = [&](const QString &id) { return design->device(id)->role; };
    auto remove = [&](Role x, Role y) {
        for (const auto &[id, link] : design->links()) {
            const Role a = roleOf(link.a.deviceId), b = roleOf(link.b.deviceId);
            if ((a == x && b == y) || (a == y && b == x)) {
                const QString taken = id; // removeLink() destroys the key
                return design->removeLink(taken);
            }
        }
        return false;
    };
    if (kind == QLatin1String("superpod less a spine cable") && !remove(Role::Leaf, Role::Spine))
        design.reset();
    if (kind == QLatin1String("superpod less a node cable") && !remove(Role::Compute, Role::Leaf))
        design.reset();
    return design;
}

} // namespace

class TestWhatIf final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void losingASpine_data()
    {
        QTest::addColumn<int>("leaves");
        QTest::newRow("4 leaves") << 4;
        QTest::newRow("8 leaves") << 8;
        QTest::newRow("16 leaves") << 16;
    }
    void losingASpine()
    {
        QFETCH(int, leaves);
        const auto design = tree(*mCatalog, leaves);
        QVERIFY(design);
        const std::vector<QString> spines = devicesWithRole(*design, Role::Spine);
        const int s = int(spines.size());
        QVERIFY(s >= 2);
        QString why;
        const auto w = whatIf(*design, *mCatalog, {spines.front()}, {}, &why);
        QVERIFY2(w, qPrintable(why));
        QCOMPARE(w->fabrics.size(), std::size_t(1));
        const WhatIf::Fabric &f = w->fabrics.front();
        QVERIFY(f.touched);
        // Intact: non-blocking. Without one of S spines every leaf keeps (S-1)/S of its 8
        // uplinks, so half the leaves send 8 (S-1)/S links across: the ratio falls by 1/S.
        QCOMPARE(f.before.bisection.ratio, 1.0);
        const double linkMbps = 400 * 1000.0;
        QCOMPARE(double(f.after.bisection.bisectionMbps),
                 leaves / 2 * 8.0 * (s - 1) / s * linkMbps);
        QCOMPARE(f.after.bisection.ratio, double(s - 1) / s);
        QCOMPARE(f.after.tierRatio(1), double(s) / (s - 1));
        QVERIFY(f.after.unreachableIds.empty());
    }

    void losingALeafCutsItsEndpointsOff()
    {
        const auto design = tree(*mCatalog, 4);
        QVERIFY(design);
        const QString leaf = devicesWithRole(*design, Role::Leaf).front();
        const auto w = whatIf(*design, *mCatalog, {leaf}, {}, nullptr);
        QVERIFY(w);
        const WhatIf::Fabric &f = w->fabrics.front();
        QVERIFY(f.before.unreachableIds.empty());
        QCOMPARE(f.after.unreachableIds.size(), std::size_t(8));
        QCOMPARE(f.after.reachability.components, 1 + 8);
        for (const QString &id : f.after.unreachableIds) {
            bool onLeaf = false;
            for (const Link *l : design->linksOf(id))
                onLeaf |= l->a.deviceId == leaf || l->b.deviceId == leaf;
            QVERIFY2(onLeaf, qPrintable(id));
        }
    }

    void losingOneCableOfAPair()
    {
        // Leaf 0 keeps one of its 8 uplinks. Whole leaves a side: the half with leaf 0 sends at
        // most its uplinks, 1 + 8 = 9 links of 400G; no balanced split does worse.
        const auto design = tree(*mCatalog, 4);
        QVERIFY(design);
        const QString leaf = devicesWithRole(*design, Role::Leaf).front();
        std::vector<QString> uplinks;
        for (const Link *l : design->linksOf(leaf)) {
            const QString other = l->a.deviceId == leaf ? l->b.deviceId : l->a.deviceId;
            if (design->device(other)->role == Role::Spine)
                uplinks.push_back(l->id);
        }
        QCOMPARE(uplinks.size(), std::size_t(8));
        uplinks.pop_back();
        const auto w = whatIf(*design, *mCatalog, uplinks, {}, nullptr);
        QVERIFY(w);
        const WhatIf::Fabric &f = w->fabrics.front();
        QCOMPARE(f.after.bisection.bisectionMbps, std::int64_t(9) * 400 * 1000);
        QVERIFY(f.after.unreachableIds.empty());
        // Leaf 0 is now 8:1 against peers at 1:1.
        const Analysis intact = analyze(*design, *mCatalog);
        bool warned = false;
        Design broken = *design;
        for (const QString &id : uplinks)
            broken.removeLink(id);
        for (const Problem &p : analyze(broken, *mCatalog).problems)
            warned |= p.code == QLatin1String("switch-oversubscribed") && p.objectId == leaf;
        QVERIFY(warned);
        for (const Problem &p : intact.problems)
            QVERIFY(p.code != QLatin1String("switch-oversubscribed"));
    }

    void worstSingleIsALeaf()
    {
        const auto design = tree(*mCatalog, 4);
        QVERIFY(design);
        const auto w = worstSingleSwitch(*design, *mCatalog, {});
        QVERIFY(w);
        QCOMPARE(w->failed.size(), std::size_t(1));
        QCOMPARE(design->device(w->failed.front())->role, Role::Leaf);
        QCOMPARE(w->fabrics.front().after.unreachableIds.size(), std::size_t(8));
    }

    void classesScoreAsEverySwitch_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("fewClasses"); // a large symmetric design
        for (int sus : {1, 2, 4})
            QTest::addRow("SuperPOD %d SU", sus) << QStringLiteral("superpod %1").arg(sus) << true;
        QTest::newRow("BasePOD") << QStringLiteral("basepod") << false; // 7 switches
        QTest::newRow("NVL72 2 SU") << QStringLiteral("nvl72") << true;
        QTest::newRow("fat tree") << QStringLiteral("fat tree") << true;
        QTest::newRow("less a spine cable")
            << QStringLiteral("superpod less a spine cable") << false;
        QTest::newRow("less a node cable") << QStringLiteral("superpod less a node cable") << false;
    }
    void classesScoreAsEverySwitch()
    {
        QFETCH(QString, kind);
        QFETCH(bool, fewClasses);
        const auto design = generated(*mCatalog, kind);
        QVERIFY(design);
        SwitchScreening::Options every;
        every.method = SwitchScreening::Method::EverySwitch;
        every.threads = 1;
        const SwitchScreening brute = screenSingleSwitches(*design, *mCatalog, {}, every);
        SwitchScreening::Options fast;
        fast.threads = 3;
        const SwitchScreening classes = screenSingleSwitches(*design, *mCatalog, {}, fast);
        fast.threads = 1;
        const SwitchScreening oneThread = screenSingleSwitches(*design, *mCatalog, {}, fast);

        QVERIFY(!brute.switches.empty());
        QCOMPARE(classes.switches, brute.switches);
        QCOMPARE(brute.screened, int(brute.switches.size()));
        QCOMPARE(classes.screened, classes.classes);
        QVERIFY(!classes.cancelled);
        for (std::size_t i = 0; i < brute.switches.size(); ++i) {
            const QByteArray what = brute.switches[i].toUtf8();
            QVERIFY2(classes.hurt[i].endpointsCut == brute.hurt[i].endpointsCut, what);
            // Exactly: the same terms summed in the same order.
            QVERIFY2(classes.hurt[i].bisectionLoss == brute.hurt[i].bisectionLoss, what);
            QVERIFY2(oneThread.hurt[i] == classes.hurt[i], what);
            QCOMPARE(oneThread.classOf[i], classes.classOf[i]);
        }
        QCOMPARE(classes.worst(), brute.worst());
        // The brute force's order, checked by hand here: most endpoints cut off, then the largest
        // bisection loss, then the lowest id.
        const auto w = std::size_t(brute.worst());
        for (std::size_t i = 0; i < brute.switches.size(); ++i) {
            const auto &h = brute.hurt[i], &b = brute.hurt[w];
            QVERIFY(h.endpointsCut <= b.endpointsCut);
            if (h.endpointsCut == b.endpointsCut) {
                QVERIFY(h.bisectionLoss <= b.bisectionLoss);
                if (h.bisectionLoss == b.bisectionLoss)
                    QVERIFY(i >= w);
            }
        }
        const auto worst = worstSingleSwitch(*design, *mCatalog, {});
        QVERIFY(worst && !worst->cancelled);
        QCOMPARE(worst->failed, std::vector<QString>{brute.switches[w]});
        // Classes number their lowest-id member first; a symmetric design has far fewer classes
        // than switches, which is the point.
        for (std::size_t i = 0, seen = 0; i < classes.switches.size(); ++i) {
            QVERIFY(std::size_t(classes.classOf[i]) <= seen);
            seen = std::max(seen, std::size_t(classes.classOf[i]) + 1);
        }
        if (fewClasses)
            QVERIFY2(2 * classes.classes <= int(classes.switches.size()),
                     qPrintable(QStringLiteral("%1 classes of %2 switches")
                                    .arg(classes.classes)
                                    .arg(classes.switches.size())));
    }

    void warmStartedFlowEqualsAFreshOne_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 12; ++seed)
            QTest::addRow("seed %d", seed) << seed;
    }
    void warmStartedFlowEqualsAFreshOne()
    {
        // Random graphs have the cycles and uneven capacities fabrics lack, which is where
        // cancelling the flow through a failed node has to find its way back.
        QFETCH(int, seed);
        std::mt19937 random{std::uint32_t(seed)};
        analysis::FabricGraph g;
        const int endpoints = 12, switches = 14;
        for (int i = 0; i < endpoints + switches; ++i) {
            analysis::FabricGraph::Node n;
            n.id = QStringLiteral("n%1").arg(i);
            n.tier = i < endpoints ? 0 : 1 + i % 3;
            g.addNode(n);
        }
        std::uniform_int_distribution<int> any(0, endpoints + switches - 1);
        std::uniform_int_distribution<int> aSwitch(endpoints, endpoints + switches - 1);
        std::uniform_int_distribution<int> capacity(1, 9);
        for (int e = 0; e < endpoints; ++e)
            for (int k = 0; k < 2; ++k)
                g.addLink(e, aSwitch(random), 100 * capacity(random));
        for (int k = 0; k < 40; ++k)
            g.addLink(aSwitch(random), any(random), 100 * capacity(random));
        g.finish();
        std::vector<int> sideA;
        for (int e = 0; e < endpoints; e += 2)
            sideA.push_back(e);
        const analysis::FailureFlow flows(g, sideA);
        QCOMPARE(flows.intactFlow(), analysis::flowAcross(g, sideA));
        analysis::FailureFlow::Workspace work;
        for (int v = 0; v < g.nodeCount(); ++v)
            QCOMPARE(flows.flowWithout(v, work), analysis::flowAcross(g.without({v}, {}), sideA));
    }

    void screeningReportsProgress()
    {
        const auto design = generated(*mCatalog, QStringLiteral("superpod 2"));
        QVERIFY(design);
        std::vector<std::pair<int, int>> calls;
        SwitchScreening::Options o;
        o.threads = 2;
        o.progress = [&](int done, int total) { calls.push_back({done, total}); };
        const SwitchScreening s = screenSingleSwitches(*design, *mCatalog, {}, o);
        QCOMPARE(int(calls.size()), s.classes);
        for (std::size_t i = 0; i < calls.size(); ++i)
            QCOMPARE(calls[i], std::pair(int(i) + 1, s.classes));

        int worstCalls = 0, worstTotal = 0;
        const auto w = worstSingleSwitch(*design, *mCatalog, {}, [&](int done, int total) {
            ++worstCalls;
            QCOMPARE(done, worstCalls);
            worstTotal = total;
        });
        QVERIFY(w && !w->cancelled);
        QCOMPARE(worstTotal, s.classes);
        QCOMPARE(worstCalls, s.classes);
    }

    void screeningCanBeCancelled()
    {
        const auto design = generated(*mCatalog, QStringLiteral("superpod 2"));
        QVERIFY(design);
        std::atomic<bool> cancel{false};
        AnalysisOptions options;
        options.cancel = &cancel;
        SwitchScreening::Options o;
        o.threads = 1;
        o.progress = [&](int done, int) {
            if (done == 3)
                cancel = true;
        };
        const SwitchScreening s = screenSingleSwitches(*design, *mCatalog, options, o);
        QVERIFY(s.cancelled);
        QCOMPARE(s.screened, 3);
        QVERIFY(s.classes > 3);

        cancel = false;
        const auto w = worstSingleSwitch(*design, *mCatalog, options, [&](int done, int) {
            if (done == 1)
                cancel = true;
        });
        QVERIFY(w);
        QVERIFY(w->cancelled);
        QVERIFY(w->failed.empty());
        QVERIFY(w->fabrics.empty());
    }

    void unknownIdIsRefused()
    {
        const auto design = tree(*mCatalog, 2);
        QVERIFY(design);
        QString why;
        QVERIFY(!whatIf(*design, *mCatalog, {QStringLiteral("no-such-thing")}, {}, &why));
        QVERIFY(why.contains(QStringLiteral("no-such-thing")));
    }

private:
    std::optional<Catalog> mCatalog;
};

QTEST_MAIN(TestWhatIf)
#include "tst_whatif.moc"
