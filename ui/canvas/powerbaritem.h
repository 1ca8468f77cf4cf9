#pragma once

#include "model/powerfeed.h"

#include <QGraphicsItem>
#include <QString>
#include <array>

namespace podcad {

struct RackReport;

// The bar under a rack in the Floor view: its peak power against its feed limit (green, amber past
// 90%, red past the limit), the figures, and the cooling method; under them two thin bars, feed A
// and feed B: the share of each feed's usable power drawn with both up (green; amber when losing
// the other feed would put it over; red when it is over already), with a tick where it would be if
// the other feed were lost. One item per rack that keeps its
// place across analyses: a new analysis updates the bars of a big floor (hundreds of racks) without
// rebuilding the scene, which would cost a frame's worth of time on every edit.
class PowerBarItem final : public QGraphicsItem
{
public:
    explicit PowerBarItem(double width);

    // The rack's width changed (another rack model).
    void setWidth(double width);
    // Shows this report, or an empty bar when there is none (before the first analysis).
    void setReport(const RackReport *report);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    static constexpr double kBarHeight = 12.0;

    // What the bar shows, for tests: the fill colour's name ("ok", "high", "over") and the text.
    QString state() const;
    QString text() const { return mText; }
    // A feed's bar, for tests: "none", "ok", "over-on-loss" or "over"; and its tooltip-like text.
    QString feedState(FeedSide side) const;
    QString feedText(FeedSide side) const { return mFeeds[feedIndex(side)].text; }

private:
    double mWidth;
    double mShare = 0; // of the limit, 0 when there is no limit
    bool mOver = false;
    bool mHasReport = false;
    QString mText;
    QString mCooling;
    struct Feed final
    {
        double normalShare = 0; // of the feed's usable power, both feeds up
        double lossShare = 0;   // the same when the other feed is lost
        bool overNormal = false;
        bool overOnLoss = false;
        QString text;
        bool operator==(const Feed &) const = default;
    };
    std::array<Feed, 2> mFeeds;
};

} // namespace podcad
