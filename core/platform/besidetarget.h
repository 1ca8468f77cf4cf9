#pragma once

#include <QString>

class QFileInfo;

namespace podcad {

// What AtomicFile and AtomicDirectory share about the new file or folder they put beside the one
// they replace.

// A free-looking hidden name in the target's folder (".NAME.xxxxxxx"): on one file system with
// the target, so that the final move is a rename.
QString hiddenNameBeside(const QFileInfo &target);

// Flushes a folder's entries (the names in it) to the disk, so that a rename in it survives a
// power cut. False, with errno set, when the folder cannot be opened or synced.
bool syncFolder(const QString &folder);

} // namespace podcad
