#pragma once

#include "editorview.h"

namespace podcad {

class HallScene;

// The Hall view: the plan from above. Its input is in HallMoveTool (select, drag racks and
// facility elements) and what every EditorView does (middle-button pan, Ctrl+wheel zoom).
class HallView final : public EditorView
{
    Q_OBJECT
public:
    HallView(Document *document, HallScene *scene, QWidget *parent = nullptr);
};

} // namespace podcad
