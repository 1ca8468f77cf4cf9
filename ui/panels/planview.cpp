#include "planview.h"

#include "format/durationformat.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "stackedbar.h"
#include "workload/workloadevaluation.h"

#include <QBoxLayout>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

namespace podcad {
namespace {

using format::number;
using format::seconds; // the digits a step time needs: 0.042 s, 1.37 s, 12.4 s

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

} // namespace

PlanView::PlanView(QWidget *parent)
    : QWidget(parent)
    , mPlan(new QLabel(this))
    , mMemory(new StackedBar(this))
    , mStep(new StackedBar(this))
    , mAlternatives(new QTableWidget(0, 3, this))
    , mFabric(new QLabel(this))
{
    // Two columns side by side: the plan, the runner-up plans and the fabric on the left, the two
    // bars on the right, so that the whole plan reads in a bottom dock a dozen lines high.
    mLayout = new QBoxLayout(QBoxLayout::LeftToRight, this);
    mLayout->setContentsMargins(0, 0, 0, 0);
    auto *left = new QVBoxLayout;
    left->setSpacing(3);
    auto *right = new QVBoxLayout;
    right->setSpacing(3);
    mLayout->addLayout(left, 3);
    mLayout->addLayout(right, 2);

    mPlan->setObjectName(QStringLiteral("workloadPlan"));
    mPlan->setWordWrap(true);
    mPlan->setTextInteractionFlags(Qt::TextSelectableByMouse);
    left->addWidget(mPlan);

    mAlternatives->setObjectName(QStringLiteral("workloadAlternatives"));
    mAlternatives->setHorizontalHeaderLabels({tr("Why not"), tr("Step"), tr("Other plan")});
    mAlternatives->verticalHeader()->hide();
    mAlternatives->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    // The plans' words are long: why each lost comes first, and both text columns share the
    // width, wrapped at words in rows as tall as they need (issue 39: elided at 1280x720, "0.3 %
    // slower: more exposed ..."), so neither is scrolled out of sight nor cut; the whole text is
    // in their tooltips too.
    mAlternatives->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    mAlternatives->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mAlternatives->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    mAlternatives->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mAlternatives->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mAlternatives->setSelectionMode(QAbstractItemView::NoSelection);
    mAlternatives->setWordWrap(true);
    mAlternatives->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // The columns' widths follow the table's (eventFilter).
    mAlternatives->viewport()->installEventFilter(this);
    mAlternatives->setMinimumHeight(3 * (fontMetrics().height() + 4));
    left->addWidget(mAlternatives, 1);

    mFabric->setObjectName(QStringLiteral("workloadFabricNote"));
    mFabric->setWordWrap(true);
    mFabric->setTextInteractionFlags(Qt::TextSelectableByMouse);
    left->addWidget(mFabric);

    mMemoryTitle = heading(tr("Memory per GPU (GB)"), this);
    right->addWidget(mMemoryTitle);
    mMemory->setObjectName(QStringLiteral("workloadMemoryBar"));
    right->addWidget(mMemory);
    mStepTitle = heading(tr("Step time (s)"), this);
    right->addWidget(mStepTitle);
    mStep->setObjectName(QStringLiteral("workloadStepBar"));
    right->addWidget(mStep);
    right->addStretch(1);
    clear();
}

void PlanView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Narrower than two bars with their legends: one column, the bars under the plan.
    const bool wide = width() >= 90 * fontMetrics().averageCharWidth();
    const auto direction = wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (mLayout->direction() != direction)
        mLayout->setDirection(direction);
}

