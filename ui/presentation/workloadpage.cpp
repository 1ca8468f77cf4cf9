#include "workloadpage.h"

#include "catalog/catalog.h"
#include "costs/chartlegend.h"
#include "costs/costcharts.h"
#include "format/moneyformat.h"
#include "format/moneyscale.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "model/design.h"
#include "presentationstyle.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/workloadcomputation.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QSlider>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace podcad {
namespace {

using format::count;
using format::number;
using format::usdShort;
using presentation::kBasePointSize;
using presentation::label;

// The tokens slider spans a decade either way of the design's tokens, in hundredths of a decade
// (2.3 % a step): a what-if from a tenth to ten times the data.
constexpr int kTokenSteps = 100;

const QColor kDaysColour(0x1f, 0x4e, 0x79);
const QColor kOnPremColour(0x22, 0x22, 0x22);
const QColor kCloudColour(0xd9, 0x48, 0x4a);
const QColor kDesignColour(0x76, 0xb9, 0x00);
const QColor kWhatIfColour(0xe8, 0x8e, 0x2b);

// "H100 SXM" of "NVIDIA H100 SXM", "GB200" of "NVIDIA GB200 (Blackwell GPU in NVL72)".
QString gpuName(const GpuSystem &system)
{
    QString name = system.accelerator.name.isEmpty() ? system.sku : system.accelerator.name;
    if (!system.accelerator.vendor.isEmpty() && name.startsWith(system.accelerator.vendor + u' '))
        name = name.mid(system.accelerator.vendor.size() + 1);
    if (const qsizetype paren = name.indexOf(QStringLiteral(" (")); paren > 0)
        name.truncate(paren);
    return name;
}

// Days as a headline says them: "38 days", "4.5 days".
QString daysText(double days)
{
    return number(days, days < 10 ? 1 : 0);
}

QString gbText(double gb)
{
    return number(gb, gb < 10 ? 1 : 0);
}

} // namespace

