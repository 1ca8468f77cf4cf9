#include "removefacilityelement.h"

#include "model/shownname.h"
#include "session/document.h"

#include <QCoreApplication>

namespace podcad {

RemoveFacilityElement::RemoveFacilityElement(Document *document, const QString &id)
    : DocumentCommand(document,
                      QCoreApplication::translate("podcad::RemoveFacilityElement", "Delete %1")
                          .arg(shownName(document->design(), id)))
    , mId(id)
{}

void RemoveFacilityElement::perform()
{
    const FacilityElement *element = design().facilityElement(mId);
    if (!element)
        return refuse(QCoreApplication::translate("podcad::RemoveFacilityElement",
                                                  "no facility element "
                                                  "\"%1\"")
                          .arg(mId));
    mElement = *element;
    mRemoval = design().removeFacilityElement(mId);
    notify(changeEvent(ChangeEvent::Kind::ObjectsRemoved));
}

void RemoveFacilityElement::undo()
{
    // The element first: the racks and elements put back refer to it.
    design().addFacilityElement(mElement);
    for (const FacilityElement &element : mRemoval.elements)
        design().updateFacilityElement(element);
    for (const Rack &rack : mRemoval.racks)
        design().updateRack(rack);
    notify(changeEvent(ChangeEvent::Kind::ObjectsAdded));
}

ChangeEvent RemoveFacilityElement::changeEvent(ChangeEvent::Kind kind) const
{
    ChangeEvent event(kind);
    event.facility.add(mId);
    event.facility.addIdsOf(mRemoval.elements);
    event.racks.addIdsOf(mRemoval.racks);
    return event;
}

} // namespace podcad
