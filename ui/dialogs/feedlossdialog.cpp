#include "feedlossdialog.h"

#include "format/numberformat.h"
#include "format/powerformat.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace podcad {

FeedLossDialog::FeedLossDialog(FeedSide lost, std::vector<RackFeedLoss> racks, QWidget *parent)
    : QDialog(parent)
    , mLost(lost)
    , mRacks(std::move(racks))
{
    setObjectName(QStringLiteral("feedLossDialog"));
    setWindowTitle(tr("What If: Fail Feed %1").arg(feedName(lost)));
    // What needs attention first: racks that go over, then the rest in id order.
    std::stable_sort(
        mRacks.begin(), mRacks.end(),
        [](const RackFeedLoss &a, const RackFeedLoss &b) { return a.over() > b.over(); });

    const QLocale locale;
    int over = 0, throttled = 0, down = 0;
    QStringList downIds;
    for (const RackFeedLoss &r : mRacks) {
        over += r.over() ? 1 : 0;
        throttled += r.count(SupplyOutcome::Throttled);
        down += r.count(SupplyOutcome::Down);
        for (const DeviceFeedOutcome &d : r.affected)
            if (d.outcome == SupplyOutcome::Down)
                downIds << d.deviceId;
    }
    QString headline =
        tr("Feed <b>%1</b> lost: %2 of %3 racks over feed %4; %5 devices throttled, %6 down.")
            .arg(feedName(lost))
            .arg(over)
            .arg(mRacks.size())
            .arg(feedName(otherFeed(lost)))
            .arg(throttled)
            .arg(down);
    if (!downIds.isEmpty())
        headline += QStringLiteral("<br>") +
                    tr("Down: %1%2")
                        .arg(downIds.mid(0, 10).join(QStringLiteral(", ")).toHtmlEscaped(),
                             downIds.size() > 10 ? QStringLiteral(", ...") : QString());
    mSummary = new QLabel(headline, this);
    mSummary->setObjectName(QStringLiteral("feedLossSummary"));
    mSummary->setTextFormat(Qt::RichText);
    mSummary->setWordWrap(true);

    mTable = new QTableWidget(this);
    mTable->setObjectName(QStringLiteral("feedLossTable"));
    mTable->setColumnCount(ColumnCount);
    mTable->setHorizontalHeaderLabels({tr("Rack"), tr("Surviving\nfeed"), tr("Load kW"),
                                       tr("Usable kW"), tr("Status"), tr("Throttled"), tr("Down")});
    mTable->verticalHeader()->hide();
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setAlternatingRowColors(true);
    mTable->setRowCount(int(mRacks.size()));
    for (int row = 0; row < int(mRacks.size()); ++row) {
        const RackFeedLoss &r = mRacks[std::size_t(row)];
        auto *rack = new QTableWidgetItem(
            r.rackName.isEmpty() ? r.rackId : QStringLiteral("%1 (%2)").arg(r.rackName, r.rackId));
        rack->setData(Qt::UserRole, r.rackId);
        mTable->setItem(row, RackColumn, rack);
        mTable->setItem(row, SurvivorColumn, new QTableWidgetItem(feedName(r.survivor())));
        auto number = [&](int column, double value, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setData(Qt::UserRole, value);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            mTable->setItem(row, column, item);
            return item;
        };
        QTableWidgetItem *load =
            number(LoadColumn, r.survivorKw, format::kilowatts(r.survivorKw, locale));
        number(UsableColumn, r.survivorUsableKw, format::kilowatts(r.survivorUsableKw, locale));
        auto *status = new QTableWidgetItem(r.over() ? tr("over") : tr("ok"));
        status->setData(Qt::UserRole, r.over());
        mTable->setItem(row, StatusColumn, status);
        const int throttledHere = r.count(SupplyOutcome::Throttled);
        number(ThrottledColumn, throttledHere, format::count(throttledHere, locale));
        const int downHere = r.count(SupplyOutcome::Down);
        number(DownColumn, downHere, format::count(downHere, locale));
        if (r.over()) {
            QFont bold = load->font();
            bold.setBold(true);
            load->setFont(bold);
            status->setFont(bold);
            status->setForeground(QColor(0xd6, 0x3b, 0x3b));
        }
    }
    // Every cell measured: a pass over the racks once, when the dialog opens (a 64-SU pod's 707
    // rows take milliseconds). The last column takes what the dialog has to spare.
    mTable->resizeColumnsToContents();
    mTable->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mSummary);
    layout->addWidget(mTable, 1);
    layout->addWidget(buttons);
    fitToTable();
}

void FeedLossDialog::fitToTable()
{
    // As wide as the columns and as tall as the rows, within the screen the dialog opens on: the
    // table then scrolls down (its scroll bar beside the columns), never sideways.
    const QScreen *screen = parentWidget() ? parentWidget()->screen() : this->screen();
    const QSize room = screen->availableGeometry().size() * 9 / 10;
    const int frame = 2 * mTable->frameWidth();
    const int rows = frame + mTable->horizontalHeader()->sizeHint().height() +
                     mTable->verticalHeader()->length();
    // Around the table: the summary, the buttons, the margins and spacing.
    const int around = sizeHint().height() - mTable->sizeHint().height();
    const bool scrolls = around + rows > room.height();
    const int columns = frame + mTable->horizontalHeader()->length() +
                        (scrolls ? mTable->verticalScrollBar()->sizeHint().width() : 0);
    const QMargins margins = layout()->contentsMargins();
    mTable->setMinimumWidth(std::min(columns, room.width() - margins.left() - margins.right()));
    resize(std::min(sizeHint().width(), room.width()), std::min(around + rows, room.height()));
}

} // namespace podcad
