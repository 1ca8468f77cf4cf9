#pragma once

#include "documentcommand.h"
#include "model/link.h"

namespace podcad {

class RemoveLink final : public DocumentCommand
{
public:
    RemoveLink(Document *document, QString linkId);
    void redo() override;
    void undo() override;

private:
    QString mLinkId;
    Link mRemoved; // as it was, filled by the first redo
};

} // namespace podcad
