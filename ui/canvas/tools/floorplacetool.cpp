#include "floorplacetool.h"

#include "canvas/editorview.h"
#include "canvas/floorscene.h"
#include "catalog/catalog.h"
#include "commands/addobjects.h"
#include "edit/placement.h"
#include "floortarget.h"
#include "model/design.h"
#include "session/document.h"
#include "widgets/skumime.h"

#include <QDragEnterEvent>
#include <QDropEvent>

namespace podcad {
namespace {

void showFeedback(FloorScene *scene, const FloorTarget &target, AbstractTool *tool)
{
    if (target.kind == FloorTarget::Kind::None)
        scene->hideTarget();
    else
        scene->showTarget(target.marker, target.ok);
    Q_EMIT tool->statusMessage(target.reason, target.ok ? 2000 : 5000);
}

} // namespace

FloorPlaceTool::FloorPlaceTool(EditorView *view, FloorScene *scene)
    : AbstractTool(view)
    , mScene(scene)
{}

bool FloorPlaceTool::dragEntered(QDragEnterEvent *event)
{
    const QString sku = skuFromMimeData(event->mimeData());
    if (sku.isEmpty() || !document()->catalog())
        return false;
    event->acceptProposedAction();
    showFeedback(mScene,
                 FloorTarget::forCatalogItem(*document(), *mScene, sku,
                                             view()->mapToScene(event->position().toPoint())),
                 this);
    return true;
}

bool FloorPlaceTool::dragMoved(QDragMoveEvent *event)
{
    const QString sku = skuFromMimeData(event->mimeData());
    if (sku.isEmpty() || !document()->catalog())
        return false;
    const FloorTarget target = FloorTarget::forCatalogItem(
        *document(), *mScene, sku, view()->mapToScene(event->position().toPoint()));
    showFeedback(mScene, target, this);
    // Ignoring makes the drag show "no drop here"; further moves still arrive.
    if (!target.ok)
        return false;
    event->acceptProposedAction();
    return true;
}

bool FloorPlaceTool::dragLeft(QDragLeaveEvent *)
{
    mScene->hideTarget();
    return true;
}

bool FloorPlaceTool::dropped(QDropEvent *event)
{
    mScene->hideTarget();
    const QString sku = skuFromMimeData(event->mimeData());
    if (sku.isEmpty() || !document()->catalog())
        return false;
    // Checked again here: the model may have changed since the last move, and a drop may arrive
    // without one.
    const FloorTarget target = FloorTarget::forCatalogItem(
        *document(), *mScene, sku, view()->mapToScene(event->position().toPoint()));
    if (!target.ok || !place(sku, target)) {
        Q_EMIT statusMessage(target.reason, 5000);
        return false;
    }
    event->acceptProposedAction();
    return true;
}

bool FloorPlaceTool::place(const QString &sku, const FloorTarget &target)
{
    Document *doc = document();
    const Catalog *catalog = doc->catalog();
    const Design &design = doc->design();
    QString why;
    QString id;
    bool done = false;
    if (target.kind == FloorTarget::Kind::Rack) {
        Rack rack = newRackAtRowEnd(design, *catalog, sku, target.row);
        id = rack.id;
        done = doc->push(new AddObjects(doc, std::move(rack)), &why);
    } else {
        const DeviceModel &model = *catalog->model(sku);
        Device device;
        device.id = design.uniqueId(idPrefix(model));
        device.sku = sku;
        device.role = guessRole(model);
        device.rackId = target.rackId;
        device.lowestU = target.lowestU;
        id = device.id;
        done = doc->push(new AddObjects(doc, std::move(device)), &why);
    }
    if (done)
        mScene->selectIds({id});
    Q_EMIT statusMessage(done ? target.reason : why, 5000);
    return done;
}

} // namespace podcad
