// podcad-cli and the cooling plant: the `cooling` array and the per-rack facility keys of
// `analyze --json`, the text output's cooling table, and no such keys for a design without a
// plant. The design is written here: one GB300 NVL72 rack on a water CDU and a CRAH.
#include "clirun.h"
#include "relativenear.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad::test;

namespace {

// The hall is rated 1,500 kg/m2 with 1.2 m aisles; the CDU runs water from 30 to 40 degrees C.
const char *const kDesign = R"({
  "format": "podcad-design",
  "version": 4,
  "name": "Cooling",
  "assumptions": {},
  "hall": {"x_m": 0, "y_m": 0, "width_m": 10, "depth_m": 10, "floor_rating_kg_m2": 1500,
           "floor": "slab", "cold_aisle_m": 1.2, "hot_aisle_m": 1.2,
           "rows": [{"name": "A", "x_m": 1, "y_m": 2, "facing": "north", "containment": "none"}],
           "trays": []},
  "facility": [
    {"id": "ch-1", "kind": "chiller", "name": "Chiller", "sku": null, "capacity_kw": 1000,
     "fed_from": [], "x_m": 8, "y_m": 8},
    {"id": "cdu-1", "kind": "cdu", "name": "CDU", "sku": null, "capacity_kw": 300,
     "fed_from": ["ch-1"], "x_m": 5, "y_m": 2, "fluid": "water", "supply_c": 30, "return_c": 40},
    {"id": "crah-1", "kind": "crah", "name": "CRAH", "sku": null, "capacity_kw": 50,
     "fed_from": ["ch-1"], "x_m": 5, "y_m": 6}
  ],
  "fabrics": [],
  "racks": [
    {"id": "r-1", "sku": "RACK-NVL72", "name": "A01", "row": "A", "floor_x_m": 1,
     "floor_y_m": 2, "power_limit_kw": 150, "cooled_by": ["cdu-1", "crah-1"]}
  ],
  "devices": [
    {"id": "nvl-1", "sku": "DGX-GB300-NVL72", "name": "", "role": "compute", "rack": "r-1",
     "lowest_u": 1, "canvas_x": 0, "canvas_y": 0}
  ],
  "links": []
}
)";

constexpr double kRel = 1e-9;

} // namespace

