#pragma once

#include "editstep.h"
#include "model/design.h"

#include <QString>
#include <map>

namespace podcad {
class Catalog;
class Document;
} // namespace podcad

namespace podcad::randomedit {

// Turns an edit step into what the editor would do for it: builds the undo command the GUI pushes
// for that edit (ui/commands), or works it out first as the menu action does (paste through
// designclipboard, bulk connect and the link tool through core/edit/linkplanner, Edit > Arrange
// through core/edit/arrange), and pushes it on the document. `undo` and `redo` move along the
// stack. Arguments that name nothing are passed on as they are: refusing them is the command's
// job, and what is checked.
class EditApplier final
{
public:
    enum class Outcome {
        Pushed,    // a command ran and is on the stack (or merged into the one before)
        Refused,   // a command was pushed and refused: it must have changed nothing
        NoCommand, // the action had nothing to do (an empty plan, nothing to undo): no command
        Moved,     // undo or redo
        Malformed  // the step is not a known verb with its arguments (a hand-written replay)
    };
    struct Result final
    {
        Outcome outcome = Outcome::NoCommand;
        QString why;
    };

    // `start` is what `replace start` puts back; `others` are the designs `replace NAME` swaps in.
    EditApplier(const Catalog &catalog, Design start, std::map<QString, Design> others);

    Result apply(Document &document, const EditStep &step) const;

private:
    const Catalog &mCatalog;
    Design mStart;
    std::map<QString, Design> mOthers;
};

} // namespace podcad::randomedit
