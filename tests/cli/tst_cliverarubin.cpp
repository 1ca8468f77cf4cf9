// podcad-cli on Vera Rubin as a user runs it: a 2-SU SuperPOD generates (saying what it is built
// on), analyses with no error and prices its 16 racks; FP4 serving is refused on a GPU without
// FP4 and sized on one with it.
#include "clirun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podcad::test;
using namespace Qt::StringLiterals;

class TestCliVeraRubin final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twoSuSuperPodAnalysesAndPrices()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"vr.podcad"_s);
        const CliRun gen = runCli({u"generate"_s, u"superpod"_s, u"--system"_s, u"vr-nvl72"_s,
                                   u"--sus"_s, u"2"_s, u"-o"_s, file});
        QVERIFY2(gen.exitCode == 0, gen.err.constData());
        QVERIFY2(gen.out.contains("GB200/GB300 scalable-unit rule"), gen.out.constData());
        QVERIFY(gen.out.contains("RA-11336-001"));

        const CliRun analysis = runCli({u"analyze"_s, u"--json"_s, file});
        QCOMPARE(analysis.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(analysis.out).object();
        QCOMPARE(report.value(u"totals"_s).toObject().value(u"gpus"_s).toInt(), 1152);
        // No error: the generator widens the aisles until a Vera Rubin rack's share of its row is
        // within the stated 12 kPa slab; each of the 16 racks keeps the footprint warning.
        QStringList errors;
        int footprintWarnings = 0;
        for (const QJsonValue &p : report.value(u"problems"_s).toArray()) {
            const QJsonObject problem = p.toObject();
            if (problem.value(u"code"_s).toString() == u"rack-over-floor-rating-footprint"_s)
                footprintWarnings += problem.value(u"count"_s).toInt();
            if (problem.value(u"severity"_s).toString() == u"error"_s)
                errors << problem.value(u"message"_s).toString();
        }
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
        QCOMPARE(footprintWarnings, 16);

        const CliRun bom = runCli({u"bom"_s, u"--json"_s, file});
        QCOMPARE(bom.exitCode, 0);
        const QJsonObject sheet = QJsonDocument::fromJson(bom.out).object();
        QVERIFY(sheet.value(u"total_usd"_s).toDouble() > 0);
        int racks = 0;
        for (const QJsonValue &line : sheet.value(u"lines"_s).toArray())
            if (line.toObject().value(u"sku"_s).toString() == u"DGX-VR-NVL72"_s)
                racks += line.toObject().value(u"quantity"_s).toInt();
        QCOMPARE(racks, 16);
    }

    void fp4ServingNeedsFp4()
    {
        const QStringList serve{u"size"_s,          u"infer"_s,     u"--model"_s,
                                u"llama-3.1-70b"_s, u"--context"_s, u"8192"_s,
                                u"--concurrency"_s, u"8"_s,         u"--precision"_s,
                                u"fp4"_s,           u"--system"_s};
        const CliRun h100 = runCli(serve + QStringList{u"DGX-H100"_s});
        QCOMPARE(h100.exitCode, 2);
        QVERIFY2(h100.err.contains("no FP4"), h100.err.constData());
        const CliRun vr = runCli(serve + QStringList{u"DGX-VR-NVL72"_s, u"--json"_s});
        QVERIFY2(vr.exitCode == 0, vr.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(vr.out).object();
        QCOMPARE(o.value(u"precision"_s).toString(), u"fp4"_s);
    }
};

QTEST_GUILESS_MAIN(TestCliVeraRubin)
#include "tst_cliverarubin.moc"
