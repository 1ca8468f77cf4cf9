#include "screenfit.h"

namespace podcad::screenfit {

bool fillsScreen(const QRect &available)
{
    const QSize needed = kPreferredSize + kFrameAllowance;
    return available.width() < needed.width() || available.height() < needed.height();
}

QRect windowGeometry(const QRect &available)
{
    if (fillsScreen(available))
        return available;
    QRect placed(QPoint(0, 0), kPreferredSize);
    placed.moveCenter(available.center());
    return placed;
}

} // namespace podcad::screenfit
