// The design file's version 3 keys: where the cluster stands (`site`, `location`) and what it is
// for (`workload`), their migration from version 2 and their errors.
#include "io/designfile.h"
#include "io/migrations.h"
#include "testpaths.h"

#include <QFile>
#include <QtTest>

using namespace podcad;

namespace {

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString describe(const LoadResult &result)
{
    QStringList lines;
    for (const auto &e : result.errors)
        lines << e.location + QStringLiteral(": ") + e.message;
    for (const auto &w : result.warnings)
        lines << QStringLiteral("warning ") + w.location + QStringLiteral(": ") + w.message;
    return lines.join(u'\n');
}

Workload seventyBOnFifteenTrillion()
{
    Workload w;
    w.modelId = QStringLiteral("llama-3.1-70b");
    TrainingTarget t;
    t.tokens = 15e12;
    t.days = 30;
    t.mfu = 0.4;
    t.tensorParallel = 8;
    w.training = t;
    InferenceTarget i;
    i.contextTokens = 8192;
    i.concurrency = 32;
    i.precision = QStringLiteral("fp8");
    i.tokensPerS = 5000;
    w.inference = i;
    return w;
}

// Mixtral 8x7B as a custom model, by the numbers every version of the file has.
WorkloadModel mixtralByItsNumbers()
{
    WorkloadModel m;
    m.params = 46.7e9;
    m.activeParams = 12.9e9;
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.contextTokens = 32768;
    return m;
}

// A file of `version` (the newest by default) with `workload` replaced by `workloadJson`.
QByteArray withWorkload(const QByteArray &workloadJson, int version = 5)
{
    return R"({"format": "podcad-design", "version": )" + QByteArray::number(version) +
           R"(, "name": "W", "assumptions": {}, "workload": )" + workloadJson +
           R"(, "fabrics": [], "racks": [], "devices": [], "links": []})";
}

} // namespace

class TestWorkloadFile final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void siteLocationAndWorkloadRoundTrip();
    void customModelRoundTrip();
    void unsetKeysAreNotWritten();
    void version2FileMigrates();
    void modelShapeAndPlanRoundTrip();
    void version4DefaultsLeaveThePlanToThePlanner_data();
    void version4DefaultsLeaveThePlanToThePlanner();
    void badWorkload_data();
    void badWorkload();
};

void TestWorkloadFile::siteLocationAndWorkloadRoundTrip()
{
    // Only what is set is written, in a fixed order (site and location after the name; the
    // workload after the price overrides), so a design diffs well.
    Design d;
    d.name = QStringLiteral("Pod");
    d.site = QStringLiteral("Santa Clara DC1");
    d.location = QStringLiteral("Hall 2");
    d.workload = seventyBOnFifteenTrillion();
    const QByteArray expected = R"({
  "format": "podcad-design",
  "version": 5,
  "name": "Pod",
  "site": "Santa Clara DC1",
  "location": "Hall 2",
  "assumptions": {},
  "workload": {
    "model": "llama-3.1-70b",
    "training": {
      "tokens": 15000000000000,
      "days": 30,
      "mfu": 0.4,
      "precision": "bf16",
      "accounting": "mixed-adam",
      "tp": 8
    },
    "inference": {
      "context": 8192,
      "concurrency": 32,
      "precision": "fp8",
      "tokens_per_s": 5000
    }
  },
  "fabrics": [],
  "racks": [],
  "devices": [],
  "links": []
}
)";
    const QByteArray bytes = DesignFile::serialize(d);
    QCOMPARE(bytes, expected);
    const LoadResult loaded = DesignFile::parse(bytes);
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QVERIFY2(loaded.warnings.empty(), qPrintable(describe(loaded)));
    QCOMPARE(loaded.fileVersion, 5);
    QVERIFY(*loaded.design == d);
    QCOMPARE(loaded.design->workload->training->days, std::optional<double>(30));
    QVERIFY(!loaded.design->workload->training->gpus);
}

void TestWorkloadFile::customModelRoundTrip()
{
    // A model the catalog does not have travels by its numbers; GPUs instead of a deadline; an
    // achieved TFLOP/s instead of an MFU; the inference side absent.
    Design d;
    Workload w;
    w.custom = mixtralByItsNumbers();
    TrainingTarget t;
    t.tokens = 2e12;
    t.gpus = 1024;
    t.achievedTflops = 400;
    t.precision = QStringLiteral("fp8");
    t.accounting = QStringLiteral("bf16-adam");
    t.zeroStage = 1;
    t.sequenceTokens = 4096;
    w.training = t;
    d.workload = w;
    const QByteArray bytes = DesignFile::serialize(d);
    QVERIFY(bytes.contains("\"custom_model\": {\n      \"params\": 46700000000,\n      "
                           "\"active_params\": 12900000000,\n      \"layers\": 32,"));
    QVERIFY(!bytes.contains("\"model\":"));
    QVERIFY(!bytes.contains("\"inference\""));
    const LoadResult loaded = DesignFile::parse(bytes);
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QVERIFY(*loaded.design == d);
}

