#pragma once

#include "model/device.h"
#include "model/rack.h"
#include "session/documentcommand.h"

#include <vector>

namespace podcad {

// Gives racks new floor places (row, position) and devices new units, all as one undo step:
// Edit > Arrange (align, distribute, stack) moves several objects at once and a person expects one
// Undo to take the whole arrangement back. The values of two kinds at once, which ChangeValues
// (one kind) cannot carry; it shares ChangeValues' checks and its all-or-nothing replacement, and
// sends one ObjectsEdited event naming every rack and device.
class ArrangeObjects final : public DocumentCommand
{
public:
    ArrangeObjects(Document *document, std::vector<Rack> racks, std::vector<Device> devices,
                   const QString &text);
    void perform() override;
    void undo() override;

private:
    void notifyAll();

    std::vector<Rack> mRacksAfter, mRacksBefore;
    std::vector<Device> mDevicesAfter, mDevicesBefore;
};

} // namespace podcad
