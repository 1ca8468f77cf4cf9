// `podcad-cli catalog list` and `catalog show` as an architect sees the 2026-27 systems: every new
// model is listed with its kind, and shown with the sources its figures rest on.

#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace podcad;
using namespace Qt::StringLiterals;

class TestCliCatalog2026 final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listShowsTheNewModels_data();
    void listShowsTheNewModels();
    void showNamesTheSources();
    void facilityListShowsTheDcPowerRack();
};

void TestCliCatalog2026::listShowsTheNewModels_data()
{
    QTest::addColumn<QString>("sku");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("name"); // a phrase of the model's name
    QTest::newRow("rack") << u"DGX-VR-NVL72"_s << u"gpu-server"_s << u"Vera Rubin NVL72"_s;
    QTest::newRow("cpx rack") << u"VR-NVL144-CPX"_s << u"gpu-server"_s << u"NVL144 CPX"_s;
    QTest::newRow("tray") << u"VR-COMPUTE-TRAY"_s << u"gpu-server"_s << u"compute tray"_s;
    QTest::newRow("switch tray") << u"VR-NVSWITCH-TRAY"_s << u"switch"_s << u"NVLink 6"_s;
    QTest::newRow("shelf") << u"VR-POWER-SHELF"_s << u"pdu"_s << u"110 kW"_s;
    QTest::newRow("dc shelf") << u"VR-DC-POWER-SHELF"_s << u"pdu"_s << u"800 V DC"_s;
    QTest::newRow("connectx-9") << u"CX9-1600G-OSFP"_s << u"nic"_s << u"ConnectX-9"_s;
    QTest::newRow("bluefield-4") << u"BF4"_s << u"nic"_s << u"BlueField-4"_s;
}

void TestCliCatalog2026::listShowsTheNewModels()
{
    QFETCH(QString, sku);
    QFETCH(QString, kind);
    QFETCH(QString, name);

    const test::CliRun text = test::runCli({u"catalog"_s, u"list"_s, u"--kind"_s, kind});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(QString::fromUtf8(text.out).contains(sku), text.out.constData());

    const test::CliRun json = test::runCli({u"catalog"_s, u"list"_s, u"--json"_s});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray items = QJsonDocument::fromJson(json.out).object()[u"items"_s].toArray();
    QJsonObject item;
    for (const QJsonValue &v : items)
        if (v.toObject()[u"sku"_s].toString() == sku)
            item = v.toObject();
    QVERIFY2(!item.isEmpty(), qPrintable(sku));
    QCOMPARE(item[u"kind"_s].toString(), kind);
    QVERIFY2(item[u"name"_s].toString().contains(name), qPrintable(item[u"name"_s].toString()));
    QVERIFY(!item[u"port_groups"_s].toArray().isEmpty());
}

void TestCliCatalog2026::showNamesTheSources()
{
    const test::CliRun run = test::runCli({u"catalog"_s, u"show"_s, u"DGX-VR-NVL72"_s});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(u"72 x NVIDIA Rubin"_s), qPrintable(out));
    QVERIFY2(out.contains(u"230,000 W max"_s), qPrintable(out));
    QVERIFY2(out.contains(u"ib: 72 x 800 Gb/s OSFP (compute)"_s), qPrintable(out));
    // The spec and the price each name a document a user can look up.
    QVERIFY2(out.contains(u"developer.nvidia.com/blog/inside-the-nvidia-rubin-platform"_s),
             qPrintable(out));
    QVERIFY2(out.contains(u"price source: estimate: Morgan Stanley"_s), qPrintable(out));
}

void TestCliCatalog2026::facilityListShowsTheDcPowerRack()
{
    const test::CliRun run = test::runCli({u"catalog"_s, u"list"_s, u"--kind"_s, u"facility"_s});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(u"nvidia-vr-800vdc-power-rack"_s), qPrintable(out));
    QVERIFY2(out.contains(u"optional for Vera Rubin"_s), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestCliCatalog2026)
#include "tst_clicatalog2026.moc"
