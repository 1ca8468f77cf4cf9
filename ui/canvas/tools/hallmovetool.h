#pragma once

#include "selecttool.h"

#include <QPoint>
#include <QPointF>

namespace podcad {

class HallScene;

// Selecting on the Hall view, plus moving: dragging a rack moves its floor position, dragging a
// facility element moves its position (to the nearest 10 cm), each one undo step. While dragged,
// only the item moves; the design changes once, on release.
class HallMoveTool final : public SelectTool
{
    Q_OBJECT
public:
    HallMoveTool(EditorView *view, HallScene *scene);

    static constexpr double kStepM = 0.1;

    bool mousePressed(QMouseEvent *event) override;
    bool mouseMoved(QMouseEvent *event) override;
    bool mouseReleased(QMouseEvent *event) override;

private:
    QPointF snappedDeltaM(QPoint viewPos) const;

    HallScene *mScene;
    QString mId;
    QString mKind;
    QPoint mPressPos;
    bool mMoving = false;
};

} // namespace podcad
