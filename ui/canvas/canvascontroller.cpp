#include "canvascontroller.h"

#include "catalog/catalog.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"

#include <QGraphicsScene>

namespace podcad {

CanvasController::CanvasController(LiveSession *session, QGraphicsScene *scene, Minimap *minimap,
                                   QObject *parent)
    : QObject(parent)
    , mSession(session)
    , mMinimap(minimap)
{
    connect(session->document(), &Document::changed, this,
            [this](const ChangeEvent &event) { onEdit(event); });
    // Whatever the cause: a selection that follows an edit (Document::aboutToNotify) deselects the
    // items of the objects the edit took away before onEdit() removes them, since the scene would
    // tell its listeners of a selected item's removal while the item is half destroyed.
    connect(session->selection(), &Selection::changed, this,
            [this](const QStringList &ids) { onSelection(ids); });
    connect(scene, &QGraphicsScene::selectionChanged, this, [this] {
        if (!mSyncing)
            mSession->selection()->set(pickedInScene());
    });
}

const Catalog &CanvasController::catalog() const
{
    const Catalog *catalog = mSession->catalog();
    return catalog ? *catalog : Catalog::empty();
}

} // namespace podcad
