// Which totals rest on announced or estimated figures, and the one line that says so.
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "cost/figureconfidence.h"
#include "model/design.h"
#include "testpaths.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace podcad;

namespace {

Device device(const QString &id, const QString &sku)
{
    Device d;
    d.id = id;
    d.sku = sku;
    return d;
}

} // namespace

class TestFigureConfidence final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void ratingsDecideWhatIsSoft()
    {
        // The shipped ratings this test leans on: if they change, the expectations below must.
        const DeviceModel *h100 = mCatalog->model(u"DGX-H100"_s);
        const DeviceModel *gb200 = mCatalog->model(u"DGX-GB200-NVL72"_s);
        QVERIFY(h100 && gb200);
        QCOMPARE(h100->specProvenance.confidence, Confidence::Datasheet);
        QCOMPARE(h100->priceProvenance.confidence, Confidence::ThirdPartyEstimate);
        QCOMPARE(gb200->specProvenance.confidence, Confidence::ThirdPartyEstimate);

        QVERIFY(!isSoft({u"s"_s, u"2024"_s, false, Confidence::Datasheet}));
        QVERIFY(!isSoft({u"s"_s, u"2024"_s, false, Confidence::ReferenceArchitecture}));
        QVERIFY(!isSoft({u"s"_s, u"2024"_s, false, Confidence::Unrated}));
        QVERIFY(isSoft({u"s"_s, u"2024"_s, false, Confidence::VendorAnnouncement}));
        QVERIFY(isSoft({u"s"_s, u"2024"_s, true, Confidence::ThirdPartyEstimate}));
        // A row flagged estimate but not rated (a team catalog pushed before ratings) is soft.
        QVERIFY(isSoft({u"s"_s, u"2024"_s, true, Confidence::Unrated}));
    }

    void aDesignNamesItsSoftModelsCostliestFirst()
    {
        Design design;
        QVERIFY(design.addDevice(device(u"h100-1"_s, u"DGX-H100"_s)));
        QVERIFY(design.addDevice(device(u"h100-2"_s, u"DGX-H100"_s)));
        QVERIFY(design.addDevice(device(u"nvl72-1"_s, u"DGX-GB200-NVL72"_s)));
        const Bom bom = Bom::build(design, *mCatalog, CablePlan::build(design, *mCatalog));
        const std::vector<SoftFigures> soft = softFigures(*mCatalog, bom);
        const double h100Price = mCatalog->model(u"DGX-H100"_s)->listPriceUsd;
        const double gb200Price = mCatalog->model(u"DGX-GB200-NVL72"_s)->listPriceUsd;
        QVERIFY(gb200Price > 2 * h100Price); // the order below
        const std::vector<SoftFigures> expected{
            {u"DGX-GB200-NVL72"_s, true, true, gb200Price},
            {u"DGX-H100"_s, false, true, 2 * h100Price},
        };
        QCOMPARE(soft, expected);
        QCOMPARE(softFiguresNote(soft),
                 u"Totals rest on announced or estimated figures for: DGX-GB200-NVL72 power, "
                 "price; DGX-H100 price."_s);
    }

    void aDesignsOwnPriceIsNotAnEstimate()
    {
        Design design;
        Device h100 = device(u"h100-1"_s, u"DGX-H100"_s);
        h100.priceOverrideUsd = 300000;
        QVERIFY(design.addDevice(h100));
        design.priceOverrides[u"DGX-GB200-NVL72"_s] = 3000000;
        QVERIFY(design.addDevice(device(u"nvl72-1"_s, u"DGX-GB200-NVL72"_s)));
        const std::vector<SoftFigures> soft = softFigures(
            *mCatalog, Bom::build(design, *mCatalog, CablePlan::build(design, *mCatalog)));
        // The H100's spec is a datasheet and its price is the design's: nothing soft is left.
        QCOMPARE(soft.size(), std::size_t(1));
        QCOMPARE(soft.front().sku, u"DGX-GB200-NVL72"_s);
        QVERIFY(soft.front().power);
        QVERIFY(!soft.front().price);
        QCOMPARE(softFiguresNote(soft),
                 u"Totals rest on announced or estimated figures for: DGX-GB200-NVL72 power."_s);
    }

    // The NVL72 rack is priced inside its system at $0 and draws nothing itself: though rated an
    // estimate, it moves no total and is not named.
    void aFigureThatMovesNoTotalIsNotNamed()
    {
        Design design;
        Rack rack;
        rack.id = u"r1"_s;
        rack.sku = u"RACK-NVL72"_s;
        QVERIFY(design.addRack(rack));
        const DeviceModel *m = mCatalog->model(u"RACK-NVL72"_s);
        QVERIFY(m && m->listPriceUsd == 0 && m->maxPowerW == 0);
        QVERIFY(isSoft(m->priceProvenance));
        QVERIFY(softFigures(*mCatalog,
                            Bom::build(design, *mCatalog, CablePlan::build(design, *mCatalog)))
                    .empty());
    }

    void nothingSoftSaysNothing()
    {
        QCOMPARE(softFiguresNote({}), QString());
        Design empty;
        QVERIFY(
            softFigures(*mCatalog, Bom::build(empty, *mCatalog, CablePlan::build(empty, *mCatalog)))
                .empty());
    }

    void aLongListIsShortenedToFit()
    {
        std::vector<SoftFigures> many;
        for (int i = 0; i < 30; ++i)
            many.push_back(
                {u"SKU-%1"_s.arg(i, 2, 10, QLatin1Char('0')), i % 2 == 0, true, double(1000 - i)});
        const QString note = softFiguresNote(many, 160);
        QVERIFY2(note.size() <= 160, qPrintable(note));
        QVERIFY2(note.startsWith(u"Totals rest on announced or estimated figures for: SKU-00 "
                                 "power, price; SKU-01 price;"_s),
                 qPrintable(note));
        // Every model is either named or counted in the tail.
        const int named = int(note.count(u"SKU-"_s));
        QVERIFY(named >= 2 && named < 30);
        QVERIFY2(note.endsWith(u"; and %1 more models."_s.arg(30 - named)), qPrintable(note));
    }

private:
    std::optional<Catalog> mCatalog;
};

QTEST_MAIN(TestFigureConfidence)
#include "tst_figureconfidence.moc"
