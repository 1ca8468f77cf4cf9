#include "hallcanvas.h"

#include "hallscene.h"
#include "minimap.h"
#include "model/design.h"
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
    const Design &design = session()->document()->design();
    const QStringList &ids = session()->selection()->ids();
    // The selected links, and the cables between two selected devices: a link is drawn as an
    // object in no view, and a problem that names one selects its two ends.
    QStringList links;
    for (const QString &id : ids)
        if (design.link(id))
            links << id;
    if (ids.size() == 2 && design.device(ids[0]) && design.device(ids[1]))
        for (const Link *link : design.linksOf(ids[0]))
            if (link->a.deviceId == ids[1] || link->b.deviceId == ids[1])
                links << link->id;
    const LiveCablePlan *plan = session()->cablePlan();
    mScene->showRoutes(design, catalog(), plan->isReady() ? &plan->plan() : nullptr, links);
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
