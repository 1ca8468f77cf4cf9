// Bisection bandwidth (core/analysis/bisection): the search against closed forms (fat trees,
// leaf/spine trees at 1:1, 2:1 and 3:1), hand values (line, ring, star, dumbbell) and brute force
// over every balanced bisection of small graphs, with a max flow written here (Edmonds-Karp) so
// that the oracle shares no code with the Boost-based one under test.

#include "analysis/analysis.h"
#include "analysis/bisection.h"
#include "analysis/fabricgraph.h"
#include "catalog/catalog.h"
#include "generate/basepod.h"
#include "generate/fattreedesign.h"
#include "generate/superpod.h"
#include "testpaths.h"

#include <QTest>
#include <deque>
#include <random>

using namespace podcad;
using analysis::FabricGraph;

namespace {

constexpr std::int64_t kGbps = 1000; // capacities are in Mb/s

int endpoint(FabricGraph &g, const QString &id)
{
    FabricGraph::Node n;
    n.id = id;
    n.tier = 0;
    return g.addNode(n);
}

int switchNode(FabricGraph &g, const QString &id, int tier)
{
    FabricGraph::Node n;
    n.id = id;
    n.tier = tier;
    return g.addNode(n);
}

QString name(const char *prefix, int i)
{
    return QString::fromLatin1(prefix) + QString::number(i);
}

FabricGraph line(int n, std::int64_t c)
{
    FabricGraph g;
    for (int i = 0; i < n; ++i)
        endpoint(g, name("h", i));
    for (int i = 0; i + 1 < n; ++i)
        g.addLink(i, i + 1, c);
    g.finish();
    return g;
}

FabricGraph ring(int n, std::int64_t c)
{
    FabricGraph g;
    for (int i = 0; i < n; ++i)
        endpoint(g, name("h", i));
    for (int i = 0; i < n; ++i)
        g.addLink(i, (i + 1) % n, c);
    g.finish();
    return g;
}

FabricGraph star(int n, std::int64_t c)
{
    FabricGraph g;
    const int hub = switchNode(g, QStringLiteral("hub"), 1);
    for (int i = 0; i < n; ++i)
        g.addLink(hub, endpoint(g, name("h", i)), c);
    g.finish();
    return g;
}

// Two cliques of m endpoints (links of capacity `fat`) joined by one link of capacity `thin`.
FabricGraph dumbbell(int m, std::int64_t fat, std::int64_t thin)
{
    FabricGraph g;
    for (int i = 0; i < 2 * m; ++i)
        endpoint(g, name("h", i));
    for (int side = 0; side < 2; ++side)
        for (int i = 0; i < m; ++i)
            for (int j = i + 1; j < m; ++j)
                g.addLink(side * m + i, side * m + j, fat);
    g.addLink(m - 1, m, thin);
    g.finish();
    return g;
}

// Two tiers: `leaves` leaves with `down` hosts each and `up` uplinks, one to each of `up` spines.
FabricGraph leafSpine(int leaves, int down, int up, std::int64_t c)
{
    FabricGraph g;
    std::vector<int> spines;
    for (int s = 0; s < up; ++s)
        spines.push_back(switchNode(g, name("spine", s), 2));
    for (int l = 0; l < leaves; ++l) {
        const int leaf = switchNode(g, name("leaf", l), 1);
        for (int h = 0; h < down; ++h)
            g.addLink(leaf, endpoint(g, name("h", l * down + h)), c);
        for (int s : spines)
            g.addLink(leaf, s, c);
    }
    g.finish();
    return g;
}

// The k-ary fat tree of Al-Fares et al.: k pods of k/2 edge and k/2 aggregation switches, (k/2)^2
// cores, k^3/4 hosts; non-blocking, so its bisection is half the hosts' bandwidth.
FabricGraph karyFatTree(int k, std::int64_t c)
{
    FabricGraph g;
    const int h = k / 2;
    std::vector<int> cores;
    for (int i = 0; i < h * h; ++i)
        cores.push_back(switchNode(g, name("core", i), 3));
    int host = 0;
    for (int p = 0; p < k; ++p) {
        std::vector<int> aggs;
        for (int a = 0; a < h; ++a) {
            aggs.push_back(switchNode(g, name("agg", p * h + a), 2));
            for (int j = 0; j < h; ++j)
                g.addLink(aggs.back(), cores[std::size_t(a * h + j)], c);
        }
        for (int e = 0; e < h; ++e) {
            const int edge = switchNode(g, name("edge", p * h + e), 1);
            for (int a : aggs)
                g.addLink(edge, a, c);
            for (int j = 0; j < h; ++j)
                g.addLink(edge, endpoint(g, name("h", host++)), c);
        }
    }
    g.finish();
    return g;
}

// Edmonds-Karp on an adjacency matrix: the oracle's own max flow.
std::int64_t oracleFlow(const FabricGraph &g, const std::vector<char> &inA)
{
    const int n = g.nodeCount() + 2, s = n - 2, t = n - 1;
    std::vector<std::vector<std::int64_t>> cap(std::size_t(n),
                                               std::vector<std::int64_t>(std::size_t(n), 0));
    std::int64_t big = 1;
    for (const FabricGraph::Edge &e : g.edges()) {
        cap[std::size_t(e.a)][std::size_t(e.b)] += e.capacityMbps;
        cap[std::size_t(e.b)][std::size_t(e.a)] += e.capacityMbps;
        big += e.capacityMbps;
    }
    for (int e : g.endpoints())
        (inA[std::size_t(e)] ? cap[std::size_t(s)][std::size_t(e)]
                             : cap[std::size_t(e)][std::size_t(t)]) = big;
    std::int64_t flow = 0;
    for (;;) {
        std::vector<int> parent(std::size_t(n), -1);
        parent[std::size_t(s)] = s;
        std::deque<int> q{s};
        while (!q.empty() && parent[std::size_t(t)] < 0) {
            const int u = q.front();
            q.pop_front();
            for (int v = 0; v < n; ++v)
                if (parent[std::size_t(v)] < 0 && cap[std::size_t(u)][std::size_t(v)] > 0) {
                    parent[std::size_t(v)] = u;
                    q.push_back(v);
                }
        }
        if (parent[std::size_t(t)] < 0)
            return flow;
        std::int64_t push = big;
        for (int v = t; v != s; v = parent[std::size_t(v)])
            push = std::min(push, cap[std::size_t(parent[std::size_t(v)])][std::size_t(v)]);
        for (int v = t; v != s; v = parent[std::size_t(v)]) {
            cap[std::size_t(parent[std::size_t(v)])][std::size_t(v)] -= push;
            cap[std::size_t(v)][std::size_t(parent[std::size_t(v)])] += push;
        }
        flow += push;
    }
}

// The minimum over every balanced bisection (each counted once: the first endpoint on side A).
std::int64_t bruteForce(const FabricGraph &g)
{
    const std::vector<int> &ep = g.endpoints();
    const int n = int(ep.size());
    std::int64_t best = -1;
    for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
        const int a = __builtin_popcount(mask);
        if (!(mask & 1u) || (a != n / 2 && a != n - n / 2))
            continue;
        std::vector<char> inA(std::size_t(g.nodeCount()), 0);
        for (int i = 0; i < n; ++i)
            inA[std::size_t(ep[std::size_t(i)])] = (mask >> i) & 1u;
        const std::int64_t f = oracleFlow(g, inA);
        if (best < 0 || f < best)
            best = f;
    }
    return best;
}

