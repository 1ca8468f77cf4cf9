#pragma once

#include <QByteArray>
#include <QString>

class QFileInfo;

namespace podcad {

// What AtomicFile and AtomicDirectory share about the new file or folder they put beside the one
// they replace.

// A free-looking hidden name in the target's folder, ".NAME.podcad-" and ten random letters or
// digits: on one file system with the target, so that the final move is a rename, and in a shape
// no other program's file has, so that what a dead save left is known for what it is
// (removeDeadStrays()).
QString hiddenNameBeside(const QFileInfo &target);

// When `entry`, a name in the target's folder, is one hiddenNameBeside() gives for the target
// named `targetName`, possibly followed by one of SQLite's files beside a database ("-journal",
// "-wal", "-shm"): that working copy's name, and in `*companion` whether a suffix was there.
// Otherwise empty. In bytes, as the file system has them.
QByteArray workingCopyNamed(const QByteArray &entry, const QByteArray &targetName,
                            bool *companion = nullptr);

// SQLite's files beside a database it changes, which go with a working copy.
inline constexpr const char *kCompanionSuffixes[] = {"-journal", "-wal", "-shm"};

// Flushes a folder's entries (the names in it) to the disk, so that a rename in it survives a
// power cut. False, with errno set, when the folder cannot be opened or synced.
bool syncFolder(const QString &folder);

} // namespace podcad
