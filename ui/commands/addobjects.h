#pragma once

#include "documentcommand.h"
#include "model/device.h"
#include "model/link.h"

#include <vector>

namespace podcad {

// Adds devices and the links among (or to) them in one step: paste, duplicate and the bulk
// connect actions, where one undo must take back the whole lot. All or nothing.
class AddObjects final : public DocumentCommand
{
public:
    AddObjects(Document *document, std::vector<Device> devices, std::vector<Link> links,
               const QString &text);
    void redo() override;
    void undo() override;

private:
    QStringList ids() const;

    std::vector<Device> mDevices;
    std::vector<Link> mLinks;
};

} // namespace podcad