std::vector<char> sideOf(const FabricGraph &g, const Bisection &b)
{
    std::vector<char> inA(std::size_t(g.nodeCount()), 0);
    for (int e : b.sideA)
        inA[std::size_t(e)] = 1;
    return inA;
}

AnalysisOptions effort(AnalysisEffort e)
{
    AnalysisOptions o;
    o.effort = e;
    return o;
}

} // namespace

Q_DECLARE_METATYPE(FabricGraph)

class TestBisection final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void handValues_data()
    {
        QTest::addColumn<FabricGraph>("graph");
        QTest::addColumn<qint64>("bisection");
        QTest::addColumn<qint64>("full");
        // A line cut in the middle: one link. The smaller half injects one link per inner node
        // and one at its end: 3 nodes, 2 + 2 + 1 links, but each inner link counts at both ends.
        QTest::newRow("line of 6")
            << line(6, 100 * kGbps) << qint64(100 * kGbps) << qint64(5 * 100 * kGbps);
        // A ring cut into two arcs: two links; every node injects two links.
        QTest::newRow("ring of 8")
            << ring(8, 100 * kGbps) << qint64(200 * kGbps) << qint64(4 * 200 * kGbps);
        // A star of 7: the smaller half (3 hosts) sends all it can through the hub.
        QTest::newRow("star of 7")
            << star(7, 400 * kGbps) << qint64(3 * 400 * kGbps) << qint64(3 * 400 * kGbps);
        QTest::newRow("star of 8")
            << star(8, 400 * kGbps) << qint64(4 * 400 * kGbps) << qint64(4 * 400 * kGbps);
        // Two cliques of 5 (4 links of 100G per node inside) and a 10G link between them.
        QTest::newRow("dumbbell 5+5") << dumbbell(5, 100 * kGbps, 10 * kGbps) << qint64(10 * kGbps)
                                      << qint64(4 * 4 * 100 * kGbps + 410 * kGbps);
    }
    void handValues()
    {
        QFETCH(FabricGraph, graph);
        QFETCH(qint64, bisection);
        QFETCH(qint64, full);
        for (AnalysisEffort e : {AnalysisEffort::Quick, AnalysisEffort::Normal}) {
            const Bisection b = analysis::bisect(graph, effort(e));
            QVERIFY(b.valid);
            QCOMPARE(b.bisectionMbps, bisection);
            QCOMPARE(b.fullMbps, full);
            QCOMPARE(oracleFlow(graph, sideOf(graph, b)), b.bisectionMbps);
        }
        QCOMPARE(bruteForce(graph), bisection);
    }

    void dumbbellNeedsTheThinLink()
    {
        // The thin link is the min cut whatever its capacity below the cliques'.
        for (std::int64_t thin : {1, 7, 99}) {
            const FabricGraph g = dumbbell(6, 100 * kGbps, thin * kGbps);
            const Bisection b = analysis::bisect(g, {});
            QCOMPARE(b.bisectionMbps, thin * kGbps);
        }
    }

    void leafSpineClosedForm_data()
    {
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("ratio");
        for (int leaves : {2, 4, 8})
            for (int ratio : {1, 2, 3})
                QTest::newRow(qPrintable(QStringLiteral("%1 leaves %2:1").arg(leaves).arg(ratio)))
                    << leaves << ratio;
    }
    void leafSpineClosedForm()
    {
        // Whole leaves on each side: half the leaves send all their uplinks across,
        // B = L/2 * u * c, against L/2 * d * c of injection: ratio u/d = 1/r.
        QFETCH(int, leaves);
        QFETCH(int, ratio);
        const int up = 4, down = up * ratio;
        const std::int64_t c = 400 * kGbps;
        const FabricGraph g = leafSpine(leaves, down, up, c);
        const Bisection b = analysis::bisect(g, {});
        QCOMPARE(b.bisectionMbps, std::int64_t(leaves / 2) * up * c);
        QCOMPARE(b.fullMbps, std::int64_t(leaves / 2) * down * c);
        QCOMPARE(b.ratio, 1.0 / ratio);
    }

    void karyFatTreeClosedForm_data()
    {
        QTest::addColumn<int>("k");
        for (int k : {4, 6, 8, 12})
            QTest::newRow(qPrintable(QStringLiteral("k=%1").arg(k))) << k;
    }
    void karyFatTreeClosedForm()
    {
        // Three tiers: k^3/4 hosts, non-blocking: B = k^3/8 * c, ratio 1.
        QFETCH(int, k);
        const std::int64_t c = 100 * kGbps;
        const FabricGraph g = karyFatTree(k, c);
        QCOMPARE(int(g.endpoints().size()), k * k * k / 4);
        const Bisection b = analysis::bisect(g, {});
        QCOMPARE(b.bisectionMbps, std::int64_t(k * k * k / 8) * c);
        QCOMPARE(b.ratio, 1.0);
        // Two tiers of radix k: k leaves of k/2 hosts, k/2 spines: k^2/4 * c.
        const FabricGraph two = leafSpine(k, k / 2, k / 2, c);
        QCOMPARE(analysis::bisect(two, {}).bisectionMbps, std::int64_t(k * k / 4) * c);
    }

    void bruteForceOnStructuredTopologies()
    {
        // The search must find the true minimum on these, not just an upper bound.
        const std::int64_t c = 100 * kGbps;
        for (const FabricGraph &g :
             {leafSpine(4, 3, 1, c), leafSpine(4, 2, 2, c), leafSpine(2, 6, 3, c),
              karyFatTree(4, c), ring(12, c), line(13, c), star(11, c), dumbbell(7, c, c / 10)}) {
            if (g.endpoints().size() > 16)
                continue; // 16 hosts of the k=4 tree: 12,870 bisections, still quick
            QCOMPARE(analysis::bisect(g, {}).bisectionMbps, bruteForce(g));
        }
    }

    void bruteForceOnRandomGraphs()
    {
        // Random connected graphs: endpoints and a few switches, random capacities. The search
        // reports the flow of a real balanced bisection, so it is never below the minimum.
        std::mt19937 random(4);
        int exact = 0, cases = 0;
        for (int round = 0; round < 40; ++round) {
            FabricGraph g;
            const int hosts = 6 + int(random() % 9); // 6..14
            const int switches = int(random() % 4);
            const int n = hosts + switches;
            for (int i = 0; i < hosts; ++i)
                endpoint(g, name("h", i));
            for (int i = 0; i < switches; ++i)
                switchNode(g, name("s", i), 1);
            for (int i = 1; i < n; ++i) // a random spanning tree keeps it connected
                g.addLink(i, int(random() % unsigned(i)), std::int64_t(1 + random() % 10) * kGbps);
            for (int extra = int(random() % unsigned(2 * n)); extra > 0; --extra) {
                const int a = int(random() % unsigned(n)), b = int(random() % unsigned(n));
                if (a != b)
                    g.addLink(a, b, std::int64_t(1 + random() % 10) * kGbps);
            }
            g.finish();
            const std::int64_t truth = bruteForce(g);
            const Bisection b = analysis::bisect(g, effort(AnalysisEffort::Thorough));
            QVERIFY(b.bisectionMbps >= truth);
            QCOMPARE(oracleFlow(g, sideOf(g, b)), b.bisectionMbps);
            QVERIFY(int(b.sideA.size()) == hosts / 2 || int(b.sideA.size()) == hosts - hosts / 2);
            exact += b.bisectionMbps == truth;
            ++cases;
        }
        qInfo("random graphs: the search found the brute-force minimum in %d of %d", exact, cases);
    }

    void deterministic()
    {
        const FabricGraph g = dumbbell(6, 100 * kGbps, 3 * kGbps);
        const Bisection a = analysis::bisect(g, {}), b = analysis::bisect(g, {});
        QCOMPARE(a.bisectionMbps, b.bisectionMbps);
        QCOMPARE(a.sideA, b.sideA);
        QCOMPARE(a.method, b.method);
    }

    void fewerThanTwoEndpoints() { QVERIFY(!analysis::bisect(star(1, kGbps), {}).valid); }

    void generatedPodsAreNonBlocking_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("size");
        for (int nodes : {2, 4, 8})
            QTest::newRow(qPrintable(QStringLiteral("basepod %1").arg(nodes)))
                << QStringLiteral("basepod") << nodes;
        for (int sus : {1, 2, 4})
            QTest::newRow(qPrintable(QStringLiteral("superpod %1 SU").arg(sus)))
                << QStringLiteral("superpod") << sus;
    }
    void generatedPodsAreNonBlocking()
    {
        QFETCH(QString, kind);
        QFETCH(int, size);
        QString why;
        std::optional<Design> design;
        if (kind == QLatin1String("basepod")) {
            BasePodOptions o;
            o.nodes = size;
            design = generateBasePod(*mCatalog, o, &why);
        } else {
            SuperPodOptions o;
            o.sus = size;
            design = generateSuperPod(*mCatalog, o, &why);
        }
        QVERIFY2(design, qPrintable(why));
        const Analysis a = analyze(*design, *mCatalog);
        const FabricSummary *compute = nullptr;
        for (const FabricSummary &f : a.fabrics)
            if (f.kind == FabricKind::Compute)
                compute = &f;
        QVERIFY(compute);
        QVERIFY(compute->figures.computed);
        QCOMPARE(compute->figures.bisection.ratio, 1.0);
        QVERIFY(compute->figures.bisection.bisectionMbps > 0);
        QVERIFY(compute->figures.unreachableIds.empty());
    }

    void generatedFatTreeOversubscription_data()
    {
        QTest::addColumn<int>("ratio");
        QTest::newRow("1:1") << 1;
        QTest::newRow("2:1") << 2;
        QTest::newRow("3:1") << 3;
    }
    void generatedFatTreeOversubscription()
    {
        // Radix 16 at r:1: leaves with 16/(r+1)*r down and 16/(r+1) up; endpoints fill 4 leaves.
        QFETCH(int, ratio);
        const int up = 16 / (ratio + 1), down = up * ratio;
        FatTreeOptions o;
        o.endpoints = 4 * down;
        o.radix = 16;
        o.oversubscription = ratio;
        o.tiers = 2;
        QString why;
        const auto design = generateFatTree(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        const Analysis a = analyze(*design, *mCatalog);
        QCOMPARE(a.fabrics.size(), std::size_t(1));
        const FabricFigures &f = a.fabrics.front().figures;
        QCOMPARE(a.fabrics.front().leafSwitches, 4);
        // Two whole leaves a side: 2 * up links across, against 2 * down of injection.
        QCOMPARE(f.bisection.bisectionMbps, std::int64_t(2 * up) * o.linkGbps * kGbps);
        QCOMPARE(f.bisection.fullMbps, std::int64_t(2 * down) * o.linkGbps * kGbps);
        QCOMPARE(f.bisection.ratio, double(up) / double(down));
        QCOMPARE(f.tierRatio(1), double(ratio));
        bool reported = false;
        for (const Problem &p : a.problems)
            reported |= p.code == QLatin1String("fabric-oversubscribed");
        QCOMPARE(reported, ratio > 1);
    }

private:
    std::optional<Catalog> mCatalog;
};

QTEST_MAIN(TestBisection)
#include "tst_bisection.moc"