WorkloadPage::WorkloadPage(LiveSession *live, QWidget *parent)
    : QWidget(parent)
    , mLive(live)
    , mWhatIf(new WorkloadComputation(live->catalogSnapshot(), this))
{
    setObjectName(QStringLiteral("workloadPage"));
    mHeadline = label(QString(), 24, true, this, QStringLiteral("#1f4e79"));
    mHeadline->setObjectName(QStringLiteral("workloadHeadline"));
    mHeadline->setWordWrap(true);
    mDetail = label(QString(), 11, false, this, QStringLiteral("#555"));
    mDetail->setObjectName(QStringLiteral("workloadDetail"));
    mDetail->setWordWrap(true);

    // Four to a row, as on the cost page: a quarter of the width holds every value.
    mFigureGrid = new QGridLayout;
    const char *keys[] = {"days",  "gpus",   "gpuhours", "memory",
                          "power", "energy", "onprem",   "cloud"};
    for (int i = 0; i < 8; ++i)
        addFigure(QString::fromLatin1(keys[i]), mFigureGrid, (i / 4) * 2, i % 4);
    for (int c = 0; c < 4; ++c)
        mFigureGrid->setColumnStretch(c, 1);
    mServing = label(QString(), 12, false, this);
    mServing->setObjectName(QStringLiteral("workloadServing"));
    mServing->setWordWrap(true);

    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    mChartBox = new QWidget(this);
    mChartBox->setObjectName(QStringLiteral("workloadChartBox"));
    mChart = new QChartView(chart, mChartBox);
    mChart->setObjectName(QStringLiteral("workloadChart"));
    mChart->setRenderHint(QPainter::Antialiasing);
    mChart->setMinimumSize(200, 120);
    mChartTitle = label(tr("Days and cost of the run against the GPU count"), 15, true, mChartBox);
    mChartTitle->setObjectName(QStringLiteral("workloadChartTitle"));
    mChartTitle->setWordWrap(true);
    mChartTitle->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    mChartNote = label(QString(), 10, false, mChartBox, QStringLiteral("#777"));
    mChartNote->setObjectName(QStringLiteral("workloadChartNote"));
    mChartNote->setWordWrap(true);
    mLegend = new ChartLegend(chart, 12, /*compact=*/false, mChartBox);
    mLegend->setObjectName(QStringLiteral("workloadLegend"));
    mLegend->setProperty(kBasePointSize, 12.0);
    auto *chartColumn = new QVBoxLayout(mChartBox);
    chartColumn->setContentsMargins(0, 0, 0, 0);
    chartColumn->setSpacing(2);
    chartColumn->addWidget(mChartTitle);
    chartColumn->addWidget(mChart, 1);
    chartColumn->addWidget(mLegend);
    chartColumn->addWidget(mChartNote);

    // The series and axes are made once: a slider move replaces points and ranges only, which
    // keeps dragging smooth (rebuilding a QChart's axes costs tens of milliseconds).
    auto line = [chart](const QString &name, const QString &objectName, const QColor &colour) {
        auto *s = new QLineSeries(chart);
        s->setName(name);
        s->setObjectName(objectName);
        s->setPen(QPen(colour, 3));
        chart->addSeries(s);
        return s;
    };
    // The band first, so that every line and mark is drawn over it; a solid tint rather than a
    // translucent one, so that the legend's swatch is the colour on the chart.
    mDaysBand = new QAreaSeries(new QLineSeries(chart), new QLineSeries(chart));
    mDaysBand->setObjectName(daysBandSeries());
    mDaysBand->setColor(QColor::fromRgbF(0.75 + 0.25 * kDaysColour.redF(),
                                         0.75 + 0.25 * kDaysColour.greenF(),
                                         0.75 + 0.25 * kDaysColour.blueF()));
    mDaysBand->setPen(Qt::NoPen);
    chart->addSeries(mDaysBand);
    mDays = line(tr("days of the run"), daysSeries(), kDaysColour);
    mOnPrem = line(tr("on-prem cost of the run"), onPremSeries(), kOnPremColour);
    mCloud = line(tr("cheapest cloud, on demand"), cloudSeries(), kCloudColour);
    QPen dashed = mOnPrem->pen();
    dashed.setStyle(Qt::DashLine);
    mOnPrem->setPen(dashed);
    dashed.setColor(kCloudColour);
    mCloud->setPen(dashed);
    auto mark = [chart](const QString &objectName, const QColor &colour) {
        auto *s = new QScatterSeries(chart);
        s->setObjectName(objectName);
        s->setColor(colour);
        s->setBorderColor(Qt::white);
        s->setMarkerSize(14);
        chart->addSeries(s);
        return s;
    };
    mDesignMark = mark(designMarker(), kDesignColour);
    mWhatIfMark = mark(whatIfMarker(), kWhatIfColour);
    mGpuAxis = new QValueAxis(chart);
    mGpuAxis->setTitleText(tr("GPUs"));
    mGpuAxis->setLabelFormat(QStringLiteral("%d"));
    mDaysAxis = new QValueAxis(chart);
    mDaysAxis->setTitleText(tr("days"));
    mDaysAxis->setLabelFormat(QStringLiteral("%.0f"));
    mDaysAxis->setLinePenColor(kDaysColour);
    mDaysAxis->setLabelsColor(kDaysColour);
    mCostAxis = new QValueAxis(chart);
    mCostAxis->setLabelFormat(QStringLiteral("%.1f"));
    chart->addAxis(mGpuAxis, Qt::AlignBottom);
    chart->addAxis(mDaysAxis, Qt::AlignLeft);
    chart->addAxis(mCostAxis, Qt::AlignRight);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(mGpuAxis);
        s->attachAxis(s == mOnPrem || s == mCloud ? mCostAxis : mDaysAxis);
    }
    chart->legend()->hide();

    mSliderBox = new QWidget(this);
    mSliderBox->setObjectName(QStringLiteral("workloadSliders"));
    auto slider = [this](const QString &name) {
        auto *s = new QSlider(Qt::Horizontal, mSliderBox);
        s->setObjectName(name);
        s->setMinimumWidth(60);
        connect(s, &QSlider::valueChanged, this, &WorkloadPage::update);
        return s;
    };
    mTokens = slider(QStringLiteral("tokensSlider"));
    mTokens->setRange(-kTokenSteps, kTokenSteps);
    mTokens->setPageStep(10);
    mGpus = slider(QStringLiteral("gpusSlider"));
    mMfu = slider(QStringLiteral("mfuSlider"));
    mMfu->setRange(10, 70);
    mTokensText = label(QString(), 13, true, mSliderBox);
    mTokensText->setObjectName(QStringLiteral("tokensValue"));
    mGpusText = label(QString(), 13, true, mSliderBox);
    mGpusText->setObjectName(QStringLiteral("gpusValue"));
    mMfuText = label(QString(), 13, true, mSliderBox);
    mMfuText->setObjectName(QStringLiteral("mfuValue"));
    mReset = new QPushButton(tr("Design values"), mSliderBox);
    mReset->setObjectName(QStringLiteral("resetWorkloadWhatIf"));
    mReset->setProperty(kBasePointSize, 11.0);
    connect(mReset, &QPushButton::clicked, this, &WorkloadPage::resetToDesign);
    mLeave = new QPushButton(tr("Leave (Esc)"), mSliderBox);
    mLeave->setObjectName(QStringLiteral("leaveWorkloadPage"));
    mLeave->setProperty(kBasePointSize, 11.0);
    connect(mLeave, &QPushButton::clicked, this, [this] { window()->close(); });
    mSliders = new QHBoxLayout(mSliderBox);
    mSliders->setContentsMargins(0, 0, 0, 0);
    for (auto [caption, s, text] :
         {std::tuple{tr("Tokens"), mTokens, mTokensText}, std::tuple{tr("GPUs"), mGpus, mGpusText},
          std::tuple{tr("MFU"), mMfu, mMfuText}}) {
        mSliders->addWidget(label(caption, 13, false, mSliderBox));
        mSliders->addWidget(s, 1);
        mSliders->addWidget(text);
    }
    mSliders->addWidget(mReset);
    mSliders->addWidget(mLeave);

    mLayout = new QVBoxLayout(this);
    mLayout->setContentsMargins(0, 0, 0, 0);
    mLayout->addWidget(mHeadline);
    mLayout->addWidget(mDetail);
    mLayout->addLayout(mFigureGrid);
    mLayout->addWidget(mServing);
    mLayout->addWidget(mChartBox, 1);
    mLayout->addStretch(0);
    mLayout->addWidget(mSliderBox);
    setScale(1.0);

    connect(mLive, &LiveSession::workloadReady, this, &WorkloadPage::onDesign);
    // Whether the design has a workload at all is known at once: presentation mode offers the
    // page by it.
    connect(mLive->document(), &Document::changed, this, &WorkloadPage::onDesign);
    connect(mWhatIf, &WorkloadComputation::ready, this, &WorkloadPage::showResult);
    connect(mLive, &LiveSession::catalogChanged, this,
            [this] { mWhatIf->setCatalog(mLive->catalogSnapshot()); });
    onDesign();
}