class TestCliCooling final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mFile = mDir.filePath(QStringLiteral("cooling.podcad"));
        QVERIFY(writeTextFile(mFile, kDesign));
    }

    void analyzeJsonCooling()
    {
        const CliRun r = runCli({QStringLiteral("analyze"), mFile, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QVERIFY2(nonSnakeCaseKeys(root).isEmpty(), qPrintable(nonSnakeCaseKeys(root).join(u' ')));

        const QJsonObject rack = root.value(QStringLiteral("racks")).toArray().at(0).toObject();
        for (const char *key : {"position_m", "liquid_heat_kw", "air_heat_kw", "flow_lpm",
                                "floor_load_kg_m2", "row_share_kg_m2"})
            QVERIFY2(rack.contains(QLatin1String(key)), key);
        const QJsonObject position = rack.value(QStringLiteral("position_m")).toObject();
        QCOMPARE(position.value(QStringLiteral("x")).toDouble(), 1.0);
        QCOMPARE(position.value(QStringLiteral("y")).toDouble(), 2.0);
        // The rack's peak splits into its devices' liquid share and the rest, to air.
        const double liquid = rack.value(QStringLiteral("liquid_heat_kw")).toDouble();
        const double air = rack.value(QStringLiteral("air_heat_kw")).toDouble();
        QVERIFY(liquid > 0 && air > 0);
        QCOMPARE_NEAR(liquid, rack.value(QStringLiteral("liquid_kw")).toDouble(), kRel);
        QCOMPARE_NEAR(liquid + air, rack.value(QStringLiteral("power_max_kw")).toDouble(), kRel);
        // Water at 10 K: kW / (1.0 x 4.18 x 10) L/s.
        const double flow = rack.value(QStringLiteral("flow_lpm")).toDouble();
        QCOMPARE_NEAR(flow, liquid / 41.8 * 60, kRel);
        // RACK-NVL72 stands on 600 x 1068 mm; its row share adds half of each 1.2 m aisle:
        // 0.6 x (1.068 + 0.6 + 0.6) = 1.3608 m2.
        const double kg = rack.value(QStringLiteral("weight_kg")).toDouble();
        QVERIFY(kg > 1000);
        QCOMPARE_NEAR(rack.value(QStringLiteral("floor_load_kg_m2")).toDouble(), kg / (0.6 * 1.068),
                      kRel);
        QCOMPARE_NEAR(rack.value(QStringLiteral("row_share_kg_m2")).toDouble(), kg / 1.3608, kRel);

        const QJsonArray cooling = root.value(QStringLiteral("cooling")).toArray();
        QCOMPARE(cooling.size(), 3); // id order: cdu-1, ch-1, crah-1
        const QJsonObject cdu = cooling.at(0).toObject();
        QCOMPARE(cdu.value(QStringLiteral("id")).toString(), QStringLiteral("cdu-1"));
        QCOMPARE(cdu.value(QStringLiteral("kind")).toString(), QStringLiteral("cdu"));
        QCOMPARE(cdu.value(QStringLiteral("capacity_kw")).toDouble(), 300.0);
        QCOMPARE_NEAR(cdu.value(QStringLiteral("load_kw")).toDouble(), liquid, kRel);
        QCOMPARE_NEAR(cdu.value(QStringLiteral("flow_lpm")).toDouble(), flow, kRel);
        QVERIFY(cdu.value(QStringLiteral("max_flow_lpm")).isNull()); // no model: unknown
        QCOMPARE_NEAR(cdu.value(QStringLiteral("utilisation")).toDouble(), liquid / 300, kRel);
        const QJsonObject chiller = cooling.at(1).toObject();
        QCOMPARE(chiller.value(QStringLiteral("kind")).toString(), QStringLiteral("chiller"));
        QCOMPARE_NEAR(chiller.value(QStringLiteral("load_kw")).toDouble(), liquid + air, kRel);
        QVERIFY(!chiller.contains(QStringLiteral("flow_lpm")));
        const QJsonObject crah = cooling.at(2).toObject();
        QCOMPARE_NEAR(crah.value(QStringLiteral("load_kw")).toDouble(), air, kRel);

        // ~1,360 kg over 0.64 m2 is above 1,500 kg/m2; its row share is not: a warning only.
        QStringList codes;
        for (const QJsonValue &p : root.value(QStringLiteral("problems")).toArray())
            codes << p.toObject().value(QStringLiteral("code")).toString();
        QVERIFY2(codes.contains(QStringLiteral("rack-over-floor-rating-footprint")),
                 qPrintable(codes.join(u' ')));
        QVERIFY(!codes.contains(QStringLiteral("rack-over-floor-rating")));
    }

    void analyzeTextCoolingTable()
    {
        const CliRun r = runCli({QStringLiteral("analyze"), mFile});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("\nCooling\n"), r.out.constData());
        QVERIFY2(r.out.contains("crah-1"), r.out.constData());
    }

    void noPlantNoKeys()
    {
        const CliRun r =
            runCli({QStringLiteral("analyze"), dataPath(QStringLiteral("good/small-pod.podcad")),
                    QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QVERIFY(!root.contains(QStringLiteral("cooling")));
        const QJsonObject rack = root.value(QStringLiteral("racks")).toArray().at(0).toObject();
        QVERIFY(!rack.contains(QStringLiteral("liquid_heat_kw")));
        const CliRun text =
            runCli({QStringLiteral("analyze"), dataPath(QStringLiteral("good/small-pod.podcad"))});
        QVERIFY(!text.out.contains("\nCooling\n"));
    }

private:
    QTemporaryDir mDir;
    QString mFile;
};

QTEST_GUILESS_MAIN(TestCliCooling)
#include "tst_clicooling.moc"
