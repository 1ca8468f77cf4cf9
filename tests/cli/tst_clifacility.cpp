// `podcad-cli analyze` and `whatif` on a design with a power chain: the power_chain keys, the
// facility what-ifs' keys and figures, and their exit codes.
//
// The design: 2N, utility-a -> ups-a and utility-b -> ups-b; busway-a (10 kW, 8 usable) hangs on
// ups-a; rack r-1 takes A from busway-a and B from ups-b, r-2 A from ups-a and B from ups-b; an
// RPP on ups-a feeds nothing. Each rack holds one DGX H100: 10.2 kW, 5.1 a side with both up,
// 10.2 on one side.

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace podcad::test;

namespace {

const char *const kDesign = R"({
 "format": "podcad-design",
 "version": 4,
 "name": "2N facility",
 "assumptions": {
  "electricity_usd_per_kwh": 0.12,
  "pue": 1.3,
  "years": 4
 },
 "facility": [
  {
   "id": "busway-a",
   "kind": "busway",
   "name": "busway-a",
   "sku": null,
   "capacity_kw": 10,
   "fed_from": [
    "ups-a"
   ],
   "x_m": 1,
   "y_m": -3
  },
  {
   "id": "rpp-spare",
   "kind": "rpp",
   "name": "rpp-spare",
   "sku": null,
   "capacity_kw": 50,
   "fed_from": [
    "ups-a"
   ],
   "x_m": 2,
   "y_m": -3
  },
  {
   "id": "ups-a",
   "kind": "ups",
   "name": "ups-a",
   "sku": null,
   "capacity_kw": 500,
   "fed_from": [
    "utility-a"
   ],
   "x_m": 3,
   "y_m": -3
  },
  {
   "id": "ups-b",
   "kind": "ups",
   "name": "ups-b",
   "sku": null,
   "capacity_kw": 500,
   "fed_from": [
    "utility-b"
   ],
   "x_m": 4,
   "y_m": -3
  },
  {
   "id": "utility-a",
   "kind": "utility",
   "name": "utility-a",
   "sku": null,
   "capacity_kw": 1000,
   "fed_from": [],
   "x_m": 5,
   "y_m": -3
  },
  {
   "id": "utility-b",
   "kind": "utility",
   "name": "utility-b",
   "sku": null,
   "capacity_kw": 1000,
   "fed_from": [],
   "x_m": 6,
   "y_m": -3
  }
 ],
 "fabrics": [],
 "racks": [
  {
   "id": "r-1",
   "sku": "RACK-48U",
   "name": "A01",
   "row": "A",
   "floor_x_m": 0,
   "floor_y_m": 0,
   "power_limit_kw": 40,
   "power_from": {
    "A": [
     "busway-a"
    ],
    "B": [
     "ups-b"
    ]
   }
  },
  {
   "id": "r-2",
   "sku": "RACK-48U",
   "name": "A02",
   "row": "A",
   "floor_x_m": 0.6,
   "floor_y_m": 0,
   "power_limit_kw": 40,
   "power_from": {
    "A": [
     "ups-a"
    ],
    "B": [
     "ups-b"
    ]
   }
  }
 ],
 "devices": [
  {
   "id": "dgx-1",
   "sku": "DGX-H100",
   "name": "dgx-1",
   "role": "compute",
   "rack": "r-1",
   "lowest_u": 2,
   "canvas_x": 0,
   "canvas_y": 0
  },
  {
   "id": "dgx-2",
   "sku": "DGX-H100",
   "name": "dgx-2",
   "role": "compute",
   "rack": "r-2",
   "lowest_u": 2,
   "canvas_x": 100,
   "canvas_y": 0
  }
 ],
 "links": []
})";

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

QStringList names(std::initializer_list<const char *> list)
{
    QStringList result;
    for (const char *name : list)
        result << QString::fromLatin1(name);
    return result;
}

QStringList strings(const QJsonValue &value)
{
    QStringList result;
    for (const QJsonValue &v : value.toArray())
        result << v.toString();
    return result;
}

} // namespace

