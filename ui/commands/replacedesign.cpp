#include "replacedesign.h"

#include <utility>

namespace podcad {

ReplaceDesign::ReplaceDesign(Document *document, Design design, const QString &text)
    : DocumentCommand(document, text)
    , mOther(std::move(design))
{
}

void ReplaceDesign::redo()
{
    std::swap(design(), mOther);
    notify(ChangeEvent::Kind::DesignReplaced, {});
}

void ReplaceDesign::undo() { redo(); }

} // namespace podcad
