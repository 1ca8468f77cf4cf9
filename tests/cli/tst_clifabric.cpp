// podcad-cli analyze and whatif on a generated 2-SU DGX H100 SuperPOD: the fabric keys of
// `analyze --json`, the before/after figures of `whatif --json` checked against hand values, the
// fabric problems in the problems list, --help naming every option each command takes, and
// `whatif --worst-single` showing progress on a terminal only.
#include "clirun.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <fcntl.h>
#include <map>
#include <set>
#include <unistd.h>
#include <utility>

using namespace podcad::test;

namespace {

QJsonObject fabric(const QJsonArray &fabrics, const QString &id)
{
    for (const QJsonValue &v : fabrics)
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return v.toObject();
    return {};
}

} // namespace

class TestCliFabric final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mPod = mDir.filePath(QStringLiteral("sp2.podcad"));
        const CliRun r =
            runCli({QStringLiteral("generate"), QStringLiteral("superpod"),
                    QStringLiteral("--system"), QStringLiteral("dgx-h100"), QStringLiteral("--sus"),
                    QStringLiteral("2"), QStringLiteral("-o"), mPod});
        QCOMPARE(r.exitCode, 0);
        QFile f(mPod);
        QVERIFY(f.open(QIODevice::ReadOnly));
        mDesign = QJsonDocument::fromJson(f.readAll()).object();
        QVERIFY(!mDesign.isEmpty());
    }

    // The compute fabric of 2 SUs (RA: 32 + 31 DGX, one slot given to the UFM pair): 16 rail
    // leaves, 8 spines, every leaf 32 ports up, 4 to each spine.
    //   endpoints     = 63 DGX + 2 UFM = 65 (RA-11333-001 Table 7: two HA pairs of UFM, one per
    //                   InfiniBand fabric)
    //   endpoint-leaf = 63 x 8 + 4 (UFM) = 508 links of 400G (RA Table 4, "Compute and UFM" for
    //                   2 SUs: 508); leaf-spine = 16 x 32 = 512
    //   full bisection (smaller half's injection): 32 of the 65 endpoints, the cheapest being
    //   30 DGX and both UFMs: (30 x 8 + 2 x 2) x 400 = 97,600 Gb/s
    //   bisection: non-blocking, 97,600 Gb/s, ratio 1
    //   leaf oversubscription = 508 / 512; hops DGX-leaf-spine-leaf-DGX = 4
    void analyzeSuperPodFabrics()
    {
        const CliRun r = runCli({QStringLiteral("analyze"), mPod, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QVERIFY2(nonSnakeCaseKeys(root).isEmpty(), qPrintable(nonSnakeCaseKeys(root).join(u' ')));
        const QJsonArray fabrics = root.value(QStringLiteral("fabrics")).toArray();
        QCOMPARE(fabrics.size(), 4);
        for (const QJsonValue &v : fabrics)
            for (const char *key : {"bisection_gbps", "full_bisection_gbps", "bisection_ratio",
                                    "oversubscription", "diameter_hops", "unreachable_endpoints"})
                QVERIFY2(v.toObject().contains(QLatin1String(key)), key);

        const QJsonObject ib = fabric(fabrics, QStringLiteral("compute-ib"));
        QCOMPARE(ib.value(QStringLiteral("endpoints")).toInt(), 65);
        QCOMPARE(
            ib.value(QStringLiteral("switches")).toObject().value(QStringLiteral("leaf")).toInt(),
            16);
        QCOMPARE(
            ib.value(QStringLiteral("switches")).toObject().value(QStringLiteral("spine")).toInt(),
            8);
        QCOMPARE(ib.value(QStringLiteral("links"))
                     .toObject()
                     .value(QStringLiteral("endpoint_leaf"))
                     .toInt(),
                 508);
        QCOMPARE(ib.value(QStringLiteral("links"))
                     .toObject()
                     .value(QStringLiteral("leaf_spine"))
                     .toInt(),
                 512);
        QCOMPARE(ib.value(QStringLiteral("full_bisection_gbps")).toDouble(),
                 30 * 8 * 400.0 + 4 * 400.0);
        QCOMPARE(ib.value(QStringLiteral("bisection_gbps")).toDouble(), 97600.0);
        QCOMPARE(ib.value(QStringLiteral("bisection_ratio")).toDouble(), 1.0);
        const QJsonObject over = ib.value(QStringLiteral("oversubscription")).toObject();
        QCOMPARE(over.value(QStringLiteral("leaf")).toDouble(), 508.0 / 512.0);
        QVERIFY2(!over.contains(QStringLiteral("spine")), "the top tier has nothing above it");
        QCOMPARE(ib.value(QStringLiteral("diameter_hops")).toInt(), 4);
        QVERIFY(ib.value(QStringLiteral("unreachable_endpoints")).toArray().isEmpty());

        // A generated pod has no errors or warnings. What it has (storage and in-band links
        // running at the slower speed, by the RA) is one row per kind of link, with its count.
        std::map<QString, int> byCode;
        for (const QJsonValue &v : root.value(QStringLiteral("problems")).toArray()) {
            const QJsonObject p = v.toObject();
            QVERIFY2(p.value(QStringLiteral("severity")).toString() == QLatin1String("info"),
                     qPrintable(p.value(QStringLiteral("message")).toString()));
            QVERIFY(p.value(QStringLiteral("count")).toInt() >= 1);
            byCode[p.value(QStringLiteral("code")).toString()] += 1;
            if (p.value(QStringLiteral("count")).toInt() > 1) {
                const QJsonArray examples = p.value(QStringLiteral("example_ids")).toArray();
                QCOMPARE(examples.size(), 3);
                QCOMPARE(examples.at(0).toString(), p.value(QStringLiteral("object")).toString());
            }
        }
        QVERIFY2(byCode[QStringLiteral("link-speed-mismatch")] >= 1 &&
                     byCode[QStringLiteral("link-speed-mismatch")] <= 4,
                 "one row per kind of slower link, not one per link");
    }

    // Failing one spine: it carried 64 of the 512 leaf-spine links, 4 from each leaf.
    //   The cheapest balanced half is one SU (31 DGX + the 2 compute UFMs, on its 8 rail
    //   leaves). Its leaves keep 8 x (32 - 4) = 224 uplinks: 224 x 400 = 89,600 Gb/s < the
    //   (31 x 8 + 4) x 400 = 100,800 it injects. ratio = 89,600 / 100,800; leaf
    //   oversubscription = 508 / 448. Before the failure: 97,600, ratio 1 (see above).
    // The other fabrics lose nothing that matters: the spine's own management cable leaves the
    // out-of-band fabric, the in-band and storage fabrics are not touched.
    void whatifFailSpine()
    {
        const CliRun r = runCli({QStringLiteral("whatif"), mPod, QStringLiteral("--fail"),
                                 QStringLiteral("ib-spine-01"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QVERIFY2(nonSnakeCaseKeys(root).isEmpty(), qPrintable(nonSnakeCaseKeys(root).join(u' ')));
        QCOMPARE(root.value(QStringLiteral("failed")).toArray(),
                 QJsonArray{QStringLiteral("ib-spine-01")});
        QVERIFY(!root.value(QStringLiteral("worst_single")).toBool());

        // The spine's compute links, from the design file itself.
        int spineLinks = 0;
        for (const QJsonValue &v : mDesign.value(QStringLiteral("links")).toArray()) {
            const QJsonObject l = v.toObject();
            if (l.value(QStringLiteral("fabric")).toString() != QLatin1String("compute-ib"))
                continue;
            for (const char *end : {"a", "b"})
                spineLinks += l.value(QLatin1String(end))
                                  .toObject()
                                  .value(QStringLiteral("device"))
                                  .toString() == QLatin1String("ib-spine-01");
        }
        QCOMPARE(spineLinks, 64);
        const int perLeaf = spineLinks / 16;

        const QJsonArray fabrics = root.value(QStringLiteral("fabrics")).toArray();
        const QJsonObject ib = fabric(fabrics, QStringLiteral("compute-ib"));
        QVERIFY(ib.value(QStringLiteral("touched")).toBool());
        const QJsonObject before = ib.value(QStringLiteral("before")).toObject();
        const QJsonObject after = ib.value(QStringLiteral("after")).toObject();
        for (const QJsonObject &side : {before, after})
            for (const char *key : {"bisection_gbps", "full_bisection_gbps", "bisection_ratio",
                                    "oversubscription", "diameter_hops", "unreachable_endpoints"})
                QVERIFY2(side.contains(QLatin1String(key)), key);
        QCOMPARE(before.value(QStringLiteral("bisection_gbps")).toDouble(), 97600.0);
        QCOMPARE(before.value(QStringLiteral("bisection_ratio")).toDouble(), 1.0);
        QCOMPARE(after.value(QStringLiteral("bisection_gbps")).toDouble(),
                 8.0 * (32 - perLeaf) * 400);
        QCOMPARE(after.value(QStringLiteral("full_bisection_gbps")).toDouble(), 100800.0);
        QCOMPARE(after.value(QStringLiteral("bisection_ratio")).toDouble(), 89600.0 / 100800.0);
        QCOMPARE(after.value(QStringLiteral("oversubscription"))
                     .toObject()
                     .value(QStringLiteral("leaf"))
                     .toDouble(),
                 508.0 / (512.0 - spineLinks));
        QVERIFY(after.value(QStringLiteral("unreachable_endpoints")).toArray().isEmpty());
        QCOMPARE(after.value(QStringLiteral("diameter_hops")).toInt(), 4);
        // Per switch: the leaves with the most below them (32 ports: every leaf of the SU with
        // 32 DGX, and the two of the other SU that also hold a UFM port) now have 28 uplinks
        // (before: 32:32). Ports down per leaf counted from the design file.
        std::map<QString, int> down;
        for (const QJsonValue &v : mDesign.value(QStringLiteral("links")).toArray()) {
            const QJsonObject l = v.toObject();
            if (l.value(QStringLiteral("fabric")).toString() != QLatin1String("compute-ib"))
                continue;
            const QString a =
                l.value(QStringLiteral("a")).toObject().value(QStringLiteral("device")).toString();
            const QString b =
                l.value(QStringLiteral("b")).toObject().value(QStringLiteral("device")).toString();
            for (const auto &[leaf, other] : {std::pair(a, b), std::pair(b, a)})
                if (leaf.startsWith(QStringLiteral("ib-leaf")) &&
                    !other.startsWith(QStringLiteral("ib-spine")))
                    ++down[leaf];
        }
        int most = 0;
        for (const auto &[leaf, n] : down)
            most = std::max(most, n);
        QCOMPARE(most, 32);
        const QJsonObject worstBefore =
            before.value(QStringLiteral("oversubscription_worst_switch"))
                .toObject()
                .value(QStringLiteral("leaf"))
                .toObject();
        const QJsonObject worstAfter = after.value(QStringLiteral("oversubscription_worst_switch"))
                                           .toObject()
                                           .value(QStringLiteral("leaf"))
                                           .toObject();
        QCOMPARE(worstBefore.value(QStringLiteral("ratio")).toDouble(), 1.0);
        QCOMPARE(worstAfter.value(QStringLiteral("ratio")).toDouble(),
                 double(most) / (32 - perLeaf));
        const QString worstLeaf = worstAfter.value(QStringLiteral("switch")).toString();
        QVERIFY2(down.count(worstLeaf) && down[worstLeaf] == most, qPrintable(worstLeaf));

        for (const char *id : {"inband-eth", "storage"}) {
            const QJsonObject f = fabric(fabrics, QLatin1String(id));
            QVERIFY2(!f.value(QStringLiteral("touched")).toBool(), id);
            QCOMPARE(f.value(QStringLiteral("before")), f.value(QStringLiteral("after")));
        }

        // The text report says the same.
        const CliRun text = runCli({QStringLiteral("whatif"), mPod, QStringLiteral("--fail"),
                                    QStringLiteral("ib-spine-01")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("97,600 -> 89,600") && text.out.contains("1.000 -> 0.889"),
                 text.out.constData());
    }

    // Losing an out-of-band leaf cuts off exactly the devices cabled to nothing else in that
    // fabric (counted from the design file).
    void whatifUnreachable()
    {
        std::map<QString, std::set<QString>> peers;
        for (const QJsonValue &v : mDesign.value(QStringLiteral("links")).toArray()) {
            const QJsonObject l = v.toObject();
            if (l.value(QStringLiteral("fabric")).toString() != QLatin1String("oob-eth"))
                continue;
            const QString a =
                l.value(QStringLiteral("a")).toObject().value(QStringLiteral("device")).toString();
            const QString b =
                l.value(QStringLiteral("b")).toObject().value(QStringLiteral("device")).toString();
            peers[a].insert(b);
            peers[b].insert(a);
        }
        const QString leaf = QStringLiteral("oob-leaf-01");
        QVERIFY(peers.count(leaf));
        std::set<QString> cut;
        for (const auto &[device, p] : peers)
            if (p == std::set<QString>{leaf})
                cut.insert(device);
        QVERIFY(cut.size() > 10);

        const CliRun r = runCli({QStringLiteral("whatif"), mPod, QStringLiteral("--fail"), leaf,
                                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        const QJsonObject oob =
            fabric(root.value(QStringLiteral("fabrics")).toArray(), QStringLiteral("oob-eth"));
        QVERIFY(oob.value(QStringLiteral("before"))
                    .toObject()
                    .value(QStringLiteral("unreachable_endpoints"))
                    .toArray()
                    .isEmpty());
        std::set<QString> unreachable;
        for (const QJsonValue &v : oob.value(QStringLiteral("after"))
                                       .toObject()
                                       .value(QStringLiteral("unreachable_endpoints"))
                                       .toArray())
            unreachable.insert(v.toString());
        QVERIFY(unreachable == cut);
        QCOMPARE(oob.value(QStringLiteral("after"))
                     .toObject()
                     .value(QStringLiteral("components"))
                     .toInt(),
                 1 + int(cut.size()));

        // --worst-single finds a switch whose loss cuts off at least as many.
        const CliRun worst = runCli({QStringLiteral("whatif"), mPod,
                                     QStringLiteral("--worst-single"), QStringLiteral("--json")});
        QCOMPARE(worst.exitCode, 0);
        QVERIFY2(parseJsonObject(worst.out, &root, &why), qPrintable(why));
        QVERIFY(root.value(QStringLiteral("worst_single")).toBool());
        QCOMPARE(root.value(QStringLiteral("failed")).toArray().size(), 1);
        qsizetype worstCut = 0;
        for (const QJsonValue &v : root.value(QStringLiteral("fabrics")).toArray())
            worstCut += v.toObject()
                            .value(QStringLiteral("after"))
                            .toObject()
                            .value(QStringLiteral("unreachable_endpoints"))
                            .toArray()
                            .size();
        QVERIFY(worstCut >= qsizetype(cut.size()));
        // A script reads stderr for the one error line: no progress there.
        QVERIFY2(worst.err.isEmpty(), worst.err.constData());
    }

    // On a terminal, --worst-single says how far the screening is, on stderr; stdout is the same.
    void worstSingleProgressOnATerminal()
    {
        const QStringList args{QStringLiteral("whatif"), mPod, QStringLiteral("--worst-single"),
                               QStringLiteral("--json")};
        const CliRun plain = runCli(args);
        QCOMPARE(plain.exitCode, 0);

        const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
        QVERIFY(master >= 0);
        QVERIFY(::grantpt(master) == 0 && ::unlockpt(master) == 0);
        const QString slave = QString::fromLocal8Bit(::ptsname(master));
        // Held open here too, so that the terminal is not hung up before its output is read.
        const int held = ::open(::ptsname(master), O_RDWR | O_NOCTTY);
        QVERIFY(held >= 0);
        QProcess p;
        p.setStandardErrorFile(slave);
        p.start(cliPath(), args);
        QVERIFY(p.waitForFinished(300000));
        QCOMPARE(p.exitCode(), 0);
        const QByteArray out = p.readAllStandardOutput();
        ::fcntl(master, F_SETFL, ::fcntl(master, F_GETFL) | O_NONBLOCK);
        QByteArray err;
        char buffer[4096];
        for (ssize_t n; (n = ::read(master, buffer, sizeof buffer)) > 0;)
            err.append(buffer, qsizetype(n));
        ::close(held);
        ::close(master);
        QCOMPARE(out, plain.out);
        const QRegularExpression line(QStringLiteral("screening (\\d+) of (\\d+) switch classes"));
        const QRegularExpressionMatch first = line.match(QString::fromUtf8(err));
        QVERIFY2(first.hasMatch(), err.constData());
        QRegularExpressionMatch last;
        for (auto it = line.globalMatch(QString::fromUtf8(err)); it.hasNext();)
            last = it.next();
        QCOMPARE(last.captured(1), last.captured(2)); // it got to the end
        QVERIFY(last.captured(2).toInt() > 0);
    }

    // Fabric problems reach the problems list: cross two rails of one DGX in the file.
    void analyzeReportsFabricProblems()
    {
        QJsonObject design = mDesign;
        QJsonArray links = design.value(QStringLiteral("links")).toArray();
        qsizetype rail0 = -1, rail1 = -1;
        for (qsizetype i = 0; i < links.size(); ++i) {
            const QJsonObject a = links.at(i).toObject().value(QStringLiteral("a")).toObject();
            if (a.value(QStringLiteral("device")).toString() != QLatin1String("dgx-su1-01") ||
                a.value(QStringLiteral("port_group")).toString() != QLatin1String("ib"))
                continue;
            if (a.value(QStringLiteral("port")).toInt() == 0)
                rail0 = i;
            else if (a.value(QStringLiteral("port")).toInt() == 1)
                rail1 = i;
        }
        QVERIFY(rail0 >= 0 && rail1 >= 0);
        QJsonObject x = links.at(rail0).toObject(), y = links.at(rail1).toObject();
        const QJsonValue xb = x.value(QStringLiteral("b"));
        x.insert(QStringLiteral("b"), y.value(QStringLiteral("b")));
        y.insert(QStringLiteral("b"), xb);
        links.replace(rail0, x);
        links.replace(rail1, y);
        design.insert(QStringLiteral("links"), links);
        const QString crossed = mDir.filePath(QStringLiteral("crossed.podcad"));
        {
            QFile f(crossed);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(design).toJson());
        }
        const CliRun r = runCli({QStringLiteral("analyze"), crossed, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QStringList crossedIds;
        for (const QJsonValue &v : root.value(QStringLiteral("problems")).toArray())
            if (v.toObject().value(QStringLiteral("code")).toString() ==
                QLatin1String("rail-inconsistent"))
                crossedIds << v.toObject().value(QStringLiteral("object")).toString();
        crossedIds.sort();
        QStringList expected{x.value(QStringLiteral("id")).toString(),
                             y.value(QStringLiteral("id")).toString()};
        expected.sort();
        QCOMPARE(crossedIds, expected);
    }

    // --help lists every option each command accepts, and each command accepts every option the
    // help gives it (an option it did not know would be refused as "unknown option").
    void helpMatchesCommands_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QStringList>("options");
        const QString file = QStringLiteral("FILE");
        QTest::newRow("catalog list")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("list")}
            << QStringList{QStringLiteral("--kind"), QStringLiteral("--search"),
                           QStringLiteral("--json")};
        QTest::newRow("catalog show")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("show"),
                           QStringLiteral("DGX-H100")}
            << QStringList{QStringLiteral("--json")};
        QTest::newRow("catalog build")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("build")}
            << QStringList{QStringLiteral("--sql"), QStringLiteral("-o")};
        QTest::newRow("analyze") << QStringList{QStringLiteral("analyze"), file}
                                 << QStringList{QStringLiteral("--json")};
        QTest::newRow("whatif") << QStringList{QStringLiteral("whatif"), file}
                                << QStringList{QStringLiteral("--fail"),
                                               QStringLiteral("--worst-single"),
                                               QStringLiteral("--effort"),
                                               QStringLiteral("--json"),
                                               QStringLiteral("--fail-feed"),
                                               QStringLiteral("--rack")};
        QTest::newRow("generate superpod")
            << QStringList{QStringLiteral("generate"), QStringLiteral("superpod")}
            << QStringList{QStringLiteral("--system"),  QStringLiteral("--sus"),
                           QStringLiteral("--nodes"),   QStringLiteral("--rack-kw"),
                           QStringLiteral("--storage"), QStringLiteral("--optics"),
                           QStringLiteral("-o")};
        QTest::newRow("generate basepod")
            << QStringList{QStringLiteral("generate"), QStringLiteral("basepod")}
            << QStringList{QStringLiteral("--system"), QStringLiteral("--nodes"),
                           QStringLiteral("--rack-kw"), QStringLiteral("--storage"),
                           QStringLiteral("-o")};
        QTest::newRow("generate fat-tree")
            << QStringList{QStringLiteral("generate"), QStringLiteral("fat-tree")}
            << QStringList{QStringLiteral("--endpoints"),
                           QStringLiteral("--ports-per-endpoint"),
                           QStringLiteral("--radix"),
                           QStringLiteral("--oversubscription"),
                           QStringLiteral("--rails"),
                           QStringLiteral("--link-gbps"),
                           QStringLiteral("--tiers"),
                           QStringLiteral("--switch"),
                           QStringLiteral("--endpoint-sku"),
                           QStringLiteral("--rack-kw"),
                           QStringLiteral("-o")};
        const QStringList cost{QStringLiteral("--years"), QStringLiteral("--utilization"),
                               QStringLiteral("--set"), QStringLiteral("--json")};
        QTest::newRow("bom") << QStringList{QStringLiteral("bom"), file}
                             << cost + QStringList{QStringLiteral("-o")};
        QTest::newRow("tco") << QStringList{QStringLiteral("tco"), file}
                             << cost + QStringList{QStringLiteral("-o")};
        QTest::newRow("compare") << QStringList{QStringLiteral("compare"), file}
                                 << cost + QStringList{QStringLiteral("--cloud")};
    }
    void helpMatchesCommands()
    {
        QFETCH(QStringList, command);
        QFETCH(QStringList, options);
        const CliRun help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        // The command's entry: its line ("  catalog list ...", "  bom FILE ...") and the deeper
        // indented lines under it; the cost commands share the "Cost options:" line.
        const int words = command.first() == QLatin1String("catalog") ||
                                  command.first() == QLatin1String("generate")
                              ? 2
                              : 1;
        const QString head = QStringLiteral("  ") + command.mid(0, words).join(u' ') + u' ';
        const QStringList lines = QString::fromUtf8(help.out).split(u'\n');
        QString entry;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (!lines[i].startsWith(head))
                continue;
            entry = lines[i];
            while (i + 1 < lines.size() && lines[i + 1].startsWith(QStringLiteral("   ")))
                entry += u'\n' + lines[++i];
        }
        QVERIFY2(!entry.isEmpty(), qPrintable(head));
        for (const QString &line : lines)
            if (line.startsWith(QStringLiteral("Cost options:")) &&
                QStringList(
                    {QStringLiteral("bom"), QStringLiteral("tco"), QStringLiteral("compare")})
                    .contains(command.first()))
                entry += u'\n' + line;
        for (const QString &option : options) {
            const QRegularExpression named(QStringLiteral("(^|[\\s\\[(|])") +
                                           QRegularExpression::escape(option) +
                                           QStringLiteral("([\\s\\])=]|$)"));
            QVERIFY2(named.match(entry).hasMatch(),
                     qPrintable(entry + QStringLiteral(" lacks ") + option));
        }
        // And the command takes each of them (a wrong value is another error, not this one).
        const QString design = samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"));
        for (const QString &option : options) {
            QStringList args = command;
            args.replaceInStrings(QStringLiteral("FILE"), design);
            args << option << mDir.filePath(QStringLiteral("not-a-value"));
            const CliRun r = runCli(args);
            QVERIFY2(!r.err.contains("unknown option"),
                     qPrintable(args.join(u' ') + QStringLiteral(": ") + QString::fromUtf8(r.err)));
        }
    }

private:
    QTemporaryDir mDir;
    QString mPod;
    QJsonObject mDesign;
};

QTEST_GUILESS_MAIN(TestCliFabric)
#include "tst_clifabric.moc"
