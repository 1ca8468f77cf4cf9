#include "hallcanvas.h"

#include "hallscene.h"
#include "minimap.h"
#include "session/document.h"
#include "session/livecableplan.h"
#include "session/livesession.h"
#include "session/selection.h"

namespace podcad {

HallCanvas::HallCanvas(LiveSession *session, HallScene *scene, Minimap *minimap, QObject *parent)
    : CanvasController(session, scene, minimap, parent)
    , mScene(scene)
{
    connect(session, &LiveSession::ready, this, [this] {
        if (mBuilt)
            mScene->showAnalysis(&this->session()->analysis());
    });
    // After an edit the plan is already updated (it hears of edits first); this is the whole
    // plan landing after a design opens.
    connect(session->cablePlan(), &LiveCablePlan::changed, this, [this] {
        if (mBuilt)
            showRoutes();
    });
}

void HallCanvas::showRoutes()
{
    const LiveCablePlan *plan = session()->cablePlan();
    mScene->showRoutes(session()->document()->design(), catalog(),
                       plan->isReady() ? &plan->plan() : nullptr, session()->selection()->ids());
}

void HallCanvas::setShown(bool shown)
{
    mShown = shown;
    if (shown)
        ensureBuilt();
}

void HallCanvas::ensureBuilt()
{
    if (mBuilt)
        return;
    mBuilt = true;
    withoutEcho([&] {
        mScene->rebuild(session()->document()->design(), catalog(), &session()->analysis());
        mScene->selectIds(session()->selection()->ids());
    });
    showRoutes();
    minimap()->invalidate();
}

void HallCanvas::onEdit(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::DesignReplaced) {
        // Built again when next shown.
        mBuilt = false;
        if (mShown)
            ensureBuilt();
        Q_EMIT refreshed();
        return;
    }
    if (!mBuilt)
        return;
    if (event.kind == ChangeEvent::Kind::PropertiesEdited &&
        !event.fields.contains(ChangeEvent::hallField()))
        return;
    withoutEcho([&] {
        mScene->apply(event, session()->document()->design(), catalog());
        mScene->selectIds(session()->selection()->ids());
    });
    showRoutes();
    minimap()->invalidate(mScene->lastChangedArea());
    Q_EMIT refreshed();
}

void HallCanvas::onSelection(const QStringList &ids)
{
    if (!mBuilt)
        return;
    withoutEcho([&] { mScene->selectIds(ids); });
    showRoutes();
}

QStringList HallCanvas::pickedInScene() const
{
    return mScene->selectedIds();
}

} // namespace podcad
