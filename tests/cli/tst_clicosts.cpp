// podcad-cli bom, tco and compare as a user and a script see them: exit statuses, one-line errors,
// one JSON object with snake-case keys in the units they name, valid export files, and figures
// that a hand calculation (written out below) reproduces.
#include "clirun.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <map>

using namespace podcad::test;

namespace {

// One DGX H100 bought at a negotiated $300,000 (a device price override), not in a rack, and every
// cost assumption set in the design file, so the hand figures below do not move when the catalog's
// defaults or prices change.
const char *const kOneDgx = R"({
  "format": "podcad-design",
  "version": 1,
  "name": "One DGX",
  "assumptions": {
    "electricity_usd_per_kwh": 0.10,
    "pue": 1.0,
    "years": 3,
    "load_factor": 1.0,
    "hours_per_year": 8760,
    "install_services_pct": 5,
    "tax_pct": 0,
    "support_pct_per_year": 10,
    "colocation_usd_per_kw_month": 0,
    "colocation_usd_per_rack_month": 0,
    "staff_usd_per_year": 0,
    "residual_value_pct": 20,
    "discount_rate": 0.10,
    "cloud_storage_usd_per_tb_month": 0,
    "cloud_egress_tb_per_month": 0,
    "cloud_egress_usd_per_tb": 90
  },
  "fabrics": [],
  "racks": [],
  "devices": [
    {"id": "dgx-1", "sku": "DGX-H100", "name": "dgx-1", "role": "compute", "rack": null,
     "lowest_u": 0, "canvas_x": 0, "canvas_y": 0, "price_override_usd": 300000}
  ],
  "links": []
})";

// A design without GPUs: nothing to compare with a cloud GPU offer.
const char *const kNoGpus = R"({
  "format": "podcad-design",
  "version": 1,
  "name": "Just a switch",
  "assumptions": {},
  "fabrics": [],
  "racks": [],
  "devices": [
    {"id": "sw-1", "sku": "SN2201", "name": "sw-1", "role": "management", "rack": null,
     "lowest_u": 0, "canvas_x": 0, "canvas_y": 0}
  ],
  "links": []
})";

QString sample()
{
    return samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"));
}

bool near(double a, double b, double tolerance = 1e-6)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

