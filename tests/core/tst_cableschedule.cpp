// The cable schedule (core/export/cableschedule) and the BOM by length: the BOM counts each cable
// SKU as often as the schedule lists a cable of it, a twin-port cage takes one transceiver for its
// two ports, and the CSV and XLSX files hold one row per cable and replace no file unless told.

#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "cost/inventory.h"
#include "export/cableschedule.h"
#include "export/cableschedulefile.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

QByteArray unzip(const QString &zip, const QString &member)
{
    QProcess p;
    p.start(u"unzip"_s, {u"-p"_s, zip, member});
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

Device device(const QString &id, const QString &sku, const QString &name, Role role, int u)
{
    Device d;
    d.id = id;
    d.sku = sku;
    d.name = name;
    d.role = role;
    d.rackId = u"r1"_s;
    d.lowestU = u;
    return d;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCableSchedule final : public QObject
{
    Q_OBJECT

    std::optional<Catalog> mCatalog;
    std::optional<Design> mSuperPod; // 1 SU of DGX H100, as generated

    // One rack, alone in row A: a twin-port switch at U40 and two single-port servers at U2 and
    // U10, each server on one port of the switch's first cage by the user's fibre trunk.
    Design handBuilt()
    {
        Design d;
        if (!d.addRack({u"r1"_s, u"RACK-48U"_s, u"Network 1"_s, u"A"_s, {}, 40}) ||
            !d.addFabric({u"f1"_s, u"Compute"_s, FabricKind::Compute, u"InfiniBand NDR"_s}) ||
            !d.addDevice(device(u"sw"_s, u"MQM9700-NS2F"_s, u"leaf-1"_s, Role::Leaf, 40)) ||
            !d.addDevice(device(u"n1"_s, u"HGX-H100-OEM"_s, u"node-1"_s, Role::Compute, 2)) ||
            !d.addDevice(device(u"n2"_s, u"HGX-H100-OEM"_s, u"node-2"_s, Role::Compute, 10)))
            qFatal("hand-built design rejected");
        const Link l1{
            u"l1"_s, {u"n1"_s, u"ib"_s, 0}, {u"sw"_s, u"ib"_s, 0}, u"FIBER-MPO-3M"_s, u"f1"_s};
        const Link l2{
            u"l2"_s, {u"n2"_s, u"ib"_s, 0}, {u"sw"_s, u"ib"_s, 1}, u"FIBER-MPO-3M"_s, u"f1"_s};
        if (!d.addLink(l1) || !d.addLink(l2))
            qFatal("hand-built links rejected");
        return d;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
        mSuperPod = generateSuperPod(*mCatalog, SuperPodOptions{}, &error);
        QVERIFY2(mSuperPod, qPrintable(error));
    }

    // The done-means figure: the BOM's cable lines are the schedule's cables by SKU, whatever
    // medium the plan chose, and each line says the length it is bought in; links drawn without a
    // cable count with the plan's medium, marked "default for the ports".
    void bomCountsByLengthEqualTheSchedule_data()
    {
        QTest::addColumn<bool>("clearCables");
        QTest::newRow("cables named on the links") << false;
        QTest::newRow("links without a cable, as generated") << true;
    }

    void bomCountsByLengthEqualTheSchedule()
    {
        QFETCH(bool, clearCables);
        const Design &generated = *mSuperPod;
        // Generated links name no cable (the plan picks it); naming the plan's pick on every
        // link makes the same cables the user's.
        Design design = generated;
        const CablePlan picked = CablePlan::build(generated, *mCatalog);
        for (const auto &[id, original] : generated.links()) {
            QVERIFY(original.cableSku.isEmpty());
            Link l = original;
            if (!clearCables)
                l.cableSku = picked.cable(id)->medium->cableSku;
            QVERIFY(design.updateLink(l));
        }
        const CablePlan plan = CablePlan::build(design, *mCatalog);
        const CableSchedule schedule = CableSchedule::build(design, *mCatalog, plan);
        QCOMPARE(schedule.rows().size(), design.links().size());
        QCOMPARE(schedule.uncabled(), 0);
        const Bom bom = Bom::build(design, *mCatalog, plan);
        std::map<QString, int> bomCables;
        for (const BomLine &l : bom.lines()) {
            const DeviceModel *m = mCatalog->model(l.sku);
            if (m && m->kind == DeviceKind::Cable) {
                bomCables[l.sku] = l.quantity;
                QVERIFY2(l.description.contains(u" m"_s), qPrintable(l.description));
                QCOMPARE(l.defaultedQuantity, clearCables ? l.quantity : 0);
            }
        }
        QVERIFY(!bomCables.empty());
        QCOMPARE(bomCables, schedule.cablesBySku());
        const Inventory inv = takeInventory(design, *mCatalog, plan);
        QCOMPARE(inv.cablesBySku, schedule.cablesBySku());
        std::map<QString, int> byLength;
        for (const CableSchedule::LengthCount &l : schedule.byLength())
            byLength[l.cableSku] += l.count;
        QCOMPARE(byLength, bomCables);
    }

    // Hand count: two fibre links, four ends; the switch's two ports share one twin-port cage,
    // so three transceivers: one twin-port on the switch and one on each server.
    void twinPortCageTakesOneTransceiver()
    {
        const Design d = handBuilt();
        const CableSchedule schedule =
            CableSchedule::build(d, *mCatalog, CablePlan::build(d, *mCatalog));
        QCOMPARE(schedule.rows().size(), std::size_t(2));
        int ends = 0;
        for (const CableScheduleRow &r : schedule.rows())
            for (const QString &t : r.transceivers)
                ends += t.isEmpty() ? 0 : 1;
        QCOMPARE(ends, 4);
        const Inventory inv = takeInventory(d, *mCatalog, CablePlan::build(d, *mCatalog));
        int transceivers = 0;
        for (const auto &[sku, n] : inv.transceiversBySku)
            transceivers += n;
        QCOMPARE(transceivers, 3);
        QCOMPARE(inv.cablesBySku, (std::map<QString, int>{{u"FIBER-MPO-3M"_s, 2}}));
        QCOMPARE(inv.defaultedCablesBySku.size(), std::size_t(0));
    }

    void labelsNameRackUnitAndPort()
    {
        const Design d = handBuilt();
        const CableSchedule schedule =
            CableSchedule::build(d, *mCatalog, CablePlan::build(d, *mCatalog));
        const CableScheduleRow &r = schedule.rows().front();
        QCOMPARE(r.linkId, u"l1"_s);
        QCOMPARE(r.ends[0].rack, u"Network 1"_s); // the label names its row and place in it
        QCOMPARE(r.ends[0].u, 2);
        QCOMPARE(r.ends[0].device, u"node-1"_s);
        // The switch's cage 1, port 1, as the NetBox export names the interface.
        QCOMPARE(r.ends[1].port, u"ib1/1"_s);
        QCOMPARE(r.label, u"A01-U02-ib1 / A01-U40-ib1/1"_s);
        QCOMPARE(r.fabric, u"Compute"_s);
        QCOMPARE(r.cableSku, u"FIBER-MPO-3M"_s);
        QCOMPARE(r.medium, u"fibre"_s);
        QVERIFY(r.routeM > 0);
        QVERIFY(!r.route.isEmpty());
    }

    void csvHasOneRowPerCable()
    {
        const Design &d = *mSuperPod;
        const CableSchedule schedule =
            CableSchedule::build(d, *mCatalog, CablePlan::build(d, *mCatalog));
        const QList<QByteArray> lines = cableScheduleCsv(schedule).split('\n');
        // Header, a row per cable, and the empty tail after the last CRLF.
        QCOMPARE(lines.size(), qsizetype(schedule.rows().size()) + 2);
        QVERIFY(lines.front().startsWith("label,link_id,fabric,a_rack,a_u"));
        const CableScheduleRow &first = schedule.rows().front();
        QVERIFY2(lines[1].startsWith(first.label.toUtf8() + ',' + first.linkId.toUtf8()),
                 lines[1].constData());
        for (qsizetype i = 1; i + 1 < lines.size(); ++i)
            QVERIFY(lines[i].endsWith("\r"));
        // A generated design leaves names empty: its devices are named by their ids, as in the
        // NetBox export, and every end has a rack, a unit and a port.
        for (const CableScheduleRow &r : schedule.rows())
            for (const CableScheduleEnd &e : r.ends)
                QVERIFY2(!e.device.isEmpty() && !e.rack.isEmpty() && !e.port.isEmpty(),
                         qPrintable(r.linkId));
    }

    void xlsxHoldsTheScheduleAndTheSummary()
    {
        QTemporaryDir dir;
        const Design d = handBuilt();
        const CableSchedule schedule =
            CableSchedule::build(d, *mCatalog, CablePlan::build(d, *mCatalog));
        const QString xlsx = dir.filePath(u"schedule.xlsx"_s);
        QString error;
        QVERIFY2(writeCableSchedule(xlsx, schedule, d.name, false, &error), qPrintable(error));
        QVERIFY(readAll(xlsx).startsWith("PK")); // a zip
        const QByteArray book = unzip(xlsx, u"xl/workbook.xml"_s);
        QVERIFY2(!book.isEmpty(), "unzip is needed by this test (apt-get install unzip)");
        QVERIFY(book.contains("name=\"Cable schedule\""));
        QVERIFY(book.contains("name=\"Cables by length\""));
        const QByteArray rows = unzip(xlsx, u"xl/worksheets/sheet1.xml"_s);
        QVERIFY(rows.contains("A01-U02-ib1 / A01-U40-ib1/1"));
        QVERIFY(rows.contains("FIBER-MPO-3M"));
        const QByteArray summary = unzip(xlsx, u"xl/worksheets/sheet2.xml"_s);
        QVERIFY(summary.contains("FIBER-MPO-3M"));
        QVERIFY(summary.contains("<v>2</v>")); // two trunks of 3 m
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"schedule.xlsx"_s});
    }

    // Issue 39: route_length_m was written as 14.799975. Every length, in the CSV and in the
    // workbook's cells (not only their display format), is a whole number of centimetres.
    void lengthsHaveAtMostTwoDecimals()
    {
        const Design &d = *mSuperPod;
        const CableSchedule schedule =
            CableSchedule::build(d, *mCatalog, CablePlan::build(d, *mCatalog));
        auto decimals = [](const QString &number) {
            const qsizetype dot = number.indexOf(u'.');
            return dot < 0 ? 0 : int(number.size() - dot - 1);
        };
        // The test means something only if some route is not a whole number of centimetres.
        QVERIFY(std::any_of(schedule.rows().begin(), schedule.rows().end(),
                            [&](const CableScheduleRow &r) {
                                return decimals(QString::number(r.routeM, 'g', 15)) > 2;
                            }));

        const QList<QByteArray> lines = cableScheduleCsv(schedule).split('\n');
        const QList<QByteArray> header = lines.front().trimmed().split(',');
        const qsizetype route = header.indexOf("route_length_m");
        const qsizetype cable = header.indexOf("cable_length_m");
        QVERIFY(route >= 0 && cable >= 0);
        for (qsizetype i = 1; i + 1 < lines.size(); ++i) {
            // Labels and routes hold no comma in a generated design, so a split finds the columns.
            const QList<QByteArray> fields = lines[i].trimmed().split(',');
            QCOMPARE(fields.size(), header.size());
            for (qsizetype c : {route, cable})
                QVERIFY2(decimals(QString::fromUtf8(fields[c])) <= 2, lines[i].constData());
        }

        QTemporaryDir dir;
        const QString xlsx = dir.filePath(u"schedule.xlsx"_s);
        QString error;
        QVERIFY2(writeCableSchedule(xlsx, schedule, d.name, false, &error), qPrintable(error));
        for (const QString &sheet : {u"sheet1"_s, u"sheet2"_s}) {
            const QString xml =
                QString::fromUtf8(unzip(xlsx, u"xl/worksheets/"_s + sheet + u".xml"_s));
            QVERIFY2(!xml.isEmpty(), "unzip is needed by this test (apt-get install unzip)");
            // The schedule's strings are inline (<is>), so every <v> is a number.
            const QRegularExpression value(u"<v>([^<]*)</v>"_s);
            int numbers = 0;
            for (auto it = value.globalMatch(xml); it.hasNext(); ++numbers) {
                // libxlsxwriter writes 16 significant digits ("9.960000000000001"): the cell holds
                // a whole number of centimetres when it reads back as the same double.
                const QString v = it.next().captured(1);
                const double read = v.toDouble();
                QVERIFY2(read == std::round(read * 100) / 100, qPrintable(sheet + u": "_s + v));
            }
            QVERIFY(numbers > 0);
        }
    }

    void existingFileIsNotReplacedUnlessAsked_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("csv") << u"schedule.csv"_s;
        QTest::newRow("xlsx") << u"schedule.xlsx"_s;
    }

    void existingFileIsNotReplacedUnlessAsked()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("the contractor's copy");
        }
        const Design d = handBuilt();
        const CableSchedule schedule =
            CableSchedule::build(d, *mCatalog, CablePlan::build(d, *mCatalog));
        QString error;
        QVERIFY(!writeCableSchedule(path, schedule, d.name, false, &error));
        QVERIFY2(error.startsWith(path) && error.contains(u"exists"_s), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("the contractor's copy"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name});
        QVERIFY2(writeCableSchedule(path, schedule, d.name, true, &error), qPrintable(error));
        QVERIFY(readAll(path) != QByteArray("the contractor's copy"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name});
    }
};

QTEST_GUILESS_MAIN(TestCableSchedule)
#include "tst_cableschedule.moc"
