#pragma once

#include "analysis/powerfeeds.h"

#include <QDialog>
#include <vector>

class QLabel;
class QTableWidget;

namespace podcad {

// The result of Analysis > What If: Fail Feed A/B: per rack, the load the surviving feed takes
// against its usable power, and the devices that run throttled or go down (racks over their feed
// first, then by rack id). Figure cells keep their number in Qt::UserRole; the rack cell its id.
// The dialog opens as wide as its columns (each as wide as its widest cell) and as tall as its
// rows, within the screen.
class FeedLossDialog final : public QDialog
{
    Q_OBJECT
public:
    enum Column {
        RackColumn,
        SurvivorColumn,
        LoadColumn,
        UsableColumn,
        StatusColumn,
        ThrottledColumn,
        DownColumn,
        ColumnCount
    };

    FeedLossDialog(FeedSide lost, std::vector<RackFeedLoss> racks, QWidget *parent = nullptr);

    FeedSide lost() const { return mLost; }
    const std::vector<RackFeedLoss> &racks() const { return mRacks; } // in table row order
    QTableWidget *table() const { return mTable; }
    QLabel *summary() const { return mSummary; }

private:
    void fitToTable();

    FeedSide mLost;
    std::vector<RackFeedLoss> mRacks;
    QLabel *mSummary = nullptr;
    QTableWidget *mTable = nullptr;
};

} // namespace podcad
