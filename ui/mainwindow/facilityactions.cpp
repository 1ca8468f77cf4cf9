#include "facilityactions.h"

#include "catalog/catalog.h"
#include "commands/addfacilityelement.h"
#include "editortabs.h"
#include "mainwindow.h"
#include "model/hallfit.h"
#include "session/document.h"
#include "session/livesession.h"
#include "session/selection.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QStatusBar>

namespace podcad {

FacilityActions::FacilityActions(MainWindow *window, QMenu *editMenu)
    : QObject(window)
    , mWindow(window)
{
    QAction *add =
        editMenu->addAction(tr("Add &Facility Element..."), this, [this] { askAndAdd(); });
    add->setObjectName(QStringLiteral("addFacilityElementAction"));
    add->setStatusTip(tr("Add a UPS, switchboard, busway, CDU, CRAH or other element to the hall"));
}

void FacilityActions::askAndAdd()
{
    QStringList kinds;
    for (FacilityKind kind : kFacilityKinds)
        kinds << facilityKindLabel(kind);
    bool ok = false;
    const QString kindLabel = QInputDialog::getItem(mWindow, tr("Add Facility Element"),
                                                    tr("Kind:"), kinds, 0, false, &ok);
    if (!ok)
        return;
    const FacilityKind kind = kFacilityKinds[std::size_t(kinds.indexOf(kindLabel))];
    QStringList models{tr("None (give a capacity)")};
    QStringList skus{QString()};
    if (const Catalog *catalog = mWindow->document()->catalog())
        for (const FacilityModel *m : catalog->facilityModels())
            if (m->kind == kind) {
                models << QStringLiteral("%1 (%2 kW)").arg(m->name).arg(m->capacityKw);
                skus << m->sku;
            }
    const QString model = QInputDialog::getItem(mWindow, tr("Add Facility Element"), tr("Model:"),
                                                models, models.size() > 1 ? 1 : 0, false, &ok);
    if (!ok)
        return;
    const QString sku = skus.value(models.indexOf(model));
    double capacity = 100;
    if (sku.isEmpty()) {
        capacity = QInputDialog::getDouble(mWindow, tr("Add Facility Element"), tr("Capacity kW:"),
                                           100, 1, FacilityLimits::kMaxCapacityKw, 1, &ok);
        if (!ok)
            return;
    }
    addElement(kind, sku, capacity);
}

bool FacilityActions::addElement(FacilityKind kind, const QString &sku, double capacityKw)
{
    Document *document = mWindow->document();
    const Design &design = document->design();
    FacilityElement element;
    element.kind = kind;
    element.id = design.uniqueId(facilityKindName(kind));
    element.name = element.id;
    element.sku = sku;
    if (sku.isEmpty())
        element.capacityKw = capacityKw;
    const Hall hall = design.hall ? *design.hall : fitHall(design);
    element.positionM = hall.originM + QPointF(hall.widthM / 2, hall.depthM / 2);
    QString why;
    if (!document->push(new AddFacilityElement(document, element), &why)) {
        mWindow->statusBar()->showMessage(why, 5000);
        return false;
    }
    mWindow->views()->showObject(element.id);
    return true;
}

} // namespace podcad
