#pragma once

#include "model/device.h"
#include "model/link.h"

#include <QByteArray>
#include <QStringList>
#include <memory>
#include <vector>

class QMimeData;

namespace podcad {

class Design;

// Copy and paste of devices with the cables among them, as a small design file on the clipboard
// (so what is copied is checked on the way back in by the same reader as any design file).
// Pasted devices get fresh ids and come in unplaced: the rack slots they came from are taken.
namespace designclipboard {

inline QString mimeType()
{
    return QStringLiteral("application/x-podcad-objects");
}

// The selected devices (ids that are not devices are skipped), the links between two of them and
// the fabrics those links name. Null when no device is selected.
std::unique_ptr<QMimeData> copy(const Design &design, const QStringList &ids);

struct Pasted final
{
    std::vector<Device> devices;
    std::vector<Link> links;
};

// What pasting `data` into `design` adds: new ids for everything, links re-pointed at the new
// devices, fabrics the design does not have dropped from the links. Empty when the data holds
// no PodCAD objects.
Pasted paste(const Design &design, const QMimeData *data);

} // namespace designclipboard
} // namespace podcad
