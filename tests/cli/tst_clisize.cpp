// podcad-cli size train | size infer (issue 15): the numbers of tst_workload through the CLI, the
// --json keys, and the exit statuses of the contract (1 wrong usage, 2 invalid input, one line).
#include "clirun.h"

#include <QTest>
#include <cmath>

using namespace podcad::test;
using namespace Qt::StringLiterals;

namespace {

QJsonObject json(const QStringList &args)
{
    const CliRun r = runCli(args + QStringList{u"--json"_s});
    QJsonObject o;
    QString why;
    if (r.exitCode != 0 || !parseJsonObject(r.out, &o, &why))
        qWarning("podcad-cli %s: exit %d, %s %s", qPrintable(args.join(u' ')), r.exitCode,
                 qPrintable(why), r.err.constData());
    return o;
}

bool near(double a, double b, double relative)
{
    return std::abs(a - b) <= relative * std::abs(b);
}

} // namespace

class TestCliSize final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trainForDeadline();
    void trainOnGpusHalvesDays();
    void trainSeedAccounting();
    void trainCustomModel();
    void inferKvCache();
    void inferFitsPerSeed001();
    void inferReplicas();
    void jsonKeysAreSnakeCase();
    void textOutput();
    void badInput_data();
    void badInput();
};

void TestCliSize::trainForDeadline()
{
    // 405B, 15.6T tokens, 60 days on DGX H100 at the default 40 % MFU: 6ND = 3.7908e25;
    // 3.7908e25 / (60 x 86,400 x 395.6e12) = 18,484.6 GPUs -> 2,311 nodes, 18,488 GPUs, 73 SUs.
    // Power: 18,488 x 1,275 W = 23.57 MW IT; energy = 23.57 x 1.3 (catalog PUE) x 24 x days.
    const QJsonObject o = json({u"size"_s, u"train"_s, u"--model"_s, u"llama-3.1-405b"_s,
                                u"--tokens"_s, u"15.6T"_s, u"--days"_s, u"60"_s, u"--system"_s,
                                u"DGX-H100"_s, u"--tp"_s, u"8"_s, u"--pp"_s, u"16"_s});
    QVERIFY(near(o[u"flops"_s].toDouble(), 3.7908e25, 1e-9));
    QCOMPARE(o[u"gpus"_s].toInt(), 18488);
    QCOMPARE(o[u"nodes"_s].toInt(), 2311);
    QCOMPARE(o[u"units"_s].toInt(), 73);
    QCOMPARE(o[u"unit"_s].toString(), u"SU"_s);
    QVERIFY(o[u"days"_s].toDouble() <= 60);
    QVERIFY(near(o[u"it_power_mw"_s].toDouble(), 18488 * 1275 / 1e6, 1e-9));
    QVERIFY(near(o[u"energy_mwh"_s].toDouble(),
                 18488 * 1275 / 1e6 * 1.3 * 24 * o[u"days"_s].toDouble(), 1e-9));
    QVERIFY(near(o[u"gpu_hours"_s].toDouble(), 18488 * 24 * o[u"days"_s].toDouble(), 1e-9));
    QCOMPARE(o[u"memory"_s].toObject()[u"fits"_s].toBool(), true);
}

void TestCliSize::trainOnGpusHalvesDays()
{
    // 70B on 15T tokens: 6.3e24 FLOPs; 1,024 H100 at 395.6 TFLOP/s: 180.0 days; 2,048: 90.0.
    const auto days = [](const QString &gpus) {
        return json({u"size"_s, u"train"_s, u"--model"_s, u"llama-3.1-70b"_s, u"--tokens"_s,
                     u"15T"_s, u"--gpus"_s, gpus, u"--system"_s, u"DGX-H100"_s})[u"days"_s]
            .toDouble();
    };
    QVERIFY(near(days(u"1024"_s), 6.3e24 / (1024 * 395.6e12) / 86400, 1e-9));
    QVERIFY(near(days(u"1024"_s), 2 * days(u"2048"_s), 1e-12));
    // --achieved-tflops instead of MFU: 400 TFLOP/s -> 6.3e24 / (1,024 x 400e12) s.
    const QJsonObject o = json({u"size"_s, u"train"_s, u"--model"_s, u"llama-3.1-70b"_s,
                                u"--tokens"_s, u"15T"_s, u"--gpus"_s, u"1024"_s, u"--system"_s,
                                u"DGX-H100"_s, u"--achieved-tflops"_s, u"400"_s});
    QVERIFY(near(o[u"days"_s].toDouble(), 6.3e24 / (1024 * 400e12) / 86400, 1e-9));
    QVERIFY(near(o[u"mfu"_s].toDouble(), 400.0 / 989, 1e-9));
}

