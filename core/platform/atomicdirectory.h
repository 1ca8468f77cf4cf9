#pragma once

#include <QString>

namespace podcad {

// A folder of files that appears whole or not at all (the NetBox export): the files are written
// into a new folder beside the target (".NAME.podcad-XXXXXXXXXX", locked as a live writer's until
// it is renamed or removed), which commit() renames onto the target. open() first removes the
// folders of dead saves of the same target (removeDeadStrays()).
// rename(2) replaces only a missing or empty folder, so a folder with anything in it is never
// touched; a crash before the rename leaves the target as it was, plus the hidden folder.
class AtomicDirectory final
{
public:
    explicit AtomicDirectory(const QString &path);
    // Removes the new folder and everything in it unless it was committed.
    ~AtomicDirectory();
    AtomicDirectory(const AtomicDirectory &) = delete;
    AtomicDirectory &operator=(const AtomicDirectory &) = delete;

    bool open();
    // Where the files go until commit().
    QString tempPath() const { return mTemp; }
    // Renames the new folder onto the target (missing or empty).
    bool commit();

    QString errorString() const { return mError; }

private:
    bool fail(int error);
    void release();

    QString mPath;
    QString mTemp;
    int mHold = -1; // the new folder, open and locked while it is ours
    bool mCommitted = false;
    QString mError;
};

} // namespace podcad
