#pragma once

#include <QTableView>

namespace podcad {

struct Analysis;
class TotalsModel;

// Design-wide figures (TotalsModel) as a two-column table, and the bisection of each fabric (red
// when it blocks).
class TotalsPanel final : public QTableView
{
    Q_OBJECT
public:
    explicit TotalsPanel(QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);

    TotalsModel *model() const { return mModel; }

private:
    TotalsModel *mModel;
};

} // namespace podcad
