#pragma once

#include <QTreeView>

namespace podcad {

struct Analysis;
class LiveSession;
class ProblemsModel;

// The problems of the current analysis (ProblemsModel); clicking or activating one asks to select
// the object it is about.
class ProblemsList final : public QTreeView
{
    Q_OBJECT
public:
    // Follows `session`'s results, each shown once as it arrives; without one, showAnalysis() is
    // called by hand.
    explicit ProblemsList(const LiveSession *session = nullptr, QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);

    ProblemsModel *model() const { return mModel; }

Q_SIGNALS:
    // A new analysis is shown.
    void refreshed();
    void objectActivated(const QString &objectId);

private:
    ProblemsModel *mModel;
    bool mColumnsSized = false;
};

} // namespace podcad
