#pragma once

#include "model/workload.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace podcad {

class Catalog;

// The Workload dock's form: the model (a catalog model or a custom one's numbers), a training
// target and an inference target. It holds no workload of its own: setWorkload() shows one, and
// every edit emits edited() with the field it touched, for the panel to read workload() and push it
// as an undoable command. Only a workload the design file can read back is offered: while a field
// holds text that is no number, workload() is nullopt and problem() says which.
class WorkloadInputs final : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadInputs(const Catalog *catalog, QWidget *parent = nullptr);

    // Shows `workload` (nullopt: the defaults, both targets off) without emitting edited().
    void setWorkload(const std::optional<Workload> &workload);
    // What the form says; nullopt while a field cannot be read (see problem()) or when no target
    // is on (nothing to keep in the design).
    std::optional<Workload> workload() const;
    QString problem() const;

    QComboBox *modelBox() const { return mModel; }
    QGroupBox *trainingGroup() const { return mTraining; }
    QLineEdit *tokensEdit() const { return mTokens; }
    QComboBox *goalBox() const { return mGoal; }
    QLineEdit *goalEdit() const { return mGoalValue; }
    QDoubleSpinBox *mfuBox() const { return mMfu; }
    QComboBox *trainingPrecisionBox() const { return mTrainPrecision; }
    QToolButton *advancedButton() const { return mAdvancedButton; }
    QSpinBox *tensorBox() const { return mTensor; }
    QSpinBox *pipelineBox() const { return mPipeline; }
    QSpinBox *contextParallelBox() const { return mContextParallel; }
    QSpinBox *expertParallelBox() const { return mExpertParallel; }
    QSpinBox *zeroBox() const { return mZero; }
    QSpinBox *microBatchBox() const { return mMicroBatch; }
    QComboBox *recomputeBox() const { return mRecompute; }
    QLineEdit *batchTokensEdit() const { return mBatchTokens; }
    QGroupBox *inferenceGroup() const { return mInference; }
    QSpinBox *contextBox() const { return mContext; }
    QSpinBox *concurrencyBox() const { return mConcurrency; }
    QComboBox *inferencePrecisionBox() const { return mInferPrecision; }
    QLineEdit *rateEdit() const { return mRate; }
    QLineEdit *customParamsEdit() const { return mParams; }

    // The goal box's entries.
    enum Goal { Days, Gpus };

Q_SIGNALS:
    void edited(const QString &field);

private:
    void buildModel(QFormLayout *form, const Catalog *catalog);
    void buildTraining();
    void buildInference();
    void emitEdited(const QString &field);
    void updateCustomVisibility();
    void markInvalid(QLineEdit *edit, bool invalid) const;

    bool mFilling = false;
    QComboBox *mModel = nullptr;
    QWidget *mCustom = nullptr;
    QLineEdit *mParams = nullptr;
    QLineEdit *mActiveParams = nullptr;
    QSpinBox *mLayers = nullptr;
    QSpinBox *mHidden = nullptr;
    QSpinBox *mHeads = nullptr;
    QSpinBox *mKvHeads = nullptr;
    QSpinBox *mHeadDim = nullptr;
    QSpinBox *mModelContext = nullptr;

    QGroupBox *mTraining = nullptr;
    QLineEdit *mTokens = nullptr;
    QComboBox *mGoal = nullptr;
    QLineEdit *mGoalValue = nullptr;
    QDoubleSpinBox *mMfu = nullptr;
    QComboBox *mTrainPrecision = nullptr;
    QToolButton *mAdvancedButton = nullptr;
    QWidget *mAdvanced = nullptr;
    QSpinBox *mTensor = nullptr;
    QSpinBox *mPipeline = nullptr;
    QSpinBox *mContextParallel = nullptr;
    QSpinBox *mExpertParallel = nullptr;
    QComboBox *mRecompute = nullptr;
    QLineEdit *mBatchTokens = nullptr;
    QSpinBox *mZero = nullptr;
    QComboBox *mAccounting = nullptr;
    QSpinBox *mSequence = nullptr;
    QSpinBox *mMicroBatch = nullptr;

    QGroupBox *mInference = nullptr;
    QSpinBox *mContext = nullptr;
    QSpinBox *mConcurrency = nullptr;
    QComboBox *mInferPrecision = nullptr;
    QLineEdit *mRate = nullptr;
};

} // namespace podcad
