// The fabric problems analyze() adds: fabric-unreachable, fabric-oversubscribed,
// switch-oversubscribed (tst_whatif), rail-inconsistent and link-technology-mismatch, each on a
// reference design with one deliberate fault, and none on the design without it.

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "generate/fattreedesign.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>

using namespace podcad;

namespace {

std::vector<const Problem *> withCode(const Analysis &a, const char *code)
{
    std::vector<const Problem *> out;
    for (const Problem &p : a.problems)
        if (p.code == QLatin1String(code))
            out.push_back(&p);
    return out;
}

} // namespace

class TestFabricProblems final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void crossedRails()
    {
        // One SU: DGX port ib[i] goes to the rail-i leaf. Swap the leaf ends of one node's ib[0]
        // and ib[1]: exactly those two links cross rails.
        SuperPodOptions o;
        o.sus = 1;
        QString why;
        auto design = generateSuperPod(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        QVERIFY(withCode(analyze(*design, *mCatalog), "rail-inconsistent").empty());
        const Link *first = nullptr, *second = nullptr;
        for (const auto &[id, link] : design->links()) {
            const bool dgx = design->device(link.a.deviceId)->role == Role::Compute;
            if (!dgx || link.a.portGroup != QLatin1String("ib"))
                continue;
            if (link.a.deviceId != (first ? first->a.deviceId : link.a.deviceId))
                continue;
            if (link.a.portIndex == 0)
                first = &link;
            else if (link.a.portIndex == 1)
                second = &link;
        }
        QVERIFY(first && second);
        Link x = *first, y = *second;
        std::swap(x.b, y.b);
        QVERIFY(design->removeLink(x.id) && design->removeLink(y.id));
        QVERIFY(design->addLink(x, &why));
        QVERIFY(design->addLink(y, &why));
        const auto problems = withCode(analyze(*design, *mCatalog), "rail-inconsistent");
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0]->objectId, std::min(x.id, y.id));
        QCOMPARE(problems[1]->objectId, std::max(x.id, y.id));
    }

    void islandIsUnreachable()
    {
        // Cut one leaf's uplinks in a two-tier tree: its 8 endpoints form an island.
        FatTreeOptions o;
        o.endpoints = 32;
        o.radix = 16;
        o.tiers = 2;
        QString why;
        auto design = generateFatTree(*mCatalog, o, &why);
        QVERIFY2(design, qPrintable(why));
        QVERIFY(withCode(analyze(*design, *mCatalog), "fabric-unreachable").empty());
        QString leaf;
        for (const auto &[id, d] : design->devices())
            if (d.role == Role::Leaf && leaf.isEmpty())
                leaf = id;
        for (const Link *l : design->linksOf(leaf)) {
            const QString other = l->a.deviceId == leaf ? l->b.deviceId : l->a.deviceId;
            if (design->device(other)->role == Role::Spine)
                QVERIFY(design->removeLink(l->id));
        }
        const Analysis a = analyze(*design, *mCatalog);
        const auto problems = withCode(a, "fabric-unreachable");
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems.front()->severity, Severity::Warning);
        QCOMPARE(a.fabrics.front().figures.unreachableIds.size(), std::size_t(8));
        QCOMPARE(a.fabrics.front().figures.reachability.components, 2);
        // The problem points at one of the cut-off endpoints.
        QVERIFY(std::find(a.fabrics.front().figures.unreachableIds.begin(),
                          a.fabrics.front().figures.unreachableIds.end(),
                          problems.front()->objectId) != a.fabrics.front().figures.unreachableIds.end());
    }

    void infiniBandIntoEthernet()
    {
        const LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.ok());
        Design design = *loaded.design;
        QVERIFY(withCode(analyze(design, *mCatalog), "link-technology-mismatch").empty());
        // The last ports of a QM9700 and of an SN4600C are free in the sample.
        const int ib = mCatalog->model(design.device(QStringLiteral("ib-leaf-1"))->sku)
                           ->portGroup(QStringLiteral("ib"))->count - 1;
        const int eth = mCatalog->model(QStringLiteral("SN4600C"))->portGroup(QStringLiteral("eth"))->count - 1;
        Link l;
        l.id = QStringLiteral("link-wrong");
        l.a = {QStringLiteral("ib-leaf-1"), QStringLiteral("ib"), ib};
        l.b = {QStringLiteral("eth-sw-1"), QStringLiteral("eth"), eth};
        l.fabricId = QStringLiteral("compute-ib");
        QString why;
        QVERIFY2(design.addLink(l, &why), qPrintable(why));
        // And an OSFP cage into the out-of-band switch's RJ45 jack.
        Link copper;
        copper.id = QStringLiteral("link-copper");
        copper.a = {QStringLiteral("ib-leaf-2"), QStringLiteral("ib"), ib};
        copper.b = {QStringLiteral("oob-sw-1"), QStringLiteral("rj45"), 47};
        copper.fabricId = QStringLiteral("oob-eth");
        QVERIFY2(design.addLink(copper, &why), qPrintable(why));
        const auto problems = withCode(analyze(design, *mCatalog), "link-technology-mismatch");
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0]->objectId, QStringLiteral("link-copper"));
        QVERIFY(problems[0]->message.contains(QStringLiteral("RJ45")));
        QCOMPARE(problems[1]->objectId, QStringLiteral("link-wrong"));
        QVERIFY(problems[1]->message.contains(QStringLiteral("InfiniBand")));
    }

private:
    std::optional<Catalog> mCatalog;
};

QTEST_MAIN(TestFabricProblems)
#include "tst_fabricproblems.moc"