QLabel *WorkloadPage::addFigure(const QString &key, QGridLayout *grid, int row, int column)
{
    QLabel *value = label(QStringLiteral("-"), 24, true, this, QStringLiteral("#1f4e79"));
    value->setObjectName(QStringLiteral("workload_") + key);
    QLabel *caption = label(QString(), 11, false, this, QStringLiteral("#555"));
    caption->setObjectName(QStringLiteral("workloadCaption_") + key);
    value->setWordWrap(true);
    caption->setWordWrap(true);
    value->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    caption->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    grid->addWidget(value, row, column);
    grid->addWidget(caption, row + 1, column);
    mFigures[key] = value;
    mCaptions[key] = caption;
    return value;
}

QLabel *WorkloadPage::figure(const QString &key) const
{
    const auto it = mFigures.find(key);
    return it == mFigures.end() ? nullptr : it->second;
}

void WorkloadPage::setFigure(const QString &key, const QString &text, double value,
                             const QString &caption)
{
    QLabel *l = mFigures.at(key);
    l->setText(text);
    l->setProperty("value", value);
    mCaptions.at(key)->setText(caption);
}

bool WorkloadPage::isComputing() const
{
    return mLive->isWorkloadPending() || mWhatIf->isPending();
}

void WorkloadPage::onDesign()
{
    const Design &design = mLive->document()->design();
    const Catalog *catalog = mLive->catalog();
    const bool has =
        catalog && design.workload && (design.workload->training || design.workload->inference);
    const std::shared_ptr<const WorkloadEvaluation> evaluation = mLive->workload();
    if (has && evaluation && !mLive->isWorkloadPending()) {
        mDesignEvaluation = *evaluation;
        const bool newWorkload = mDesignWorkload != design.workload;
        mDesignWorkload = design.workload;
        if (newWorkload)
            resetToDesign(); // a new workload starts from its own values; other edits keep the
                             // room's
        else
            update();
    } else if (!has) {
        mDesignWorkload.reset();
        mDesignEvaluation = {};
        mEvaluation = {};
    }
    if (has != mHasWorkload) {
        mHasWorkload = has;
        Q_EMIT availabilityChanged(has);
    }
}

