#pragma once

#include "documentcommand.h"
#include "model/device.h"
#include "model/link.h"
#include "model/rack.h"

#include <QStringList>

#include <vector>

namespace podcad {

// Deletes a selection: links, devices (with every link on them) and racks (whose devices stay in
// the design, unplaced, unless they are deleted too). Undo puts back exactly what was there.
class RemoveObjects final : public DocumentCommand
{
public:
    RemoveObjects(Document *document, QStringList ids);
    void redo() override;
    void undo() override;

private:
    QStringList mIds;
    // What redo() took out, in the order it did so; undo() restores in reverse.
    std::vector<Link> mLinks;
    std::vector<Device> mDevices;
    std::vector<Rack> mRacks;
    std::vector<Device> mUnplaced; // devices of removed racks, as they were
};

} // namespace podcad
