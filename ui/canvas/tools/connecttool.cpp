#include "connecttool.h"

#include "canvas/editorview.h"
#include "canvas/topologyscene.h"
#include "commands/addobjects.h"
#include "edit/linkplanner.h"
#include "model/design.h"
#include "model/shownname.h"
#include "session/document.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

namespace podcad {
namespace {

// In the view's translation context, where these texts were first written.
QString viewTr(const char *text)
{
    return QCoreApplication::translate("podcad::TopologyView", text);
}

// "DGX H100 01 ib[3]": the device as people named it, the port as the catalog does.
QString portText(const Design &design, const PortRef &port)
{
    return QStringLiteral("%1 %2[%3]")
        .arg(shownName(design, port.deviceId), port.portGroup)
        .arg(port.portIndex);
}

} // namespace

ConnectTool::ConnectTool(EditorView *view, TopologyScene *scene)
    : AbstractTool(view)
    , mScene(scene)
{}

bool ConnectTool::isActive() const
{
    return view()->tool() == this;
}

void ConnectTool::activate()
{
    view()->setDragMode(QGraphicsView::NoDrag);
}

void ConnectTool::deactivate()
{
    cancel();
    mSwitchedAt.reset();
}

void ConnectTool::viewSwitchedUnderPointer()
{
    mSwitchedAt = QCursor::pos();
    saySwitched();
}

void ConnectTool::saySwitched()
{
    Q_EMIT statusMessage(viewTr("Connect works in the Topology view: switched to it; click the "
                                "first device (Esc to stop)."),
                         0);
}

bool ConnectTool::atSwitchPoint(const QMouseEvent *event) const
{
    return mSwitchedAt && (event->globalPosition().toPoint() - *mSwitchedAt).manhattanLength() <
                              QApplication::startDragDistance();
}

void ConnectTool::cancel()
{
    mFrom.clear();
    mPending = false;
    mScene->hideRubberLine();
}

bool ConnectTool::claims(const QMouseEvent *press) const
{
    return press->button() == Qt::LeftButton && press->modifiers() == Qt::ShiftModifier &&
           mScene->deviceAt(view()->mapToScene(press->pos()));
}

bool ConnectTool::mousePressed(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    const bool unaimed = atSwitchPoint(event);
    mSwitchedAt.reset(); // only the first press can be unaimed
    if (unaimed) {
        // The person pressed L (or the menu) with the pointer on a device of the floor and
        // clicked on: under the pointer is now another device, which they never saw there.
        saySwitched();
        return true;
    }
    const auto hit = mScene->deviceAt(view()->mapToScene(event->pos()));
    if (!hit) {
        cancel(); // empty space: nothing to start from, and a pending cable is dropped
        return isActive();
    }
    if (mPending && *hit != mFrom)
        return true; // the second click: its release connects
    mFrom = *hit;
    mPending = false;
    mScene->selectIds({*hit});
    return true;
}

bool ConnectTool::mouseMoved(QMouseEvent *event)
{
    // Moved away to aim: the press that follows is meant for what is under it now.
    if (!atSwitchPoint(event))
        mSwitchedAt.reset();
    if (mFrom.isEmpty())
        return false;
    const QPointF to = view()->mapToScene(event->pos());
    const QPointF from = mScene->objectRect(mFrom).center();
    const auto target = mScene->deviceAt(to);
    bool ok = false;
    if (target && *target != mFrom && document()->catalog()) {
        const LinkPlan plan =
            planLink(document()->design(), *document()->catalog(), mFrom, *target);
        ok = !plan.links.empty();
        Q_EMIT statusMessage(ok ? viewTr("Connect %1 to %2")
                                      .arg(portText(document()->design(), plan.links.front().a),
                                           portText(document()->design(), plan.links.front().b))
                                : plan.reason,
                             3000);
    }
    mScene->showRubberLine(QLineF(from, to), ok);
    return true;
}

bool ConnectTool::mouseReleased(QMouseEvent *event)
{
    if (mFrom.isEmpty())
        return false;
    const auto target = mScene->deviceAt(view()->mapToScene(event->pos()));
    if (target && *target == mFrom && isActive()) {
        // A click, not a drag: wait for the click on the other end.
        mPending = true;
        Q_EMIT statusMessage(
            viewTr("Connect %1: click the device to connect it to (Esc to cancel).")
                .arg(shownName(document()->design(), mFrom)),
            0);
        return true;
    }
    const QString from = mFrom;
    cancel();
    // Released on nothing (or, Shift+dragging, where it started): no cable, nothing to say.
    if (target && *target != from)
        makeLink(from, *target);
    return true;
}

void ConnectTool::makeLink(const QString &from, const QString &to)
{
    Document *doc = document();
    if (!doc->catalog())
        return;
    const LinkPlan plan = planLink(doc->design(), *doc->catalog(), from, to);
    if (plan.links.empty()) {
        Q_EMIT statusMessage(plan.reason, 6000);
        return;
    }
    const Link link = plan.links.front();
    QString why;
    if (!doc->push(new AddObjects(doc, link), &why)) {
        Q_EMIT statusMessage(why, 6000);
        return;
    }
    const Fabric *fabric = doc->design().fabric(link.fabricId);
    Q_EMIT statusMessage(viewTr("Connected %1 to %2 (%3)")
                             .arg(portText(doc->design(), link.a), portText(doc->design(), link.b),
                                  fabric ? fabric->name : viewTr("no fabric")),
                         6000);
    Q_EMIT linkCreated(link.id);
}

bool ConnectTool::keyPressed(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape || !isActive())
        return false;
    if (!mFrom.isEmpty()) {
        cancel();
        Q_EMIT statusMessage(viewTr("Connect: drag from one device to another, or click one and "
                                    "then the other (Esc to stop)."),
                             0);
        return true;
    }
    Q_EMIT escaped();
    return true;
}

} // namespace podcad
