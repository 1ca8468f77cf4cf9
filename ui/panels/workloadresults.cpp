#include "workloadresults.h"

#include "format/numberformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "planview.h"
#include "servingchart.h"
#include "workload/workloadevaluation.h"

#include <QBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>

namespace podcad {
namespace {

using format::count;
using format::number;

} // namespace

WorkloadResults::WorkloadResults(QWidget *parent)
    : QWidget(parent)
    , mWords(new QLabel(this))
    , mFigures(new QTableWidget(0, 2, this))
    , mPlan(new PlanView(this))
    , mServing(new ServingChart(this))
{
    // Three tabs: the words and figures, the chosen plan with its bars, the serving curve; in the
    // bottom dock of a 1280x720 window each has the dock's whole height (a dozen lines), which
    // one column of all three would need to scroll through.
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(0, 0, 0, 0);
    mTabs = new QTabWidget(this);
    mTabs->setObjectName(QStringLiteral("workloadResultTabs"));
    mTabs->setDocumentMode(true);
    // The tab bar adds no height to the bottom dock group: it opens as high as without tabs.
    mTabs->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    root->addWidget(mTabs);
    auto *summary = new QWidget(mTabs);
    auto *column = new QBoxLayout(QBoxLayout::TopToBottom, summary);
    mLayout = column;
    column->setContentsMargins(0, 0, 0, 0);
    mWords->setObjectName(QStringLiteral("workloadWords"));
    mWords->setWordWrap(true);
    mWords->setTextFormat(Qt::PlainText);
    mWords->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mWords->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    QFont bigger = mWords->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.08);
    mWords->setFont(bigger);
    // The words scroll rather than lose their last lines when the dock is a few rows high.
    auto *words = new QScrollArea(summary);
    words->setObjectName(QStringLiteral("workloadWordsScroll"));
    words->setFrameShape(QFrame::NoFrame);
    words->setWidgetResizable(true);
    words->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    words->setWidget(mWords);
    // Its text asks for no height: the bottom dock group opens as high as before (screenfit).
    words->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    // Stacked above the figures in a short dock, the first lines stay in sight.
    words->setMinimumHeight(3 * mWords->fontMetrics().lineSpacing() + 4);
    column->addWidget(words, 1);

    mFigures->setObjectName(QStringLiteral("workloadFigures"));
    mFigures->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    mFigures->verticalHeader()->hide();
    mFigures->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    mFigures->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mFigures->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    mFigures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mFigures->setSelectionMode(QAbstractItemView::NoSelection);
    mFigures->setAlternatingRowColors(true);
    mFigures->setWordWrap(false);
    mFigures->setTextElideMode(Qt::ElideRight);
    column->addWidget(mFigures, 1);
    mTabs->addTab(summary, tr("Summary"));

    auto *plan = new QScrollArea(mTabs);
    mPlanTab = plan;
    plan->setObjectName(QStringLiteral("workloadPlanScroll"));
    plan->setFrameShape(QFrame::NoFrame);
    plan->setWidgetResizable(true);
    plan->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    plan->setWidget(mPlan);
    plan->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    mTabs->addTab(plan, tr("Training plan"));
    mServing->setObjectName(QStringLiteral("workloadServingChart"));
    // The chart's own minimum height would set the dock's (a tab widget asks for its tallest
    // page, shown or not): it scrolls in a short dock instead.
    auto *serving = new QScrollArea(mTabs);
    mServingTab = serving;
    serving->setFrameShape(QFrame::NoFrame);
    serving->setWidgetResizable(true);
    serving->setWidget(mServing);
    serving->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    mTabs->addTab(serving, tr("Serving"));
    showTabs();
}

void WorkloadResults::showTabs()
{
    mTabs->setTabVisible(mTabs->indexOf(mPlanTab), !mPlan->isHidden());
    mTabs->setTabVisible(mTabs->indexOf(mServingTab), mHasServing);
}

void WorkloadResults::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const bool wide = width() >= 64 * fontMetrics().averageCharWidth() * 2;
    const auto direction = wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (mLayout->direction() != direction)
        mLayout->setDirection(direction);
}

QString WorkloadResults::text() const
{
    return mWords->text();
}

void WorkloadResults::showMessage(const QString &text)
{
    mWords->setText(text);
    mFigures->setRowCount(0);
    mPlan->clear();
    mHasServing = false;
    showTabs();
}

void WorkloadResults::addRow(const QString &figure, const QString &value)
{
    const int row = mFigures->rowCount();
    mFigures->insertRow(row);
    mFigures->setItem(row, 0, new QTableWidgetItem(figure));
    auto *v = new QTableWidgetItem(value);
    v->setToolTip(value);
    mFigures->setItem(row, 1, v);
}

