#include "workloadinputs.h"

#include "catalog/catalog.h"
#include "workload/amount.h"
#include "workload/workloadevaluation.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

namespace podcad {
namespace {

QSpinBox *spin(QWidget *parent, int min, int max, int value, const QString &special = {})
{
    auto *s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setValue(value);
    s->setGroupSeparatorShown(true);
    if (!special.isEmpty())
        s->setSpecialValueText(special);
    return s;
}

template<size_t N> QComboBox *choices(QWidget *parent, const char *const (&names)[N])
{
    auto *c = new QComboBox(parent);
    for (const char *name : names)
        c->addItem(QString::fromLatin1(name));
    return c;
}

QFormLayout *compactForm(QWidget *on)
{
    auto *form = new QFormLayout(on);
    // Labels beside their fields even in a narrow dock; the fields take what is left.
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

// The defaults of a new custom model: a Llama-shaped 8B, every number the file requires set.
const WorkloadModel kCustomDefaults{8e9, 0, 32, 4096, 32, 8, 128, 8192};

} // namespace

WorkloadInputs::WorkloadInputs(const Catalog *catalog, QWidget *parent)
    : QWidget(parent)
{
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto *top = new QWidget(this);
    buildModel(compactForm(top), catalog);
    column->addWidget(top);
    column->addWidget(mCustom);
    buildTraining();
    column->addWidget(mTraining);
    buildInference();
    column->addWidget(mInference);
    setWorkload(std::nullopt);
}

void WorkloadInputs::buildModel(QFormLayout *form, const Catalog *catalog)
{
    mModel = new QComboBox(this);
    mModel->setObjectName(QStringLiteral("workloadModel"));
    if (catalog)
        for (const LanguageModel *m : catalog->languageModels())
            mModel->addItem(m->name, m->id);
    mModel->addItem(tr("Custom model..."), QString());
    form->addRow(tr("Model"), mModel);
    connect(mModel, &QComboBox::currentIndexChanged, this, [this] {
        updateCustomVisibility();
        emitEdited({});
    });

    mCustom = new QWidget(this);
    auto *c = compactForm(mCustom);
    auto line = [this, c](const QString &label, const QString &field, const QString &tip) {
        auto *e = new QLineEdit(mCustom);
        e->setToolTip(tip);
        c->addRow(label, e);
        connect(e, &QLineEdit::textEdited, this, [this, field] { emitEdited(field); });
        return e;
    };
    auto number = [this, c](const QString &label, const QString &field, int max) {
        QSpinBox *s = spin(mCustom, 1, max, 1);
        c->addRow(label, s);
        connect(s, &QSpinBox::valueChanged, this, [this, field] { emitEdited(field); });
        return s;
    };
    mParams = line(tr("Parameters"), QStringLiteral("custom.params"), tr("e.g. 70B"));
    mActiveParams = line(tr("Active per token"), QStringLiteral("custom.active"),
                         tr("A mixture of experts' share; empty: all parameters"));
    mLayers = number(tr("Layers"), QStringLiteral("custom.layers"), 100000);
    mHidden = number(tr("Hidden size"), QStringLiteral("custom.hidden"), 10000000);
    mHeads = number(tr("Attention heads"), QStringLiteral("custom.heads"), 100000);
    mKvHeads = number(tr("KV heads"), QStringLiteral("custom.kvheads"), 100000);
    mHeadDim = number(tr("Head dim"), QStringLiteral("custom.headdim"), 100000);
    mModelContext = number(tr("Context"), QStringLiteral("custom.context"), 100000000);
}

void WorkloadInputs::buildTraining()
{
    mTraining = new QGroupBox(tr("Training"), this);
    mTraining->setObjectName(QStringLiteral("workloadTraining"));
    mTraining->setCheckable(true);
    connect(mTraining, &QGroupBox::toggled, this, [this] { emitEdited({}); });
    auto *form = compactForm(mTraining);

    mTokens = new QLineEdit(mTraining);
    mTokens->setObjectName(QStringLiteral("workloadTokens"));
    mTokens->setPlaceholderText(tr("e.g. 15T"));
    mTokens->setToolTip(tr("Tokens to train on: 15T, 500B"));
    form->addRow(tr("Tokens"), mTokens);
    connect(mTokens, &QLineEdit::textEdited, this,
            [this] { emitEdited(QStringLiteral("training.tokens")); });

    auto *goalRow = new QWidget(mTraining);
    auto *goal = new QHBoxLayout(goalRow);
    goal->setContentsMargins(0, 0, 0, 0);
    mGoal = new QComboBox(goalRow);
    mGoal->addItem(tr("Finish in days"));
    mGoal->addItem(tr("Train on GPUs"));
    mGoalValue = new QLineEdit(goalRow);
    mGoalValue->setObjectName(QStringLiteral("workloadGoal"));
    mGoalValue->setPlaceholderText(tr("e.g. 30"));
    goal->addWidget(mGoal);
    goal->addWidget(mGoalValue, 1);
    form->addRow(tr("Goal"), goalRow);
    connect(mGoal, &QComboBox::currentIndexChanged, this, [this](int goal) {
        mGoalValue->setPlaceholderText(goal == Days ? tr("e.g. 30") : tr("e.g. 1024"));
        emitEdited({});
    });
    connect(mGoalValue, &QLineEdit::textEdited, this,
            [this] { emitEdited(QStringLiteral("training.goal")); });

    auto *mfuRow = new QWidget(mTraining);
    auto *mfu = new QHBoxLayout(mfuRow);
    mfu->setContentsMargins(0, 0, 0, 0);
    mMfu = new QDoubleSpinBox(mfuRow);
    // 0 reads "predicted": the step-time model's MFU; a value overrides it for users who know.
    mMfu->setRange(0.0, 1.0);
    mMfu->setSingleStep(0.01);
    mMfu->setDecimals(2);
    mMfu->setSpecialValueText(tr("predicted"));
    mMfu->setToolTip(tr("Model FLOPs utilisation; \"predicted\": from the plan's step time on "
                        "the design. The Llama 3 405B run reached 0.38-0.43"));
    mTrainPrecision = choices(mfuRow, kTrainingPrecisions);
    mfu->addWidget(mMfu, 1);
    mfu->addWidget(mTrainPrecision, 1);
    form->addRow(tr("MFU, format"), mfuRow);
    connect(mMfu, &QDoubleSpinBox::valueChanged, this,
            [this] { emitEdited(QStringLiteral("training.mfu")); });
    connect(mTrainPrecision, &QComboBox::currentIndexChanged, this, [this] { emitEdited({}); });

    mAdvancedButton = new QToolButton(mTraining);
    mAdvancedButton->setText(tr("Advanced"));
    mAdvancedButton->setCheckable(true);
    mAdvancedButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    mAdvancedButton->setArrowType(Qt::RightArrow);
    mAdvancedButton->setAutoRaise(true);
    form->addRow(mAdvancedButton);
    mAdvanced = new QWidget(mTraining);
    auto *adv = compactForm(mAdvanced);
    adv->setContentsMargins(0, 0, 0, 0);
    auto number = [this, adv](const QString &label, const QString &field, QSpinBox *s) {
        adv->addRow(label, s);
        connect(s, &QSpinBox::valueChanged, this, [this, field] { emitEdited(field); });
        return s;
    };
    // The minimum of each box reads "auto": the planner chooses that dimension.
    const QString autoText = tr("auto");
    mTensor = number(tr("Tensor parallel"), QStringLiteral("training.tp"),
                     spin(mAdvanced, 0, 1024, 0, autoText));
    mPipeline = number(tr("Pipeline stages"), QStringLiteral("training.pp"),
                       spin(mAdvanced, 0, 1024, 0, autoText));
    mContextParallel = number(tr("Context parallel"), QStringLiteral("training.cp"),
                              spin(mAdvanced, 0, 1024, 0, autoText));
    mExpertParallel = number(tr("Expert parallel"), QStringLiteral("training.ep"),
                             spin(mAdvanced, 0, 1024, 0, autoText));
    mZero = number(tr("ZeRO stage"), QStringLiteral("training.zero"),
                   spin(mAdvanced, -1, 3, -1, autoText));
    mZero->setToolTip(tr("3 shards weights, gradients and optimizer (FSDP)"));
    mMicroBatch = number(tr("Micro-batch"), QStringLiteral("training.microbatch"),
                         spin(mAdvanced, 0, 1000000, 0, autoText));
    mRecompute = new QComboBox(mAdvanced);
    mRecompute->setObjectName(QStringLiteral("workloadRecompute"));
    mRecompute->addItem(autoText, QString());
    for (const char *name : kRecomputeNames)
        mRecompute->addItem(QString::fromLatin1(name), QString::fromLatin1(name));
    mRecompute->setToolTip(tr("Activation recomputation: selective recomputes attention, full "
                              "recomputes each layer's forward pass"));
    adv->addRow(tr("Recomputation"), mRecompute);
    connect(mRecompute, &QComboBox::currentIndexChanged, this, [this] { emitEdited({}); });
    mSequence =
        number(tr("Sequence"), QStringLiteral("training.seq"),
               spin(mAdvanced, 0, 100000000, 0, tr("%1 (default)").arg(kDefaultTrainingSequence)));
    mBatchTokens = new QLineEdit(mAdvanced);
    mBatchTokens->setObjectName(QStringLiteral("workloadBatchTokens"));
    mBatchTokens->setPlaceholderText(tr("%1 (default)").arg(formatAmount(kDefaultBatchTokens)));
    mBatchTokens->setToolTip(tr("Global batch in tokens: 4M, 16M"));
    adv->addRow(tr("Global batch"), mBatchTokens);
    connect(mBatchTokens, &QLineEdit::textEdited, this,
            [this] { emitEdited(QStringLiteral("training.batch")); });
    mAccounting = choices(mAdvanced, kOptimizerAccountings);
    mAccounting->setToolTip(tr("mixed-adam: 16 bytes per parameter; bf16-adam: 8"));
    adv->addRow(tr("Optimizer"), mAccounting);
    connect(mAccounting, &QComboBox::currentIndexChanged, this, [this] { emitEdited({}); });
    form->addRow(mAdvanced);
    mAdvanced->hide();
    connect(mAdvancedButton, &QToolButton::toggled, this, [this](bool open) {
        mAdvanced->setVisible(open);
        mAdvancedButton->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });
}

void WorkloadInputs::buildInference()
{
    mInference = new QGroupBox(tr("Inference"), this);
    mInference->setObjectName(QStringLiteral("workloadInference"));
    mInference->setCheckable(true);
    connect(mInference, &QGroupBox::toggled, this, [this] { emitEdited({}); });
    auto *form = compactForm(mInference);
    mContext = spin(mInference, 1, 100000000, 8192);
    mConcurrency = spin(mInference, 1, 100000000, 32);
    mConcurrency->setToolTip(tr("Sequences in flight per replica"));
    form->addRow(tr("Context tokens"), mContext);
    form->addRow(tr("Concurrent sequences"), mConcurrency);
    connect(mContext, &QSpinBox::valueChanged, this,
            [this] { emitEdited(QStringLiteral("inference.context")); });
    connect(mConcurrency, &QSpinBox::valueChanged, this,
            [this] { emitEdited(QStringLiteral("inference.concurrency")); });
    mInferPrecision = choices(mInference, kInferencePrecisions);
    form->addRow(tr("Weights format"), mInferPrecision);
    connect(mInferPrecision, &QComboBox::currentIndexChanged, this, [this] { emitEdited({}); });
    mRate = new QLineEdit(mInference);
    mRate->setObjectName(QStringLiteral("workloadRate"));
    mRate->setPlaceholderText(tr("none: one replica"));
    mRate->setToolTip(tr("Output tokens per second to serve in all: 5000, 1.2M"));
    form->addRow(tr("Target tokens/s"), mRate);
    connect(mRate, &QLineEdit::textEdited, this,
            [this] { emitEdited(QStringLiteral("inference.rate")); });
}

void WorkloadInputs::updateCustomVisibility()
{
    mCustom->setVisible(mModel->currentData().toString().isEmpty());
}

void WorkloadInputs::emitEdited(const QString &field)
{
    if (mFilling)
        return;
    // A red frame on text that cannot be read; an empty field is only not given yet (the status
    // line says what is missing).
    auto unreadable = [](QLineEdit *e, double min, double max) {
        const std::optional<double> v = parseAmount(e->text());
        return !e->text().trimmed().isEmpty() && !(v && *v >= min && *v <= max);
    };
    markInvalid(mParams, unreadable(mParams, 1, 1e15));
    markInvalid(mActiveParams, unreadable(mActiveParams, 1, 1e15));
    markInvalid(mTokens, unreadable(mTokens, 1, 1e16));
    markInvalid(mGoalValue, mGoal->currentIndex() == Days ? unreadable(mGoalValue, 0.001, 36500)
                                                          : unreadable(mGoalValue, 1, 1e8));
    markInvalid(mRate, unreadable(mRate, 0, 1e15));
    markInvalid(mBatchTokens, unreadable(mBatchTokens, 1, 1e12));
    Q_EMIT edited(field);
}

void WorkloadInputs::markInvalid(QLineEdit *edit, bool invalid) const
{
    // A red frame where the number cannot be read; the panel's status line says why.
    edit->setStyleSheet(invalid ? QStringLiteral("QLineEdit { border: 1px solid #c0392b; }")
                                : QString());
}

void WorkloadInputs::setWorkload(const std::optional<Workload> &workload)
{
    mFilling = true;
    const Workload w = workload.value_or(Workload{});
    int index = mModel->findData(w.modelId.isEmpty() && !w.custom ? QStringLiteral("llama-3.1-70b")
                                                                  : w.modelId);
    if (w.custom || index < 0)
        index = mModel->count() - 1;
    mModel->setCurrentIndex(index);
    const WorkloadModel m = w.custom.value_or(kCustomDefaults);
    mParams->setText(formatAmount(m.params));
    mActiveParams->setText(m.activeParams > 0 ? formatAmount(m.activeParams) : QString());
    mLayers->setValue(m.layers);
    mHidden->setValue(m.hidden);
    mHeads->setValue(m.heads);
    mKvHeads->setValue(m.kvHeads);
    mHeadDim->setValue(m.headDim);
    mModelContext->setValue(m.contextTokens);
    updateCustomVisibility();

    mTraining->setChecked(w.training.has_value());
    // No target yet: empty fields with examples in grey, for the person to say what the run is.
    const TrainingTarget t = w.training.value_or(TrainingTarget{});
    mTokens->setText(w.training ? formatAmount(t.tokens) : QString());
    mGoal->setCurrentIndex(t.gpus ? Gpus : Days);
    mGoalValue->setText(t.gpus   ? QString::number(*t.gpus)
                        : t.days ? formatAmount(*t.days)
                                 : QString());
    mMfu->setValue(t.mfu.value_or(0.0));
    mTrainPrecision->setCurrentText(t.precision);
    mTensor->setValue(t.tensorParallel);
    mPipeline->setValue(t.pipelineParallel);
    mContextParallel->setValue(t.contextParallel);
    mExpertParallel->setValue(t.expertParallel);
    mZero->setValue(std::max(-1, t.zeroStage));
    mSequence->setValue(t.sequenceTokens);
    mMicroBatch->setValue(t.microBatch);
    mRecompute->setCurrentIndex(std::max(0, mRecompute->findData(t.recompute)));
    mBatchTokens->setText(t.batchTokens > 0 ? formatAmount(t.batchTokens) : QString());
    mAccounting->setCurrentText(t.accounting);

    mInference->setChecked(w.inference.has_value());
    InferenceTarget i = w.inference.value_or(InferenceTarget{});
    mContext->setValue(i.contextTokens > 0 ? i.contextTokens : 8192);
    mConcurrency->setValue(w.inference ? i.concurrency : 32);
    mInferPrecision->setCurrentText(i.precision);
    mRate->setText(i.tokensPerS > 0 ? formatAmount(i.tokensPerS) : QString());
    for (QLineEdit *e : {mParams, mActiveParams, mTokens, mGoalValue, mRate, mBatchTokens})
        markInvalid(e, false);
    mFilling = false;
}

QString WorkloadInputs::problem() const
{
    // The ranges are the design file's: what is kept must read back.
    auto within = [](QLineEdit *e, double min, double max) {
        const std::optional<double> v = parseAmount(e->text());
        return v && *v >= min && *v <= max;
    };
    const bool custom = mModel->currentData().toString().isEmpty();
    if (custom && !within(mParams, 1, 1e15))
        return tr("parameters: give a count such as 70B");
    if (custom && !mActiveParams->text().trimmed().isEmpty() && !within(mActiveParams, 1, 1e15))
        return tr("active parameters: give a count such as 13B, or nothing");
    if (mTraining->isChecked()) {
        if (!within(mTokens, 1, 1e16))
            return tr("tokens: give a count such as 15T");
        if (mGoal->currentIndex() == Days && !within(mGoalValue, 0.001, 36500))
            return tr("days: give a number of days such as 30");
        if (mGoal->currentIndex() == Gpus && !within(mGoalValue, 1, 1e8))
            return tr("GPUs: give a whole number such as 1024");
        if (!mBatchTokens->text().trimmed().isEmpty() && !within(mBatchTokens, 1, 1e12))
            return tr("global batch: give a token count such as 16M, or nothing for the default");
    }
    if (mInference->isChecked() && !mRate->text().trimmed().isEmpty() && !within(mRate, 0, 1e15))
        return tr("tokens/s: give a rate such as 5000, or nothing for one replica");
    return {};
}

std::optional<Workload> WorkloadInputs::workload() const
{
    if (!problem().isEmpty())
        return std::nullopt;
    Workload w;
    w.modelId = mModel->currentData().toString();
    if (w.modelId.isEmpty()) {
        WorkloadModel m;
        m.params = *parseAmount(mParams->text());
        m.activeParams = parseAmount(mActiveParams->text()).value_or(0);
        m.layers = mLayers->value();
        m.hidden = mHidden->value();
        m.heads = mHeads->value();
        m.kvHeads = mKvHeads->value();
        m.headDim = mHeadDim->value();
        m.contextTokens = mModelContext->value();
        w.custom = m;
    }
    if (mTraining->isChecked()) {
        TrainingTarget t;
        t.tokens = *parseAmount(mTokens->text());
        const double goal = *parseAmount(mGoalValue->text());
        if (mGoal->currentIndex() == Gpus)
            t.gpus = int(std::ceil(goal));
        else
            t.days = goal;
        if (mMfu->value() > 0)
            t.mfu = mMfu->value();
        t.precision = mTrainPrecision->currentText();
        t.accounting = mAccounting->currentText();
        t.tensorParallel = mTensor->value();
        t.pipelineParallel = mPipeline->value();
        t.contextParallel = mContextParallel->value();
        t.expertParallel = mExpertParallel->value();
        t.zeroStage = mZero->value();
        t.sequenceTokens = mSequence->value();
        t.microBatch = mMicroBatch->value();
        t.recompute = mRecompute->currentData().toString();
        t.batchTokens = parseAmount(mBatchTokens->text()).value_or(0);
        w.training = t;
    }
    if (mInference->isChecked()) {
        InferenceTarget i;
        i.contextTokens = mContext->value();
        i.concurrency = mConcurrency->value();
        i.precision = mInferPrecision->currentText();
        i.tokensPerS = parseAmount(mRate->text()).value_or(0);
        w.inference = i;
    }
    return w;
}

} // namespace podcad
