#include "rackactions.h"

#include "catalog/catalog.h"
#include "commands/addobjects.h"
#include "edit/placement.h"
#include "mainwindow.h"
#include "model/design.h"
#include "model/shownname.h"
#include "session/document.h"

#include <QAction>
#include <QMenu>
#include <QStatusBar>

namespace podcad {

RackActions::RackActions(MainWindow *window, QMenu *editMenu)
    : QObject(window)
    , mWindow(window)
{
    editMenu->addSeparator();
    QAction *rack = editMenu->addAction(tr("Add &Rack"), this, [this] { addRack(false); });
    rack->setObjectName(QStringLiteral("addRackAction"));
    rack->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R));
    rack->setStatusTip(tr("A new rack at the end of the selected rack's row (or of the last row)"));
    QAction *row = editMenu->addAction(tr("Add R&ow"), this, [this] { addRack(true); });
    row->setObjectName(QStringLiteral("addRowAction"));
    row->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_W));
    row->setStatusTip(tr("A new row behind the last one, starting with one rack"));
}

const Rack *RackActions::referenceRack() const
{
    const Design &design = mWindow->document()->design();
    for (const QString &id : mWindow->selection()) {
        if (const Rack *r = design.rack(id))
            return r;
        if (const Device *d = design.device(id); d && design.rack(d->rackId))
            return design.rack(d->rackId);
    }
    const Rack *last = nullptr;
    for (const auto &[id, r] : design.racks())
        if (!last || r.floorPositionM.y() > last->floorPositionM.y() ||
            (r.floorPositionM.y() == last->floorPositionM.y() &&
             r.floorPositionM.x() >= last->floorPositionM.x()))
            last = &r;
    return last;
}

void RackActions::addRack(bool newRow)
{
    Document *document = mWindow->document();
    const Catalog *catalog = document->catalog();
    if (!catalog)
        return;
    const Rack *reference = referenceRack();
    QString sku;
    if (reference) {
        sku = reference->sku;
    } else if (const auto racks = catalog->modelsOfKind(DeviceKind::Rack); !racks.empty()) {
        sku = racks.front()->sku;
    } else {
        mWindow->statusBar()->showMessage(tr("The catalog has no rack to add."), 5000);
        return;
    }
    const QString row = newRow      ? nextRowLabel(document->design())
                        : reference ? reference->row
                                    : QStringLiteral("A");
    Rack rack = newRackAtRowEnd(document->design(), *catalog, sku, row);
    const QString id = rack.id;
    QString why;
    if (!document->push(new AddObjects(document, std::move(rack)), &why)) {
        mWindow->statusBar()->showMessage(tr("Cannot add a rack: %1").arg(why), 5000);
        return;
    }
    mWindow->setSelection({id});
    mWindow->showObject(id);
    // The rack as the floor labels it ("B1"), not its id.
    const QString name = shownName(document->design(), id);
    mWindow->statusBar()->showMessage(newRow ? tr("New row %1 with rack %2").arg(row, name)
                                             : tr("New rack %1 in row %2").arg(name, row),
                                      4000);
}

} // namespace podcad
