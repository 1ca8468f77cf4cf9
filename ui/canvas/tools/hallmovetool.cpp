#include "hallmovetool.h"

#include "canvas/editorview.h"
#include "canvas/hallscene.h"
#include "commands/changevalues.h"
#include "commands/updatefacilityelement.h"
#include "model/design.h"
#include "model/shownname.h"
#include "session/document.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QMouseEvent>
#include <cmath>

namespace podcad {

HallMoveTool::HallMoveTool(EditorView *view, HallScene *scene)
    : SelectTool(view)
    , mScene(scene)
{}

bool HallMoveTool::mousePressed(QMouseEvent *event)
{
    // Only a plain left press moves; Ctrl+click toggles, and the rest is QGraphicsView's selection.
    if (event->button() != Qt::LeftButton || event->modifiers() != Qt::NoModifier)
        return false;
    const auto hit = mScene->objectAt(view()->mapToScene(event->pos()));
    if (!hit)
        return false; // empty floor: a rubber band
    mId = hit->first;
    mKind = hit->second;
    mPressPos = event->pos();
    mMoving = false;
    if (!mScene->selectedIds().contains(mId))
        mScene->selectIds({mId});
    return true;
}

QPointF HallMoveTool::snappedDeltaM(QPoint viewPos) const
{
    const QPointF delta =
        (view()->mapToScene(viewPos) - view()->mapToScene(mPressPos)) / HallScene::kPixelsPerMetre;
    return QPointF(std::round(delta.x() / kStepM) * kStepM,
                   std::round(delta.y() / kStepM) * kStepM);
}

bool HallMoveTool::mouseMoved(QMouseEvent *event)
{
    if (mId.isEmpty())
        return false;
    if (!mMoving &&
        (event->pos() - mPressPos).manhattanLength() < QApplication::startDragDistance())
        return true;
    mMoving = true;
    // The item alone follows the pointer: the design changes once, on release.
    if (QGraphicsItem *item = mScene->item(mId, mKind))
        item->setPos(snappedDeltaM(event->pos()) * HallScene::kPixelsPerMetre);
    return true;
}

bool HallMoveTool::mouseReleased(QMouseEvent *event)
{
    if (mId.isEmpty())
        return false;
    const QString id = std::exchange(mId, QString());
    if (!std::exchange(mMoving, false))
        return true;
    if (QGraphicsItem *item = mScene->item(id, mKind))
        item->setPos(0, 0);
    const QPointF delta = snappedDeltaM(event->pos());
    if (delta.isNull())
        return true;
    const Design &design = document()->design();
    QString why;
    if (mKind == HallScene::kRackKind) {
        if (const Rack *rack = design.rack(id)) {
            Rack after = *rack;
            after.floorPositionM += delta;
            document()->push(
                new ChangeRacks(document(), {after},
                                QCoreApplication::translate("podcad::HallMoveTool", "Move %1")
                                    .arg(shownName(design, id))),
                &why);
        }
    } else if (const FacilityElement *element = design.facilityElement(id)) {
        FacilityElement after = *element;
        after.positionM += delta;
        document()->push(new UpdateFacilityElement(document(), after), &why);
    }
    if (!why.isEmpty())
        Q_EMIT statusMessage(why, 5000);
    return true;
}

} // namespace podcad