void WorkloadResults::showEvaluation(const WorkloadEvaluation &e)
{
    mWords->setText(e.sentences().join(QLatin1Char('\n')));
    mFigures->setUpdatesEnabled(false);
    mFigures->setRowCount(0);
    if (e.training && e.ok())
        mPlan->showTraining(*e.training);
    else
        mPlan->clear();
    const ServingReport *serving =
        e.inference && e.ok() && e.inference->serving ? &*e.inference->serving : nullptr;
    mServing->setServing(serving);
    mHasServing = serving != nullptr;
    showTabs();
    if (e.system)
        addRow(tr("Design's GPU system"), tr("%1: %2 GPUs in %3 %4s")
                                              .arg(e.system->sku, count(e.designGpus),
                                                   count(e.designNodes), e.system->nodeName));
    if (e.training && e.ok()) {
        const TrainingEvaluation &t = *e.training;
        addRow(tr("FLOPs (6 x active params x tokens)"), QString::number(t.flops, 'e', 3));
        addRow(tr("Achieved TFLOP/s per GPU"),
               tr("%1 (MFU %2 of %3 dense %4)")
                   .arg(number(t.achievedTflops, 1), format::percent(t.mfu, 1),
                        number(t.peakTflops), precisionName(t.precision).toUpper()));
        if (t.run.gpus > 0) {
            addRow(tr("Run GPUs"),
                   tr("%1 (%2 %3s%4)")
                       .arg(count(t.run.gpus), count(t.run.nodes), e.system->nodeName,
                            t.run.units > 0
                                ? tr(", %1 %2").arg(count(t.run.units), e.system->unitName)
                                : QString()));
            // The range the model was off by on published runs like this one, when it sized the
            // run (issue 40): a figure to quote with its uncertainty.
            addRow(tr("Days"),
                   t.validation
                       ? tr("%1 (%2)").arg(number(t.run.days, 1),
                                           t.validation->durationText(t.run.days, tr("days")))
                       : number(t.run.days, 1));
            addRow(tr("GPU-hours"), number(t.run.gpuHours));
            addRow(tr("Power"),
                   tr("%1 IT, %2 at PUE %3")
                       .arg(format::power(t.run.itPowerMw * 1000),
                            format::power(t.run.facilityPowerMw * 1000), number(e.pue, 2)));
            addRow(tr("Energy"), tr("%1 MWh").arg(number(t.run.energyMwh)));
        }
        if (t.forDeadline)
            addRow(tr("For %1 days").arg(number(*t.deadlineDays, 1)),
                   tr("%1 GPUs (%2 %3s), %4 IT")
                       .arg(count(t.forDeadline->gpus), count(t.forDeadline->nodes),
                            e.system->nodeName, format::power(t.forDeadline->itPowerMw * 1000)));
        addRow(tr("Memory per GPU"),
               tr("%1 of %2 GB (activations %3 GB; at least %4 GPUs)")
                   .arg(number(t.memory.perGpuGb, 1), number(t.gpuMemoryGb),
                        number(t.memory.activationsPerGpuGb, 1), count(t.minGpus)));
        addRow(tr("Parallelism"), tr("TP %1 x PP %2 x DP %3, ZeRO %4")
                                      .arg(t.parallelism.tensor)
                                      .arg(t.parallelism.pipeline)
                                      .arg(t.memory.dataParallel)
                                      .arg(t.parallelism.zeroStage));
    }
    if (e.inference && e.ok()) {
        const InferenceSizing &s = e.inference->sizing;
        addRow(tr("Weights"),
               tr("%1 GB (%2)")
                   .arg(number(s.weightsGb, 1), precisionName(e.inference->input.weights)));
        addRow(tr("KV cache"), tr("%1 GB, %2 bytes per token (%3)")
                                   .arg(number(s.kvCacheGb, 1), number(s.kvBytesPerToken),
                                        precisionName(e.inference->input.kvCache)));
        if (e.inference->fits) {
            addRow(tr("GPUs per replica"),
                   tr("%1 (%2 of %3 GB usable each)")
                       .arg(count(s.gpusPerReplica), number(s.memoryPerGpuGb, 1),
                            number(s.usableMemoryPerGpuGb, 1)));
            addRow(tr("Decode per replica"),
                   tr("at most %1 tokens/s").arg(number(s.decodeTokensPerS)));
            addRow(tr("Prefill per replica"),
                   tr("at most %1 tokens/s").arg(number(s.prefillTokensPerS)));
            if (const ServingReport *r = serving; r && r->fits) {
                const double perReplica = r->point.tokensPerS;
                const auto &band = e.inference->servingValidation;
                addRow(
                    tr("Serving at batch %1").arg(count(r->point.batch)),
                    band ? tr("%1 tokens/s per replica (%2)")
                               .arg(number(perReplica), band->rateText(perReplica, tr("tokens/s")))
                         : tr("%1 tokens/s per replica").arg(number(perReplica)));
            }
            addRow(tr("Replicas"),
                   tr("%1: %2 GPUs, %3 %4s")
                       .arg(count(s.replicas), count(s.gpus), count(s.nodes), e.system->nodeName));
        }
    }
    mFigures->setUpdatesEnabled(true);
}

} // namespace podcad
