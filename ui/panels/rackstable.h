#pragma once

#include <QTableView>

namespace podcad {

struct Analysis;
class RacksModel;

// One row per rack (RacksModel): units, power against the limit, heat, cooling method, weight.
// Double-clicking a row asks to show that rack.
class RacksTable final : public QTableView
{
    Q_OBJECT
public:
    explicit RacksTable(QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);

    RacksModel *model() const { return mModel; }

Q_SIGNALS:
    void rackActivated(const QString &rackId);

private:
    RacksModel *mModel;
    bool mColumnsSized = false;
};

} // namespace podcad
