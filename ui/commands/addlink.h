#pragma once

#include "documentcommand.h"
#include "model/link.h"

namespace podcad {

class AddLink final : public DocumentCommand
{
public:
    AddLink(Document *document, Link link);
    void redo() override;
    void undo() override;

private:
    Link mLink;
};

} // namespace podcad
