// The performance model against published runs (issue 40): every row of
// resources/validation/training-runs.csv and serving-runs.csv run through the planner, the
// step-time model and the serving model with the publication's layout fixed, and the prediction
// compared with the published figure on the publication's own basis.
//
// The test checks that the data files are complete and well formed (citation, layout, basis) and
// that the model computes a figure for every row. It prints the table of predicted against
// published; with PODCAD_VALIDATION_OUT=FILE it also writes it there as Markdown
// (scripts/validate-performance.sh). The accuracy goal (median |error| <= 10 %, worst <= 20 %) is
// not met yet; the test holds the model to the figures docs/performance.md records, so that a
// change that makes it worse on the rows no constant was calibrated on fails.
#include "catalog/catalog.h"
#include "sizing/gpusystem.h"
#include "testpaths.h"
#include "workload/publishedruns.h"

#include <QFile>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

using Row = PublishedRow;
using Outcome = PublishedRunOutcome;

double number(const Row &row, const QString &key, double fallback = 0)
{
    return rowNumber(row, key, fallback);
}

// The bases core/workload/publishedruns.cpp knows how to convert.
const std::set<QString> kTrainingBases{u"tokens_per_gpu_s"_s, u"model_tflops_causal"_s,
                                       u"megatron_eq3_tflops"_s, u"iteration_s"_s,
                                       u"gpu_hours_per_trillion_tokens"_s};

// The recorded accuracy (docs/performance.md, "The validation suite"), rounded up: a ratchet
// to tighten as the model improves, until issue 40's 10 % and 20 % replace it.
constexpr double kTrainingMedianAbsAtMost = 0.18;
constexpr double kTrainingWorstAbsAtMost = 0.49;
constexpr double kServingMedianAbsAtMost = 0.09;
constexpr double kServingWorstAbsAtMost = 0.22;

struct Stats final
{
    int rows = 0;
    double medianAbs = 0;
    double meanSigned = 0;
    double worst = 0; // signed, the largest |error|
};

Stats statsOf(const std::vector<Outcome> &outcomes, bool withCalibrated)
{
    std::vector<double> errors;
    for (const Outcome &o : outcomes)
        if (withCalibrated || !o.calibrated)
            errors.push_back(o.error());
    Stats s;
    s.rows = int(errors.size());
    if (errors.empty())
        return s;
    std::vector<double> abs;
    for (double e : errors) {
        abs.push_back(std::abs(e));
        s.meanSigned += e / errors.size();
        if (std::abs(e) > std::abs(s.worst))
            s.worst = e;
    }
    std::sort(abs.begin(), abs.end());
    const std::size_t n = abs.size();
    s.medianAbs = n % 2 ? abs[n / 2] : (abs[n / 2 - 1] + abs[n / 2]) / 2;
    return s;
}

QString percent(double v)
{
    return u"%1%2 %"_s.arg(v >= 0 ? u"+"_s : QString()).arg(v * 100, 0, 'f', 1);
}

QString markdown(const QString &title, const std::vector<Outcome> &outcomes)
{
    QString out = u"### %1\n\n| Row | Published | Predicted | Error | Plan |\n"
                  u"| --- | ---: | ---: | ---: | --- |\n"_s.arg(title);
    for (const Outcome &o : outcomes)
        out += u"| %1%2 | %3 %4 | %5 | %6 | %7 |\n"_s
                   .arg(o.id, o.calibrated ? u" (cal.)"_s : QString())
                   .arg(o.published, 0, 'f', o.published < 100 ? 1 : 0)
                   .arg(o.unit)
                   .arg(o.computed() ? QString::number(o.predicted, 'f', o.predicted < 100 ? 1 : 0)
                                     : u"refused"_s)
                   .arg(o.computed() ? percent(o.error()) : u"-100 %"_s)
                   .arg(o.plan);
    const Stats all = statsOf(outcomes, true);
    out += u"\n%1 rows: median |error| %2 %, mean signed %3, worst %4"_s.arg(all.rows)
               .arg(all.medianAbs * 100, 0, 'f', 1)
               .arg(percent(all.meanSigned), percent(all.worst));
    const Stats fresh = statsOf(outcomes, false);
    if (fresh.rows != all.rows)
        out += u"; without the %1 calibration rows: median |error| %2 %, mean signed %3, worst %4"_s
                   .arg(all.rows - fresh.rows)
                   .arg(fresh.medianAbs * 100, 0, 'f', 1)
                   .arg(percent(fresh.meanSigned), percent(fresh.worst));
    return out + u".\n\n"_s;
}

