// Failure what-ifs (core/analysis/whatif): a lost spine costs its share of every leaf's uplinks,
// a lost leaf cuts its endpoints off, a lost cable of a parallel pair halves that pair, and the
// worst single switch of a tree with single-homed endpoints is a leaf.

#include "analysis/analysis.h"
#include "analysis/whatif.h"
#include "catalog/catalog.h"
#include "generate/fattreedesign.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>

using namespace podcad;

namespace {

// Two tiers of radix 16 at 1:1: 8 down and 8 up per leaf, `leaves` leaves. The generator stripes
// each leaf's 8 uplinks evenly over the spines (S divides 8), so every leaf has 8/S links to each.
std::optional<Design> tree(const Catalog &catalog, int leaves)
{
    FatTreeOptions o;
    o.endpoints = 8 * leaves;
    o.radix = 16;
    o.tiers = 2;
    QString why;
    auto design = generateFatTree(catalog, o, &why);
    if (!design)
        qWarning("%s", qPrintable(why));
    return design;
}

std::vector<QString> devicesWithRole(const Design &design, Role role)
{
    std::vector<QString> ids;
    for (const auto &[id, device] : design.devices())
        if (device.role == role)
            ids.push_back(id);
    return ids;
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
        QCOMPARE(double(f.after.bisection.bisectionMbps), leaves / 2 * 8.0 * (s - 1) / s * linkMbps);
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