void TestCliSize::trainSeedAccounting()
{
    // Seed 001: BF16 Adam, FSDP over 8: (140 + 140 + 280) / 8 = 70 GB + 3.75 GB of activations
    // (the seed's 30 GB over 8 GPUs) = 73.75 GB, which an H100's 80 GB holds.
    const QJsonObject o =
        json({u"size"_s, u"train"_s, u"--model"_s, u"llama-3.1-70b"_s, u"--tokens"_s, u"1T"_s,
              u"--gpus"_s, u"8"_s, u"--system"_s, u"DGX-H100"_s, u"--accounting"_s, u"bf16-adam"_s,
              u"--activations-gb"_s, u"3.75"_s});
    const QJsonObject m = o[u"memory"_s].toObject();
    QCOMPARE(m[u"weights_gb"_s].toDouble(), 140.0);
    QCOMPARE(m[u"optimizer_gb"_s].toDouble(), 280.0);
    QCOMPARE(m[u"gradients_gb"_s].toDouble(), 140.0);
    QCOMPARE(m[u"per_gpu_gb"_s].toDouble(), 73.75);
    QCOMPARE(m[u"fits"_s].toBool(), true);
    // Standard accounting: 1,120 / 8 + 3.75 = 143.75 GB does not fit; 1,120 / 76.25 -> 15 GPUs.
    const QJsonObject s =
        json({u"size"_s, u"train"_s, u"--model"_s, u"llama-3.1-70b"_s, u"--tokens"_s, u"1T"_s,
              u"--gpus"_s, u"8"_s, u"--system"_s, u"DGX-H100"_s, u"--activations-gb"_s, u"3.75"_s});
    QCOMPARE(s[u"memory"_s].toObject()[u"per_gpu_gb"_s].toDouble(), 143.75);
    QCOMPARE(s[u"memory"_s].toObject()[u"fits"_s].toBool(), false);
    QCOMPARE(s[u"memory"_s].toObject()[u"min_gpus"_s].toInt(), 15);
}

void TestCliSize::trainCustomModel()
{
    // A model by its numbers: 46.7B stored, 12.9B active: 6 x 12.9e9 x 1e12 = 7.74e22 FLOPs.
    const QJsonObject o =
        json({u"size"_s, u"train"_s, u"--params"_s, u"46.7B"_s, u"--active-params"_s, u"12.9B"_s,
              u"--tokens"_s, u"1T"_s, u"--gpus"_s, u"64"_s, u"--system"_s, u"DGX-B200"_s});
    QVERIFY(near(o[u"flops"_s].toDouble(), 7.74e22, 1e-9));
    QCOMPARE(o[u"memory"_s].toObject()[u"weights_gb"_s].toDouble(), 93.4);
}

void TestCliSize::inferKvCache()
{
    // 2 x 80 x 8 x 128 x 2 bytes = 327,680 bytes per token x 131,072 = 42.9 GB.
    const QJsonObject o = json({u"size"_s, u"infer"_s, u"--model"_s, u"llama-3.1-70b"_s,
                                u"--context"_s, u"131072"_s, u"--concurrency"_s, u"1"_s,
                                u"--precision"_s, u"fp16"_s, u"--system"_s, u"DGX-H100"_s});
    QCOMPARE(o[u"kv_bytes_per_token"_s].toDouble(), 327680.0);
    QVERIFY(near(o[u"kv_cache_gb"_s].toDouble(), 42.94967296, 1e-12));
    QCOMPARE(o[u"weights_gb"_s].toDouble(), 140.0);
    QCOMPARE(o[u"gpus_per_replica"_s].toInt(), 4);
}

void TestCliSize::inferFitsPerSeed001()
{
    // Seed 001: 70B FP16 does not fit one H100 (140 GB > 72 GB usable); INT4 (35 GB) fits one H200.
    const auto perReplica = [](const QString &precision, const QString &system) {
        return json({u"size"_s, u"infer"_s, u"--model"_s, u"llama-3.1-70b"_s, u"--context"_s,
                     u"4096"_s, u"--concurrency"_s, u"1"_s, u"--precision"_s, precision,
                     u"--system"_s, system})[u"gpus_per_replica"_s]
            .toInt();
    };
    QVERIFY(perReplica(u"fp16"_s, u"DGX-H100"_s) > 1);
    QCOMPARE(perReplica(u"int4"_s, u"DGX-H200"_s), 1);
    // A custom model by its numbers, the same as Llama 3 70B: the same answer.
    const QJsonObject o = json({u"size"_s, u"infer"_s, u"--params"_s, u"70B"_s, u"--layers"_s,
                                u"80"_s, u"--kv-heads"_s, u"8"_s, u"--head-dim"_s, u"128"_s,
                                u"--context"_s, u"4096"_s, u"--concurrency"_s, u"1"_s,
                                u"--precision"_s, u"int4"_s, u"--system"_s, u"DGX-H200"_s});
    QCOMPARE(o[u"gpus_per_replica"_s].toInt(), 1);
}

