#include "floorcanvas.h"

#include "floorscene.h"
#include "minimap.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"

namespace podcad {

FloorCanvas::FloorCanvas(LiveSession *session, FloorScene *scene, Minimap *minimap, QObject *parent)
    : CanvasController(session, scene, minimap, parent)
    , mScene(scene)
{
    // The power bars under the racks come from the analysis; nothing else on the floor does.
    // Not the minimap: at its scale the bars are less than a pixel, and a big floor's picture
    // costs a tenth of a second to draw again.
    connect(session, &LiveSession::ready, this,
            [this] { mScene->showAnalysis(&this->session()->analysis()); });
}

void FloorCanvas::onEdit(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::PropertiesEdited)
        return; // the design's own fields: nothing drawn changed
    const bool replaced = event.kind == ChangeEvent::Kind::DesignReplaced;
    const Design &design = session()->document()->design();
    withoutEcho([&] {
        if (replaced)
            mScene->rebuild(design, catalog(), &session()->analysis());
        else
            mScene->apply(event, design, catalog());
        mScene->selectIds(session()->selection()->ids());
    });
    if (const std::optional<QRectF> area = mScene->lastChangedArea(); area && !replaced)
        minimap()->invalidate(*area);
    else
        minimap()->invalidate();
    Q_EMIT refreshed();
}

void FloorCanvas::onSelection(const QStringList &ids)
{
    withoutEcho([&] { mScene->selectIds(ids); });
}

QStringList FloorCanvas::pickedInScene() const
{
    return mScene->selectedIds();
}

} // namespace podcad
