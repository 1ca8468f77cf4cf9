#pragma once

#include "documentcommand.h"
#include "model/rack.h"

namespace podcad {

// Replaces a rack with a new value of itself (name, SKU, power limit, row, floor position).
class EditRack final : public DocumentCommand
{
public:
    EditRack(Document *document, Rack after, const QString &text);
    void redo() override;
    void undo() override;

private:
    Rack mAfter;
    Rack mBefore;
};

} // namespace podcad