Workload WorkloadPage::whatIf() const
{
    if (!mDesignWorkload)
        return {};
    Workload w = *mDesignWorkload;
    const std::optional<TrainingEvaluation> &design = mDesignEvaluation.training;
    if (!w.training || !design || !mDesignEvaluation.system)
        return w;
    // A slider at the design's value (its step) means the design's value, unrounded: the page
    // then shows exactly what the Workload dock, the CLI and the reports show.
    TrainingTarget &t = *w.training;
    if (mTokens->value() != 0)
        t.tokens = design->tokens * std::pow(10.0, double(mTokens->value()) / kTokenSteps);
    if (mGpus->value() != design->run.nodes)
        t.gpus = mGpus->value() * mDesignEvaluation.system->gpusPerNode;
    if (mMfu->value() != int(std::lround(design->mfu * 100))) {
        t.mfu = mMfu->value() / 100.0;
        t.achievedTflops.reset();
    }
    return w;
}

void WorkloadPage::resetToDesign()
{
    const QSignalBlocker b1(mTokens), b2(mGpus), b3(mMfu);
    mTokens->setValue(0);
    if (const auto &t = mDesignEvaluation.training; t && mDesignEvaluation.system) {
        // From a quarter of the design's nodes to four times them (and the target's own count,
        // when it names one outside that).
        const int nodes = std::max(1, mDesignEvaluation.designNodes);
        const int low =
            std::min(std::max(1, int(std::lround(nodes / 4.0))), std::max(1, t->run.nodes));
        const int high = std::max(4 * nodes, t->run.nodes);
        mGpus->setRange(low, high);
        mGpus->setPageStep(std::max(1, (high - low) / 10));
        mGpus->setValue(t->run.nodes > 0 ? t->run.nodes : nodes);
        const int mfu = int(std::lround(t->mfu * 100));
        mMfu->setRange(std::min(10, mfu), std::max(70, mfu));
        mMfu->setValue(mfu);
    }
    setScale(mScale); // the GPU count's widest value follows the range
    update();
}

