// podcad-cli analyze and a cable that cannot reach its run: the warning `cable-too-short` in the
// problems table and in --json, and the exit status of a design with warnings (0). The design is
// written here: two SN4600C switches in racks of one row 45 m apart, one 100G link between them,
// its cable left to the plan (tests/core/tst_cablereach.cpp works the route out by hand:
// 45 + 8.5111 = 53.5 m, beyond the 50 m of the longest cable the catalog has for QSFP28).
#include "clirun.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray design(double gapM)
{
    return QByteArray(R"({
  "format": "podcad-design",
  "version": 5,
  "name": "Far apart",
  "assumptions": {},
  "hall": {"x_m": -2, "y_m": -2, "width_m": 60, "depth_m": 10, "floor": "slab",
           "cold_aisle_m": 1.2, "hot_aisle_m": 1.2,
           "rows": [{"name": "A", "x_m": 0, "y_m": 0, "facing": "north", "containment": "none"}],
           "trays": []},
  "fabrics": [{"id": "inband", "name": "In-band", "kind": "inband", "technology": "Ethernet 100G"}],
  "racks": [
    {"id": "r-1", "sku": "RACK-48U", "name": "A01", "row": "A", "floor_x_m": 0, "floor_y_m": 0,
     "power_limit_kw": 20},
    {"id": "r-2", "sku": "RACK-48U", "name": "A02", "row": "A", "floor_x_m": GAP,
     "floor_y_m": 0, "power_limit_kw": 20}
  ],
  "devices": [
    {"id": "sw-1", "sku": "SN4600C", "name": "", "role": "leaf", "rack": "r-1", "lowest_u": 1,
     "canvas_x": 0, "canvas_y": 0},
    {"id": "sw-2", "sku": "SN4600C", "name": "", "role": "spine", "rack": "r-2", "lowest_u": 1,
     "canvas_x": 200, "canvas_y": 0}
  ],
  "links": [
    {"id": "l-1", "a": {"device": "sw-1", "port_group": "eth", "port": 0},
     "b": {"device": "sw-2", "port_group": "eth", "port": 0}, "cable_sku": "",
     "fabric": "inband"}
  ]
}
)")
        .replace("GAP", QByteArray::number(gapM));
}

} // namespace

class TestCliCableReach final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mFar = mDir.filePath(u"far.podcad"_s);
        mClose = mDir.filePath(u"close.podcad"_s);
        QVERIFY(writeTextFile(mFar, design(45)));
        QVERIFY(writeTextFile(mClose, design(0.8)));
    }

    void analyzeTextListsTheLink()
    {
        const CliRun r = runCli({u"analyze"_s, mFar});
        QCOMPARE(r.exitCode, 0); // a warning: the analysis succeeded (docs/cli.md, Exit status)
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        const QStringList rows =
            out.split(u'\n').filter(QRegularExpression(u"^warning +cable-too-short +l-1 "_s));
        QCOMPARE(rows.size(), 1);
        QVERIFY2(
            rows.front().contains(u"Link l-1: the route is 53.5 m and no cable in the catalog "
                                  u"for these ports reaches it (the farthest it has: "
                                  u"FIBER-MPO-50M is 50.0 m): move racks A01 and A02 closer"_s),
            qPrintable(rows.front()));

        const CliRun close = runCli({u"analyze"_s, mClose});
        QCOMPARE(close.exitCode, 0);
        QVERIFY2(!close.out.contains("cable-too-short"), close.out.constData());
    }

    void analyzeJsonHasTheProblem()
    {
        const CliRun r = runCli({u"analyze"_s, mFar, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        QJsonObject root;
        QString why;
        QVERIFY2(parseJsonObject(r.out, &root, &why), qPrintable(why));
        QJsonArray found;
        for (const QJsonValue &v : root.value(u"problems"_s).toArray())
            if (v.toObject().value(u"code"_s).toString() == u"cable-too-short"_s)
                found.append(v);
        QCOMPARE(found.size(), 1);
        const QJsonObject p = found.first().toObject();
        QCOMPARE(p.value(u"severity"_s).toString(), u"warning"_s);
        QCOMPARE(p.value(u"object"_s).toString(), u"l-1"_s);
        QCOMPARE(p.value(u"field"_s).toString(), QString());
        QCOMPARE(p.value(u"count"_s).toInt(), 1);
        QVERIFY(p.value(u"message"_s).toString().contains(u"the route is 53.5 m"_s));
    }

private:
    QTemporaryDir mDir;
    QString mFar;
    QString mClose;
};

QTEST_GUILESS_MAIN(TestCliCableReach)
#include "tst_clicablereach.moc"
