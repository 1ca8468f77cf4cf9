// The design file's version 4: the hall and the facility read and written exactly, the model's
// rules for the chain, and older files getting a hall fitted around their racks and nothing else.
#include "io/designfile.h"
#include "model/design.h"
#include "model/hallfit.h"
#include "testpaths.h"

#include <QFile>
#include <QTest>

using namespace podcad;

namespace {

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

Design load(const QString &relative)
{
    const LoadResult r = DesignFile::read(test::dataPath(relative));
    if (!r.ok())
        qFatal("%s", qPrintable(r.firstError(relative)));
    return *r.design;
}

FacilityElement element(const char *id, FacilityKind kind,
                        std::initializer_list<const char *> fedFrom = {}, double capacityKw = 100)
{
    FacilityElement e;
    e.id = QString::fromLatin1(id);
    e.kind = kind;
    e.name = e.id;
    e.capacityKw = capacityKw;
    for (const char *up : fedFrom)
        e.fedFrom.push_back(QString::fromLatin1(up));
    return e;
}

} // namespace

class TestFacilityFile final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsHallAndFacility()
    {
        const Design d = load(QStringLiteral("good/facility-pod.podcad"));
        QVERIFY(d.hall);
        const Hall &hall = *d.hall;
        QCOMPARE(hall.originM, QPointF(-2, -3));
        QCOMPARE(hall.widthM, 12.0);
        QCOMPARE(hall.floorRatingKgM2, std::optional(1500.0));
        QCOMPARE(hall.floor, FloorType::Raised);
        QCOMPARE(hall.hotAisleM, 1.0);
        QCOMPARE(hall.rows.size(), std::size_t(1));
        QCOMPARE(hall.rows[0].containment, Containment::HotAisle);
        QCOMPARE(hall.trays.size(), std::size_t(1));
        QCOMPARE(hall.trays[0].toM, QPointF(3, 0.6));

        QCOMPARE(d.facility().size(), std::size_t(8));
        const FacilityElement *cdu = d.facilityElement(QStringLiteral("cdu-1"));
        QVERIFY(cdu);
        QCOMPARE(cdu->kind, FacilityKind::Cdu);
        QCOMPARE(cdu->fluid, QStringLiteral("pg25"));
        QCOMPARE(cdu->returnC, std::optional(45.0));
        QCOMPARE(cdu->fedFrom, std::vector<QString>{QStringLiteral("dry-1")});
        // Listed before the UPS that feeds it (id order): sources are resolved after all are in.
        QCOMPARE(d.facilityElement(QStringLiteral("bus-a"))->fedFrom,
                 std::vector<QString>{QStringLiteral("ups-a")});
        const Rack *r2 = d.rack(QStringLiteral("r-2"));
        QCOMPARE(r2->powerFrom[feedIndex(FeedSide::B)],
                 std::vector<QString>{QStringLiteral("bus-b")});
        QCOMPARE(r2->cooledBy, std::vector<QString>{QStringLiteral("cdu-1")});
    }

    // What is written reads back as the same design and writes the same bytes again.
    void roundTripsExactly()
    {
        const Design d = load(QStringLiteral("good/facility-pod.podcad"));
        const QByteArray bytes = DesignFile::serialize(d);
        QVERIFY(bytes.contains("\"facility\": ["));
        QVERIFY(bytes.contains("\"power_from\": {\"A\": [\"bus-a\"], \"B\": [\"bus-b\"]}"));
        const LoadResult again = DesignFile::parse(bytes);
        QVERIFY2(again.ok(), qPrintable(again.firstError(QStringLiteral("saved"))));
        QCOMPARE(again.fileVersion, DesignFile::kFormatVersion);
        QVERIFY(*again.design == d);
        QCOMPARE(DesignFile::serialize(*again.design), bytes);
    }

    // Every older version: the racks keep their positions to the bit, a hall is fitted around
    // them with one row per row label, and nothing else changes.
    void olderVersionsGetAFittedHall_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("version");
        QTest::newRow("v1") << QStringLiteral("good/version1-pdus.podcad") << 1;
        QTest::newRow("v2") << QStringLiteral("good/version2-small-pod.podcad") << 2;
        QTest::newRow("v3") << QStringLiteral("v3") << 3;
    }
    void olderVersionsGetAFittedHall()
    {
        QFETCH(QString, file);
        QFETCH(int, version);
        QByteArray bytes;
        if (version == 3) {
            // small-pod as version 3 wrote it: the same layout with the older number.
            bytes = readBytes(test::dataPath(QStringLiteral("good/small-pod.podcad")));
            QVERIFY(bytes.contains("\"version\": 5,"));
            bytes.replace("\"version\": 5,", "\"version\": 3,");
        } else {
            bytes = readBytes(test::dataPath(file));
        }
        const LoadResult r = DesignFile::parse(bytes);
        QVERIFY2(r.ok(), qPrintable(r.firstError(file)));
        QCOMPARE(r.fileVersion, version);
        const Design &d = *r.design;
        QVERIFY(d.hall);
        QVERIFY(d.facility().empty());
        QSet<QString> labels;
        for (const auto &[id, rack] : d.racks()) {
            labels.insert(rack.row);
            const HallRow *row = d.hall->row(rack.row);
            QVERIFY2(row, qPrintable(rack.row));
            QVERIFY(row->originM.x() <= rack.floorPositionM.x());
            QVERIFY(row->originM.y() <= rack.floorPositionM.y());
            // Inside the room, with its footprint.
            QVERIFY(rack.floorPositionM.x() >= d.hall->originM.x());
            QVERIFY(rack.floorPositionM.x() + 0.6 <= d.hall->originM.x() + d.hall->widthM);
            QVERIFY(rack.floorPositionM.y() + 1.2 <= d.hall->originM.y() + d.hall->depthM);
        }
        QCOMPARE(std::size_t(labels.size()), d.hall->rows.size());
        QVERIFY(!d.hall->floorRatingKgM2); // unknown: nothing invented
        // Without the hall it is exactly what parseDesign reads from the file (no other change).
        Design withoutHall = d;
        withoutHall.hall.reset();
        const LoadResult raw = DesignFile::parse(DesignFile::serialize(withoutHall));
        QVERIFY(raw.ok());
        QVERIFY(!raw.design->hall); // a version 4 file without a hall gets none
        QVERIFY(*raw.design == withoutHall);
    }

    // Rows alternate north and south from the front of the room, so hot and cold aisles
    // alternate, and the room keeps a 2 m margin around the racks.
    void fittedHallByHand()
    {
        Design d;
        for (int i = 0; i < 3; ++i) {
            Rack r;
            r.id = QStringLiteral("r-%1").arg(i);
            r.sku = QStringLiteral("RACK-42U");
            r.row = QString(QChar(u'C' - i)); // C at the front, then B, then A
            r.floorPositionM = QPointF(1.0 + i, 2.4 * i);
            QVERIFY(d.addRack(r));
        }
        const Hall h = fitHall(d);
        QCOMPARE(h.rows.size(), std::size_t(3));
        QCOMPARE(h.row(QStringLiteral("C"))->facing, Facing::North);
        QCOMPARE(h.row(QStringLiteral("B"))->facing, Facing::South);
        QCOMPARE(h.row(QStringLiteral("A"))->facing, Facing::North);
        QCOMPARE(h.originM, QPointF(-2, -2));
        QCOMPARE(h.widthM, 3.6 + 4);       // rightmost rack ends at 3 + 0.6
        QCOMPARE(h.depthM, 4.8 + 1.2 + 4); // back row at 4.8, 1.2 m deep
    }

    void modelRefusesWhatCannotBeBuilt()
    {
        Design d;
        QVERIFY(d.addFacilityElement(element("util", FacilityKind::Utility)));
        QVERIFY(d.addFacilityElement(element("sb", FacilityKind::Switchboard, {"util"})));
        QVERIFY(d.addFacilityElement(element("ups", FacilityKind::Ups, {"sb"})));
        QVERIFY(d.addFacilityElement(element("cdu", FacilityKind::Cdu)));
        QString why;
        QVERIFY(!d.addFacilityElement(element("sb", FacilityKind::Switchboard), &why));
        QVERIFY(why.contains(QStringLiteral("duplicate")));
        QVERIFY(!d.addFacilityElement(element("u2", FacilityKind::Utility, {"sb"}), &why));
        QVERIFY2(why.contains(QStringLiteral("cannot be fed from")), qPrintable(why));
        // Closing a loop: the switchboard fed from the UPS below it.
        FacilityElement sb = *d.facilityElement(QStringLiteral("sb"));
        sb.fedFrom = {QStringLiteral("ups")};
        QVERIFY(!d.updateFacilityElement(sb, &why));
        QVERIFY2(why.contains(QStringLiteral("cycle")), qPrintable(why));
        QCOMPARE(d.facilityElement(QStringLiteral("sb"))->fedFrom,
                 std::vector<QString>{QStringLiteral("util")});
        // A UPS may not turn into a CRAH while a rack takes a feed from it.
        Rack rack;
        rack.id = QStringLiteral("r-1");
        rack.powerFrom[0] = {QStringLiteral("ups")};
        rack.cooledBy = {QStringLiteral("cdu")};
        QVERIFY2(d.addRack(rack, &why), qPrintable(why));
        FacilityElement ups = *d.facilityElement(QStringLiteral("ups"));
        ups.kind = FacilityKind::Crah;
        ups.fedFrom.clear();
        QVERIFY(!d.updateFacilityElement(ups, &why));
        QVERIFY2(why.contains(QStringLiteral("serves rack")), qPrintable(why));
        // Ids are unique across kinds: a rack cannot take an element's id.
        Rack clash;
        clash.id = QStringLiteral("cdu");
        QVERIFY(!d.addRack(clash, &why));
        // Seven feeds: three per side at most.
        rack.powerFrom[1] = {QStringLiteral("ups"), QStringLiteral("sb"), QStringLiteral("sb"),
                             QStringLiteral("ups")};
        QVERIFY(!d.updateRack(rack, &why));
        QVERIFY2(why.contains(QStringLiteral("at most 3")), qPrintable(why));
    }

    // Removing an element takes it out of whatever referred to it and hands those back as they
    // were, so an undo restores the design exactly.
    void removalReturnsWhatItChanged()
    {
        Design d = load(QStringLiteral("good/facility-pod.podcad"));
        const Design before = d;
        Design::FacilityRemoval removal = d.removeFacilityElement(QStringLiteral("ups-a"));
        QVERIFY(!d.facilityElement(QStringLiteral("ups-a")));
        QCOMPARE(removal.elements.size(), std::size_t(1)); // bus-a
        QCOMPARE(removal.racks.size(), std::size_t(0));
        QVERIFY(d.facilityElement(QStringLiteral("bus-a"))->fedFrom.empty());
        Design::FacilityRemoval busA = d.removeFacilityElement(QStringLiteral("bus-a"));
        QCOMPARE(busA.racks.size(), d.racks().size());
        for (const auto &[id, rack] : d.racks())
            QVERIFY(rack.powerFrom[0].empty());

        // Undo, in reverse order, each element as it was when it was removed.
        FacilityElement busAWas = *before.facilityElement(QStringLiteral("bus-a"));
        busAWas.fedFrom.clear(); // ups-a was already gone
        QVERIFY(d.addFacilityElement(busAWas));
        for (const Rack &r : busA.racks)
            QVERIFY(d.updateRack(r));
        QVERIFY(d.addFacilityElement(*before.facilityElement(QStringLiteral("ups-a"))));
        for (const FacilityElement &e : removal.elements)
            QVERIFY(d.updateFacilityElement(e));
        QVERIFY(d == before);
    }
};

QTEST_GUILESS_MAIN(TestFacilityFile)
#include "tst_facilityfile.moc"
