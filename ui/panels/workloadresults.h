#pragma once

#include <QWidget>

class QBoxLayout;
class QLabel;
class QTabWidget;
class QTableWidget;

namespace podcad {

class PlanView;
class ServingChart;
struct WorkloadEvaluation;

// The Workload dock's answer: the evaluation in plain words first (the sentences every view
// shares), then the figures behind them in a compact two-column table; a tab with the planner's
// chosen plan, its memory and step-time bars (PlanView) and, for an inference target, a tab with
// the serving curve (ServingChart).
class WorkloadResults final : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadResults(QWidget *parent = nullptr);

    void showEvaluation(const WorkloadEvaluation &evaluation);
    void showMessage(const QString &text); // no evaluation: why

    QLabel *wordsLabel() const { return mWords; }
    QTableWidget *figuresTable() const { return mFigures; }
    PlanView *planView() const { return mPlan; }
    ServingChart *servingChart() const { return mServing; }
    QTabWidget *tabs() const { return mTabs; }
    QWidget *planTab() const { return mPlanTab; }
    QString text() const; // the words, one sentence a line

protected:
    // Wide (the bottom dock on a large screen): the words and the figures side by side, so that
    // both are read without scrolling in the dock's few rows; narrow: one above the other.
    void resizeEvent(QResizeEvent *event) override;

private:
    void addRow(const QString &figure, const QString &value);
    void showTabs(); // the plan's and the serving's tabs only when they have something

    QBoxLayout *mLayout = nullptr;
    QTabWidget *mTabs = nullptr;
    QWidget *mPlanTab = nullptr;
    QWidget *mServingTab = nullptr;
    bool mHasServing = false;
    QLabel *mWords = nullptr;
    QTableWidget *mFigures = nullptr;
    PlanView *mPlan = nullptr;
    ServingChart *mServing = nullptr;
};

} // namespace podcad
