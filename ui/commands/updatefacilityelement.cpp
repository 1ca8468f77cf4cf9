#include "updatefacilityelement.h"

#include <QCoreApplication>

namespace podcad {

UpdateFacilityElement::UpdateFacilityElement(Document *document, FacilityElement element,
                                             int session)
    : ChangeValues<FacilityElement>(
          document, {element},
          QCoreApplication::translate("podcad::UpdateFacilityElement", "Edit %1")
              .arg(element.name.isEmpty() ? element.id : element.name),
          session)
{}

} // namespace podcad
