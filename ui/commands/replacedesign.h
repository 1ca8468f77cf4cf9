#pragma once

#include "model/design.h"
#include "session/documentcommand.h"

#include <optional>

namespace podcad {

// Swaps the whole design for another (a restored autosave, a new design from a template) as one
// undoable step, so that the person can look at what came back and still return to what was there.
// With `filePath`, the document's file path is swapped as well: a template's design is untitled,
// so Save cannot write it over the file that was open, and Undo brings that file back.
class ReplaceDesign final : public DocumentCommand
{
public:
    ReplaceDesign(Document *document, Design design, const QString &text,
                  std::optional<QString> filePath = std::nullopt);
    void perform() override;
    void undo() override;

private:
    Design mOther;                     // the design not currently in the document
    std::optional<QString> mOtherPath; // likewise its file path, when the command swaps paths
};

} // namespace podcad
