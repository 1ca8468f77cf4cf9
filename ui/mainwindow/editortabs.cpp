#include "editortabs.h"

#include "canvas/fabricfilter.h"
#include "canvas/floorcanvas.h"
#include "canvas/floorscene.h"
#include "canvas/floorview.h"
#include "canvas/hallcanvas.h"
#include "canvas/hallscene.h"
#include "canvas/halltoolbar.h"
#include "canvas/hallview.h"
#include "canvas/minimap.h"
#include "canvas/tools/connecttool.h"
#include "canvas/topologycanvas.h"
#include "canvas/topologyscene.h"
#include "canvas/topologyview.h"
#include "commands/replacedesign.h"
#include "model/shownname.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"

#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

namespace podcad {
namespace {

// A tab's page: a bar of the view's own (filters, legend) above the view.
QWidget *pageOf(QWidget *bar, QWidget *view)
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(view, 1);
    return page;
}

} // namespace

EditorTabs::EditorTabs(LiveSession *session, QWidget *parent)
    : QTabWidget(parent)
    , mSession(session)
{
    setObjectName(QStringLiteral("viewTabs"));
    setDocumentMode(true);
    mFloorScene = new FloorScene(this);
    mFloorView = new FloorView(session->document(), mFloorScene, this);
    mFloorView->setObjectName(QStringLiteral("floorView"));
    mFloorMinimap = new Minimap(mFloorView);
    mFloor = new FloorCanvas(session, mFloorScene, mFloorMinimap, this);
    addTab(mFloorView, tr("Floor"));

    mTopologyScene = new TopologyScene(this);
    mTopologyView = new TopologyView(session->document(), mTopologyScene, this);
    mTopologyMinimap = new Minimap(mTopologyView);
    mFabricFilter = new FabricFilter(mTopologyScene, this);
    mTopology = new TopologyCanvas(session, mTopologyScene, mFabricFilter, mTopologyMinimap, this);
    addTab(pageOf(mFabricFilter, mTopologyView), tr("Topology"));

    mHallScene = new HallScene(this);
    mHallView = new HallView(session->document(), mHallScene, this);
    mHallView->setObjectName(QStringLiteral("hallView"));
    mHallMinimap = new Minimap(mHallView);
    mHall = new HallCanvas(session, mHallScene, mHallMinimap, this);
    mHallToolbar = new HallToolbar(session, mHallScene, this);
    addTab(pageOf(mHallToolbar, mHallView), tr("Hall"));

    for (EditorView *view :
         {static_cast<EditorView *>(mFloorView), static_cast<EditorView *>(mTopologyView),
          static_cast<EditorView *>(mHallView)})
        connect(view, &EditorView::statusMessage, this, &EditorTabs::statusMessage);
    connect(this, &QTabWidget::currentChanged, this, &EditorTabs::onCurrentChanged);
    // After the command ran: the scenes hold the design by then (the canvases listen to the
    // document's change events, which the command sends).
    connect(session->document()->undoStack(), &QUndoStack::indexChanged, this,
            &EditorTabs::onUndoIndexChanged);
}

EditorTabs::~EditorTabs()
{
    // The selection changes of the scenes' dying items must reach nobody.
    mFloorScene->blockSignals(true);
    mTopologyScene->blockSignals(true);
    mHallScene->blockSignals(true);
    // The scenes were made before their views, so QObject deletes them first; a dying scene
    // detaches its views itself, which scrolls them (scrollContentsBy) while the scene's members
    // are already destroyed. Detached here, the views see no scene at all.
    mFloorView->setScene(nullptr);
    mTopologyView->setScene(nullptr);
    mHallView->setScene(nullptr);
}

EditorTabs::View EditorTabs::currentView() const
{
    return currentIndex() == 1 ? View::Topology : currentIndex() == 2 ? View::Hall : View::Floor;
}

void EditorTabs::setCurrentView(View view)
{
    setCurrentIndex(int(view));
}

QGraphicsView *EditorTabs::activeView() const
{
    switch (currentView()) {
    case View::Topology:
        return mTopologyView;
    case View::Hall:
        return mHallView;
    case View::Floor:
        break;
    }
    return mFloorView;
}

QGraphicsScene *EditorTabs::activeScene()
{
    if (currentView() == View::Floor)
        return mFloorScene;
    if (currentView() == View::Hall) {
        mHall->ensureBuilt();
        return mHallScene;
    }
    mTopology->ensureBuilt();
    return mTopologyScene;
}

void EditorTabs::onCurrentChanged()
{
    mTopology->setShown(currentView() == View::Topology);
    mHall->setShown(currentView() == View::Hall);
    // A design opened while the other tab was shown is framed when its view first appears (a
    // hidden view has no size to fit to).
    if (std::exchange(mFitPending[int(currentView())], false))
        fitCurrentView();
}