void TestWorkloadFile::unsetKeysAreNotWritten()
{
    // A design without site, location or workload writes none of the keys: the bytes are the
    // version 2 layout but for the version.
    Design d;
    d.name = QStringLiteral("Plain");
    const QByteArray bytes = DesignFile::serialize(d);
    QVERIFY(!bytes.contains("\"site\""));
    QVERIFY(!bytes.contains("\"location\""));
    QVERIFY(!bytes.contains("\"workload\""));
}

void TestWorkloadFile::version2FileMigrates()
{
    // A version 2 file (written before these keys existed) reads unchanged: no site, no location,
    // no workload; it gains a hall fitted around its racks (version 4), and saving it writes the
    // newest version and otherwise the very same bytes.
    const QString path = test::dataPath(QStringLiteral("good/version2-small-pod.podcad"));
    const QByteArray original = readBytes(path);
    QVERIFY(original.contains("\"version\": 2,"));
    const LoadResult loaded = DesignFile::read(path);
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QCOMPARE(loaded.fileVersion, 2);
    const Design &d = *loaded.design;
    QVERIFY(d.site.isEmpty() && d.location.isEmpty());
    QVERIFY(!d.workload);
    QByteArray expected = original;
    expected.replace("\"version\": 2,", "\"version\": 5,");
    QVERIFY(d.hall);
    Design withoutHall = d;
    withoutHall.hall.reset();
    QCOMPARE(DesignFile::serialize(withoutHall), expected);
    QCOMPARE(readBytes(path), original); // reading never rewrites the file
}

void TestWorkloadFile::modelShapeAndPlanRoundTrip()
{
    // Version 5's keys: a mixture of experts' shape and the plan dimensions a user fixed; pp,
    // zero and micro_batch left to the planner are not written.
    Design d;
    Workload w;
    WorkloadModel m = mixtralByItsNumbers();
    m.ffn = 14336;
    m.vocab = 32000;
    m.experts = 8;
    m.activeExperts = 2;
    w.custom = m;
    TrainingTarget t;
    t.tokens = 2e12;
    t.gpus = 1024;
    t.contextParallel = 2;
    t.expertParallel = 8;
    t.recompute = QStringLiteral("selective");
    t.batchTokens = 4194304;
    w.training = t;
    d.workload = w;
    const QByteArray bytes = DesignFile::serialize(d);
    QVERIFY2(bytes.contains("\"context\": 32768,\n      \"ffn\": 14336,\n      \"vocab\": 32000,\n"
                            "      \"experts\": 8,\n      \"active_experts\": 2\n"),
             bytes.constData());
    QVERIFY2(bytes.contains("\"cp\": 2,\n      \"ep\": 8,\n      \"recompute\": \"selective\",\n"
                            "      \"batch_tokens\": 4194304\n"),
             bytes.constData());
    for (const char *unset : {"\"pp\"", "\"zero\"", "\"micro_batch\"", "\"tp\""})
        QVERIFY2(!bytes.contains(unset), unset);
    const LoadResult loaded = DesignFile::parse(bytes);
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QVERIFY(*loaded.design == d);
    QCOMPARE(loaded.design->workload->training->zeroStage, -1);

    // A dense model writes no expert keys, and reads back dense.
    w.custom->experts = w.custom->activeExperts = 0;
    d.workload = w;
    const QByteArray dense = DesignFile::serialize(d);
    QVERIFY(!dense.contains("experts"));
    QVERIFY(*DesignFile::parse(dense).design == d);
}

void TestWorkloadFile::version4DefaultsLeaveThePlanToThePlanner_data()
{
    QTest::addColumn<int>("version");
    QTest::addColumn<QByteArray>("plan");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("zero");
    QTest::addColumn<int>("microBatch");
    // Version 4 wrote pp 1, zero 3 and micro_batch 1 when the user chose nothing: together they
    // are dropped. Any other value, or a version 5 file, keeps what it says.
    QTest::newRow("v4 defaults") << 4 << QByteArray(R"("pp": 1, "zero": 3, "micro_batch": 1)") << 0
                                 << -1 << 0;
    QTest::newRow("v4 pp 2") << 4 << QByteArray(R"("pp": 2, "zero": 3, "micro_batch": 1)") << 2 << 3
                             << 1;
    QTest::newRow("v4 zero 1") << 4 << QByteArray(R"("pp": 1, "zero": 1, "micro_batch": 1)") << 1
                               << 1 << 1;
    QTest::newRow("v4 micro 2") << 4 << QByteArray(R"("pp": 1, "zero": 3, "micro_batch": 2)") << 1
                                << 3 << 2;
    QTest::newRow("v5 as given") << 5 << QByteArray(R"("pp": 1, "zero": 3, "micro_batch": 1)") << 1
                                 << 3 << 1;
}