void WorkloadPage::update()
{
    const Catalog *catalog = mLive->catalog();
    if (!mDesignWorkload || !catalog) {
        mHeadline->setText(tr("No workload: set one in the Workload dock."));
        mDetail->clear();
        return;
    }
    // On what the session's newest results say of the design: the runs' costs as the Workload
    // dock shows them. The chart spans the GPU slider's range and marks the design's GPUs.
    std::optional<CurveRange> curve;
    if (mDesignWorkload->training)
        curve = CurveRange{mGpus->minimum(), mGpus->maximum(),
                           mDesignEvaluation.training ? mDesignEvaluation.training->run.gpus : 0};
    mWhatIf->evaluate(whatIf(), mLive->workloadDesign(), curve);
}

void WorkloadPage::showResult()
{
    if (!mDesignWorkload || !mWhatIf->result())
        return;
    QElapsedTimer timer;
    timer.start();
    mEvaluation = *mWhatIf->result();
    const auto done = qScopeGuard([&] { mLastUpdateMs = timer.nsecsElapsed() / 1e6; });
    const bool training =
        mEvaluation.ok() && mEvaluation.training && mEvaluation.training->run.gpus > 0;
    mChartBox->setVisible(training);
    mSliderBox->setVisible(training);
    if (!mEvaluation.ok()) {
        mHeadline->setText(mEvaluation.sentences().join(u' '));
        mDetail->clear();
        for (auto &[key, l] : mFigures) {
            l->setText(QString());
            mCaptions.at(key)->setText(QString());
        }
        mServing->hide();
        return;
    }
    if (training) {
        showTraining(*mEvaluation.training);
        fillChart(*mEvaluation.training, mWhatIf->curve());
        if (mEvaluation.inference)
            showInference(*mEvaluation.inference, false);
        else
            mServing->hide();
    } else if (mEvaluation.inference) {
        showInference(*mEvaluation.inference, true);
    } else {
        mHeadline->setText(mEvaluation.sentences().join(u' '));
    }
}

void WorkloadPage::showTraining(const TrainingEvaluation &t)
{
    const WorkloadEvaluation &e = mEvaluation;
    const GpuSystem &system = *e.system;
    const TrainingRun &run = t.run;
    const QString gpu = gpuName(system);
    QString headline = tr("%1 on %2 tokens: %3 days on %4 %5")
                           .arg(e.model.name, format::shortCount(t.tokens), daysText(run.days),
                                count(run.gpus), gpu);
    const RunCost *cost = mEvaluation.trainingCost ? &*mEvaluation.trainingCost : nullptr;
    const CloudRunCost *cheapest = cost ? cost->cheapestCloud() : nullptr;
    if (cost && cheapest)
        // A non-breaking hyphen: a wrapped headline never splits "on-prem".
        headline += tr(", %1 on\u2011prem vs %2 in the cloud")
                        .arg(usdShort(cost->onPrem.usd), usdShort(cheapest->usd));
    else if (cost)
        headline += tr(", %1 on\u2011prem").arg(usdShort(cost->onPrem.usd));
    mHeadline->setText(headline);
    QString detail =
        tr("%1, MFU %2 of %3 TFLOP/s dense per GPU; %4 (%5 GPUs per %6).")
            .arg(precisionName(t.precision).toUpper(), format::percent(t.mfu), number(t.peakTflops),
                 system.sku, count(system.gpusPerNode), system.nodeName);
    if (t.validation)
        detail += u' ' +
                  tr("Published runs like this: %1.")
                      .arg(t.validation->durationText(run.days, tr("days"), run.days < 10 ? 1 : 0));
    mDetail->setText(detail);
    setFigure(QStringLiteral("days"), daysText(run.days), run.days, tr("days"));
    setFigure(QStringLiteral("gpus"), count(run.gpus), run.gpus,
              tr("%1 GPUs (%2 %3s)").arg(gpu, count(run.nodes), system.nodeName));
    setFigure(QStringLiteral("gpuhours"), number(run.gpuHours), run.gpuHours, tr("GPU-hours"));
    setFigure(QStringLiteral("memory"), gbText(t.memory.perGpuGb) + QStringLiteral(" GB"),
              t.memory.perGpuGb,
              t.fits ? tr("per GPU of %1 GB: fits").arg(gbText(t.gpuMemoryGb))
                     : tr("per GPU of %1 GB: does not fit").arg(gbText(t.gpuMemoryGb)));
    // In the unit the cost page says power in: "42.0 kW", not "0.04 MW".
    const format::ScaledPower power = format::scaledPower(run.itPowerMw * 1000);
    setFigure(QStringLiteral("power"), power.figure, run.itPowerMw,
              tr("%1 IT power").arg(power.unit));
    setFigure(QStringLiteral("energy"), number(run.energyMwh), run.energyMwh,
              tr("MWh at PUE %1").arg(number(e.pue, 2)));
    if (cost)
        setFigure(QStringLiteral("onprem"), usdShort(cost->onPrem.usd), cost->onPrem.usd,
                  tr("on-prem: the run's share of the TCO"));
    else
        setFigure(QStringLiteral("onprem"), QStringLiteral("-"), 0,
                  tr("on-prem: costs not computed yet"));
    if (cheapest)
        setFigure(QStringLiteral("cloud"), usdShort(cheapest->usd), cheapest->usd,
                  tr("cloud: %1 %2 on demand").arg(cheapest->provider, cheapest->instance));
    else
        setFigure(QStringLiteral("cloud"), QStringLiteral("-"), 0,
                  tr("cloud: no offer for this GPU"));

    mTokensText->setText(format::shortCount(t.tokens));
    mGpusText->setText(count(mGpus->value() * system.gpusPerNode));
    mMfuText->setText(format::percent(t.mfu));
}