// The checks every row of both files passes: a citation to a public document and a basis.
QString citationProblem(const Row &row)
{
    for (const QString &key :
         {u"id"_s, u"model"_s, u"system"_s, u"precision"_s, u"published"_s, u"basis"_s,
          u"verified"_s, u"source_title"_s, u"publisher"_s, u"date"_s, u"link"_s, u"locator"_s})
        if (row.count(key) == 0 || row.at(key).isEmpty())
            return u"no %1"_s.arg(key);
    if (!row.at(u"link"_s).startsWith(u"https://"_s))
        return u"the link is not a public https address"_s;
    if (!std::set<QString>{u"yes"_s, u"quoted"_s, u"no"_s}.count(row.at(u"verified"_s)))
        return u"verified is not yes, quoted or no"_s;
    if (!(number(row, u"published"_s) > 0))
        return u"the published figure is not a positive number"_s;
    for (const QString &key : {u"params"_s, u"layers"_s, u"hidden"_s, u"heads"_s, u"kv_heads"_s,
                               u"head_dim"_s, u"ffn"_s, u"vocab"_s, u"gpus"_s, u"tp"_s})
        if (!(number(row, key) > 0))
            return u"%1 is not a positive number"_s.arg(key);
    if (number(row, u"experts"_s) > 0 &&
        !(number(row, u"active_experts"_s) > 0 &&
          number(row, u"active_params"_s) < number(row, u"params"_s)))
        return u"a mixture of experts without its active experts and parameters"_s;
    return {};
}

QString trainingProblem(const Row &row)
{
    if (const QString p = citationProblem(row); !p.isEmpty())
        return p;
    if (!kTrainingBases.count(row.at(u"basis"_s)))
        return u"unknown basis %1"_s.arg(row.at(u"basis"_s));
    for (const QString &key : {u"pp"_s, u"global_batch"_s, u"seq_len"_s})
        if (!(number(row, key) > 0))
            return u"%1 is not a positive number"_s.arg(key);
    const int gpus = int(number(row, u"gpus"_s));
    const int replica = int(number(row, u"tp"_s) * number(row, u"pp"_s) * number(row, u"cp"_s, 1));
    if (gpus % replica != 0)
        return u"TP x PP x CP = %1 does not divide %2 GPUs"_s.arg(replica).arg(gpus);
    const int dpCp = gpus / replica * int(number(row, u"cp"_s, 1));
    if (dpCp % int(number(row, u"ep"_s, 1)) != 0)
        return u"EP does not divide DP x CP"_s;
    for (const QString &key : {u"calibrated"_s, u"flash_attention"_s})
        if (row.count(key) == 0 || !std::set<QString>{u"yes"_s, u"no"_s}.count(row.at(key)))
            return u"%1 is not yes or no"_s.arg(key);
    return {};
}

} // namespace

class TestPerfValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void trainingRowsAreComplete();
    void servingRowsAreComplete();
    void trainingRowsArePredicted();
    void servingRowsArePredicted();
    void cleanupTestCase();

private:
    std::optional<GpuSystem> system(const QString &sku);

    std::optional<Catalog> mCatalog;
    std::vector<Row> mTraining, mServing;
    QString mTable;
};

