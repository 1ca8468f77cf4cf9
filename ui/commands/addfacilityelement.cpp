#include "addfacilityelement.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

AddFacilityElement::AddFacilityElement(Document *document, FacilityElement element)
    : DocumentCommand(document, QCoreApplication::translate("podcad::AddFacilityElement", "Add %1")
                                    .arg(element.name.isEmpty() ? element.id : element.name))
    , mElement(std::move(element))
{}

void AddFacilityElement::perform()
{
    QString why;
    if (!design().addFacilityElement(mElement, &why))
        return refuse(why);
    ChangeEvent event(ChangeEvent::Kind::ObjectsAdded);
    event.facility.add(mElement.id);
    notify(event);
}

void AddFacilityElement::undo()
{
    // Nothing refers to an element just added (its own sources are upstream of it).
    design().removeFacilityElement(mElement.id);
    ChangeEvent event(ChangeEvent::Kind::ObjectsRemoved);
    event.facility.add(mElement.id);
    notify(event);
}

} // namespace podcad
