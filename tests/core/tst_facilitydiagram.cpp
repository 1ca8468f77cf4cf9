// The facility's single-line diagram (facilityDiagram()): levels from the sources to the racks,
// racks grouped per row so that hundreds of racks are a handful of boxes, a line from each box to
// what feeds it, the figures of Analysis::facility; and the facility what-if's sentence.
#include "analysis/analysis.h"
#include "analysis/facilitydiagram.h"
#include "analysis/facilitywhatiftext.h"
#include "model/design.h"

#include <QHash>
#include <QSet>
#include <QTest>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

FacilityElement element(const QString &id, FacilityKind kind, std::vector<QString> fedFrom)
{
    FacilityElement e;
    e.id = id;
    e.kind = kind;
    e.name = id.toUpper();
    e.fedFrom = std::move(fedFrom);
    e.capacityKw = 1000;
    return e;
}

// A utility, a switchboard, two UPS, an RPP on each, a chiller and a CDU; `rows` rows of
// `perRow` racks fed from both RPPs and cooled by the CDU.
Design facilityDesign(int rows, int perRow)
{
    Design design;
    for (const FacilityElement &e : {element(u"u"_s, FacilityKind::Utility, {}),
                                     element(u"sb"_s, FacilityKind::Switchboard, {u"u"_s}),
                                     element(u"ups1"_s, FacilityKind::Ups, {u"sb"_s}),
                                     element(u"ups2"_s, FacilityKind::Ups, {u"sb"_s}),
                                     element(u"rpp1"_s, FacilityKind::Rpp, {u"ups1"_s}),
                                     element(u"rpp2"_s, FacilityKind::Rpp, {u"ups2"_s}),
                                     element(u"ch"_s, FacilityKind::Chiller, {}),
                                     element(u"cdu"_s, FacilityKind::Cdu, {u"ch"_s})})
        design.addFacilityElement(e);
    for (int r = 0; r < rows; ++r)
        for (int i = 0; i < perRow; ++i) {
            Rack rack;
            rack.id = QStringLiteral("r%1-%2").arg(r).arg(i, 3, 10, QLatin1Char('0'));
            rack.name = rack.id;
            rack.sku = QStringLiteral("rack-42u");
            rack.row = QString(QChar(u'A' + r));
            rack.floorPositionM = QPointF(i * 0.6, r * 2.4);
            rack.powerFrom = {std::vector<QString>{u"rpp1"_s}, std::vector<QString>{u"rpp2"_s}};
            rack.cooledBy = {u"cdu"_s};
            design.addRack(rack);
        }
    return design;
}

const FacilityDiagram::Box *box(const FacilityDiagram::Chain &chain, const QString &id)
{
    for (const FacilityDiagram::Box &b : chain.boxes)
        if (!b.rackGroup && b.ids == QStringList{id})
            return &b;
    return nullptr;
}

} // namespace

