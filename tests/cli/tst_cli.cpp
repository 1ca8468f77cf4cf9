// podcad-cli as a user and a script see it: exit statuses, one-line errors, JSON shape.
#include "testpaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad::test;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(cliPath(), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QByteArray fingerprint(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) +
           QFileInfo(path).lastModified().toString(Qt::ISODateWithMs).toUtf8();
}

int nonEmptyLines(const QByteArray &text)
{
    int n = 0;
    for (const QByteArray &line : text.split('\n'))
        n += line.trimmed().isEmpty() ? 0 : 1;
    return n;
}

} // namespace

class TestCli final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void helpAndUsage()
    {
        Run help = cli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("analyze FILE"));

        QCOMPARE(cli({}).exitCode, 1);
        QCOMPARE(cli({QStringLiteral("frobnicate")}).exitCode, 1);
        QCOMPARE(cli({QStringLiteral("analyze")}).exitCode, 1);
        QCOMPARE(
            cli({QStringLiteral("analyze"), QStringLiteral("a"), QStringLiteral("b")}).exitCode, 1);
        QCOMPARE(cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--kind"),
                      QStringLiteral("spaceship")})
                     .exitCode,
                 1);
        Run noValue =
            cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--kind")});
        QCOMPARE(noValue.exitCode, 1);
        QVERIFY(noValue.err.contains("--kind"));
    }

    void missingFile()
    {
        const QString path = QDir::tempPath() + QStringLiteral("/podcad-no-such-file.podcad");
        Run r = cli({QStringLiteral("analyze"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path.toUtf8()), r.err.constData());
        QCOMPARE(nonEmptyLines(r.err), 1);
        QVERIFY(!QFileInfo::exists(path));
    }

    // Every hostile fixture: exit 2, one line naming the file and a location, file untouched.
    void badInput_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(dataPath(QStringLiteral("bad")));
        const QStringList files =
            dir.entryList({QStringLiteral("*.podcad")}, QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 10, "tests/data/bad holds the hostile fixtures");
        for (const QString &name : files)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void badInput()
    {
        QFETCH(QString, path);
        const QByteArray before = fingerprint(path);
        Run r = cli({QStringLiteral("analyze"), QStringLiteral("--json"), path});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(nonEmptyLines(r.err), 1);
        QVERIFY2(r.err.contains(QFileInfo(path).fileName().toUtf8()), r.err.constData());
        QVERIFY2(r.out.isEmpty(), "no partial JSON on stdout after an error");
        QCOMPARE(fingerprint(path), before);
    }

    void unknownSkuNamesLocation_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("analyze") << QStringList{QStringLiteral("analyze")};
        // whatif must refuse the file too, not analyse a fabric of devices the catalog lacks.
        QTest::newRow("whatif") << QStringList{QStringLiteral("whatif"),
                                               QStringLiteral("--worst-single")};
        QTest::newRow("bom") << QStringList{QStringLiteral("bom")};
    }
    void unknownSkuNamesLocation()
    {
        QFETCH(QStringList, command);
        Run r = cli(command + QStringList{dataPath(QStringLiteral("bad/unknown-sku.podcad"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("devices[") && r.err.contains("].sku"), r.err.constData());
        QVERIFY2(r.err.contains("NO-SUCH-SKU"), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
    }

    void analyzeSampleJson()
    {
        Run r = cli({QStringLiteral("analyze"), QStringLiteral("--json"),
                     samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"))});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject root = doc.object();
        for (const char *key : {"design", "totals", "fabrics", "racks", "problems"})
            QVERIFY2(root.contains(QLatin1String(key)), key);
        // The sample cables 4 DGX x 8 ConnectX-7 ports plus the UFM's 2 ports to two IB leaves.
        const QJsonArray fabrics = root.value(QStringLiteral("fabrics")).toArray();
        QCOMPARE(fabrics.size(), 4);
        const QJsonObject ib = fabrics.at(0).toObject();
        QCOMPARE(ib.value(QStringLiteral("id")).toString(), QStringLiteral("compute-ib"));
        QCOMPARE(ib.value(QStringLiteral("endpoints")).toInt(), 4 + 1);
        QCOMPARE(ib.value(QStringLiteral("links"))
                     .toObject()
                     .value(QStringLiteral("endpoint_leaf"))
                     .toInt(),
                 4 * 8 + 2);
        QCOMPARE(
            ib.value(QStringLiteral("switches")).toObject().value(QStringLiteral("leaf")).toInt(),
            2);
        // Fabric figures. Every DGX has 4 x 400G on each leaf (3,200G), the UFM 400G on each
        // (800G): the cheapest balanced half is the UFM and one DGX, 4,000G, and the leaves pass
        // all of it (a non-blocking fabric), so the bisection is 4,000G, ratio 1.
        QCOMPARE(ib.value(QStringLiteral("bisection_gbps")).toDouble(), 4000.0);
        QCOMPARE(ib.value(QStringLiteral("full_bisection_gbps")).toDouble(), 4000.0);
        QCOMPARE(ib.value(QStringLiteral("bisection_ratio")).toDouble(), 1.0);
        QCOMPARE(ib.value(QStringLiteral("diameter_hops")).toInt(), 2);
        QVERIFY(ib.value(QStringLiteral("oversubscription")).isObject());
        QVERIFY(ib.value(QStringLiteral("unreachable_endpoints")).toArray().isEmpty());
        const QJsonObject totals = root.value(QStringLiteral("totals")).toObject();
        // 4 DGX H100 x 8 GPUs; 32 x 989 dense BF16 TFLOPS = 31.648 PFLOPS.
        QCOMPARE(totals.value(QStringLiteral("gpus")).toInt(), 4 * 8);
        QCOMPARE(totals.value(QStringLiteral("nodes")).toInt(), 4);
        QVERIFY(qAbs(totals.value(QStringLiteral("bf16_dense_pflops")).toDouble() - 32 * 0.989) <
                1e-9);
        QVERIFY(totals.value(QStringLiteral("it_power_max_kw")).toDouble() >= 4 * 10.2);
        QVERIFY(!root.value(QStringLiteral("racks")).toArray().isEmpty());
        // The design the quick start opens shows nothing to fix: information only (DGX and
        // storage ports joined to slower SN4600C ports, which run at the slower speed).
        for (const QJsonValue &p : root.value(QStringLiteral("problems")).toArray())
            QVERIFY2(p.toObject().value(QStringLiteral("severity")).toString() ==
                         QLatin1String("info"),
                     qPrintable(p.toObject().value(QStringLiteral("message")).toString()));
    }

    void analyzeSampleText()
    {
        Run r = cli(
            {QStringLiteral("analyze"), samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"))});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Totals"));
        QVERIFY(r.out.contains("Racks"));
        QVERIFY(r.out.contains("Problems"));
    }

    void whatifFailLeaf()
    {
        // Without ib-leaf-1 every DGX keeps 4 x 400G and the UFM 400G: the UFM and one DGX make
        // the cheapest half, 2,000G.
        Run r =
            cli({QStringLiteral("whatif"), samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")),
                 QStringLiteral("--fail"), QStringLiteral("ib-leaf-1"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(root.value(QStringLiteral("failed")).toArray().size(), 1);
        const QJsonObject ib = root.value(QStringLiteral("fabrics")).toArray().at(0).toObject();
        QCOMPARE(ib.value(QStringLiteral("id")).toString(), QStringLiteral("compute-ib"));
        QVERIFY(ib.value(QStringLiteral("touched")).toBool());
        QCOMPARE(ib.value(QStringLiteral("before"))
                     .toObject()
                     .value(QStringLiteral("bisection_gbps"))
                     .toDouble(),
                 4000.0);
        QCOMPARE(ib.value(QStringLiteral("after"))
                     .toObject()
                     .value(QStringLiteral("bisection_gbps"))
                     .toDouble(),
                 2000.0);
    }

    void whatifWorstSingleAndErrors()
    {
        const QString sample = samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"));
        // One out-of-band switch serves all 23 management ports: losing it cuts 22 off (the
        // largest remaining piece is a single port).
        Run r = cli({QStringLiteral("whatif"), sample, QStringLiteral("--worst-single"),
                     QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        QVERIFY(root.value(QStringLiteral("worst_single")).toBool());
        QCOMPARE(root.value(QStringLiteral("failed")).toArray().at(0).toString(),
                 QStringLiteral("oob-sw-1"));
        Run text = cli({QStringLiteral("whatif"), sample, QStringLiteral("--fail"),
                        QStringLiteral("ib-leaf-1")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("4,000 -> 2,000"), text.out.constData());
        QCOMPARE(cli({QStringLiteral("whatif"), sample}).exitCode, 1);
        QCOMPARE(cli({QStringLiteral("whatif"), sample, QStringLiteral("--fail"),
                      QStringLiteral("x"), QStringLiteral("--worst-single")})
                     .exitCode,
                 1);
        Run unknown = cli({QStringLiteral("whatif"), sample, QStringLiteral("--fail"),
                           QStringLiteral("no-such-id")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("no-such-id"));
    }

    void catalogList()
    {
        Run r = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--kind"),
                     QStringLiteral("switch"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray items =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("items")).toArray();
        QStringList skus;
        for (const QJsonValue &v : items) {
            QCOMPARE(v.toObject().value(QStringLiteral("kind")).toString(),
                     QStringLiteral("switch"));
            skus << v.toObject().value(QStringLiteral("sku")).toString();
        }
        for (const char *sku : {"MQM9700-NS2F", "SN5600", "SN4600C", "SN2201"})
            QVERIFY2(skus.contains(QLatin1String(sku)), sku);

        Run search = cli({QStringLiteral("catalog"), QStringLiteral("list"),
                          QStringLiteral("--search"), QStringLiteral("dgx h100")});
        QCOMPARE(search.exitCode, 0);
        QVERIFY(search.out.contains("DGX-H100"));
    }

    // Cloud offers are browsed like the other catalog items: price per term and the
    // source of each. aws-p5.48xlarge: 8x H100 at ~$100/hour, AWS's price page as cited.
    void catalogListCloudOffers()
    {
        const QString p5Source = QStringLiteral(
            "Amazon EC2 On-Demand Pricing, AWS, 2024, "
            "https://aws.amazon.com/ec2/pricing/on-demand/ "
            "(p5.48xlarge, 8x H100, US East: $98.32/hour before the June 2025 price cut; shown "
            "rounded)");
        Run r = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--kind"),
                     QStringLiteral("cloud-offer")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("aws-p5.48xlarge"));
        QVERIFY(r.out.contains("on-demand $/h"));
        QVERIFY(r.out.contains((p5Source + QStringLiteral(" (2024)")).toUtf8()));
        QVERIFY(r.out.contains("12.50")); // $100 / 8 GPUs, the best price per GPU-hour
        Run json = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--kind"),
                        QStringLiteral("cloud-offer"), QStringLiteral("--search"),
                        QStringLiteral("p5.48"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray offers = QJsonDocument::fromJson(json.out)
                                      .object()
                                      .value(QStringLiteral("cloud_offers"))
                                      .toArray();
        QCOMPARE(offers.size(), 1);
        const QJsonObject p5 = offers.first().toObject();
        QCOMPARE(p5.value(QStringLiteral("id")).toString(), QStringLiteral("aws-p5.48xlarge"));
        QCOMPARE(p5.value(QStringLiteral("on_demand_usd_per_hour")).toDouble(), 100.0);
        QCOMPARE(p5.value(QStringLiteral("provenance"))
                     .toObject()
                     .value(QStringLiteral("source"))
                     .toString(),
                 p5Source);
    }

    // --fabric picks the reference architecture; a system/fabric pair no RA describes is refused.
    void generateFabricOption()
    {
        Run b300 =
            cli({QStringLiteral("generate"), QStringLiteral("superpod"), QStringLiteral("--system"),
                 QStringLiteral("dgx-b300"), QStringLiteral("--fabric"), QStringLiteral("xdr"),
                 QStringLiteral("--sus"), QStringLiteral("1")});
        QCOMPARE(b300.exitCode, 0);
        QVERIFY(b300.out.contains("576")); // RA-11339-001 Table 3: 576 GPUs in 1 SU
        Run wrong =
            cli({QStringLiteral("generate"), QStringLiteral("superpod"), QStringLiteral("--system"),
                 QStringLiteral("gb300-nvl72"), QStringLiteral("--fabric"), QStringLiteral("ndr"),
                 QStringLiteral("--sus"), QStringLiteral("1")});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY(wrong.err.contains("xdr"));
        Run ndrB300 =
            cli({QStringLiteral("generate"), QStringLiteral("superpod"), QStringLiteral("--system"),
                 QStringLiteral("dgx-b300"), QStringLiteral("--fabric"), QStringLiteral("ndr"),
                 QStringLiteral("--sus"), QStringLiteral("1")});
        QCOMPARE(ndrB300.exitCode, 2);
        QVERIFY(ndrB300.err.contains("spectrum-x"));
        Run spectrumX =
            cli({QStringLiteral("generate"), QStringLiteral("superpod"), QStringLiteral("--system"),
                 QStringLiteral("dgx-b300"), QStringLiteral("--fabric"),
                 QStringLiteral("spectrum-x"), QStringLiteral("--sus"), QStringLiteral("1")});
        QCOMPARE(spectrumX.exitCode, 0);
        QVERIFY(spectrumX.out.contains("512")); // the Spectrum-X edition's Table 3: 512 GPUs per SU
    }

    void catalogShow()
    {
        Run r =
            cli({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("DGX-H100")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("130.45"));
        QVERIFY(r.out.contains("10,200"));
        Run missing =
            cli({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("NOPE")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("NOPE"));
    }

    // How sure each figure is, in the text and the JSON, and where sources disagree the range
    // with the figure taken: GB300 NVL72's rack power is published as 120 to 142 kW.
    void catalogShowsConfidenceAndRanges()
    {
        Run r = cli(
            {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("DGX-GB300-NVL72")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("  confidence:   reference architecture\n"), r.out.constData());
        QVERIFY(r.out.contains("  confidence:   third-party estimate\n"));
        QVERIFY(r.out.contains("  range:        max_power_w 120,000-142,000, took 142,000: "));
        QVERIFY(r.out.contains("~136 kW of IT load"));

        Run json = cli({QStringLiteral("catalog"), QStringLiteral("show"),
                        QStringLiteral("DGX-GB300-NVL72"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(QStringLiteral("spec")).toObject().value(QStringLiteral("confidence")),
                 QJsonValue(QStringLiteral("reference architecture")));
        const QJsonArray ranges = o.value(QStringLiteral("figure_ranges")).toArray();
        QCOMPARE(ranges.size(), 1);
        QCOMPARE(ranges[0].toObject().value(QStringLiteral("low")).toDouble(), 120000.0);
        QCOMPARE(ranges[0].toObject().value(QStringLiteral("chosen")).toDouble(), 142000.0);

        Run list = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--kind"),
                        QStringLiteral("gpu-server")});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("spec / price confidence"));
        QVERIFY(list.out.contains("datasheet / estimate")); // DGX-H100: user guide, our price

        Run listJson =
            cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(listJson.exitCode, 0);
        const QJsonArray items =
            QJsonDocument::fromJson(listJson.out).object().value(QStringLiteral("items")).toArray();
        QVERIFY(!items.isEmpty());
        for (const QJsonValue &v : items)
            for (const char *which : {"spec", "price"})
                QVERIFY2(v.toObject()
                             .value(QLatin1String(which))
                             .toObject()
                             .value(QStringLiteral("confidence"))
                             .isString(),
                         qPrintable(v.toObject().value(QStringLiteral("sku")).toString()));
    }

    void catalogOptionErrors()
    {
        Run r = cli({QStringLiteral("--catalog"), QStringLiteral("/nonexistent/catalog.db"),
                     QStringLiteral("catalog"), QStringLiteral("list")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("/nonexistent/catalog.db"));
    }

    // `catalog build` reproduces the committed catalog.db from catalog.sql.
    void catalogBuild()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("catalog.db"));
        Run r = cli({QStringLiteral("catalog"), QStringLiteral("build"), QStringLiteral("--sql"),
                     catalogSqlPath(), QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 0);
        Run a = cli({QStringLiteral("--catalog"), out, QStringLiteral("catalog"),
                     QStringLiteral("list"), QStringLiteral("--json")});
        Run b = cli({QStringLiteral("--catalog"), catalogDbPath(), QStringLiteral("catalog"),
                     QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(a.exitCode, 0);
        auto items = [](const QByteArray &json) {
            return QJsonDocument::fromJson(json).object().value(QStringLiteral("items"));
        };
        QCOMPARE(items(a.out), items(b.out));

        Run broken =
            cli({QStringLiteral("catalog"), QStringLiteral("build"), QStringLiteral("--sql"),
                 dataPath(QStringLiteral("bad/not-json.podcad")), QStringLiteral("-o"), out});
        QCOMPARE(broken.exitCode, 2);
        // The earlier good build is still there and still opens.
        QCOMPARE(cli({QStringLiteral("--catalog"), out, QStringLiteral("catalog"),
                      QStringLiteral("list")})
                     .exitCode,
                 0);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
