#pragma once

#include <QTableView>
#include <utility>
#include <vector>

namespace podcad {

struct Analysis;
class LiveSession;
class RacksModel;

// One row per rack (RacksModel): units, power against the limit, heat, cooling method, weight.
// Double-clicking a row asks to show that rack. Each column is as wide as its widest text (from a
// sample of the rows an analysis brought or changed, and the model's longest words), the width
// left over going to the last; a column the person resized keeps their width.
class RacksTable final : public QTableView
{
    Q_OBJECT
public:
    // Follows `session`'s results, each shown once as it arrives; without one, showAnalysis() is
    // called by hand.
    explicit RacksTable(const LiveSession *session = nullptr, QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);

    RacksModel *model() const { return mModel; }

Q_SIGNALS:
    // A new analysis is shown.
    void refreshed();
    void rackActivated(const QString &rackId);

private:
    // Widens the columns to the rows the last update inserted or changed and to the model's
    // longest texts; after a reset (the first rows, another design) sets them to that width.
    void fitColumns();

    RacksModel *mModel;
    // Per column, the width this table gave it last; empty until rows came or after a reset.
    std::vector<int> mWidths;
    // The rows the model's last update inserted or changed (first, last).
    std::vector<std::pair<int, int>> mTouched;
};

} // namespace podcad
