#include "powerbaritem.h"

#include "analysis/analysis.h"

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
constexpr double kTextHeight = 30.0; // two lines of 8 pt and 7 pt under the bar
// The text may run a little into the gap between racks, never into the next rack.
constexpr double kTextOverhang = 20.0;

QString tr(const char *text) { return QCoreApplication::translate("podcad::PowerBarItem", text); }

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
    if (report) {
        share = report->powerLimitKw > 0 ? report->maxKw / report->powerLimitKw : 0;
        over = report->overPower;
        text = report->powerLimitKw > 0
                   ? tr("%1 / %2 kW").arg(report->maxKw, 0, 'f', 1).arg(report->powerLimitKw, 0, 'f', 1)
                   : tr("%1 kW").arg(report->maxKw, 0, 'f', 1);
        cooling = report->coolingMethod;
    }
    // Every analysis reaches every bar; only the bars that change are repainted, so the frame
    // after an edit on a big floor redraws the racks it touched, not the hall.
    if (hasReport == mHasReport && share == mShare && over == mOver && text == mText && cooling == mCooling)
        return;
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
    return mOver ? QStringLiteral("over") : mShare > kHighShare ? QStringLiteral("high") : QStringLiteral("ok");
}

QRectF PowerBarItem::boundingRect() const
{
    return QRectF(-1, -1, mWidth + kTextOverhang + 2, kBarHeight + kTextHeight + 2);
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
