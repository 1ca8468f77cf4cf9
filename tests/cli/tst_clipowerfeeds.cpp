// podcad-cli and the A/B feeds: `whatif --fail-feed A|B [--rack ID]` in text and JSON,
// the per-feed figures of `analyze --json`, and the exit statuses and one-line errors for bad
// feed input. The design is written here so that the hand figures do not depend on the samples.
#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad::test;

namespace {

// Rack r-four holds four DGX H100 (10.2 kW peak each, DOMAIN.md §2), r-two holds two. Neither has
// PDUs, so each has the default feeds: one 415 V 60 A three-phase circuit at 80 % per side,
// 415 x 60 x sqrt(3) x 0.8 = 34.4996 kW.
const char *const kDesign = R"({
  "format": "podcad-design",
  "version": 2,
  "name": "Feeds",
  "assumptions": {},
  "fabrics": [],
  "racks": [
    {"id": "r-four", "sku": "RACK-48U", "name": "Four", "row": "A", "floor_x_m": 0,
     "floor_y_m": 0, "power_limit_kw": 60},
    {"id": "r-two", "sku": "RACK-48U", "name": "Two", "row": "A", "floor_x_m": 0.8,
     "floor_y_m": 0, "power_limit_kw": 60}
  ],
  "devices": [
    {"id": "dgx-1", "sku": "DGX-H100", "name": "", "role": "compute", "rack": "r-four",
     "lowest_u": 1, "canvas_x": 0, "canvas_y": 0},
    {"id": "dgx-2", "sku": "DGX-H100", "name": "", "role": "compute", "rack": "r-four",
     "lowest_u": 9, "canvas_x": 0, "canvas_y": 0},
    {"id": "dgx-3", "sku": "DGX-H100", "name": "", "role": "compute", "rack": "r-four",
     "lowest_u": 17, "canvas_x": 0, "canvas_y": 0},
    {"id": "dgx-4", "sku": "DGX-H100", "name": "", "role": "compute", "rack": "r-four",
     "lowest_u": 25, "canvas_x": 0, "canvas_y": 0},
    {"id": "dgx-5", "sku": "DGX-H100", "name": "", "role": "compute", "rack": "r-two",
     "lowest_u": 1, "canvas_x": 0, "canvas_y": 0},
    {"id": "dgx-6", "sku": "DGX-H100", "name": "", "role": "compute", "rack": "r-two",
     "lowest_u": 9, "canvas_x": 0, "canvas_y": 0}
  ],
  "links": []
}
)";

constexpr double kUsableKw = 415.0 * 60.0 * 1.7320508075688772 * 0.8 / 1000.0; // 34.4996

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

} // namespace