bool PlanView::eventFilter(QObject *watched, QEvent *event)
{
    // The table resized, its stretched columns are too once the header has laid them out: then
    // the rows take the height their words need at those widths (a few plans, measured on each
    // resize; the header does not say when it stretches a column).
    if (watched == mAlternatives->viewport() && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(mAlternatives, &QTableWidget::resizeRowsToContents,
                                  Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void PlanView::clear()
{
    mPlan->clear();
    mMemory->setParts({}, {});
    mStep->setParts({}, {});
    mAlternatives->setRowCount(0);
    mFabric->clear();
    setVisible(false);
}

void PlanView::showTraining(const TrainingEvaluation &t)
{
    const StepPrediction *best = t.planner ? t.planner->best() : nullptr;
    if (!best) {
        clear();
        if (t.planner && !t.planner->whyNone.isEmpty()) {
            mPlan->setText(tr("No plan fits: %1").arg(t.planner->whyNone));
            setVisible(true);
        }
        return;
    }
    const StepPrediction &p = *best;
    QString plan = tr("Plan: %1").arg(planText(p.plan));
    plan += QLatin1Char('\n');
    // The evaluation's one MFU, in the words every view gives it (mfuText), not the step's own
    // figure, which also counts the attention (issue 39: 46.2 % here, 44.4 % in the table).
    const QString mfu = mfuText(t);
    plan += tr("%1, %2 TFLOP/s per GPU with recomputation; step %3, %4 tokens/s")
                .arg(mfu.left(1).toUpper() + mfu.mid(1), number(p.hardwareTflopsPerGpu, 0),
                     seconds(p.stepTimeS), format::count(p.tokensPerS));
    if (t.run.days > 0)
        plan += tr(", %1 days").arg(number(t.run.days, 1));
    mPlan->setText(plan);

    const PlanMemory &m = p.memory;
    mMemory->setParts({{tr("weights"), m.weightsGb, QColor(0x4e, 0x79, 0xa7)},
                       {tr("gradients"), m.gradientsGb, QColor(0x76, 0xb7, 0xb2)},
                       {tr("optimizer"), m.optimizerGb, QColor(0xed, 0xc9, 0x48)},
                       {tr("activations"), m.activationsGb, QColor(0xf2, 0x8e, 0x2b)},
                       {tr("reserve"), m.reserveGb, QColor(0xba, 0xb0, 0xac)}},
                      tr("GB"), m.capacityGb, tr("capacity"));
    mMemoryTitle->setText(
        m.fits()
            ? tr("Memory per GPU: %1 of %2 GB").arg(number(m.totalGb(), 1), number(m.capacityGb, 0))
            : tr("Memory per GPU: %1 of %2 GB, does not fit%3")
                  .arg(number(m.totalGb(), 1), number(m.capacityGb, 0),
                       m.why.isEmpty() ? QString() : tr(": ") + m.why));
    mMemoryTitle->setStyleSheet(
        m.fits() ? QString() : QStringLiteral("color: %1;").arg(StackedBar::problemColor().name()));

    const StepBreakdown &b = p.breakdown;
    mStep->setParts({{tr("compute"), b.computeS, QColor(0x59, 0xa1, 0x4f)},
                     {tr("pipeline bubble"), b.ppBubbleS, QColor(0xe1, 0x57, 0x59)},
                     {tr("exposed communication"), b.exposedCommS, QColor(0xaf, 0x7a, 0xa1)}},
                    tr("s"));
    mStepTitle->setText(tr("Step time: %1").arg(seconds(p.stepTimeS)));
    // Each collective's whole time (most of it overlaps the compute): the tooltip says which.
    const QString collectives =
        tr("Each collective's whole time (the bar shows only what is not overlapped):\n"
           "tensor parallel %1\npipeline send %2\ndata parallel %3\nexpert all-to-all %4\n"
           "context parallel %5")
            .arg(seconds(b.tpCommS), seconds(b.ppCommS), seconds(b.dpCommS), seconds(b.epCommS),
                 seconds(b.cpCommS));
    mStep->setToolTip(mStep->legendText() + QStringLiteral("\n\n") + collectives);
    mStepTitle->setToolTip(collectives);

    mAlternatives->setUpdatesEnabled(false);
    mAlternatives->setRowCount(0);
    for (size_t i = 1; i < t.planner->plans.size(); ++i) {
        const RankedPlan &r = t.planner->plans[i];
        const int row = mAlternatives->rowCount();
        mAlternatives->insertRow(row);
        auto *text = new QTableWidgetItem(planText(r.prediction.plan));
        text->setToolTip(text->text());
        mAlternatives->setItem(row, 2, text);
        mAlternatives->setItem(row, 1, new QTableWidgetItem(seconds(r.prediction.stepTimeS)));
        auto *why = new QTableWidgetItem(r.whyNot);
        why->setToolTip(r.whyNot);
        mAlternatives->setItem(row, 0, why);
    }
    mAlternatives->resizeRowsToContents();
    mAlternatives->setVisible(mAlternatives->rowCount() > 0);
    mAlternatives->setUpdatesEnabled(true);

    QString fabric = p.fabricNote;
    if (!t.fabric.source.isEmpty())
        fabric = fabric.isEmpty() ? tr("Fabric: %1").arg(t.fabric.source)
                                  : tr("Fabric: %1; %2").arg(t.fabric.source, fabric);
    mFabric->setText(fabric);
    mFabric->setVisible(!fabric.isEmpty());
    setVisible(true);
}

} // namespace podcad
