#pragma once

#include "model/hall.h"
#include "session/documentcommand.h"

#include <optional>

namespace podcad {

// Replaces the design's hall (the Inspector's floor rating, floor type and aisle widths with
// nothing selected in the Hall view). Refuses a value the file format would refuse and a change
// that changes nothing; undo puts the hall back as it was, or takes it away when there was none.
class ChangeHall final : public DocumentCommand
{
public:
    ChangeHall(Document *document, Hall hall);
    void perform() override;
    void undo() override;

private:
    void apply(const std::optional<Hall> &hall);

    Hall mAfter;
    std::optional<Hall> mBefore;
};

} // namespace podcad
