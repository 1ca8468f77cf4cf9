#pragma once

#include <QWidget>

class QBoxLayout;
class QLabel;
class QTableWidget;

namespace podcad {

class StackedBar;
struct TrainingEvaluation;

// The training plan the planner chose for the Workload dock: the plan in one line with its
// predicted MFU, TFLOP/s, step time, tokens/s and days; the memory of one GPU against its capacity;
// the step's time by cause (the per-collective times in its tooltip); the runner-up plans with why
// each lost; and where the data-parallel traffic runs.
class PlanView final : public QWidget
{
    Q_OBJECT
public:
    explicit PlanView(QWidget *parent = nullptr);

    // Shows `training`'s planner result; hidden when it has none (planNote says why, in the words).
    void showTraining(const TrainingEvaluation &training);
    void clear();

    QLabel *planLabel() const { return mPlan; }
    StackedBar *memoryBar() const { return mMemory; }
    StackedBar *stepBar() const { return mStep; }
    QTableWidget *alternativesTable() const { return mAlternatives; }
    QLabel *fabricLabel() const { return mFabric; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QBoxLayout *mLayout = nullptr;
    QLabel *mPlan = nullptr;
    QLabel *mMemoryTitle = nullptr;
    StackedBar *mMemory = nullptr;
    QLabel *mStepTitle = nullptr;
    StackedBar *mStep = nullptr;
    QTableWidget *mAlternatives = nullptr;
    QLabel *mFabric = nullptr;
};

} // namespace podcad
