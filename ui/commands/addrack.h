#pragma once

#include "documentcommand.h"
#include "model/rack.h"

namespace podcad {

class AddRack final : public DocumentCommand
{
public:
    AddRack(Document *document, Rack rack);
    void redo() override;
    void undo() override;

private:
    Rack mRack;
};

} // namespace podcad
