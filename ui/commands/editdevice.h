#pragma once

#include "documentcommand.h"
#include "model/device.h"

#include <vector>

namespace podcad {

// Replaces one or more devices with new values of themselves (name, role, SKU, overrides): the
// inspector's edits, one undo step each, also when several devices are edited at once.
class EditDevice final : public DocumentCommand
{
public:
    EditDevice(Document *document, std::vector<Device> after, const QString &text);
    void redo() override;
    void undo() override;

private:
    void apply(const std::vector<Device> &values);

    std::vector<Device> mAfter;
    std::vector<Device> mBefore;
};

} // namespace podcad
