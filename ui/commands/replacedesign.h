#pragma once

#include "documentcommand.h"
#include "model/design.h"

namespace podcad {

// Swaps the whole design for another (a restored autosave) as one undoable step, so that the
// person can look at what came back and still return to what was there.
class ReplaceDesign final : public DocumentCommand
{
public:
    ReplaceDesign(Document *document, Design design, const QString &text);
    void redo() override;
    void undo() override;

private:
    Design mOther; // the design not currently in the document
};

} // namespace podcad
