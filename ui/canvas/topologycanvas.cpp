#include "topologycanvas.h"

#include "fabricfilter.h"
#include "minimap.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"
#include "topologyscene.h"

namespace podcad {

TopologyCanvas::TopologyCanvas(LiveSession *session, TopologyScene *scene, FabricFilter *filter,
                               Minimap *minimap, QObject *parent)
    : CanvasController(session, scene, minimap, parent)
    , mScene(scene)
    , mFilter(filter)
{}

void TopologyCanvas::setShown(bool shown)
{
    mShown = shown;
    if (mShown)
        ensureBuilt();
}

void TopologyCanvas::ensureBuilt()
{
    if (mDirty)
        rebuild();
}

void TopologyCanvas::relayout()
{
    mDirty = true;
    if (mShown)
        rebuild();
}

void TopologyCanvas::rebuild()
{
    withoutEcho([this] {
        mScene->rebuild(session()->document()->design(), catalog(),
                        std::exchange(mNewDesign, false));
        mScene->selectIds(session()->selection()->ids());
    });
    mFilter->refresh();
    mDirty = false;
    minimap()->invalidate();
    Q_EMIT refreshed();
}

void TopologyCanvas::onEdit(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::PropertiesEdited)
        return; // the design's own fields: nothing drawn changed
    if (event.kind == ChangeEvent::Kind::DesignReplaced) {
        mDirty = true;
        mNewDesign = true;
        minimap()->invalidate();
        if (mShown)
            rebuild();
        return;
    }
    if (mDirty)
        return; // built from the design as it is when shown
    withoutEcho([&] {
        mScene->apply(event, session()->document()->design(), catalog());
        mScene->selectIds(session()->selection()->ids());
    });
    mFilter->refresh();
    if (const std::optional<QRectF> area = mScene->lastChangedArea())
        minimap()->invalidate(*area);
    else
        minimap()->invalidate();
    Q_EMIT refreshed();
}

void TopologyCanvas::onSelection(const QStringList &ids)
{
    if (!mDirty)
        withoutEcho([&] { mScene->selectIds(ids); });
}

QStringList TopologyCanvas::pickedInScene() const
{
    return mScene->selectedIds();
}

} // namespace podcad
