#pragma once

#include "model/device.h"
#include "model/link.h"
#include "model/rack.h"
#include "session/documentcommand.h"

#include <vector>

namespace podcad {

// Adds racks, devices and the links among (or to) them in one step: a drop from the catalog, a
// drawn cable, paste, duplicate and the bulk connect actions, where one undo must take back the
// whole lot. All or nothing: a refused object (a duplicate id, an unknown rack or port owner)
// leaves the design as it was and says why.
class AddObjects final : public DocumentCommand
{
public:
    AddObjects(Document *document, std::vector<Rack> racks, std::vector<Device> devices,
               std::vector<Link> links, const QString &text);
    AddObjects(Document *document, std::vector<Device> devices, std::vector<Link> links,
               const QString &text);
    // One object, with the undo text the editor has always shown for it ("Add rack A5", "Add
    // leaf-3", "Connect dgx-01 to leaf-1").
    AddObjects(Document *document, Rack rack);
    AddObjects(Document *document, Device device);
    AddObjects(Document *document, Link link);

    void perform() override;
    void undo() override;

private:
    // Names what the command adds (redo) or takes out again (undo).
    ChangeEvent changeEvent(ChangeEvent::Kind kind) const;

    std::vector<Rack> mRacks;
    std::vector<Device> mDevices;
    std::vector<Link> mLinks;
};

} // namespace podcad