void WorkloadPage::showInference(const InferenceEvaluation &i, bool alone)
{
    const WorkloadEvaluation &e = mEvaluation;
    const InferenceSizing &s = i.sizing;
    const QString gpu = gpuName(*e.system);
    const QString what =
        tr("%1 serving %2 sequences of %3 tokens (%4)")
            .arg(e.model.name, count(i.input.concurrency), count(i.input.contextTokens),
                 precisionName(i.input.weights).toUpper());
    QString line;
    if (!i.fits)
        line = tr("%1: one replica does not fit in an NVLink domain of %2 GPUs")
                   .arg(what, count(e.system->nvlinkDomain));
    else
        line =
            tr("%1: %2 of %3 %4, at most %5 tokens/s (upper bound)")
                .arg(what,
                     s.replicas == 1 ? tr("1 replica") : tr("%1 replicas").arg(count(s.replicas)),
                     count(s.gpusPerReplica), gpu, number(s.decodeTokensPerS * s.replicas));
    if (!alone) {
        mServing->setText(tr("Serving: ") + line + u'.');
        mServing->show();
        return;
    }
    mServing->hide();
    mHeadline->setText(line);
    mDetail->setText(
        tr("Upper bounds: decode reads the weights and every sequence's KV cache from HBM once per "
           "token; prefill runs at the dense peak. Real serving reaches a fraction of both."));
    setFigure(QStringLiteral("days"), count(s.replicas), s.replicas,
              i.input.targetTokensPerS > 0
                  ? tr("replicas for %1 tokens/s").arg(number(i.input.targetTokensPerS))
                  : tr("replicas"));
    setFigure(QStringLiteral("gpus"), count(s.gpusPerReplica), s.gpusPerReplica,
              tr("%1 GPUs per replica").arg(gpu));
    setFigure(QStringLiteral("gpuhours"), number(s.decodeTokensPerS), s.decodeTokensPerS,
              tr("decode tokens/s per replica, upper bound"));
    setFigure(QStringLiteral("memory"), gbText(s.memoryPerGpuGb) + QStringLiteral(" GB"),
              s.memoryPerGpuGb, tr("per GPU of %1 GB usable").arg(gbText(s.usableMemoryPerGpuGb)));
    setFigure(QStringLiteral("power"), number(s.prefillTokensPerS), s.prefillTokensPerS,
              tr("prefill tokens/s per replica, upper bound"));
    setFigure(QStringLiteral("energy"), gbText(s.kvCacheGb) + QStringLiteral(" GB"), s.kvCacheGb,
              tr("KV cache at full context"));
    setFigure(QStringLiteral("onprem"), count(i.designReplicas), i.designReplicas,
              tr("replicas the design's %1 GPUs hold").arg(count(e.designGpus)));
    const RunCost *cost = mEvaluation.inferenceCost ? &*mEvaluation.inferenceCost : nullptr;
    const CloudRunCost *cheapest = cost ? cost->cheapestCloud() : nullptr;
    if (cheapest)
        setFigure(QStringLiteral("cloud"), format::usd(cheapest->usdPerMillionTokens, 3),
                  cheapest->usdPerMillionTokens,
                  tr("per million tokens, %1 %2 (at the upper bound)")
                      .arg(cheapest->provider, cheapest->instance));
    else
        setFigure(QStringLiteral("cloud"), QStringLiteral("-"), 0,
                  tr("per million tokens in the cloud"));
    if (cost)
        setFigure(QStringLiteral("onprem"), format::usd(cost->onPrem.usdPerMillionTokens, 3),
                  cost->onPrem.usdPerMillionTokens,
                  tr("per million tokens on-prem (at the upper bound)"));
}

