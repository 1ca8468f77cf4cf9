#pragma once

#include <QTableView>

namespace podcad {

struct Analysis;
class LiveSession;
class RacksModel;

// One row per rack (RacksModel): units, power against the limit, heat, cooling method, weight.
// Double-clicking a row asks to show that rack.
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
    RacksModel *mModel;
    bool mColumnsSized = false;
};

} // namespace podcad
