// The interval a prediction carries (issue 40, item 5): which published runs a band draws on,
// nearest first, the errors it spans and what a predicted duration or rate comes to on them.
// Hand-made outcomes give the oracles; the shipped rows are checked against the same rule
// computed eagerly, and the files' reader against a broken file.
#include "catalog/catalog.h"
#include "testpaths.h"
#include "workload/publishedruns.h"
#include "workload/validationband.h"

#include <QTemporaryDir>
#include <QTest>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

PublishedRunOutcome outcome(const QString &id, const QString &accelerator, Precision precision,
                            double error, bool calibrated = false)
{
    PublishedRunOutcome o;
    o.id = id;
    o.acceleratorId = accelerator;
    o.precision = precision;
    o.published = 100;
    o.predicted = 100 * (1 + error);
    o.calibrated = calibrated;
    return o;
}

} // namespace

class TestValidationBand final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generations();
    void nearestRowsFirst();
    void widensWhenTooFewRows();
    void refusedAndCalibratedRowsDoNotCount();
    void shippedBandIsTheRuleOverEveryRow();
    void brokenFileIsNamed();
};

void TestValidationBand::generations()
{
    QCOMPARE(gpuGeneration(u"a100-sxm-80gb"_s), u"Ampere"_s);
    QCOMPARE(gpuGeneration(u"h100-sxm"_s), u"Hopper"_s);
    QCOMPARE(gpuGeneration(u"h200-sxm"_s), u"Hopper"_s);
    QCOMPARE(gpuGeneration(u"b200"_s), u"Blackwell"_s);
    QCOMPARE(gpuGeneration(u"gb200"_s), u"Blackwell"_s);
    QCOMPARE(gpuGeneration(u"gb300"_s), u"Blackwell Ultra"_s);
    QCOMPARE(gpuGeneration(u"rubin-cpx"_s), u"Rubin"_s);
    QCOMPARE(gpuGeneration(u"mi300x"_s), QString());
    QCOMPARE(gpuGeneration(QString()), QString());
}

void TestValidationBand::nearestRowsFirst()
{
    const std::vector<PublishedRunOutcome> rows{
        outcome(u"h1"_s, u"h100-sxm"_s, Precision::Fp8, -0.2),
        outcome(u"h2"_s, u"h200-sxm"_s, Precision::Fp8, +0.1),
        outcome(u"h3"_s, u"h100-sxm"_s, Precision::Fp8, -0.1),
        outcome(u"h4"_s, u"h100-sxm"_s, Precision::Fp8, +0.05),
        outcome(u"h5"_s, u"h100-sxm"_s, Precision::Bf16, -0.4),
        outcome(u"b1"_s, u"b200"_s, Precision::Fp8, +0.3),
        outcome(u"b2"_s, u"gb200"_s, Precision::Fp8, -0.3),
    };
    const auto band = validationBandOf(rows, u"h100-sxm"_s, Precision::Fp8);
    QVERIFY(band);
    QCOMPARE(band->like, u"Hopper FP8"_s);
    QCOMPARE(band->rowIds, (QStringList{u"h1"_s, u"h2"_s, u"h3"_s, u"h4"_s}));
    QCOMPARE(band->errorLow, -0.2);
    QCOMPARE(band->errorHigh, 0.1);
    QCOMPARE(band->runsText(), u"4 published Hopper FP8 runs"_s);
    // 100 days predicted 20 % slow to 10 % fast: the runs took 80 to 110 days.
    const auto days = band->durationRange(100);
    QCOMPARE(days.first, 80.0);
    QCOMPARE(days.second, 110.0);
    // 1,000 tokens/s predicted: 1,000 / 1.1 to 1,000 / 0.8.
    const auto rate = band->rateRange(1000);
    QVERIFY(qFuzzyCompare(rate.first, 1000 / 1.1));
    QVERIFY(qFuzzyCompare(rate.second, 1250.0));
    QCOMPARE(band->durationText(100, u"days"_s),
             u"80.0-110.0 days on 4 published Hopper FP8 runs"_s);
    QCOMPARE(band->durationText(100, u"days"_s, 0),
             u"80-110 days on 4 published Hopper FP8 runs"_s);
    QCOMPARE(band->rateText(1000, u"tokens/s"_s),
             u"909-1,250 tokens/s on 4 published Hopper FP8 runs"_s);
}

void TestValidationBand::widensWhenTooFewRows()
{
    const std::vector<PublishedRunOutcome> rows{
        outcome(u"h1"_s, u"h100-sxm"_s, Precision::Fp8, -0.2),
        outcome(u"h2"_s, u"h100-sxm"_s, Precision::Fp8, +0.1),
        outcome(u"h3"_s, u"h100-sxm"_s, Precision::Bf16, -0.3),
        outcome(u"b1"_s, u"b200"_s, Precision::Fp8, +0.3),
        outcome(u"a1"_s, u"a100-sxm-80gb"_s, Precision::Bf16, +0.5),
    };
    // Two Hopper FP8 rows are too few: the three Hopper rows, whatever their precision.
    auto band = validationBandOf(rows, u"h100-sxm"_s, Precision::Fp8);
    QVERIFY(band);
    QCOMPARE(band->like, u"Hopper"_s);
    QCOMPARE(band->rows(), 3);
    QCOMPARE(band->errorLow, -0.3);
    QCOMPARE(band->errorHigh, 0.1);
    // Blackwell has one row: every FP8 row.
    band = validationBandOf(rows, u"gb200"_s, Precision::Fp8);
    QVERIFY(band);
    QCOMPARE(band->like, u"FP8"_s);
    QCOMPARE(band->rowIds, (QStringList{u"h1"_s, u"h2"_s, u"b1"_s}));
    // A part of no known generation in a precision of two rows: every row.
    band = validationBandOf(rows, u"mi300x"_s, Precision::Bf16);
    QVERIFY(band);
    QCOMPARE(band->like, QString());
    QCOMPARE(band->rows(), 5);
    QCOMPARE(band->runsText(), u"5 published runs"_s);
    QCOMPARE(band->errorHigh, 0.5);
    // Two rows in all: no band rather than one drawn on too little.
    QVERIFY(!validationBandOf({rows[0], rows[1]}, u"h100-sxm"_s, Precision::Fp8));
}

