#include "topologyplacetool.h"

#include "canvas/editorview.h"
#include "canvas/topologyscene.h"
#include "catalog/catalog.h"
#include "commands/addobjects.h"
#include "edit/placement.h"
#include "model/design.h"
#include "session/document.h"
#include "widgets/skumime.h"

#include <QCoreApplication>
#include <QDragEnterEvent>
#include <QDropEvent>

namespace podcad {
namespace {

// In the view's translation context, where these texts were first written.
QString viewTr(const char *text)
{
    return QCoreApplication::translate("podcad::TopologyView", text);
}

} // namespace

TopologyPlaceTool::TopologyPlaceTool(EditorView *view, TopologyScene *scene)
    : AbstractTool(view)
    , mScene(scene)
{}

QString TopologyPlaceTool::refusal(const QString &sku) const
{
    const Catalog *catalog = document()->catalog();
    const DeviceModel *model = catalog ? catalog->model(sku) : nullptr;
    if (!model)
        return viewTr("%1 is not in the catalog.").arg(sku);
    switch (model->kind) {
    case DeviceKind::Rack:
        return viewTr("Racks go onto the floor view.");
    case DeviceKind::Nic:
    case DeviceKind::Transceiver:
    case DeviceKind::Cable:
        return viewTr("%1 is not a device of its own; it is counted from the links.").arg(sku);
    default:
        return {};
    }
}

bool TopologyPlaceTool::dragEntered(QDragEnterEvent *event)
{
    if (skuFromMimeData(event->mimeData()).isEmpty() || !document()->catalog())
        return false;
    event->acceptProposedAction();
    return true;
}

QString TopologyPlaceTool::placeableSku(const QMimeData *data)
{
    const QString sku = skuFromMimeData(data);
    if (sku.isEmpty())
        return {};
    if (const QString why = refusal(sku); !why.isEmpty()) {
        Q_EMIT statusMessage(why, 5000);
        return {};
    }
    return sku;
}

bool TopologyPlaceTool::dragMoved(QDragMoveEvent *event)
{
    const QString sku = placeableSku(event->mimeData());
    if (sku.isEmpty())
        return false;
    Q_EMIT statusMessage(viewTr("Add %1 (not placed in a rack yet)").arg(sku), 2000);
    event->acceptProposedAction();
    return true;
}

bool TopologyPlaceTool::dragLeft(QDragLeaveEvent *)
{
    return true;
}

bool TopologyPlaceTool::dropped(QDropEvent *event)
{
    const QString sku = placeableSku(event->mimeData());
    if (sku.isEmpty())
        return false;
    Document *doc = document();
    const DeviceModel &model = *doc->catalog()->model(sku);
    Device device;
    device.id = doc->design().uniqueId(idPrefix(model));
    device.sku = sku;
    device.role = guessRole(model);
    device.canvasPosition = view()->mapToScene(event->position().toPoint());
    const QString id = device.id;
    QString why;
    if (!doc->push(new AddObjects(doc, std::move(device)), &why)) {
        Q_EMIT statusMessage(why, 5000);
        return false;
    }
    mScene->selectIds({id});
    Q_EMIT statusMessage(viewTr("Added %1 (not placed: rack it in the floor view)").arg(id), 5000);
    event->acceptProposedAction();
    return true;
}

} // namespace podcad