class TestCliFacility final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mFile = mDir.filePath(QStringLiteral("facility.podcad"));
        QFile f(mFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kDesign);
    }

    void largestSuperPodGetsItsFacility()
    {
        // A 64-SU SuperPOD's 2N facility: each busway is fed from every module of its side's UPS
        // line (22 of them), which the file must take.
        const QString file = mDir.filePath(QStringLiteral("sp64.podcad"));
        const CliRun r =
            runCli({QStringLiteral("generate"), QStringLiteral("superpod"),
                    QStringLiteral("--system"), QStringLiteral("dgx-h100"), QStringLiteral("--sus"),
                    QStringLiteral("64"), QStringLiteral("-o"), file});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        int busways = 0, widest = 0;
        for (const QJsonValue &v : root[QStringLiteral("facility")].toArray()) {
            const QJsonObject e = v.toObject();
            if (e[QStringLiteral("kind")].toString() == QStringLiteral("busway")) {
                ++busways;
                widest = std::max(widest, int(e[QStringLiteral("fed_from")].toArray().size()));
            }
        }
        QVERIFY(busways > 0);
        QVERIFY(widest > 16);
    }

    void analyzePowerChain()
    {
        const CliRun r = runCli({QStringLiteral("analyze"), mFile, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QVERIFY2(nonSnakeCaseKeys(root).isEmpty(), qPrintable(nonSnakeCaseKeys(root).join(u' ')));
        const QJsonArray chain = root.value(QStringLiteral("power_chain")).toArray();
        QCOMPARE(chain.size(), 6);
        const QJsonObject busway = chain.at(0).toObject();
        for (const char *key : {"id", "kind", "capacity_kw", "usable_kw", "load_kw", "peak_kw",
                                "utilisation", "stranded_kw", "over"})
            QVERIFY2(busway.contains(QLatin1String(key)), key);
        QCOMPARE(busway.value(QStringLiteral("id")).toString(), QStringLiteral("busway-a"));
        QCOMPARE(busway.value(QStringLiteral("kind")).toString(), QStringLiteral("busway"));
        // 5.1 kW of r-1's side A against 10 x 0.8 = 8 usable; 10.2 when ups-b is lost, so
        // 8 x (1 - 5.1/10.2) = 4 kW is stranded.
        QVERIFY(near(busway.value(QStringLiteral("peak_kw")).toDouble(), 5.1));
        QVERIFY(near(busway.value(QStringLiteral("usable_kw")).toDouble(), 8));
        QVERIFY(near(busway.value(QStringLiteral("utilisation")).toDouble(), 5.1 / 8));
        QVERIFY(near(busway.value(QStringLiteral("stranded_kw")).toDouble(), 4));
        // ups-b carries both racks' B sides: 10.2 of 500; half of it is held back by 2N.
        const QJsonObject upsB = chain.at(3).toObject();
        QCOMPARE(upsB.value(QStringLiteral("id")).toString(), QStringLiteral("ups-b"));
        QVERIFY(near(upsB.value(QStringLiteral("peak_kw")).toDouble(), 10.2));
        QVERIFY(near(upsB.value(QStringLiteral("stranded_kw")).toDouble(), 250));

        const CliRun text = runCli({QStringLiteral("analyze"), mFile});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Power chain"));
        QVERIFY(text.out.contains("power-element-unused"));
    }

    void failElementJson()
    {
        // Losing utility-b takes ups-b down: r-1's 10.2 kW lands on busway-a, over its 8.
        const CliRun r = runCli({QStringLiteral("whatif"), mFile, QStringLiteral("--fail-element"),
                                 QStringLiteral("utility-b"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QCOMPARE(strings(root.value(QStringLiteral("failed"))), names({"utility-b"}));
        QVERIFY(strings(root.value(QStringLiteral("racks_without_power"))).isEmpty());
        QVERIFY(root.value(QStringLiteral("racks_without_cooling")).isArray());
        const QJsonArray over = root.value(QStringLiteral("elements_over")).toArray();
        QCOMPARE(over.size(), 1);
        const QJsonObject o = over.at(0).toObject();
        QCOMPARE(o.value(QStringLiteral("id")).toString(), QStringLiteral("busway-a"));
        QCOMPARE(o.value(QStringLiteral("cause")).toString(), QStringLiteral("power"));
        QVERIFY(near(o.value(QStringLiteral("load_kw")).toDouble(), 10.2));
        QVERIFY(near(o.value(QStringLiteral("capacity_kw")).toDouble(), 8));
        // 10.2 of 8 kW: 27.5 % over, a headroom of -0.275.
        QVERIFY(near(o.value(QStringLiteral("headroom")).toDouble(), -0.275));
        // Nothing is over with nothing failed.
        QVERIFY(root.value(QStringLiteral("over_before_failure")).toArray().isEmpty());
        QVERIFY(root.value(QStringLiteral("tightest")).isObject());

        // Both utilities, repeated option and comma list alike: both racks are without power.
        for (const QStringList &fail :
             {QStringList{QStringLiteral("--fail-element"), QStringLiteral("utility-a"),
                          QStringLiteral("--fail-element"), QStringLiteral("utility-b")},
              QStringList{QStringLiteral("--fail-element"),
                          QStringLiteral("utility-a,utility-b")}}) {
            const CliRun both = runCli(QStringList{QStringLiteral("whatif"), mFile} + fail +
                                       QStringList{QStringLiteral("--json")});
            QCOMPARE(both.exitCode, 0);
            QVERIFY2(parseJsonObject(both.out, &root, &why), qPrintable(why));
            QCOMPARE(strings(root.value(QStringLiteral("failed"))),
                     names({"utility-a", "utility-b"}));
            QCOMPARE(strings(root.value(QStringLiteral("racks_without_power"))),
                     names({"r-1", "r-2"}));
        }

        const CliRun text = runCli({QStringLiteral("whatif"), mFile,
                                    QStringLiteral("--fail-element"), QStringLiteral("utility-b")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("busway-a"), text.out.constData());
        QVERIFY(text.out.contains("does not ride through"));
    }

    void worstFacility()
    {
        // ups-b and utility-b both put busway-a over by 2.2 kW and cut no rack off; ups-b is
        // the lower id. Losing a side A element moves 10.2 kW onto ups-b, well within 500.
        const CliRun r = runCli({QStringLiteral("whatif"), mFile,
                                 QStringLiteral("--worst-facility"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QCOMPARE(strings(root.value(QStringLiteral("failed"))), names({"ups-b"}));
        QVERIFY(root.value(QStringLiteral("worst_facility")).toBool());
        QCOMPARE(root.value(QStringLiteral("elements_over")).toArray().size(), 1);
    }

    void errors()
    {
        const CliRun unknown = runCli({QStringLiteral("whatif"), mFile,
                                       QStringLiteral("--fail-element"), QStringLiteral("nope")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("nope"));
        QCOMPARE(runCli({QStringLiteral("whatif"), mFile, QStringLiteral("--fail-element"),
                         QStringLiteral("ups-a"), QStringLiteral("--fail"), QStringLiteral("x")})
                     .exitCode,
                 1);
        QCOMPARE(runCli({QStringLiteral("whatif"), mFile, QStringLiteral("--worst-facility"),
                         QStringLiteral("--fail-element"), QStringLiteral("ups-a")})
                     .exitCode,
                 1);
        // A design without facility elements has nothing to fail.
        const CliRun none = runCli(
            {QStringLiteral("whatif"),
             QStringLiteral(PODCAD_SAMPLES_DIR) + QStringLiteral("/basepod-4x-dgx-h100.podcad"),
             QStringLiteral("--worst-facility")});
        QCOMPARE(none.exitCode, 2);
    }

private:
    QTemporaryDir mDir;
    QString mFile;
};

QTEST_GUILESS_MAIN(TestCliFacility)
#include "tst_clifacility.moc"
