#pragma once

#include <QByteArray>
#include <QString>

namespace podcad {

// The one way PodCAD replaces a file it saves (docs/save-faults.md). The bytes go to a new file
// in the target's folder (unnamed where the system allows, O_TMPFILE, else
// ".NAME.podcad-XXXXXXXXXX"; named so only just before the rename, and in that folder so the rename
// stays on one file system), which commit() flushes to the disk (fsync) and renames over the
// target: a reader, a crash or a full disk sees the old file or the new one, complete, never a mix.
// The new file keeps the permissions of the one it replaces; a symbolic link is followed, as
// QSaveFile does. Every step asks FileFaults first, so tests can fail or kill it at any point. The
// new file is locked as a live writer's until it is renamed or removed, and open() first removes
// the new files of dead saves of the same target (removeDeadStrays()).
class AtomicFile final
{
public:
    enum class Replace { Always, Never };

    // With Replace::Never, commit() fails ("the file exists") rather than replace a file that
    // is there at that moment.
    explicit AtomicFile(const QString &path, Replace replace = Replace::Always);
    // Removes the new file unless it was committed.
    ~AtomicFile();
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    // The new file gets exactly these permission bits (0600 for a password file) rather than
    // those of the file it replaces or the usual ones; they are set before any byte is written.
    void setPermissions(int mode) { mMode = mode; }

    bool open();
    // All of `bytes` or false (a short write is retried; an error is kept for errorString()).
    bool write(const QByteArray &bytes);
    bool write(const char *data, qint64 size);
    // Closes the new file without committing it, so another writer (SQLite) can change it at
    // tempPath() before commit().
    bool closeTemp();
    // Flushes the new file to the disk and renames it over the target.
    bool commit();
    // Drops the new file; the target stays as it was.
    void cancel();

    // Why the last step failed, in a few words ("No space left on device").
    QString errorString() const { return mError; }
    // The new file's name: after closeTemp() (or commit()); empty while it has none.
    QString tempPath() const { return mTemp; }

private:
    // Gives a new file made without a name (O_TMPFILE) its name beside the target.
    bool named();
    // Lets go of the lock that marks the new file as a live writer's (removeDeadStrays()).
    void release();
    bool fail(int error);
    bool fail(const QString &why);

    QString mPath;   // as the caller named it, for the faults and messages
    QString mTarget; // where the bytes land: mPath with a symbolic link followed
    QString mTemp;
    Replace mReplace;
    int mFd = -1;
    int mHold = -1; // keeps the new file's lock once mFd is closed
    int mMode = -1;
    qint64 mWritten = 0;
    bool mCommitted = false;
    QString mError;
};

} // namespace podcad
