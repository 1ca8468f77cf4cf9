// podcad-cli size infer's serving figures: the `serving` JSON keys (ttft_s, tpot_s, tokens_per_s,
// the curve, the replicas for a target), the new options and their checks. The model itself is
// tested in tests/core/tst_serving.
#include "clirun.h"

#include <QJsonArray>
#include <QTest>
#include <cmath>

using namespace podcad::test;
using namespace Qt::StringLiterals;

namespace {

const QStringList kInfer{u"size"_s,      u"infer"_s,   u"--model"_s,       u"llama-3.1-70b"_s,
                         u"--context"_s, u"2000"_s,    u"--concurrency"_s, u"16"_s,
                         u"--system"_s,  u"DGX-H100"_s};

QJsonObject serving(const QStringList &extra)
{
    const CliRun r = runCli(kInfer + extra + QStringList{u"--json"_s});
    QJsonObject o;
    QString why;
    if (r.exitCode != 0 || !parseJsonObject(r.out, &o, &why))
        qWarning("exit %d, %s %s", r.exitCode, qPrintable(why), r.err.constData());
    return o.value(u"serving"_s).toObject();
}

} // namespace

class TestCliServing final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keysAndCurve();
    void tpotLimitPicksTheBatch();
    void replicasForTarget();
    void existingKeysStay();
    void textOutput();
    void badInput_data();
    void badInput();
};

void TestCliServing::keysAndCurve()
{
    const QJsonObject s = serving({u"--tp"_s, u"8"_s, u"--prompt-tokens"_s, u"1000"_s,
                                   u"--output-tokens"_s, u"1000"_s, u"--batch"_s, u"1"_s});
    QCOMPARE(s.value(u"tp"_s).toInt(), 8);
    QCOMPARE(s.value(u"prompt_tokens"_s).toInt(), 1000);
    QCOMPARE(s.value(u"output_tokens"_s).toInt(), 1000);
    QCOMPARE(s.value(u"batch"_s).toInt(), 1);
    // Batch 1 reads 140 GB / 8 GPUs at 3.35 TB/s x 0.75 (6.97 ms) plus 160 all-reduces of at
    // least 10 us each: between 8.5 and 9.5 ms per token whatever the catalog's NVLink figure.
    const double tpot = s.value(u"tpot_s"_s).toDouble();
    QCOMPARE_GT(tpot, 8.5e-3);
    QCOMPARE_LT(tpot, 9.5e-3);
    QCOMPARE_GT(s.value(u"ttft_s"_s).toDouble(), 0.0);
    QVERIFY(std::abs(s.value(u"tokens_per_s"_s).toDouble() - 1 / tpot) < 1e-6);
    const QJsonArray curve = s.value(u"curve"_s).toArray();
    QCOMPARE_GE(curve.size(), 8);
    int batch = 0;
    double lastTpot = 0, lastTokens = 0;
    for (const QJsonValue &v : curve) {
        const QJsonObject p = v.toObject();
        for (const QString &key :
             {u"batch"_s, u"tpot_s"_s, u"ttft_s"_s, u"tokens_per_s"_s, u"tokens_per_s_per_gpu"_s})
            QVERIFY2(p.contains(key), qPrintable(key));
        QCOMPARE_GT(p.value(u"batch"_s).toInt(), batch);
        QCOMPARE_GT(p.value(u"tpot_s"_s).toDouble(), lastTpot);
        QCOMPARE_GT(p.value(u"tokens_per_s"_s).toDouble(), lastTokens);
        QVERIFY(std::abs(p.value(u"tokens_per_s_per_gpu"_s).toDouble() * 8 -
                         p.value(u"tokens_per_s"_s).toDouble()) < 1e-6);
        batch = p.value(u"batch"_s).toInt();
        lastTpot = p.value(u"tpot_s"_s).toDouble();
        lastTokens = p.value(u"tokens_per_s"_s).toDouble();
    }
    QCOMPARE(batch, s.value(u"max_batch"_s).toInt());
}

