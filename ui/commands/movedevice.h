#pragma once

#include "changevalues.h"

namespace podcad {

// Puts a device in a rack at a lowest U (or takes it out, with an empty rack id): a ChangeValues
// of that one device whose new value is the current one with the new place. Consecutive moves of
// the same device with the same non-zero `session` merge into one undo step, so that nudging a
// device up ten units with the arrow keys is undone at once.
class MoveDevice final : public ChangeValues<Device>
{
public:
    MoveDevice(Document *document, const QString &deviceId, const QString &rackId, int lowestU,
               int session = 0);
};

} // namespace podcad
