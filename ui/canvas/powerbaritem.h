#pragma once

#include <QGraphicsItem>
#include <QString>

namespace podcad {

struct RackReport;

// The bar under a rack in the Floor view: its peak power against its feed limit (green, amber past
// 90%, red past the limit), the figures, and the cooling method. One item per rack that keeps its
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

private:
    double mWidth;
    double mShare = 0;    // of the limit, 0 when there is no limit
    bool mOver = false;
    bool mHasReport = false;
    QString mText;
    QString mCooling;
};

} // namespace podcad