void EditorTabs::onUndoIndexChanged(int index)
{
    // A design replaced as one undo step (from a template, generated, recovered) is framed
    // whole, as an opened one is, when it comes in and when Undo or Redo brings either design
    // back: the other design's zoom would show an empty corner or a part of it. Undo History
    // may jump several steps at once, so every step passed counts.
    const QUndoStack *stack = mSession->document()->undoStack();
    const int from = std::min(index, mUndoIndex);
    const int to = std::max(index, mUndoIndex);
    mUndoIndex = index;
    for (int step = from; step < to; ++step)
        if (dynamic_cast<const ReplaceDesign *>(stack->command(step))) {
            fitToView();
            return;
        }
}

void EditorTabs::setMinimapsWanted(bool wanted)
{
    mFloorMinimap->setWanted(wanted);
    mTopologyMinimap->setWanted(wanted);
    mHallMinimap->setWanted(wanted);
}

void EditorTabs::setConnectMode(bool on)
{
    const bool switching = on && currentView() != View::Topology;
    if (switching)
        setCurrentView(View::Topology);
    mTopologyView->setConnectMode(on);
    if (switching)
        mTopologyView->connectTool()->viewSwitchedUnderPointer();
}

void EditorTabs::fitToView()
{
    fitCurrentView();
    for (View other : {View::Floor, View::Topology, View::Hall})
        if (other != currentView())
            mFitPending[int(other)] = true;
}

void EditorTabs::fitCurrentView()
{
    if (currentView() == View::Topology) {
        mTopology->ensureBuilt();
        mTopologyView->frame(mTopologyScene->sceneRect());
        return;
    }
    if (currentView() == View::Hall) {
        mHall->ensureBuilt();
        mHallView->frame(mHallScene->sceneRect());
        return;
    }
    mFloorView->frame(mFloorScene->sceneRect());
}

void EditorTabs::showObject(const QString &objectId)
{
    const Design &design = mSession->document()->design();
    if (design.fabric(objectId) && !design.device(objectId) && !design.rack(objectId) &&
        !design.link(objectId)) {
        // A fabric-wide problem: show the fabric's cables in the topology.
        setCurrentView(View::Topology);
        mTopologyScene->setFabricVisible(objectId, true);
        mFabricFilter->refresh();
        fitToView();
        Q_EMIT statusMessage(tr("Fabric %1").arg(shownName(design, objectId)), 4000);
        return;
    }
    if (design.facilityElement(objectId) && !design.device(objectId) && !design.rack(objectId) &&
        !design.link(objectId)) {
        // Facility elements are drawn on the hall plan only.
        setCurrentView(View::Hall);
        mHall->ensureBuilt();
        mSession->selection()->set({objectId});
        const QRectF shown = mHallScene->objectRect(objectId);
        if (!mHallView->mapToScene(mHallView->viewport()->rect()).boundingRect().contains(shown)) {
            mHallView->unframe();
            mHallView->centerOn(shown.center());
        }
        Q_EMIT statusMessage(shownName(design, objectId), 4000);
        return;
    }
    QStringList ids{objectId};
    // A link is drawn in neither view as an object of its own: show the two devices it joins.
    if (const Link *link = design.link(objectId))
        ids = QStringList{link->a.deviceId, link->b.deviceId};
    mTopology->ensureBuilt();
    if (currentView() == View::Hall)
        mHall->ensureBuilt();
    auto areaIn = [&ids](auto *scene) {
        QRectF area;
        for (const QString &id : ids)
            area |= scene->objectRect(id);
        return area;
    };
    auto area = [&] {
        switch (currentView()) {
        case View::Topology:
            return areaIn(mTopologyScene);
        case View::Hall:
            return areaIn(mHallScene);
        case View::Floor:
            break;
        }
        return areaIn(mFloorScene);
    };
    QRectF shown = area();
    if (shown.isNull()) {
        // Not in this view (an unplaced device on the floor, a rack in the topology, a device on
        // the hall plan): the other.
        setCurrentView(currentView() == View::Floor ? View::Topology : View::Floor);
        shown = area();
    }
    if (shown.isNull()) {
        Q_EMIT statusMessage(tr("%1 is not shown in either view").arg(shownName(design, objectId)),
                             4000);
        return;
    }
    mSession->selection()->set(ids);
    // Already in sight: the view stays where the person put it (and a big floor is not repainted).
    QGraphicsView *view = activeView();
    if (!view->mapToScene(view->viewport()->rect()).boundingRect().contains(shown)) {
        static_cast<EditorView *>(view)->unframe();
        view->centerOn(shown.center());
    }
    Q_EMIT statusMessage(shownName(design, objectId), 4000);
}

} // namespace podcad