void WorkloadPage::fillChart(const TrainingEvaluation &t, const TrainingCurve &curve)
{
    const int perNode = std::max(1, mEvaluation.system->gpusPerNode);
    const int low = mGpus->minimum(), high = mGpus->maximum();
    QList<QPointF> days, onPrem, cloud;
    days.reserve(qsizetype(curve.points.size()));
    double maxDays = 0, maxCost = 0;
    // On-prem is the run's share of the design's TCO, linear in GPU-hours, so at constant MFU
    // (constant GPU-hours) it stays level but for whole-node rounding; the cloud follows its
    // instance rounding. Beyond the design's GPUs the share exceeds 1: more of the same hardware
    // at the same cost per GPU-hour, which a larger fabric would raise somewhat (the note says so).
    for (const CurvePoint &p : curve.points) {
        days.append(QPointF(p.gpus, p.days));
        maxDays = std::max(maxDays, p.days);
        if (p.onPremUsd) {
            onPrem.append(QPointF(p.gpus, *p.onPremUsd));
            maxCost = std::max(maxCost, *p.onPremUsd);
        }
        if (p.cloudUsd) {
            cloud.append(QPointF(p.gpus, *p.cloudUsd));
            maxCost = std::max(maxCost, *p.cloudUsd);
        }
    }
    mDays->replace(days);
    // Each point's days as they came to on published runs like this one: the model's error on
    // them is a ratio, so the band scales with the curve.
    QList<QPointF> bandLow, bandHigh;
    if (t.validation) {
        for (const QPointF &p : days) {
            const auto [low, high] = t.validation->durationRange(p.y());
            bandLow.append(QPointF(p.x(), low));
            bandHigh.append(QPointF(p.x(), high));
            maxDays = std::max(maxDays, high);
        }
        mDaysBand->setName(tr("days on %1").arg(t.validation->runsText()));
    }
    mDaysBand->lowerSeries()->replace(bandLow);
    mDaysBand->upperSeries()->replace(bandHigh);
    const format::MoneyScale money = format::moneyScale(maxCost);
    for (QList<QPointF> *points : {&onPrem, &cloud})
        for (QPointF &p : *points)
            p.setY(p.y() / money.divisor);
    mOnPrem->replace(onPrem);
    mCloud->replace(cloud);
    mCostAxis->setTitleText(tr("cost of the run (%1)").arg(money.suffix));
    mCostAxis->setRange(0, maxCost > 0 ? maxCost / money.divisor * 1.1 : 1);
    mCostAxis->applyNiceNumbers();

    const int designGpus = mDesignEvaluation.training ? mDesignEvaluation.training->run.gpus : 0;
    const CurvePoint &atDesign = curve.mark;
    mDesignMark->replace({QPointF(atDesign.gpus, atDesign.days)});
    mDesignMark->setName(tr("design: %1 GPUs").arg(count(atDesign.gpus)));
    // The what-if's mark only when it is somewhere else (the legend lists marks that have a point).
    if (t.run.gpus != atDesign.gpus)
        mWhatIfMark->replace({QPointF(t.run.gpus, t.run.days)});
    else
        mWhatIfMark->clear();
    mWhatIfMark->setName(tr("what-if: %1 GPUs").arg(count(t.run.gpus)));

    mGpuAxis->setRange(low * perNode, high * perNode);
    mGpuAxis->applyNiceNumbers(); // ticks at round counts (0, 40, 80...), not at 8, 38, 68
    mDaysAxis->setRange(0, maxDays > 0 ? maxDays * 1.05 : 1);
    mDaysAxis->applyNiceNumbers();
    mCostAxis->setVisible(mOnPrem->count() > 0);
    QString note = tr("MFU held at %1 across the range: the days fall as 1/GPUs and the "
                      "GPU-hours, so the costs, stay "
                      "level; real runs lose efficiency as they grow. On-prem: the run's "
                      "share of the TCO; beyond the "
                      "design's %2 GPUs, more of the same at the same cost per GPU-hour.")
                       .arg(format::percent(t.mfu), count(designGpus));
    if (t.validation)
        note += tr(" Shaded: the days as they came to on %1 (the model's error on them, %2 to "
                   "%3).")
                    .arg(t.validation->runsText(), format::signedPercent(t.validation->errorLow),
                         format::signedPercent(t.validation->errorHigh));
    mChartNote->setText(note);
    mLegend->refresh();
}

