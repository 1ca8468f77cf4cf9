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
    // The height that shows `rows` rows and the header without scrolling.
    int heightForRows(int rows) const;
    // What the panel shows for a design with the four usual fabrics (compute, storage, in-band,
    // out-of-band): fourteen figures and a bisection row each. Sizes the dock before any analysis.
    static constexpr int kTypicalRows = 18;

private:
    TotalsModel *mModel;
};

} // namespace podcad
