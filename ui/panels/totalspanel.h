#pragma once

#include <QTableView>

namespace podcad {

struct Analysis;
class LiveSession;
class TotalsModel;

// Design-wide figures (TotalsModel) as a two-column table, and the bisection of each fabric (red
// when it blocks).
class TotalsPanel final : public QTableView
{
    Q_OBJECT
public:
    // Follows `session`'s results, each shown once as it arrives; without one, showAnalysis() is
    // called by hand.
    explicit TotalsPanel(const LiveSession *session = nullptr, QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);

    TotalsModel *model() const { return mModel; }
    // The height that shows `rows` rows and the header without scrolling.
    int heightForRows(int rows) const;
    // What the panel shows for a design with the four usual fabrics (compute, storage, in-band,
    // out-of-band): fourteen figures and a bisection row each. Sizes the dock before any analysis.
    static constexpr int kTypicalRows = 18;

Q_SIGNALS:
    // A new analysis is shown.
    void refreshed();

private:
    TotalsModel *mModel;
};

} // namespace podcad