void WorkloadPage::setScale(double scale)
{
    mScale = scale;
    QChart *chart = mChart->chart();
    for (QAbstractAxis *axis : chart->axes()) {
        QFont f = axis->labelsFont();
        f.setPointSizeF(std::max(7.0, 12 * scale));
        axis->setLabelsFont(f);
        QFont t = axis->titleFont();
        t.setPointSizeF(std::max(7.0, 12 * scale));
        axis->setTitleFont(t);
    }
    chart->setMargins(QMargins(int(8 * scale), int(4 * scale), int(8 * scale), int(4 * scale)));
    for (QLineSeries *s : {mDays, mOnPrem, mCloud}) {
        QPen pen = s->pen();
        pen.setWidthF((s == mDays ? 4.0 : 3.0) * scale);
        s->setPen(pen);
    }
    for (QScatterSeries *s : {mDesignMark, mWhatIfMark})
        s->setMarkerSize(16 * scale);
    mLayout->setSpacing(int(std::lround(8 * scale)));
    mFigureGrid->setHorizontalSpacing(int(std::lround(24 * scale)));
    mFigureGrid->setVerticalSpacing(int(std::lround(2 * scale)));
    mSliders->setSpacing(int(std::lround(10 * scale)));
    using presentation::reserveWidestText;
    reserveWidestText(mTokensText, {QStringLiteral("888.8T"), QStringLiteral("888B")});
    const int perNode = mEvaluation.system ? mEvaluation.system->gpusPerNode : 8;
    reserveWidestText(mGpusText, {count(std::max(1, mGpus->maximum()) * perNode)});
    reserveWidestText(mMfuText, {QStringLiteral("100 %")});
    for (QSlider *s : {mTokens, mGpus, mMfu})
        s->setMinimumWidth(int(std::lround(60 * scale)));
}

} // namespace podcad
