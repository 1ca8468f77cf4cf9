#pragma once

#include <QTreeWidget>

namespace podcad {

struct Analysis;

// The problems of the current analysis; clicking or activating one asks to select the object it is
// about.
class ProblemsList final : public QTreeWidget
{
    Q_OBJECT
public:
    explicit ProblemsList(QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);

Q_SIGNALS:
    void objectActivated(const QString &objectId);
};

} // namespace podcad
