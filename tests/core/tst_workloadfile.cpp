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

// A version 3 file with `workload` replaced by `workloadJson`.
QByteArray withWorkload(const QByteArray &workloadJson)
{
    return R"({"format": "podcad-design", "version": 4, "name": "W", "assumptions": {},
               "workload": )" +
           workloadJson + R"(, "fabrics": [], "racks": [], "devices": [], "links": []})";
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
  "version": 4,
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
    QCOMPARE(loaded.fileVersion, 4);
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
    WorkloadModel m;
    m.params = 46.7e9;
    m.activeParams = 12.9e9;
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.contextTokens = 32768;
    w.custom = m;
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
    expected.replace("\"version\": 2,", "\"version\": 4,");
    QVERIFY(d.hall);
    Design withoutHall = d;
    withoutHall.hall.reset();
    QCOMPARE(DesignFile::serialize(withoutHall), expected);
    QCOMPARE(readBytes(path), original); // reading never rewrites the file
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
        R"({"model": "x", "inference": {"context": 8, "concurrency": 1, "precision": "fp4"}})",
        "workload.inference.precision",
        "unknown value \"fp4\", expected one of bf16, fp16, fp8, int8, int4");
    row("int4 training",
        R"({"model": "x", "training": {"tokens": 1e12, "days": 9, "precision": "int4"}})",
        "workload.training.precision", "unknown value \"int4\", expected one of bf16, fp8");
    row("zero stage 4", R"({"model": "x", "training": {"tokens": 1e12, "days": 9, "zero": 4}})",
        "workload.training.zero", "expected a whole number from 0 to 3, got 4");
    row("missing context", R"({"model": "x", "inference": {"concurrency": 1}})",
        "workload.inference.context", "missing, expected a whole number");
    row("custom without params", R"({"custom_model": {"layers": 80}})",
        "workload.custom_model.params", "missing, expected a number");
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