void TestWorkloadFile::version4DefaultsLeaveThePlanToThePlanner()
{
    QFETCH(int, version);
    QFETCH(QByteArray, plan);
    const LoadResult loaded = DesignFile::parse(withWorkload(
        R"({"model": "llama-3.1-70b", "training": {"tokens": 1e12, "gpus": 64, "tp": 8, )" + plan +
            "}}",
        version));
    QVERIFY2(loaded.ok(), qPrintable(describe(loaded)));
    QCOMPARE(loaded.fileVersion, version);
    const TrainingTarget &t = *loaded.design->workload->training;
    QCOMPARE(t.tensorParallel, 8); // not one of the three: always kept
    QTEST(t.pipelineParallel, "pp");
    QTEST(t.zeroStage, "zero");
    QTEST(t.microBatch, "microBatch");
}

void TestWorkloadFile::badWorkload_data()
{
    QTest::addColumn<QByteArray>("workload");
    QTest::addColumn<QString>("location");
    QTest::addColumn<QString>("message");
    auto row = [](const char *name, const char *json, const char *location, const char *message) {
        QTest::newRow(name) << QByteArray(json) << QString::fromLatin1(location)
                            << QString::fromUtf8(message);
    };
    row("not an object", R"("llama")", "workload", "expected an object, got a string");
    row("no model", R"({"training": {"tokens": 1e12, "days": 10}})", "workload",
        "missing model (a catalog model id) or custom_model (its numbers)");
    row("two models", R"({"model": "x", "custom_model": {"params": 1e9}})", "workload",
        "both model and custom_model: name one of them");
    row("negative tokens", R"({"model": "x", "training": {"tokens": -5, "days": 10}})",
        "workload.training.tokens", "expected a number from 1 to 1e+16, got -5");
    row("neither gpus nor days", R"({"model": "x", "training": {"tokens": 1e12}})",
        "workload.training", "missing gpus or days");
    row("both gpus and days",
        R"({"model": "x", "training": {"tokens": 1e12, "gpus": 8, "days": 1}})",
        "workload.training", "both gpus and days");
    row("mfu above 1", R"({"model": "x", "training": {"tokens": 1e12, "days": 9, "mfu": 1.5}})",
        "workload.training.mfu", "expected a number from 0.001 to 1, got 1.5");
    row("fractional gpus", R"({"model": "x", "training": {"tokens": 1e12, "gpus": 7.5}})",
        "workload.training.gpus", "expected a whole number from 1 to 100000000, got 7.5");
    row("unknown precision",
        R"({"model": "x", "inference": {"context": 8, "concurrency": 1, "precision": "fp6"}})",
        "workload.inference.precision",
        "unknown value \"fp6\", expected one of bf16, fp16, fp8, int8, int4, fp4");
    row("int4 training",
        R"({"model": "x", "training": {"tokens": 1e12, "days": 9, "precision": "int4"}})",
        "workload.training.precision", "unknown value \"int4\", expected one of bf16, fp8");
    row("zero stage 4", R"({"model": "x", "training": {"tokens": 1e12, "days": 9, "zero": 4}})",
        "workload.training.zero", "expected a whole number from 0 to 3, got 4");
    row("missing context", R"({"model": "x", "inference": {"concurrency": 1}})",
        "workload.inference.context", "missing, expected a whole number");
    row("custom without params", R"({"custom_model": {"layers": 80}})",
        "workload.custom_model.params", "missing, expected a number");
    row("more active experts than experts",
        R"({"custom_model": {"params": 1e9, "experts": 8, "active_experts": 9}})",
        "workload.custom_model.active_experts", "9 active experts of 8: at most all of them");
    row("experts without active", R"({"custom_model": {"params": 1e9, "experts": 8}})",
        "workload.custom_model.experts", "experts needs active_experts");
    row("active without experts", R"({"custom_model": {"params": 1e9, "active_experts": 2}})",
        "workload.custom_model.active_experts", "active_experts needs experts");
    row("ffn as text", R"({"custom_model": {"params": 1e9, "ffn": "big"}})",
        "workload.custom_model.ffn", "expected a whole number, got a string");
    row("unknown recompute",
        R"({"model": "x", "training": {"tokens": 1e12, "days": 9, "recompute": "half"}})",
        "workload.training.recompute",
        "unknown value \"half\", expected one of none, selective, full");
    row("ep 0", R"({"model": "x", "training": {"tokens": 1e12, "days": 9, "ep": 0}})",
        "workload.training.ep", "expected a whole number from 1 to 100000, got 0");
    row("batch of no tokens",
        R"({"model": "x", "training": {"tokens": 1e12, "days": 9, "batch_tokens": 0}})",
        "workload.training.batch_tokens", "expected a number from 1 to 1000000000000, got 0");
}

void TestWorkloadFile::badWorkload()
{
    QFETCH(QByteArray, workload);
    QFETCH(QString, location);
    QFETCH(QString, message);
    const LoadResult result = DesignFile::parse(withWorkload(workload));
    QVERIFY(!result.ok());
    bool found = false;
    for (const auto &e : result.errors)
        found = found || (e.location == location && e.message.startsWith(message));
    QVERIFY2(found, qPrintable(describe(result)));
}

QTEST_GUILESS_MAIN(TestWorkloadFile)
#include "tst_workloadfile.moc"
