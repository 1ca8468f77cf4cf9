#pragma once

#include "documentcommand.h"
#include "model/device.h"

namespace podcad {

class AddDevice final : public DocumentCommand
{
public:
    AddDevice(Document *document, Device device);
    void redo() override;
    void undo() override;

private:
    Device mDevice;
};

} // namespace podcad
