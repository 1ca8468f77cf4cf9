#pragma once

#include "model/facility.h"
#include "session/documentcommand.h"

namespace podcad {

// Adds one facility element (Edit > Add Facility Element); the design refuses an id in use or a
// source it may not be fed from, and the command then records nothing. Undo takes it out again.
class AddFacilityElement final : public DocumentCommand
{
public:
    AddFacilityElement(Document *document, FacilityElement element);
    void perform() override;
    void undo() override;

private:
    FacilityElement mElement;
};

} // namespace podcad
