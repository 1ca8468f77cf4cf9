#pragma once

#include <QTreeView>

namespace podcad {

struct Analysis;
class ProblemsModel;

// The problems of the current analysis (ProblemsModel); clicking or activating one asks to select
// the object it is about.
class ProblemsList final : public QTreeView
{
    Q_OBJECT
public:
    explicit ProblemsList(QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);

    ProblemsModel *model() const { return mModel; }

Q_SIGNALS:
    void objectActivated(const QString &objectId);

private:
    ProblemsModel *mModel;
    bool mColumnsSized = false;
};

} // namespace podcad
