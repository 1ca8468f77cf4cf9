#include "abstracttool.h"

#include "canvas/editorview.h"

namespace podcad {

AbstractTool::AbstractTool(EditorView *view)
    : QObject(view)
    , mView(view)
{}

Document *AbstractTool::document() const
{
    return mView->document();
}

} // namespace podcad