class TestCliPowerFeeds final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mFile = mDir.filePath(QStringLiteral("feeds.podcad"));
        QFile f(mFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kDesign);
    }

    void failFeedJson()
    {
        const CliRun r = runCli({QStringLiteral("whatif"), mFile, QStringLiteral("--fail-feed"),
                                 QStringLiteral("A"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QVERIFY2(nonSnakeCaseKeys(root).isEmpty(), qPrintable(nonSnakeCaseKeys(root).join(u' ')));
        QCOMPARE(root.value(QStringLiteral("failed_feed")).toString(), QStringLiteral("A"));
        const QJsonArray racks = root.value(QStringLiteral("racks")).toArray();
        QCOMPARE(racks.size(), 2);
        // r-four: all four DGX keep 3 of 6 supplies (>= 3 to run, < 4 for full): throttled, and
        // their whole 4 x 10.2 = 40.8 kW moves to B, over its 34.5 kW.
        const QJsonObject four = racks.at(0).toObject();
        QCOMPARE(four.value(QStringLiteral("id")).toString(), QStringLiteral("r-four"));
        QCOMPARE(four.value(QStringLiteral("survivor_feed")).toString(), QStringLiteral("B"));
        QVERIFY(near(four.value(QStringLiteral("survivor_kw")).toDouble(), 40.8));
        QVERIFY(near(four.value(QStringLiteral("usable_kw")).toDouble(), kUsableKw));
        QVERIFY(four.value(QStringLiteral("over")).toBool());
        QCOMPARE(four.value(QStringLiteral("throttled")).toArray().size(), 4);
        QCOMPARE(four.value(QStringLiteral("down")).toArray().size(), 0);
        QCOMPARE(four.value(QStringLiteral("devices_full")).toInt(), 0);
        // r-two: 2 x 10.2 = 20.4 kW on B: fits.
        const QJsonObject two = racks.at(1).toObject();
        QVERIFY(near(two.value(QStringLiteral("survivor_kw")).toDouble(), 20.4));
        QVERIFY(!two.value(QStringLiteral("over")).toBool());
        const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("racks")).toInt(), 2);
        QCOMPARE(summary.value(QStringLiteral("racks_over")).toInt(), 1);
        QCOMPARE(summary.value(QStringLiteral("devices_throttled")).toInt(), 6);
        QCOMPARE(summary.value(QStringLiteral("devices_down")).toInt(), 0);
    }

    void failFeedTextAndRack()
    {
        const CliRun text = runCli({QStringLiteral("whatif"), mFile, QStringLiteral("--fail-feed"),
                                    QStringLiteral("b")}); // lowercase is accepted
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Rack r-four: losing feed B puts 40.8 kW on feed A, usable "
                                   "34.5 kW"),
                 text.out.constData());
        QVERIFY2(text.out.contains("1 of 2 racks over their feed A; 6 devices throttled, 0 down"),
                 text.out.constData());

        const CliRun one = runCli({QStringLiteral("whatif"), mFile, QStringLiteral("--fail-feed"),
                                   QStringLiteral("A"), QStringLiteral("--rack"),
                                   QStringLiteral("r-two"), QStringLiteral("--json")});
        QCOMPARE(one.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(one.out, &root, &why), qPrintable(why));
        const QJsonArray racks = root.value(QStringLiteral("racks")).toArray();
        QCOMPARE(racks.size(), 1);
        QCOMPARE(racks.at(0).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("r-two"));
    }

    void analyzeJsonFeeds()
    {
        const CliRun r = runCli({QStringLiteral("analyze"), mFile, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QVERIFY2(nonSnakeCaseKeys(root).isEmpty(), qPrintable(nonSnakeCaseKeys(root).join(u' ')));
        const QJsonObject four = root.value(QStringLiteral("racks")).toArray().at(0).toObject();
        QVERIFY(four.value(QStringLiteral("over_on_feed_loss")).toBool());
        QVERIFY(!four.value(QStringLiteral("over_feed")).toBool());
        const QJsonArray feeds = four.value(QStringLiteral("feeds")).toArray();
        QCOMPARE(feeds.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject f = feeds.at(i).toObject();
            for (const char *key :
                 {"feed", "circuits", "circuit", "usable_kw", "normal_kw", "on_loss_kw",
                  "over_normal", "over_on_loss", "throttled_on_loss", "down_on_loss"})
                QVERIFY2(f.contains(QLatin1String(key)), key);
            QCOMPARE(f.value(QStringLiteral("feed")).toString(), i == 0 ? u"A" : u"B");
            QCOMPARE(f.value(QStringLiteral("circuits")).toInt(), 1);
            const QJsonObject c = f.value(QStringLiteral("circuit")).toObject();
            QCOMPARE(c.value(QStringLiteral("voltage_v")).toDouble(), 415.0);
            QCOMPARE(c.value(QStringLiteral("current_a")).toDouble(), 60.0);
            QCOMPARE(c.value(QStringLiteral("phases")).toInt(), 3);
            QCOMPARE(c.value(QStringLiteral("derating")).toDouble(), 0.8);
            QCOMPARE(c.value(QStringLiteral("source")).toString(), QStringLiteral("default"));
            // 4 x 10.2 / 2 = 20.4 kW each with both up; 40.8 kW on the survivor.
            QVERIFY(near(f.value(QStringLiteral("normal_kw")).toDouble(), 20.4));
            QVERIFY(near(f.value(QStringLiteral("on_loss_kw")).toDouble(), 40.8));
            QVERIFY(near(f.value(QStringLiteral("usable_kw")).toDouble(), kUsableKw));
            QVERIFY(f.value(QStringLiteral("over_on_loss")).toBool());
            QCOMPARE(f.value(QStringLiteral("throttled_on_loss")).toInt(), 4);
        }
        int overloads = 0;
        for (const QJsonValue &p : root.value(QStringLiteral("problems")).toArray()) {
            const QJsonObject o = p.toObject();
            if (o.value(QStringLiteral("code")).toString() != u"feed-loss-overload")
                continue;
            ++overloads;
            QCOMPARE(o.value(QStringLiteral("object")).toString(), QStringLiteral("r-four"));
            QCOMPARE(o.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
        }
        QCOMPARE(overloads, 2); // losing A, losing B
    }

    void badFeedInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("errorPart");
        const QString file = QStringLiteral("FILE");
        QTest::newRow("unknown feed letter")
            << QStringList{QStringLiteral("whatif"), file, QStringLiteral("--fail-feed"),
                           QStringLiteral("C")}
            << 1 << QStringLiteral("--fail-feed is A or B, not \"C\"");
        QTest::newRow("no feed letter")
            << QStringList{QStringLiteral("whatif"), file, QStringLiteral("--fail-feed")} << 1
            << QStringLiteral("--fail-feed");
        QTest::newRow("rack without a feed")
            << QStringList{QStringLiteral("whatif"), file, QStringLiteral("--rack"),
                           QStringLiteral("r-two")}
            << 1 << QStringLiteral("--rack needs --fail-feed A|B");
        QTest::newRow("feed and switch failure")
            << QStringList{QStringLiteral("whatif"),      file,
                           QStringLiteral("--fail-feed"), QStringLiteral("A"),
                           QStringLiteral("--fail"),      QStringLiteral("dgx-1")}
            << 1 << QStringLiteral("give one of --fail, --worst-single or --fail-feed");
        QTest::newRow("unknown rack")
            << QStringList{QStringLiteral("whatif"),      file,
                           QStringLiteral("--fail-feed"), QStringLiteral("A"),
                           QStringLiteral("--rack"),      QStringLiteral("r-99")}
            << 2 << QStringLiteral("FILE: --rack: unknown rack \"r-99\"");
        QTest::newRow("bad feeds in the file")
            << QStringList{QStringLiteral("whatif"), QStringLiteral("BAD"),
                           QStringLiteral("--fail-feed"), QStringLiteral("A")}
            << 2
            << QStringLiteral(
                   "bad-feeds.podcad: racks[0].feeds.A.phases: expected 1 or 3 phases, got 2");
        QTest::newRow("analyze a file with bad feeds")
            << QStringList{QStringLiteral("analyze"), QStringLiteral("BAD"),
                           QStringLiteral("--json")}
            << 2
            << QStringLiteral(
                   "bad-feeds.podcad: racks[0].feeds.A.phases: expected 1 or 3 phases, got 2");
    }

    void badFeedInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, errorPart);
        const QString bad = dataPath(QStringLiteral("bad/bad-feeds.podcad"));
        for (QString &a : args)
            a = a == u"FILE" ? mFile : a == u"BAD" ? bad : a;
        errorPart.replace(QStringLiteral("FILE"), mFile);
        const QByteArray before = fileFingerprint(mFile);
        const QByteArray badBefore = fileFingerprint(bad);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY(r.out.isEmpty()); // nothing half-printed
        QCOMPARE(nonEmptyLineCount(r.err), 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(errorPart), r.err.constData());
        QCOMPARE(fileFingerprint(mFile), before);
        QCOMPARE(fileFingerprint(bad), badBefore);
    }

private:
    QTemporaryDir mDir;
    QString mFile;
};

QTEST_GUILESS_MAIN(TestCliPowerFeeds)
#include "tst_clipowerfeeds.moc"
