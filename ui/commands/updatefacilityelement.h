#pragma once

#include "changevalues.h"

namespace podcad {

// Replaces one facility element with a new value of itself (the Inspector's edits, a drag on the
// Hall view): a ChangeValues of that one element, so the design's refusals (an unknown or
// self-feeding source, a cycle, a capacity out of range) come back as the command's error and
// nothing changes. Consecutive edits of the same element with the same non-zero `session` merge
// into one undo step.
class UpdateFacilityElement final : public ChangeValues<FacilityElement>
{
public:
    UpdateFacilityElement(Document *document, FacilityElement element, int session = 0);
};

} // namespace podcad
