// podcad-cli compare-optics FILE [--json] on a 4-SU DGX B300 XDR SuperPOD: the table's rows and
// columns, the JSON's figures by hand (3,456 twin-port modules leave the switches), the same
// answer from the design drawn with co-packaged optics, "nothing to compare" for a design without
// a CPO switch, and the usage mistakes.
#include "clirun.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace podcad::test;
using namespace Qt::StringLiterals;

class TestCliCompareOptics final : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mPluggable;
    QString mCpo;

    QJsonObject json(const QString &file)
    {
        const CliRun r = runCli({u"compare-optics"_s, file, u"--json"_s});
        if (r.exitCode != 0)
            return {};
        return QJsonDocument::fromJson(r.out).object();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        mPluggable = mDir.filePath(u"b300.podcad"_s);
        mCpo = mDir.filePath(u"b300-cpo.podcad"_s);
        const QStringList generate{u"generate"_s, u"superpod"_s, u"--system"_s,
                                   u"dgx-b300"_s, u"--sus"_s,    u"4"_s};
        QCOMPARE(runCli(generate + QStringList{u"-o"_s, mPluggable}).exitCode, 0);
        QCOMPARE(runCli(generate + QStringList{u"--optics"_s, u"cpo"_s, u"-o"_s, mCpo}).exitCode,
                 0);
    }

    void tableHasTheRowsAndColumns()
    {
        const CliRun r = runCli({u"compare-optics"_s, mPluggable});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(u"Same topology: 50 switches swapped in place (Q3400-RA <-> "
                              "Q3450-LD)"_s),
                 qPrintable(out));
        for (const QString &header : {u"pluggable"_s, u"CPO"_s, u"difference"_s})
            QVERIFY(out.contains(header));
        for (const QString &row :
             {u"Transceivers (modules)"_s, u"Laser modules (failure points)"_s,
              u"Optics W, typical"_s, u"Switches W, max"_s, u"Network kW, max"_s,
              u"Network capex $"_s, u"Energy $ over 5 years"_s})
            QVERIFY2(out.contains(row), qPrintable(row));
        // 288 nodes x 8 node-leaf links, as many leaf-spine links: 2,304 + 2 x 2,304 switch ends
        // in twin-port cages = 3,456 OSFP-2x800G-XDR modules that CPO does without.
        QVERIFY2(out.contains(QRegularExpression(u"Transceivers \\(modules\\)\\s+13,424\\s+9,968"
                                                 "\\s+-3,456"_s)),
                 qPrintable(out));
    }

    void jsonByHand()
    {
        const QJsonObject o = json(mPluggable);
        QVERIFY(o.value(u"comparable"_s).toBool());
        QCOMPARE(o.value(u"drawn_as"_s).toString(), u"pluggable"_s);
        QCOMPARE(o.value(u"swappable_switches"_s).toInt(), 50);
        const QJsonObject p = o.value(u"pluggable"_s).toObject();
        const QJsonObject c = o.value(u"cpo"_s).toObject();
        const QJsonObject d = o.value(u"difference"_s).toObject();
        QCOMPARE(d.value(u"transceivers"_s).toInt(), -3456);
        // Each of the 50 Q3450-LD adds 18 laser source modules.
        QCOMPARE(d.value(u"laser_modules"_s).toInt(), -3456 + 50 * 18);
        // OSFP-2x800G-XDR: 28 W typical, $3,500; the 2,304 NIC ends trade OSFP-2x400G-800G
        // (16 W, $1,800) for OSFP-800G-DR4 (15 W, catalog row of the CPO block).
        QCOMPARE(d.value(u"optics_typical_w"_s).toDouble(), -3456 * 28.0 + 2304 * (15.0 - 16.0));
        QCOMPARE(c.value(u"cpo_switches"_s).toInt(), 50);
        QCOMPARE(p.value(u"cpo_switches"_s).toInt(), 0);
        for (const QString &key : p.keys())
            QCOMPARE(d.value(key).toDouble(), c.value(key).toDouble() - p.value(key).toDouble());
        const QJsonObject a = o.value(u"assumptions"_s).toObject();
        const double perKw = a.value(u"load_factor"_s).toDouble() * a.value(u"pue"_s).toDouble() *
                             a.value(u"hours_per_year"_s).toDouble() *
                             a.value(u"electricity_usd_per_kwh"_s).toDouble() *
                             a.value(u"years"_s).toDouble();
        QVERIFY(qAbs(d.value(u"energy_usd"_s).toDouble() -
                     d.value(u"network_max_kw"_s).toDouble() * perKw) < 0.01);
        QVERIFY(d.value(u"network_max_kw"_s).toDouble() < 0);
    }

    // The design generated with --optics cpo compares to the same figures (the routes differ a
    // little, so the cables' cost is left out).
    void drawnWithCpoGivesTheSameAnswer()
    {
        const QJsonObject p = json(mPluggable);
        const QJsonObject c = json(mCpo);
        QCOMPARE(c.value(u"drawn_as"_s).toString(), u"cpo"_s);
        for (const QString &key :
             {u"transceivers"_s, u"laser_modules"_s, u"optics_typical_w"_s, u"optics_max_w"_s,
              u"switches_max_w"_s, u"switches_usd"_s, u"transceivers_usd"_s})
            QCOMPARE(c.value(u"difference"_s).toObject().value(key).toDouble(),
                     p.value(u"difference"_s).toObject().value(key).toDouble());
    }

    void nothingToCompare()
    {
        const QString file = samplePath(u"basepod-4x-dgx-h100.podcad"_s);
        const CliRun r = runCli({u"compare-optics"_s, file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Nothing to compare"));
        QVERIFY(!r.out.contains("Transceivers"));
        const QJsonObject o = json(file);
        QCOMPARE(o.value(u"comparable"_s).toBool(true), false);
        QVERIFY(o.value(u"why"_s).toString().contains(u"co-packaged"_s));
        QVERIFY(!o.contains(u"pluggable"_s));
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exit");
        QTest::newRow("no file") << QStringList{u"compare-optics"_s} << 1;
        QTest::newRow("two files") << QStringList{u"compare-optics"_s, u"a"_s, u"b"_s} << 1;
        QTest::newRow("unknown option")
            << QStringList{u"compare-optics"_s, u"a.podcad"_s, u"--csv"_s} << 1;
        QTest::newRow("missing file")
            << QStringList{u"compare-optics"_s, u"/nonexistent/x.podcad"_s} << 2;
    }

    void mistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exit);
        const CliRun r = runCli(args);
        QCOMPARE(r.exitCode, exit);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(nonEmptyLineCount(r.err) >= 1, true);
    }
};

QTEST_GUILESS_MAIN(TestCliCompareOptics)
#include "tst_clicompareoptics.moc"