void TestValidationBand::refusedAndCalibratedRowsDoNotCount()
{
    std::vector<PublishedRunOutcome> rows{
        outcome(u"h1"_s, u"h100-sxm"_s, Precision::Fp8, -0.2),
        outcome(u"h2"_s, u"h100-sxm"_s, Precision::Fp8, +0.1),
        outcome(u"h3"_s, u"h100-sxm"_s, Precision::Fp8, +0.9, true),
        outcome(u"h4"_s, u"h100-sxm"_s, Precision::Fp8, 0),
        outcome(u"h5"_s, u"h100-sxm"_s, Precision::Bf16, -0.5),
    };
    rows[3].predicted = 0; // the model refused it
    // h3 was fitted on, h4 refused: two Hopper FP8 rows, so the three Hopper rows h1, h2, h5.
    const auto band = validationBandOf(rows, u"h100-sxm"_s, Precision::Fp8);
    QVERIFY(band);
    QCOMPARE(band->like, u"Hopper"_s);
    QCOMPARE(band->rowIds, (QStringList{u"h1"_s, u"h2"_s, u"h5"_s}));
    QCOMPARE(band->errorLow, -0.5);
    QCOMPARE(band->errorHigh, 0.1);
}

void TestValidationBand::shippedBandIsTheRuleOverEveryRow()
{
    QString error;
    const auto catalog = Catalog::open(test::catalogDbPath(), &error);
    QVERIFY2(catalog, qPrintable(error));
    std::vector<PublishedRunOutcome> training, serving;
    for (const PublishedRow &row : publishedTrainingRuns(&error))
        training.push_back(predictPublishedTraining(row, *catalog));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const PublishedRow &row : publishedServingRuns(&error))
        serving.push_back(predictPublishedServing(row, *catalog));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(training.size() >= 25 && serving.size() >= 10);
    int bands = 0;
    for (const char16_t *accelerator : {u"a100-sxm-80gb", u"h100-sxm", u"h200-sxm", u"b200",
                                        u"gb200", u"gb300", u"rubin", u"mi300x"})
        for (Precision precision : {Precision::Bf16, Precision::Fp8}) {
            const QString id = QString::fromUtf16(accelerator);
            const auto lazy = trainingValidationBand(*catalog, id, precision);
            const auto eager = validationBandOf(training, id, precision);
            QVERIFY(lazy && eager);
            QCOMPARE(lazy->like, eager->like);
            QCOMPARE(lazy->rowIds, eager->rowIds);
            QCOMPARE(lazy->errorLow, eager->errorLow);
            QCOMPARE(lazy->errorHigh, eager->errorHigh);
            QVERIFY(lazy->errorLow <= lazy->errorHigh);
            const auto served = servingValidationBand(*catalog, id, precision);
            const auto servedEager = validationBandOf(serving, id, precision);
            QVERIFY(served && servedEager);
            QCOMPARE(served->rowIds, servedEager->rowIds);
            QCOMPARE(served->errorLow, servedEager->errorLow);
            ++bands;
        }
    QCOMPARE(bands, 16);
    // The files' own Hopper FP8 training rows, not calibrated: the nearest band of an H100 in FP8.
    QStringList hopperFp8;
    for (const PublishedRow &row : publishedTrainingRuns())
        if (rowText(row, u"system"_s) == u"DGX-H100"_s &&
            rowText(row, u"precision"_s) == u"fp8"_s && rowText(row, u"calibrated"_s) == u"no"_s)
            hopperFp8 << rowText(row, u"id"_s);
    QVERIFY(hopperFp8.size() >= kMinValidationRows);
    QCOMPARE(trainingValidationBand(*catalog, u"h100-sxm"_s, Precision::Fp8)->rowIds, hopperFp8);
}

void TestValidationBand::brokenFileIsNamed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"runs.csv"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("id,model,published\nr1,\"GPT, 3\",12\nr2,GPT\n");
    file.close();
    QString error;
    QVERIFY(readPublishedRows(path, &error).empty());
    QCOMPARE(error, u"%1 record 3: 2 fields, the header has 3"_s.arg(path));
    error.clear();
    QVERIFY(readPublishedRows(dir.filePath(u"missing.csv"_s), &error).empty());
    QVERIFY2(error.startsWith(u"cannot open %1"_s.arg(dir.filePath(u"missing.csv"_s))),
             qPrintable(error));
    // A quoted comma is one field.
    QFile ok(path);
    QVERIFY(ok.open(QIODevice::WriteOnly | QIODevice::Truncate));
    ok.write("id,model,published\r\nr1,\"GPT, 3\",12\r\n");
    ok.close();
    error.clear();
    const auto rows = readPublishedRows(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(rows.size(), std::size_t(1));
    QCOMPARE(rowText(rows[0], u"model"_s), u"GPT, 3"_s);
    QCOMPARE(rowNumber(rows[0], u"published"_s), 12.0);
    QCOMPARE(rowInteger(rows[0], u"missing"_s), std::optional<int>());
}

QTEST_GUILESS_MAIN(TestValidationBand)
#include "tst_validationband.moc"