void TestPerfValidation::initTestCase()
{
    QString error;
    mCatalog = Catalog::open(test::catalogDbPath(), &error);
    QVERIFY2(mCatalog, qPrintable(error));
    mTraining = publishedTrainingRuns(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    mServing = publishedServingRuns(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

std::optional<GpuSystem> TestPerfValidation::system(const QString &sku)
{
    return GpuSystem::fromCatalog(*mCatalog, sku, nullptr);
}

void TestPerfValidation::trainingRowsAreComplete()
{
    // Issue 40: at least 25 published training runs, each cited, with its layout and basis.
    QVERIFY2(mTraining.size() >= 25, qPrintable(QString::number(mTraining.size())));
    std::set<QString> ids;
    for (const Row &row : mTraining) {
        const QString problem = trainingProblem(row);
        QVERIFY2(problem.isEmpty(), qPrintable(row.at(u"id"_s) + u": "_s + problem));
        QVERIFY2(ids.insert(row.at(u"id"_s)).second, qPrintable(row.at(u"id"_s)));
        QVERIFY2(system(row.at(u"system"_s)), qPrintable(row.at(u"system"_s)));
        QVERIFY2(parsePrecision(row.at(u"precision"_s)), qPrintable(row.at(u"precision"_s)));
    }
}

void TestPerfValidation::servingRowsAreComplete()
{
    QVERIFY2(mServing.size() >= 10, qPrintable(QString::number(mServing.size())));
    std::set<QString> ids;
    for (const Row &row : mServing) {
        const QString problem = citationProblem(row);
        QVERIFY2(problem.isEmpty(), qPrintable(row.at(u"id"_s) + u": "_s + problem));
        QVERIFY2(ids.insert(row.at(u"id"_s)).second, qPrintable(row.at(u"id"_s)));
        QCOMPARE(row.at(u"basis"_s), u"output_tokens_per_s_total"_s);
        QVERIFY2(number(row, u"prompt_tokens"_s) > 0 && number(row, u"output_tokens"_s) > 0,
                 qPrintable(row.at(u"id"_s)));
        QCOMPARE(number(row, u"gpus"_s), number(row, u"tp"_s));
        QVERIFY2(system(row.at(u"system"_s)), qPrintable(row.at(u"system"_s)));
        QVERIFY(parsePrecision(row.at(u"precision"_s)));
        QVERIFY(parsePrecision(row.at(u"kv_precision"_s)));
    }
}

void TestPerfValidation::trainingRowsArePredicted()
{
    std::vector<Outcome> outcomes;
    for (const Row &row : mTraining) {
        const Outcome o = predictPublishedTraining(row, *mCatalog);
        outcomes.push_back(o);
        qInfo("%-34s published %9.1f predicted %9.1f %s  %s", qPrintable(o.id), o.published,
              o.predicted, qPrintable(o.computed() ? percent(o.error()) : u"refused"_s),
              qPrintable(o.plan));
    }
    mTable += markdown(u"Training"_s, outcomes);
    // Every row the published layout allows is predicted: a refusal is a model defect (memory
    // counted wrong), not an outcome to average away.
    for (const Outcome &o : outcomes)
        QVERIFY2(o.computed(), qPrintable(o.id + u": "_s + o.plan));
    const Stats fresh = statsOf(outcomes, false);
    QVERIFY2(fresh.medianAbs <= kTrainingMedianAbsAtMost, qPrintable(percent(fresh.medianAbs)));
    QVERIFY2(std::abs(fresh.worst) <= kTrainingWorstAbsAtMost, qPrintable(percent(fresh.worst)));
}

void TestPerfValidation::servingRowsArePredicted()
{
    std::vector<Outcome> outcomes;
    for (const Row &row : mServing) {
        const Outcome o = predictPublishedServing(row, *mCatalog);
        outcomes.push_back(o);
        qInfo("%-44s published %9.1f predicted %9.1f %s  %s", qPrintable(o.id), o.published,
              o.predicted, qPrintable(o.computed() ? percent(o.error()) : u"refused"_s),
              qPrintable(o.plan));
    }
    mTable += markdown(u"Serving (output tokens/s per GPU at maximum load)"_s, outcomes);
    for (const Outcome &o : outcomes)
        QVERIFY2(o.computed(), qPrintable(o.id + u": "_s + o.plan));
    const Stats all = statsOf(outcomes, true);
    QVERIFY2(all.medianAbs <= kServingMedianAbsAtMost, qPrintable(percent(all.medianAbs)));
    QVERIFY2(std::abs(all.worst) <= kServingWorstAbsAtMost, qPrintable(percent(all.worst)));
}

void TestPerfValidation::cleanupTestCase()
{
    const QString path = qEnvironmentVariable("PODCAD_VALIDATION_OUT");
    if (path.isEmpty() || mTable.isEmpty())
        return;
    QFile out(path);
    if (out.open(QIODevice::WriteOnly | QIODevice::Text))
        out.write(mTable.toUtf8());
}

QTEST_GUILESS_MAIN(TestPerfValidation)
#include "tst_perfvalidation.moc"