void TestCliSize::inferReplicas()
{
    // INT4 70B on H200, 16 x 4K sequences: 16 x 4.8e12 / (35e9 + 16 x 1.342e9) = 1,360 tokens/s
    // per replica at most -> 4 replicas for 5,000 tokens/s.
    const QJsonObject o =
        json({u"size"_s, u"infer"_s, u"--model"_s, u"llama-3.1-70b"_s, u"--context"_s, u"4096"_s,
              u"--concurrency"_s, u"16"_s, u"--precision"_s, u"int4"_s, u"--tokens-per-s"_s,
              u"5000"_s, u"--system"_s, u"DGX-H200"_s});
    QVERIFY(near(o[u"decode_tokens_per_s_upper_bound"_s].toDouble(),
                 16 * 4.8e12 / (35e9 + 16 * 327680.0 * 4096), 1e-12));
    QCOMPARE(o[u"replicas"_s].toInt(), 4);
    QCOMPARE(o[u"gpus"_s].toInt(), 4);
}

void TestCliSize::jsonKeysAreSnakeCase()
{
    for (const QStringList &args :
         {QStringList{u"size"_s, u"train"_s, u"--model"_s, u"gpt-3-175b"_s, u"--tokens"_s,
                      u"300B"_s, u"--gpus"_s, u"1024"_s, u"--system"_s, u"DGX-A100"_s},
          QStringList{u"size"_s, u"infer"_s, u"--model"_s, u"mixtral-8x7b"_s, u"--context"_s,
                      u"32768"_s, u"--concurrency"_s, u"8"_s, u"--system"_s, u"DGX-B200"_s}}) {
        const QJsonObject o = json(args);
        QVERIFY(!o.isEmpty());
        QCOMPARE(nonSnakeCaseKeys(o), QStringList());
    }
}

void TestCliSize::textOutput()
{
    const CliRun r = runCli({u"size"_s, u"infer"_s, u"--model"_s, u"llama-3.1-8b"_s, u"--context"_s,
                             u"8192"_s, u"--concurrency"_s, u"4"_s, u"--system"_s, u"DGX-H100"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("upper bound"));
    QVERIFY(r.out.contains("GPUs per replica"));
}

void TestCliSize::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QStringList train{u"size"_s, u"train"_s, u"--system"_s, u"DGX-H100"_s};
    const QStringList model{u"--model"_s, u"llama-3.1-8b"_s};
    QTest::newRow("negative tokens")
        << train + model + QStringList{u"--tokens"_s, u"-5"_s, u"--gpus"_s, u"8"_s} << 2
        << u"--tokens must be above 0 (got -5)"_s;
    QTest::newRow("MFU above 1") << train + model + QStringList{u"--tokens"_s, u"1T"_s,
                                                                u"--gpus"_s,   u"8"_s,
                                                                u"--mfu"_s,    u"1.5"_s}
                                 << 2 << u"--mfu must be above 0 and at most 1 (got 1.5)"_s;
    QTest::newRow("unknown model") << train + QStringList{u"--model"_s, u"llama-9"_s, u"--tokens"_s,
                                                          u"1T"_s,      u"--gpus"_s,  u"8"_s}
                                   << 2 << u"unknown model \"llama-9\"; known: deepseek-v3"_s;
    QTest::newRow("unknown system")
        << QStringList{u"size"_s, u"train"_s, u"--system"_s, u"DGX-Z9"_s} + model +
               QStringList{u"--tokens"_s, u"1T"_s, u"--gpus"_s, u"8"_s}
        << 2 << u"unknown system \"DGX-Z9\""_s;
    QTest::newRow("tp beyond NVLink")
        << train + model +
               QStringList{u"--tokens"_s, u"1T"_s, u"--gpus"_s, u"64"_s, u"--tp"_s, u"16"_s}
        << 2 << u"--tp 16 is more than the NVLink domain"_s;
    QTest::newRow("gpus and days")
        << train + model +
               QStringList{u"--tokens"_s, u"1T"_s, u"--gpus"_s, u"8"_s, u"--days"_s, u"3"_s}
        << 1 << u"give either --gpus N or --days D"_s;
    QTest::newRow("not a number") << train + model +
                                         QStringList{u"--tokens"_s, u"lots"_s, u"--gpus"_s, u"8"_s}
                                  << 1 << u"--tokens needs a number, not \"lots\""_s;
    QTest::newRow("no workload") << QStringList{u"size"_s} << 1 << u"Usage"_s;
    QTest::newRow("zero concurrency")
        << QStringList{u"size"_s, u"infer"_s, u"--system"_s, u"DGX-H100"_s} + model +
               QStringList{u"--context"_s, u"4096"_s, u"--concurrency"_s, u"0"_s}
        << 2 << u"--concurrency must be above 0"_s;
    QTest::newRow("bad precision")
        << QStringList{u"size"_s, u"infer"_s, u"--system"_s, u"DGX-H100"_s} + model +
               QStringList{u"--context"_s, u"4096"_s,        u"--concurrency"_s,
                           u"1"_s,         u"--precision"_s, u"fp4"_s}
        << 1 << u"--precision is bf16, fp16, fp8, int8 or int4"_s;
}

void TestCliSize::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    if (exitCode == 2)
        QCOMPARE(nonEmptyLineCount(r.err), 1);
}

QTEST_GUILESS_MAIN(TestCliSize)
#include "tst_clisize.moc"