#define QCOMPARE_NEAR(actual, expected)                                                            \
    QVERIFY2(near((actual), (expected)), qPrintable(QStringLiteral("%1 is %2, expected %3")        \
                                                        .arg(QStringLiteral(#actual))              \
                                                        .arg((actual), 0, 'f', 6)                  \
                                                        .arg((expected), 0, 'f', 6)))

double num(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble();
}

} // namespace

class TestCliCosts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mOneDgx = writeDesign(QStringLiteral("one-dgx.podcad"), kOneDgx);
        mNoGpus = writeDesign(QStringLiteral("no-gpus.podcad"), kNoGpus);
    }

    // --json: one object, snake-case keys, and the BOM adds up line by line.
    void bomJson()
    {
        const CliRun r = runCli({QStringLiteral("bom"), sample(), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QJsonObject bom;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &bom, &why), qPrintable(why));
        QVERIFY2(nonSnakeCaseKeys(bom).isEmpty(), qPrintable(nonSnakeCaseKeys(bom).join(u' ')));
        const QJsonArray lines = bom.value(QStringLiteral("lines")).toArray();
        QVERIFY(lines.size() > 5);
        double sum = 0;
        for (const QJsonValue &v : lines) {
            const QJsonObject l = v.toObject();
            QCOMPARE_NEAR(num(l, "extended_usd"), num(l, "quantity") * num(l, "unit_price_usd"));
            QVERIFY(!l.value(QStringLiteral("price_source")).toString().isEmpty());
            // Every sample line is priced from the shipped catalog, which rates every price.
            const QString confidence = l.value(QStringLiteral("price_confidence")).toString();
            QVERIFY2(confidence == u"datasheet" || confidence == u"reference architecture" ||
                         confidence == u"vendor announcement" ||
                         confidence == u"third-party estimate",
                     qPrintable(l.value(QStringLiteral("sku")).toString() + QStringLiteral(": ") +
                                confidence));
            sum += num(l, "extended_usd");
        }
        QCOMPARE_NEAR(num(bom, "total_usd"), sum);
        double subtotals = 0;
        const QJsonObject sub = bom.value(QStringLiteral("subtotals_usd")).toObject();
        for (auto it = sub.begin(); it != sub.end(); ++it)
            subtotals += it.value().toDouble();
        QCOMPARE_NEAR(subtotals, sum);
        // The sample's 4 DGX H100 at the catalog price are one compute line.
        bool dgx = false;
        for (const QJsonValue &v : lines)
            if (v.toObject().value(QStringLiteral("sku")).toString() == QLatin1String("DGX-H100")) {
                dgx = true;
                QCOMPARE(v.toObject().value(QStringLiteral("quantity")).toInt(), 4);
                QCOMPARE(v.toObject().value(QStringLiteral("category")).toString(),
                         QStringLiteral("compute"));
            }
        QVERIFY(dgx);

        // The TCO's hardware is this BOM.
        const CliRun t = runCli({QStringLiteral("tco"), sample(), QStringLiteral("--json")});
        QCOMPARE(t.exitCode, 0);
        QJsonObject tco;
        QVERIFY2(parseJsonObject(t.out, &tco, &why), qPrintable(why));
        QCOMPARE_NEAR(num(tco, "hardware_usd"), sum);
        // Each assumption says how sure its default is; the sample sets none of its own.
        const QJsonArray assumptions = tco.value(QStringLiteral("assumptions")).toArray();
        QVERIFY(!assumptions.isEmpty());
        for (const QJsonValue &v : assumptions)
            QVERIFY2(v.toObject().value(QStringLiteral("confidence")).toString() != u"not rated",
                     qPrintable(v.toObject().value(QStringLiteral("key")).toString()));
    }

    void bomText()
    {
        const CliRun r = runCli({QStringLiteral("bom"), mOneDgx});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("DGX-H100") && r.out.contains("300,000") && r.out.contains("TOTAL"),
                 r.out.constData());
        QVERIFY2(r.out.contains("design"), "the overridden price is marked as the design's");
    }

    // -o writes a file of the format its extension names, and it is a valid one.
    void bomExport_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("name");
        QTest::newRow("bom csv") << QStringLiteral("bom") << QStringLiteral("bom.csv");
        QTest::newRow("bom xlsx") << QStringLiteral("bom") << QStringLiteral("bom.xlsx");
        QTest::newRow("bom pdf") << QStringLiteral("bom") << QStringLiteral("bom.pdf");
        QTest::newRow("bom upper-case CSV") << QStringLiteral("bom") << QStringLiteral("BOM.CSV");
        QTest::newRow("tco csv") << QStringLiteral("tco") << QStringLiteral("tco.csv");
        QTest::newRow("tco xlsx") << QStringLiteral("tco") << QStringLiteral("tco.xlsx");
        QTest::newRow("tco pdf") << QStringLiteral("tco") << QStringLiteral("tco.pdf");
    }
    void bomExport()
    {
        QFETCH(QString, command);
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString out = dir.filePath(name);
        const CliRun r = runCli({command, sample(), QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        const QString suffix = QFileInfo(name).suffix().toLower();
        if (suffix == QLatin1String("csv") && command == QLatin1String("tco")) {
            // One table: the figures, the assumptions, then a row per figure and year, the total
            // as --json says it.
            QVERIFY(bytes.startsWith("section,figure,year,value,unit,key\r\n"));
            const CliRun json = runCli({QStringLiteral("tco"), sample(), QStringLiteral("--json")});
            QJsonObject tco;
            QString why;
            QVERIFY2(parseJsonObject(json.out, &tco, &why), qPrintable(why));
            const QByteArray total =
                QByteArray::number(tco.value(QStringLiteral("total_usd")).toDouble(), 'f', 2);
            QVERIFY2(bytes.contains(",," + total + ",USD,total_usd\r\n"), total.constData());
            const int years = tco.value(QStringLiteral("years")).toInt();
            QVERIFY(bytes.contains("Per year,Cumulative," + QByteArray::number(years) + ',' +
                                   total + ",USD,cumulative_usd\r\n"));
        } else if (suffix == QLatin1String("csv")) {
            // RFC 4180 lines; the header and one line per BOM line, whose extended prices add up
            // to the JSON total.
            const QList<QByteArray> rows = bytes.split('\n');
            QVERIFY(rows.first().startsWith("category,sku,description,quantity,unit_price_usd,"
                                            "extended_usd"));
            QVERIFY(bytes.contains("\r\n"));
            const CliRun json = runCli({QStringLiteral("bom"), sample(), QStringLiteral("--json")});
            QJsonObject bom;
            QString why;
            QVERIFY2(parseJsonObject(json.out, &bom, &why), qPrintable(why));
            QCOMPARE(nonEmptyLineCount(bytes) - 1,
                     bom.value(QStringLiteral("lines")).toArray().size());
            QVERIFY(bytes.contains("DGX-H100"));
        } else if (suffix == QLatin1String("xlsx")) {
            // An Office Open XML package is a zip with the workbook part inside.
            QVERIFY(bytes.startsWith("PK\x03\x04"));
            QVERIFY(bytes.contains("xl/workbook.xml"));
        } else {
            QVERIFY(bytes.startsWith("%PDF-"));
            QVERIFY(bytes.trimmed().endsWith("%%EOF"));
            QVERIFY(bytes.size() > 10000);
        }
    }

    // A file name the command cannot write is refused before anything is computed or written.
    void exportRefusesUnknownExtension_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bom .txt") << QStringList{QStringLiteral("bom")}
                                  << QStringLiteral("bom.txt");
        QTest::newRow("bom no suffix")
            << QStringList{QStringLiteral("bom")} << QStringLiteral("bom");
        QTest::newRow("tco .txt") << QStringList{QStringLiteral("tco")}
                                  << QStringLiteral("tco.txt");
        QTest::newRow("bom .podcad")
            << QStringList{QStringLiteral("bom")} << QStringLiteral("x.podcad");
    }
    void exportRefusesUnknownExtension()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString out = dir.filePath(expected);
        const CliRun r = runCli(args + QStringList{sample(), QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        QVERIFY2(r.err.contains(".xlsx"), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(r.out.isEmpty());
    }

    // An -o the system cannot write: exit 2, one line naming the file; what was there stays.
    void exportToUnwritablePath_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("suffix");
        for (const char *s : {"csv", "xlsx", "pdf"})
            QTest::newRow(qPrintable(QStringLiteral("bom %1").arg(QLatin1String(s))))
                << QStringLiteral("bom") << QString::fromLatin1(s);
        for (const char *s : {"csv", "xlsx", "pdf"})
            QTest::newRow(qPrintable(QStringLiteral("tco %1").arg(QLatin1String(s))))
                << QStringLiteral("tco") << QString::fromLatin1(s);
    }
    void exportToUnwritablePath()
    {
        QFETCH(QString, command);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        // A directory that does not exist.
        const QString missing = dir.filePath(QStringLiteral("no-such-dir/out.") + suffix);
        CliRun r = runCli({command, sample(), QStringLiteral("-o"), missing});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        QVERIFY2(r.err.contains(missing.toUtf8()), r.err.constData());
        QVERIFY(!QFileInfo::exists(missing));

        // The name is taken by a directory with a file in it: nothing may replace or empty it.
        const QString taken = dir.filePath(QStringLiteral("taken.") + suffix);
        QVERIFY(QDir().mkpath(taken));
        const QString inside = taken + QStringLiteral("/keep.txt");
        {
            QFile keep(inside);
            QVERIFY(keep.open(QIODevice::WriteOnly));
            keep.write("keep me\n");
        }
        const QByteArray before = fileFingerprint(inside);
        r = runCli({command, sample(), QStringLiteral("-o"), taken});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        QVERIFY2(r.err.contains(taken.toUtf8()), r.err.constData());
        QVERIFY(QFileInfo(taken).isDir());
        QCOMPARE(fileFingerprint(inside), before);
        // No temporary file left beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
    }

    // Bad input never touches an existing output file.
    void badDesignLeavesExistingExportAlone()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("bom.csv"));
        {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("an earlier export\n");
        }
        const QByteArray before = fileFingerprint(out);
        const QString bad = dataPath(QStringLiteral("bad/unknown-sku.podcad"));
        const CliRun r = runCli({QStringLiteral("bom"), bad, QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        QVERIFY2(r.err.contains("unknown-sku.podcad"), r.err.constData());
        QCOMPARE(fileFingerprint(out), before);
    }

    // bom -o X.csv writes X-workload.csv beside X.csv, a file the user did not name: an existing
    // one stays as it is (exit 2, the file untouched) unless --force says to replace it.
    void workloadCsvReplacedOnlyWithForce()
    {
        QTemporaryDir dir;
        QByteArray text(kOneDgx);
        text.replace("\"name\": \"One DGX\",",
                     "\"name\": \"One DGX\", \"workload\": {\"model\": \"llama-3.1-70b\", "
                     "\"training\": {\"tokens\": 15000000000000, \"days\": 30}},");
        const QString design = dir.filePath(QStringLiteral("sized.podcad"));
        {
            QFile f(design);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        const QString out = dir.filePath(QStringLiteral("X.csv"));
        const QString beside = dir.filePath(QStringLiteral("X-workload.csv"));
        {
            QFile f(beside);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("the user's own table\n");
        }
        const QByteArray before = fileFingerprint(beside);
        const CliRun refused = runCli({QStringLiteral("bom"), design, QStringLiteral("-o"), out});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("X-workload.csv exists") && refused.err.contains("--force"),
                 refused.err.constData());
        QCOMPARE(fileFingerprint(beside), before);
        QVERIFY(!QFileInfo::exists(out));

        const CliRun forced = runCli(
            {QStringLiteral("bom"), design, QStringLiteral("-o"), out, QStringLiteral("--force")});
        QCOMPARE(forced.exitCode, 0);
        QVERIFY(QFileInfo::exists(out));
        QVERIFY(fileFingerprint(beside) != before);
    }

    // Every TCO figure of the one-DGX design, by hand:
    //   H        = $300,000 (the design's price for the DGX)
    //   CapEx    = H x 1.05 = 315,000
    //   energy   = 10.2 kW x load 1.0 x PUE 1.0 x 8,760 h x $0.10 = 8,935.20 / year (DOMAIN.md §6)
    //   support  = 10 % x H = 30,000 / year; facility and staff 0
    //   OpEx     = 38,935.20 / year
    //   residual = 20 % x H = 60,000, credited at the end of year 3
    //   total    = 315,000 + 3 x 38,935.20 - 60,000 = 371,805.60
    //   NPV(10 %)= 315,000 + 38,935.20/1.1 + 38,935.20/1.21 + (38,935.20 - 60,000)/1.331
    //   $/GPU-h  = 371,805.60 / (8 GPUs x 8,760 h x 3 years x 1.0)
    //   $/PFLOP-yr = 371,805.60 / (8 x 0.989 PFLOPS x 3 years x 1.0)
    void tcoByHand()
    {
        const CliRun r = runCli({QStringLiteral("tco"), mOneDgx, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject t;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &t, &why), qPrintable(why));
        QVERIFY2(nonSnakeCaseKeys(t).isEmpty(), qPrintable(nonSnakeCaseKeys(t).join(u' ')));
        QCOMPARE(t.value(QStringLiteral("years")).toInt(), 3);
        QCOMPARE_NEAR(num(t, "utilization"), 1.0);
        QCOMPARE_NEAR(num(t, "hardware_usd"), 300000.0);
        QCOMPARE_NEAR(num(t, "install_usd"), 15000.0);
        QCOMPARE_NEAR(num(t, "capex_usd"), 315000.0);
        QCOMPARE_NEAR(num(t, "energy_usd_per_year"), 8935.2);
        QCOMPARE_NEAR(num(t, "support_usd_per_year"), 30000.0);
        QCOMPARE_NEAR(num(t, "facility_usd_per_year"), 0.0);
        QCOMPARE_NEAR(num(t, "opex_usd_per_year"), 38935.2);
        QCOMPARE_NEAR(num(t, "residual_usd"), 60000.0);
        QCOMPARE_NEAR(num(t, "total_usd"), 371805.6);
        QCOMPARE_NEAR(num(t, "npv_usd"),
                      315000.0 + 38935.2 / 1.1 + 38935.2 / 1.21 + (38935.2 - 60000.0) / 1.331);
        QCOMPARE_NEAR(num(t, "usd_per_gpu_hour"), 371805.6 / (8 * 8760.0 * 3));
        QCOMPARE_NEAR(num(t, "usd_per_pflop_year"), 371805.6 / (8 * 0.989 * 3));

        // Per year and cumulative: year 0 is the CapEx; the residual is credited in year 3.
        const QJsonArray years = t.value(QStringLiteral("per_year")).toArray();
        QCOMPARE(years.size(), 4);
        const double cumulative[] = {315000.0, 353935.2, 392870.4, 371805.6};
        for (int y = 0; y < 4; ++y) {
            const QJsonObject row = years.at(y).toObject();
            QCOMPARE(row.value(QStringLiteral("year")).toInt(), y);
            QCOMPARE_NEAR(num(row, "cumulative_usd"), cumulative[y]);
            QCOMPARE_NEAR(num(row, "discount_factor"), std::pow(1.1, -y));
        }
        QCOMPARE_NEAR(num(years.at(3).toObject(), "residual_usd"), -60000.0);
        QCOMPARE_NEAR(num(years.at(3).toObject(), "total_usd"), 38935.2 - 60000.0);

        // The figures come from the design file, and say so.
        for (const QJsonValue &v : t.value(QStringLiteral("assumptions")).toArray()) {
            const QJsonObject a = v.toObject();
            QVERIFY2(a.value(QStringLiteral("overridden")).toBool(),
                     qPrintable(a.value(QStringLiteral("key")).toString()));
            QCOMPARE(a.value(QStringLiteral("source")).toString(), QStringLiteral("design file"));
        }
    }

    // The bundled sample with the catalog's defaults: every output recomputed from the inputs and
    // assumptions the JSON itself reports, with the formulas of the issue written out, and the
    // inputs tied to `analyze` (IT power at max draw, GPUs, BF16 PFLOPS) and to `bom` (hardware).
    void sampleTcoFromItsInputs()
    {
        QString why;
        const CliRun r = runCli({QStringLiteral("tco"), sample(), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject t;
        QVERIFY2(parseJsonObject(r.out, &t, &why), qPrintable(why));
        const CliRun an = runCli({QStringLiteral("analyze"), sample(), QStringLiteral("--json")});
        QCOMPARE(an.exitCode, 0);
        QJsonObject analysis;
        QVERIFY2(parseJsonObject(an.out, &analysis, &why), qPrintable(why));
        const QJsonObject totals = analysis.value(QStringLiteral("totals")).toObject();
        const QJsonObject in = t.value(QStringLiteral("inputs")).toObject();
        QCOMPARE_NEAR(num(in, "it_power_kw"), num(totals, "it_power_max_kw"));
        QCOMPARE(in.value(QStringLiteral("gpus")).toInt(),
                 totals.value(QStringLiteral("gpus")).toInt());
        QCOMPARE_NEAR(num(in, "bf16_pflops"), num(totals, "bf16_dense_pflops"));
        QCOMPARE(in.value(QStringLiteral("racks")).toInt(),
                 totals.value(QStringLiteral("racks")).toInt());

        std::map<QString, double> a;
        for (const QJsonValue &v : t.value(QStringLiteral("assumptions")).toArray())
            a[v.toObject().value(QStringLiteral("key")).toString()] = num(v.toObject(), "value");
        auto at = [&](const char *key) {
            const auto it = a.find(QString::fromLatin1(key));
            return it == a.end() ? std::nan("") : it->second;
        };
        const double h = num(in, "hardware_usd"), kw = num(in, "it_power_kw");
        const double load = at("load_factor"), hours = at("hours_per_year");
        const int years = int(std::lround(at("years")));
        QCOMPARE(t.value(QStringLiteral("years")).toInt(), years);
        const double capex = h * (1 + at("install_services_pct") / 100 + at("tax_pct") / 100);
        const double energy = kw * load * at("pue") * hours * at("electricity_usd_per_kwh");
        const double support = h * at("support_pct_per_year") / 100;
        const double facility = 12 * (kw * at("colocation_usd_per_kw_month") +
                                      num(in, "racks") * at("colocation_usd_per_rack_month"));
        const double opex = energy + support + facility + at("staff_usd_per_year");
        const double residual = h * at("residual_value_pct") / 100;
        const double total = capex + years * opex - residual;
        double npv = capex;
        for (int y = 1; y <= years; ++y)
            npv += (opex - (y == years ? residual : 0)) / std::pow(1 + at("discount_rate"), y);
        QCOMPARE_NEAR(num(t, "capex_usd"), capex);
        QCOMPARE_NEAR(num(t, "energy_usd_per_year"), energy);
        QCOMPARE_NEAR(num(t, "support_usd_per_year"), support);
        QCOMPARE_NEAR(num(t, "facility_usd_per_year"), facility);
        QCOMPARE_NEAR(num(t, "opex_usd_per_year"), opex);
        QCOMPARE_NEAR(num(t, "residual_usd"), residual);
        QCOMPARE_NEAR(num(t, "total_usd"), total);
        QCOMPARE_NEAR(num(t, "npv_usd"), npv);
        QCOMPARE_NEAR(num(t, "usd_per_gpu_hour"), total / (num(in, "gpus") * hours * years * load));
        QCOMPARE_NEAR(num(t, "usd_per_pflop_year"),
                      total / (num(in, "bf16_pflops") * years * load));
        const QJsonArray perYear = t.value(QStringLiteral("per_year")).toArray();
        QCOMPARE(perYear.size(), years + 1);
        QCOMPARE_NEAR(num(perYear.last().toObject(), "cumulative_usd"), total);
    }

    // --years, --utilization and --set change one run, over the design file's values.
    //   --utilization 0.5: energy = 8,935.20 x 0.5 = 4,467.60; OpEx 34,467.60
    //                      total = 315,000 + 3 x 34,467.60 - 60,000 = 358,402.80
    //                      $/GPU-h = 358,402.80 / (8 x 8,760 x 3 x 0.5)
    //   --years 5 --set pue=1.5,residual_value_pct=0: energy = 10.2 x 1.5 x 8,760 x 0.10 =
    //   13,402.80
    //                      total = 315,000 + 5 x 43,402.80 = 532,014
    void tcoRunOptions()
    {
        QString why;
        CliRun r = runCli({QStringLiteral("tco"), mOneDgx, QStringLiteral("--utilization"),
                           QStringLiteral("0.5"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject t;
        QVERIFY2(parseJsonObject(r.out, &t, &why), qPrintable(why));
        QCOMPARE_NEAR(num(t, "energy_usd_per_year"), 4467.6);
        QCOMPARE_NEAR(num(t, "total_usd"), 358402.8);
        QCOMPARE_NEAR(num(t, "usd_per_gpu_hour"), 358402.8 / (8 * 8760.0 * 3 * 0.5));

        r = runCli({QStringLiteral("tco"), mOneDgx, QStringLiteral("--years"), QStringLiteral("5"),
                    QStringLiteral("--set"), QStringLiteral("pue=1.5,residual_value_pct=0"),
                    QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(parseJsonObject(r.out, &t, &why), qPrintable(why));
        QCOMPARE(t.value(QStringLiteral("years")).toInt(), 5);
        QCOMPARE_NEAR(num(t, "energy_usd_per_year"), 13402.8);
        QCOMPARE_NEAR(num(t, "residual_usd"), 0.0);
        QCOMPARE_NEAR(num(t, "total_usd"), 315000.0 + 5 * 43402.8);
        QCOMPARE(t.value(QStringLiteral("per_year")).toArray().size(), 6);
        for (const QJsonValue &v : t.value(QStringLiteral("assumptions")).toArray())
            if (v.toObject().value(QStringLiteral("key")).toString() == QLatin1String("pue"))
                QCOMPARE(v.toObject().value(QStringLiteral("source")).toString(),
                         QStringLiteral("set for this run"));

        // The text report shows the same figures.
        r = runCli({QStringLiteral("tco"), mOneDgx});
        QCOMPARE(r.exitCode, 0);
        for (const char *s : {"$315,000", "$8,935", "$38,935", "$60,000", "$371,806", "$1.77"})
            QVERIFY2(r.out.contains(s), s);
    }

    void costOptionErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("years 0") << QStringList{QStringLiteral("tco"), QStringLiteral("--years"),
                                                QStringLiteral("0")}
                                 << QStringLiteral("--years");
        QTest::newRow("years text")
            << QStringList{QStringLiteral("tco"), QStringLiteral("--years"), QStringLiteral("five")}
            << QStringLiteral("--years");
        QTest::newRow("utilization 2")
            << QStringList{QStringLiteral("compare"), QStringLiteral("--utilization"),
                           QStringLiteral("2")}
            << QStringLiteral("--utilization");
        QTest::newRow("utilization 0")
            << QStringList{QStringLiteral("tco"), QStringLiteral("--utilization"),
                           QStringLiteral("0")}
            << QStringLiteral("--utilization");
        QTest::newRow("set unknown key")
            << QStringList{QStringLiteral("tco"), QStringLiteral("--set"),
                           QStringLiteral("warp_factor=9")}
            << QStringLiteral("electricity_usd_per_kwh");
        QTest::newRow("set no value")
            << QStringList{QStringLiteral("tco"), QStringLiteral("--set"), QStringLiteral("pue")}
            << QStringLiteral("pue");
        QTest::newRow("set negative")
            << QStringList{QStringLiteral("bom"), QStringLiteral("--set"), QStringLiteral("pue=-1")}
            << QStringLiteral("pue");
        QTest::newRow("set load factor 3")
            << QStringList{QStringLiteral("compare"), QStringLiteral("--set"),
                           QStringLiteral("load_factor=3")}
            << QStringLiteral("load_factor");
        // Refused: two billion years (memory without bound), a PUE of 1e308 (no finite figure).
        QTest::newRow("set years 2e9")
            << QStringList{QStringLiteral("tco"), QStringLiteral("--set"),
                           QStringLiteral("years=2e9")}
            << QStringLiteral("years needs a number from 1 to 100");
        QTest::newRow("set pue 1e308")
            << QStringList{QStringLiteral("tco"), QStringLiteral("--set"),
                           QStringLiteral("pue=1e308")}
            << QStringLiteral("pue needs a number from 1 to 5");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("tco"), QStringLiteral("--frobnicate")}
            << QStringLiteral("--frobnicate");
        QTest::newRow("cloud without id")
            << QStringList{QStringLiteral("compare"), QStringLiteral("--cloud")}
            << QStringLiteral("--cloud");
    }
    void costOptionErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        args.insert(1, mOneDgx);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        QVERIFY2(r.err.contains(mentions.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void missingOrBadDesign()
    {
        for (const char *command : {"bom", "tco", "compare"}) {
            const QString missing =
                QDir::tempPath() + QStringLiteral("/podcad-no-such-design.podcad");
            CliRun r = runCli({QString::fromLatin1(command), missing, QStringLiteral("--json")});
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(nonEmptyLineCount(r.err), 1);
            QVERIFY2(r.err.contains(missing.toUtf8()), r.err.constData());
            QVERIFY2(r.out.isEmpty(), "no partial JSON after an error");
            r = runCli(
                {QString::fromLatin1(command), dataPath(QStringLiteral("bad/truncated.podcad"))});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("truncated.podcad"), r.err.constData());
            QCOMPARE(runCli({QString::fromLatin1(command)}).exitCode, 1);
        }
        const CliRun none = runCli({QStringLiteral("compare"), mNoGpus});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("no-gpus.podcad") && none.err.contains("GPU"),
                 none.err.constData());
    }

    // The one-DGX design (above) against AWS p5.48xlarge, 8x H100 at $100/instance-hour:
    //   at utilization 1.0 (the design's):
    //     cloud    = 1 instance x $100 x 8,760 h / 12 = 73,000 / month (storage and egress 0)
    //     on-prem  = 315,000 + month x 38,935.20 / 12
    //     break-even months = 315,000 / (73,000 - 3,244.60) = 4.5158: month 5
    //     break-even utilization: on-prem over 3 years = 315,000 + 3 x 30,000 - 60,000 + u x 3 x
    //     8,935.20
    //                             cloud over 3 years   = u x 36 x 73,000
    //                             u = 345,000 / (2,628,000 - 26,805.60) = 0.13263
    //   at --utilization 0.5: cloud 36,500 / month; on-prem OpEx (4,467.60 + 30,000) / 12 =
    //   2,872.30
    //     break-even months = 315,000 / (36,500 - 2,872.30) = 9.367: month 10
    void compareByHand()
    {
        CliRun r = runCli({QStringLiteral("compare"), mOneDgx, QStringLiteral("--cloud"),
                           QStringLiteral("aws-p5.48xlarge"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject c;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &c, &why), qPrintable(why));
        QVERIFY2(nonSnakeCaseKeys(c).isEmpty(), qPrintable(nonSnakeCaseKeys(c).join(u' ')));
        QCOMPARE(c.value(QStringLiteral("gpus")).toInt(), 8);
        QCOMPARE(c.value(QStringLiteral("accelerator")).toString(), QStringLiteral("h100-sxm"));
        const QJsonObject onPrem = c.value(QStringLiteral("on_prem")).toObject();
        QCOMPARE_NEAR(num(onPrem, "capex_usd"), 315000.0);
        QCOMPARE_NEAR(num(onPrem, "opex_usd_per_year"), 38935.2);
        QCOMPARE_NEAR(num(onPrem, "total_usd"), 371805.6);
        const QJsonArray offers = c.value(QStringLiteral("offers")).toArray();
        QCOMPARE(offers.size(), 1); // the catalog has an on-demand price only
        const QJsonObject o = offers.at(0).toObject();
        QCOMPARE(o.value(QStringLiteral("offer_id")).toString(), QStringLiteral("aws-p5.48xlarge"));
        QCOMPARE(o.value(QStringLiteral("term")).toString(), QStringLiteral("on_demand"));
        QVERIFY(o.value(QStringLiteral("exact_gpu")).toBool());
        QCOMPARE(o.value(QStringLiteral("instances")).toInt(), 1);
        QCOMPARE_NEAR(num(o, "cloud_usd_per_month"), 73000.0);
        QCOMPARE_NEAR(num(o, "cloud_total_usd"), 36 * 73000.0);
        QCOMPARE_NEAR(num(o, "on_prem_total_usd"), 371805.6);
        QCOMPARE_NEAR(num(o, "break_even_months"), 315000.0 / (73000.0 - 38935.2 / 12));
        QCOMPARE(o.value(QStringLiteral("break_even_month")).toInt(), 5);
        QCOMPARE_NEAR(num(o, "break_even_utilization"), 345000.0 / (2628000.0 - 26805.6));

        r = runCli({QStringLiteral("compare"), mOneDgx, QStringLiteral("--cloud"),
                    QStringLiteral("aws-p5.48xlarge"), QStringLiteral("--utilization"),
                    QStringLiteral("0.5"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(parseJsonObject(r.out, &c, &why), qPrintable(why));
        const QJsonObject half = c.value(QStringLiteral("offers")).toArray().at(0).toObject();
        QCOMPARE_NEAR(num(c, "utilization"), 0.5);
        QCOMPARE_NEAR(num(half, "cloud_usd_per_month"), 36500.0);
        QCOMPARE_NEAR(num(half, "break_even_months"), 315000.0 / (36500.0 - 34467.6 / 12));
        QCOMPARE(half.value(QStringLiteral("break_even_month")).toInt(), 10);
        // The break-even utilization does not depend on the utilization compared at.
        QCOMPARE_NEAR(num(half, "break_even_utilization"), 345000.0 / (2628000.0 - 26805.6));

        // Text: the same figures, one row per offer.
        r = runCli({QStringLiteral("compare"), mOneDgx, QStringLiteral("--cloud"),
                    QStringLiteral("aws-p5.48xlarge")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("aws-p5.48xlarge") && r.out.contains("73,000") &&
                     r.out.contains("13.3 %"),
                 r.out.constData());
    }

    // Offers may be given as several words, comma lists or repeated --cloud; each term priced is
    // one row.
    void compareSeveralOffers()
    {
        const CliRun r =
            runCli({QStringLiteral("compare"), mOneDgx, QStringLiteral("--cloud"),
                    QStringLiteral("aws-p5.48xlarge"),
                    QStringLiteral("spheron-b200,thunder-h100-sxm"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject c;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &c, &why), qPrintable(why));
        QStringList rows;
        for (const QJsonValue &v : c.value(QStringLiteral("offers")).toArray())
            rows << v.toObject().value(QStringLiteral("offer_id")).toString() + u'/' +
                        v.toObject().value(QStringLiteral("term")).toString();
        // spheron-b200 has an on-demand and a spot price.
        QCOMPARE(rows, (QStringList{QStringLiteral("aws-p5.48xlarge/on_demand"),
                                    QStringLiteral("spheron-b200/on_demand"),
                                    QStringLiteral("spheron-b200/spot"),
                                    QStringLiteral("thunder-h100-sxm/on_demand")}));
    }

    // Naming an offer of another GPU: said in the row, with the count scaled by BF16 throughput.
    //   8 H100 x 989 TFLOPS / 2,250 TFLOPS per B200 = 3.52: 4 B200
    void compareOtherGpuIsSaid()
    {
        CliRun r = runCli({QStringLiteral("compare"), mOneDgx, QStringLiteral("--cloud"),
                           QStringLiteral("spheron-b200"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject c;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &c, &why), qPrintable(why));
        const QJsonObject o = c.value(QStringLiteral("offers")).toArray().at(0).toObject();
        QVERIFY(!o.value(QStringLiteral("exact_gpu")).toBool());
        QCOMPARE(o.value(QStringLiteral("accelerator")).toString(), QStringLiteral("b200"));
        QCOMPARE(o.value(QStringLiteral("cloud_gpus")).toInt(), 4);
        const QString note = o.value(QStringLiteral("note")).toString();
        QVERIFY2(note.contains(QStringLiteral("B200")) && note.contains(QStringLiteral("H100")),
                 qPrintable(note));

        r = runCli({QStringLiteral("compare"), mOneDgx, QStringLiteral("--cloud"),
                    QStringLiteral("spheron-b200")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("note: spheron-b200") && r.out.contains("not the design's"),
                 r.out.constData());
    }

    // A design whose GPU no offer has (here: DGX B200, with the B200 offers taken out of a copy of
    // the catalog): compare says so, and compares with the GPU nearest by BF16 dense throughput.
    //   B200 2,250 TFLOPS; GB200 2,500 (|250|), Gaudi 3 1,835 (|415|), MI300X 1,307: GB200.
    //   2 nodes x 8 B200 x 2,250 / 2,500 = 14.4: 15 GB200.
    void compareNearestGpuWhenNotOffered()
    {
        QTemporaryDir dir;
        const QString catalog = dir.filePath(QStringLiteral("catalog.db"));
        QVERIFY(QFile::copy(catalogDbPath(), catalog));
        QFile::setPermissions(catalog, QFile::ReadOwner | QFile::WriteOwner);
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("edit"));
            db.setDatabaseName(catalog);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(
                q.exec(QStringLiteral("DELETE FROM cloud_offers WHERE accelerator_id = 'b200'")));
            QVERIFY(q.numRowsAffected() >= 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("edit"));

        const QString design = dir.filePath(QStringLiteral("b200.podcad"));
        CliRun r = runCli({QStringLiteral("--catalog"), catalog, QStringLiteral("generate"),
                           QStringLiteral("basepod"), QStringLiteral("--system"),
                           QStringLiteral("dgx-b200"), QStringLiteral("--nodes"),
                           QStringLiteral("2"), QStringLiteral("-o"), design});
        QCOMPARE(r.exitCode, 0);

        r = runCli({QStringLiteral("--catalog"), catalog, QStringLiteral("compare"), design,
                    QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject c;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &c, &why), qPrintable(why));
        QCOMPARE(c.value(QStringLiteral("accelerator")).toString(), QStringLiteral("b200"));
        QCOMPARE(c.value(QStringLiteral("gpus")).toInt(), 16);
        const QJsonArray notes = c.value(QStringLiteral("notes")).toArray();
        QCOMPARE(notes.size(), 1);
        const QString note = notes.at(0).toString();
        QVERIFY2(note.contains(QStringLiteral("No cloud offer")) &&
                     note.contains(QStringLiteral("B200")) &&
                     note.contains(QStringLiteral("GB200")),
                 qPrintable(note));
        const QJsonArray offers = c.value(QStringLiteral("offers")).toArray();
        QCOMPARE(offers.size(), 3); // runcrate, oracle, gcp GB200, on-demand each
        for (const QJsonValue &v : offers) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o.value(QStringLiteral("accelerator")).toString(), QStringLiteral("gb200"));
            QVERIFY(!o.value(QStringLiteral("exact_gpu")).toBool());
            QCOMPARE(o.value(QStringLiteral("cloud_gpus")).toInt(), 15);
            QVERIFY(!o.value(QStringLiteral("note")).toString().isEmpty());
        }

        r = runCli({QStringLiteral("--catalog"), catalog, QStringLiteral("compare"), design});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("note: No cloud offer in the catalog has the design's GPU"),
                 r.out.constData());
    }

    // A mistyped offer: a usage error that lists what would have been valid.
    void unknownOfferListsValidIds()
    {
        const CliRun r = runCli({QStringLiteral("compare"), mOneDgx, QStringLiteral("--cloud"),
                                 QStringLiteral("aws-p5.48xlarg")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("\"aws-p5.48xlarg\""), r.err.constData());
        // The design's GPU's offers first, then all of them.
        const qsizetype mine = r.err.indexOf("offers for the design's GPU (h100-sxm): ");
        QVERIFY2(mine > 0, r.err.constData());
        const qsizetype all = r.err.indexOf("all offers: ");
        QVERIFY(all > mine);
        const QByteArray mineList = r.err.mid(mine, all - mine);
        for (const char *id :
             {"aws-p5.48xlarge", "azure-nd-h100-v5", "gcp-a3-highgpu-8g", "thunder-h100-sxm"})
            QVERIFY2(mineList.contains(id), id);
        QVERIFY(!mineList.contains("spheron-b200"));
        QVERIFY(r.err.mid(all).contains("spheron-b200"));
    }

    // DOMAIN.md §6: on-prem pays back against cloud in ~6-12 months of continuous use, at the
    // seed's prices (the 8-GPU instances of seeds/002) for the bundled BasePOD.
    void samplePaysBackWithinAYear()
    {
        const CliRun r = runCli(
            {QStringLiteral("compare"), sample(), QStringLiteral("--cloud"),
             QStringLiteral("aws-p5.48xlarge,azure-nd-h100-v5,gcp-a3-highgpu-8g"),
             QStringLiteral("--utilization"), QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject c;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &c, &why), qPrintable(why));
        const QJsonArray offers = c.value(QStringLiteral("offers")).toArray();
        QCOMPARE(offers.size(), 3);
        for (const QJsonValue &v : offers) {
            const int month = v.toObject().value(QStringLiteral("break_even_month")).toInt();
            QVERIFY2(month >= 6 && month <= 12, qPrintable(QString::number(month)));
        }
    }

private:
    QString writeDesign(const QString &name, const char *text)
    {
        const QString path = mDir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
        return path;
    }

    QTemporaryDir mDir;
    QString mOneDgx;
    QString mNoGpus;
};

QTEST_GUILESS_MAIN(TestCliCosts)
#include "tst_clicosts.moc"
