#include "powerbaritem.h"

#include "analysis/analysis.h"
#include "format/powerformat.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

namespace podcad {
namespace {

const QColor kOk(0x4c, 0xa8, 0x5a);
const QColor kHigh(0xe8, 0xa3, 0x17);
const QColor kOver(0xd6, 0x3b, 0x3b);
constexpr double kHighShare = 0.9;
constexpr double kTextHeight = 30.0;   // two lines of 8 pt and 7 pt under the bar
constexpr double kFeedBarHeight = 5.0; // feed A and B under the text
constexpr double kFeedBarStep = 7.0;
constexpr double kFeedLabelWidth = 9.0; // "A", "B"
// The text may run a little into the gap between racks, never into the next rack.
constexpr double kTextOverhang = 20.0;

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::PowerBarItem", text);
}

} // namespace

PowerBarItem::PowerBarItem(double width)
    : mWidth(width)
{
    setZValue(1);
}

void PowerBarItem::setWidth(double width)
{
    if (width == mWidth)
        return;
    prepareGeometryChange();
    mWidth = width;
}

void PowerBarItem::setReport(const RackReport *report)
{
    const bool hasReport = report != nullptr;
    double share = 0;
    bool over = false;
    QString text, cooling;
    std::array<Feed, 2> feeds;
    if (report) {
        const QLocale locale;
        for (FeedSide side : kFeedSides) {
            const FeedReport &f = report->feeds[feedIndex(side)];
            Feed &feed = feeds[feedIndex(side)];
            feed.normalShare = f.usableKw > 0 ? f.normalKw / f.usableKw : (f.normalKw > 0 ? 2 : 0);
            feed.lossShare = f.usableKw > 0 ? f.onLossKw / f.usableKw : (f.onLossKw > 0 ? 2 : 0);
            feed.overNormal = f.overNormal();
            feed.overOnLoss = f.overOnLoss();
            feed.text = tr("Feed %1: %2 of %3 kW; %4 kW if feed %5 is lost")
                            .arg(feedName(side), format::kilowatts(f.normalKw, locale),
                                 format::kilowatts(f.usableKw, locale),
                                 format::kilowatts(f.onLossKw, locale), feedName(otherFeed(side)));
        }
        share = report->powerLimitKw > 0 ? report->maxKw / report->powerLimitKw : 0;
        over = report->overPower;
        const QString maxKw = format::kilowatts(report->maxKw, locale);
        text = report->powerLimitKw > 0
                   ? tr("%1 / %2 kW").arg(maxKw, format::kilowatts(report->powerLimitKw, locale))
                   : tr("%1 kW").arg(maxKw);
        cooling = report->coolingMethod;
    }
    // Every analysis reaches every bar; only the bars that change are repainted, so the frame
    // after an edit on a big floor redraws the racks it touched, not the hall.
    if (hasReport == mHasReport && share == mShare && over == mOver && text == mText &&
        cooling == mCooling && feeds == mFeeds)
        return;
    mFeeds = feeds;
    setToolTip(hasReport ? mFeeds[0].text + u'\n' + mFeeds[1].text : QString());
    mHasReport = hasReport;
    mShare = share;
    mOver = over;
    mText = std::move(text);
    mCooling = std::move(cooling);
    update();
}

QString PowerBarItem::state() const
{
    if (!mHasReport)
        return QStringLiteral("none");
    return mOver                 ? QStringLiteral("over")
           : mShare > kHighShare ? QStringLiteral("high")
                                 : QStringLiteral("ok");
}

QString PowerBarItem::feedState(FeedSide side) const
{
    const Feed &f = mFeeds[feedIndex(side)];
    if (!mHasReport)
        return QStringLiteral("none");
    return f.overNormal   ? QStringLiteral("over")
           : f.overOnLoss ? QStringLiteral("over-on-loss")
                          : QStringLiteral("ok");
}

QRectF PowerBarItem::boundingRect() const
{
    return QRectF(-1, -1, mWidth + kTextOverhang + 2,
                  kBarHeight + kTextHeight + 2 * kFeedBarStep + 2);
}

void PowerBarItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF bar(0, 0, mWidth, kBarHeight);
    painter->setPen(QPen(QColor(0x88, 0x88, 0x88), 1));
    painter->setBrush(Qt::white);
    painter->drawRect(bar);
    if (!mHasReport)
        return;
    const QColor fill = mOver ? kOver : mShare > kHighShare ? kHigh : kOk;
    painter->fillRect(QRectF(0, 0, mWidth * std::clamp(mShare, 0.0, 1.0), kBarHeight), fill);
    // Feed A and B: the colours say it at any zoom, so they come before the level-of-detail cut.
    const double feedWidth = std::max(0.0, mWidth - kFeedLabelWidth);
    for (FeedSide side : kFeedSides) {
        const Feed &f = mFeeds[feedIndex(side)];
        const double y = kBarHeight + kTextHeight + feedIndex(side) * kFeedBarStep;
        const QRectF feedBar(kFeedLabelWidth, y, feedWidth, kFeedBarHeight);
        painter->setPen(QPen(QColor(0x88, 0x88, 0x88), 0.5));
        painter->setBrush(Qt::white);
        painter->drawRect(feedBar);
        const QColor feedFill = f.overNormal ? kOver : f.overOnLoss ? kHigh : kOk;
        painter->fillRect(QRectF(feedBar.left(), y, feedWidth * std::clamp(f.normalShare, 0.0, 1.0),
                                 kFeedBarHeight),
                          feedFill);
        // Where the feed would be with the other lost; at the end when beyond it.
        const double tick = feedBar.left() + feedWidth * std::clamp(f.lossShare, 0.0, 1.0);
        painter->setPen(QPen(f.overOnLoss ? kOver : QColor(0x33, 0x33, 0x33), 1.5));
        painter->drawLine(QPointF(tick, y - 1), QPointF(tick, y + kFeedBarHeight + 1));
    }
    const double detail =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (detail * 6 >= 4.5) {
        QFont small = painter->font();
        small.setPointSizeF(6);
        painter->setFont(small);
        painter->setPen(QColor(0x55, 0x55, 0x55));
        for (FeedSide side : kFeedSides) {
            const double y = kBarHeight + kTextHeight + feedIndex(side) * kFeedBarStep - 2;
            painter->drawText(QRectF(0, y, kFeedLabelWidth, kFeedBarStep + 2),
                              Qt::AlignLeft | Qt::AlignVCenter, feedName(side));
        }
    }
    // Text smaller than about 4.5 pixels cannot be read; the colour still says it all.
    if (QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform()) * 8 < 4.5)
        return;
    QFont font = painter->font();
    font.setPointSizeF(8);
    painter->setFont(font);
    painter->setPen(QColor(0x22, 0x22, 0x22));
    const double textWidth = mWidth + kTextOverhang;
    painter->drawText(QRectF(0, kBarHeight + 3, textWidth, 14), Qt::AlignLeft | Qt::AlignTop,
                      QFontMetricsF(font).elidedText(mText, Qt::ElideRight, textWidth));
    font.setPointSizeF(7);
    painter->setFont(font);
    painter->setPen(QColor(0x55, 0x55, 0x55));
    painter->drawText(QRectF(0, kBarHeight + 17, textWidth, 13), Qt::AlignLeft | Qt::AlignTop,
                      QFontMetricsF(font).elidedText(mCooling, Qt::ElideRight, textWidth));
}

} // namespace podcad
