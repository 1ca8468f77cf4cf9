#include "hallcanvas.h"

#include "hallscene.h"
#include "minimap.h"
#include "session/document.h"
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
    minimap()->invalidate(mScene->lastChangedArea());
    Q_EMIT refreshed();
}

void HallCanvas::onSelection(const QStringList &ids)
{
    if (mBuilt)
        withoutEcho([&] { mScene->selectIds(ids); });
}

QStringList HallCanvas::pickedInScene() const
{
    return mScene->selectedIds();
}

} // namespace podcad