class TestFacilityDiagram final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void levelsRunFromTheSourcesToTheRacks()
    {
        const Design design = facilityDesign(2, 3);
        QCOMPARE(int(design.racks().size()), 6);
        const FacilityDiagram d = facilityDiagram(design, Analysis{}, true);
        QCOMPARE(box(d.power, u"u"_s)->level, 0);
        QCOMPARE(box(d.power, u"sb"_s)->level, 1);
        QCOMPARE(box(d.power, u"ups2"_s)->level, 2);
        QCOMPARE(box(d.power, u"rpp1"_s)->level, 3);
        QCOMPARE(box(d.cooling, u"ch"_s)->level, 0);
        QCOMPARE(box(d.cooling, u"cdu"_s)->level, 1);
        QVERIFY(!box(d.power, u"cdu"_s) && !box(d.cooling, u"u"_s));
        // Left to right: a level's boxes all right of the level before.
        QVERIFY(box(d.power, u"sb"_s)->rect.left() > box(d.power, u"u"_s)->rect.right());
        // Top to bottom when asked.
        const FacilityDiagram v = facilityDiagram(design, Analysis{}, false);
        QVERIFY(box(v.power, u"sb"_s)->rect.top() > box(v.power, u"u"_s)->rect.bottom());
        // Without figures until the analysis reports the element.
        QVERIFY(!box(d.power, u"u"_s)->hasFigures);
    }

    void racksAreGroupedPerRow()
    {
        // 700 racks (a 64-SU SuperPOD's count) in 10 rows: ten rack boxes per chain.
        const Design design = facilityDesign(10, 70);
        const FacilityDiagram d = facilityDiagram(design, Analysis{}, true);
        int groups = 0;
        for (const FacilityDiagram::Box &b : d.power.boxes)
            if (b.rackGroup) {
                ++groups;
                QCOMPARE(b.ids.size(), 70);
                QCOMPARE(b.subtitle, QStringLiteral("70 racks"));
                QCOMPARE(b.level, 4);
            }
        QCOMPARE(groups, 10);
        QCOMPARE(int(d.power.boxes.size()), 6 + 10);
        QCOMPARE(int(d.cooling.boxes.size()), 2 + 10);
        // Each group joined to both RPPs, once each; the RPPs to their UPS.
        QCOMPARE(int(d.power.edges.size()), 5 + 2 * 10);
        for (const FacilityDiagram::Box &b : d.power.boxes)
            QCOMPARE(d.power.boxAt(b.rect.center()), int(&b - d.power.boxes.data()));
    }

    // Issue 39: the Cooling tab showed no racks under the CRAHs. A rack naming no CRAH sheds its
    // air heat to every CRAH of the room (analysis/coolingplant.cpp), so it is under each of them;
    // a row whose racks the analysis finds shedding nothing to air is not.
    void racksNamingNoCrahAreUnderEveryCrah()
    {
        Design design = facilityDesign(2, 2);
        for (const FacilityElement &e : {element(u"crah1"_s, FacilityKind::Crah, {u"ch"_s}),
                                         element(u"crah2"_s, FacilityKind::Crah, {u"ch"_s})})
            QVERIFY(design.addFacilityElement(e));
        Rack air; // an air-cooled rack naming nothing
        air.id = u"air-1"_s;
        air.sku = u"rack-42u"_s;
        air.row = u"C"_s;
        QVERIFY(design.addRack(air));
        Analysis analysis;
        for (const auto &[id, rack] : design.racks()) {
            RackFacilityReport r;
            r.rackId = id;
            r.airHeatKw = id.startsWith(u"r0-"_s) ? 0 : 3; // row A all liquid
            analysis.facility.racks.push_back(r);
        }
        const FacilityDiagram d = facilityDiagram(design, analysis, true);
        QHash<QString, QSet<QString>> under;
        for (const FacilityDiagram::Edge &e : d.cooling.edges)
            if (d.cooling.boxes[size_t(e.to)].rackGroup)
                for (const QString &rack : d.cooling.boxes[size_t(e.to)].ids)
                    under[d.cooling.boxes[size_t(e.from)].ids.front()].insert(rack);
        for (const QString &crah : {u"crah1"_s, u"crah2"_s}) {
            QVERIFY(under[crah].contains(u"air-1"_s));
            QVERIFY(under[crah].contains(u"r1-001"_s));
            QVERIFY(!under[crah].contains(u"r0-000"_s));
        }
        QVERIFY(!under[u"cdu"_s].contains(u"air-1"_s));
        QVERIFY(under[u"cdu"_s].contains(u"r0-000"_s));
        // Every rack in exactly one group.
        QStringList grouped;
        for (const FacilityDiagram::Box &b : d.cooling.boxes)
            if (b.rackGroup)
                grouped += b.ids;
        QCOMPARE(grouped.size(), int(design.racks().size()));
    }

    // A level of 18 boxes in one column shrank the whole chain to what that column allowed in a
    // page's area: fitChain wraps it into columns, levels still left to right, no box on another.
    void aLongLevelWrapsToFitAnArea()
    {
        Design design;
        design.addFacilityElement(element(u"u"_s, FacilityKind::Utility, {}));
        design.addFacilityElement(element(u"sb"_s, FacilityKind::Switchboard, {u"u"_s}));
        for (int i = 0; i < 18; ++i)
            design.addFacilityElement(
                element(QStringLiteral("rpp%1").arg(i, 2, 10, QLatin1Char('0')), FacilityKind::Rpp,
                        {u"sb"_s}));
        FacilityDiagram::Chain chain = facilityDiagram(design, Analysis{}, true).power;
        const QSizeF area(1200, 500); // a presentation page's column
        const double single =
            std::min(area.width() / chain.bounds.width(), area.height() / chain.bounds.height());
        const double scale = fitChain(chain, area, 2.0);
        QVERIFY2(scale > single * 1.5, qPrintable(u"%1 vs %2"_s.arg(scale).arg(single)));
        QVERIFY(chain.bounds.width() * scale <= area.width() + 1e-6);
        QVERIFY(chain.bounds.height() * scale <= area.height() + 1e-6);
        for (const FacilityDiagram::Box &a : chain.boxes)
            for (const FacilityDiagram::Box &b : chain.boxes) {
                if (&a == &b)
                    continue;
                QVERIFY(!a.rect.intersects(b.rect));
                if (a.level < b.level)
                    QVERIFY(a.rect.right() < b.rect.left());
            }
        // Each level starts at the top, where a person starts reading.
        QCOMPARE(box(chain, u"u"_s)->rect.top(), chain.bounds.top());
        QCOMPARE(box(chain, u"rpp00"_s)->rect.top(), chain.bounds.top());
    }

    void figuresComeFromTheAnalysis()
    {
        const Design design = facilityDesign(1, 2);
        Analysis analysis;
        PowerElementReport ups;
        ups.id = QStringLiteral("ups1");
        ups.kind = FacilityKind::Ups;
        ups.peakKw = 450;
        ups.usableKw = 400;
        ups.utilisation = 450.0 / 400.0;
        ups.over = true;
        analysis.facility.powerChain.push_back(ups);
        CoolingUnitReport cdu;
        cdu.id = QStringLiteral("cdu");
        cdu.kind = FacilityKind::Cdu;
        cdu.loadKw = 300;
        cdu.capacityKw = 1000;
        cdu.utilisation = 0.3;
        cdu.flowLpm = 420;
        analysis.facility.cooling.push_back(cdu);
        const FacilityDiagram d = facilityDiagram(design, analysis, true);
        const FacilityDiagram::Box *u = box(d.power, u"ups1"_s);
        QVERIFY(u->hasFigures && u->over);
        QCOMPARE(u->loadKw, 450.0);
        QCOMPARE(u->capacityKw, 400.0);
        QVERIFY(!box(d.power, u"ups2"_s)->hasFigures);
        const FacilityDiagram::Box *c = box(d.cooling, u"cdu"_s);
        QCOMPARE(c->flowLpm, std::optional<double>(420));
        QCOMPARE(c->utilisation, 0.3);
    }

    void sentenceNamesTheElementAndWhatItDid()
    {
        const Design design = facilityDesign(1, 2);
        FacilityWhatIf result;
        result.failed = {QStringLiteral("ups1")};
        QCOMPARE(facilityWhatIfSentence(design, result, false),
                 QStringLiteral("Losing UPS1 (ups1): every rack keeps power and cooling and "
                                "nothing goes over."));
        result.racksWithoutPower = {QStringLiteral("r0-000"), QStringLiteral("r0-001")};
        result.elementsOver = {{QStringLiteral("ups2"), FacilityWhatIf::Cause::Power, 500, 400}};
        QCOMPARE(facilityWhatIfSentence(design, result, true),
                 QStringLiteral("The worst single facility failure is the loss of UPS1 (ups1): 2 "
                                "racks lose power, 1 element goes over its capacity."));
        QCOMPARE(facilityElementLabel(design, QStringLiteral("gone")), QStringLiteral("gone"));
    }
};

QTEST_GUILESS_MAIN(TestFacilityDiagram)
#include "tst_facilitydiagram.moc"
