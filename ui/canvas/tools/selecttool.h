#pragma once

#include "abstracttool.h"

namespace podcad {

// Selecting: a click selects, Ctrl+click toggles, a drag on empty space draws a rubber band. All
// of that is QGraphicsView's own handling, which this tool lets run; views whose objects also move
// derive from it (FloorMoveTool).
class SelectTool : public AbstractTool
{
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;

    void activate() override;
};

} // namespace podcad
