#pragma once

#include "model/device.h"
#include "model/link.h"
#include "model/rack.h"
#include "session/documentcommand.h"

#include <QStringList>
#include <vector>

namespace podcad {

// Deletes a selection: links, devices (with every link on them) and racks (whose devices stay in
// the design, unplaced, unless they are deleted too). Ids that name nothing are skipped; a command
// that would delete nothing is refused. Undo puts back exactly what was there. Its change events
// name everything that went or changed: the links of removed devices and the devices unplaced with
// their rack too.
class RemoveObjects final : public DocumentCommand
{
public:
    // `text` empty: "Delete <name>", "Delete rack <name> with its <n> devices", "Delete <names>
    // and <n> more" (the names people read, as shownName gives them).
    RemoveObjects(Document *document, QStringList ids, const QString &text = {});
    void perform() override;
    void undo() override;

private:
    // Names everything redo() took out or changed: the removed links, devices and racks, and the
    // devices their racks left unplaced (as devices: they stay in the design, with a new value).
    ChangeEvent changeEvent(ChangeEvent::Kind kind) const;

    QStringList mIds;
    // What redo() took out, in the order it did so; undo() restores in reverse.
    std::vector<Link> mLinks;
    std::vector<Device> mDevices;
    std::vector<Rack> mRacks;
    std::vector<Device> mUnplaced; // devices of removed racks, as they were
};

} // namespace podcad
