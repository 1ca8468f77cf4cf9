#pragma once

#include "model/design.h"
#include "session/documentcommand.h"

namespace podcad {

// Deletes one facility element: the design takes it out of every rack's feeds and cooling and of
// every element fed from it, and undo puts all of them back as they were. Its change events name
// the element, those elements and those racks.
class RemoveFacilityElement final : public DocumentCommand
{
public:
    RemoveFacilityElement(Document *document, const QString &id);
    void perform() override;
    void undo() override;

private:
    ChangeEvent changeEvent(ChangeEvent::Kind kind) const;

    QString mId;
    FacilityElement mElement;         // as it was, filled by redo()
    Design::FacilityRemoval mRemoval; // what else changed, as it was
};

} // namespace podcad
