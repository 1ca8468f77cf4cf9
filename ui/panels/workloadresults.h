#pragma once

#include <QWidget>

class QBoxLayout;
class QLabel;
class QTableWidget;

namespace podcad {

class PlanView;
struct WorkloadEvaluation;

// The Workload dock's answer: the evaluation in plain words first (the sentences every view
// shares) with the planner's chosen plan, its memory and step-time bars under them (PlanView), then
// the figures behind them in a compact two-column table.
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
    QString text() const; // the words, one sentence a line

protected:
    // Wide (the bottom dock on a large screen): the words and the figures side by side, so that
    // both are read without scrolling in the dock's few rows; narrow: one above the other.
    void resizeEvent(QResizeEvent *event) override;

private:
    void addRow(const QString &figure, const QString &value);

    QBoxLayout *mLayout = nullptr;
    QLabel *mWords = nullptr;
    QTableWidget *mFigures = nullptr;
    PlanView *mPlan = nullptr;
};

} // namespace podcad
