#pragma once

#include "abstracttool.h"

#include <QPoint>

namespace podcad {

// Scrolls the view while the middle button is held, whatever tool is active.
class PanTool final : public AbstractTool
{
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;

    bool claims(const QMouseEvent *press) const override;
    bool mousePressed(QMouseEvent *event) override;
    bool mouseMoved(QMouseEvent *event) override;
    bool mouseReleased(QMouseEvent *event) override;

private:
    QPoint mLast;
};

} // namespace podcad