void TestCliServing::tpotLimitPicksTheBatch()
{
    const QJsonObject free = serving({u"--tp"_s, u"8"_s, u"--max-tpot-ms"_s, u"1000"_s});
    const QJsonObject cut = serving({u"--tp"_s, u"8"_s, u"--max-tpot-ms"_s, u"20"_s});
    QCOMPARE(free.value(u"batch"_s).toInt(), free.value(u"max_batch"_s).toInt());
    QCOMPARE_LT(cut.value(u"batch"_s).toInt(), cut.value(u"max_batch"_s).toInt());
    QCOMPARE_GT(cut.value(u"batch"_s).toInt(), 16);
    QCOMPARE_LE(cut.value(u"tpot_s"_s).toDouble(), 0.020);
    QVERIFY(std::abs(cut.value(u"max_tpot_s"_s).toDouble() - 0.020) < 1e-12);
    QVERIFY(cut.value(u"meets_limits"_s).toBool());
    QVERIFY(cut.value(u"max_ttft_s"_s).isNull());
}

void TestCliServing::replicasForTarget()
{
    const QJsonObject s =
        serving({u"--tp"_s, u"8"_s, u"--max-tpot-ms"_s, u"20"_s, u"--tokens-per-s"_s, u"100000"_s});
    const int replicas = s.value(u"replicas"_s).toInt();
    QCOMPARE(replicas, int(std::ceil(100000 / s.value(u"tokens_per_s"_s).toDouble())));
    QCOMPARE(s.value(u"gpus"_s).toInt(), replicas * 8);
}

// The sizing's keys keep their meaning: `tokens_per_s` at the top is still the target.
void TestCliServing::existingKeysStay()
{
    const CliRun r = runCli(kInfer + QStringList{u"--tokens-per-s"_s, u"5000"_s, u"--json"_s});
    QJsonObject o;
    QString why;
    QVERIFY2(parseJsonObject(r.out, &o, &why), qPrintable(why));
    QCOMPARE(o.value(u"tokens_per_s"_s).toDouble(), 5000.0);
    QCOMPARE(o.value(u"gpus_per_replica"_s).toInt(), 4);
    QVERIFY(o.contains(u"decode_tokens_per_s_upper_bound"_s));
    // Without --tp the serving replica is the sizing's, at the target's concurrency.
    const QJsonObject s = o.value(u"serving"_s).toObject();
    QCOMPARE(s.value(u"tp"_s).toInt(), 4);
    QCOMPARE(s.value(u"batch"_s).toInt(), 16);
    QCOMPARE(s.value(u"output_tokens"_s).toInt(), 1000);
    QCOMPARE(s.value(u"prompt_tokens"_s).toInt(), 1000);
}

void TestCliServing::textOutput()
{
    const CliRun r = runCli(kInfer + QStringList{u"--tp"_s, u"8"_s, u"--max-tpot-ms"_s, u"20"_s,
                                                 u"--tokens-per-s"_s, u"100000"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Serving on TP 8, 1,000 prompt + 1,000 output tokens per request, at "
                           "most 20.0 ms per token:"));
    QVERIFY(r.out.contains("tokens/s per GPU"));
    QVERIFY(r.out.contains("replicas ("));
}

void TestCliServing::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("tp beyond NVLink")
        << QStringList{u"--tp"_s, u"16"_s} << 2 << u"--tp 16 is more than the NVLink domain"_s;
    QTest::newRow("zero batch") << QStringList{u"--batch"_s, u"0"_s} << 2
                                << u"--batch must be from 1"_s;
    QTest::newRow("negative TPOT limit")
        << QStringList{u"--max-tpot-ms"_s, u"-1"_s} << 2 << u"--max-tpot-ms must be above 0"_s;
    QTest::newRow("TTFT not a number")
        << QStringList{u"--max-ttft-s"_s, u"soon"_s} << 1 << u"--max-ttft-s needs a number"_s;
}

void TestCliServing::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = runCli(kInfer + args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliServing)
#include "tst_cliserving.moc"
