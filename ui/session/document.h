#pragma once

#include "changeevent.h"
#include "model/design.h"

#include <QObject>
#include <QString>
#include <QUndoStack>
#include <memory>

namespace podcad {

class Catalog;
class DocumentCommand;
class LiveSession;

// The GUI's handle on one open design: the Design value, where it lives on disk, the undo stack
// and the catalog it is edited against (docs/architecture.md, "The path of one edit").
//
// Views read design() and listen to changed(). Only undo commands write to the design: they reach
// it through DocumentCommand, which holds the one key that unlocks editableDesign().
class Document final : public QObject
{
    Q_OBJECT
public:
    // Lets DocumentCommand, and nothing else, ask for a mutable design.
    class EditKey final
    {
        friend class DocumentCommand;
        EditKey() = default;
    };

    // `catalog` may be null (no catalog could be opened).
    explicit Document(std::shared_ptr<const Catalog> catalog, QObject *parent = nullptr);

    const Design &design() const { return mDesign; }
    Design &editableDesign(EditKey)
    {
        mSnapshot.reset(); // about to change: the copy no longer matches
        return mDesign;
    }
    // The design as it is now, owned, for a worker to read while the design is edited: copied at
    // most once per revision and shared by every reader (the cable plan's build, the live
    // analysis, the exports). A 64-SU SuperPOD's copy takes tens of milliseconds of this thread.
    std::shared_ptr<const Design> snapshot() const;
    // For a command that replaces the design with one from elsewhere (a template): the old file
    // must not be overwritten by Save, and Undo gives it back.
    void setFilePath(EditKey, const QString &filePath);
    // The catalog the design is edited against now, for reading on this thread at once; what
    // keeps it longer (a worker, a dialog) keeps catalogSnapshot(). The live session that owns
    // this document gives it a newer one (LiveSession::setCatalog).
    const Catalog *catalog() const { return mCatalog.get(); }
    const std::shared_ptr<const Catalog> &catalogSnapshot() const { return mCatalog; }
    QUndoStack *undoStack() { return &mUndoStack; }

    // Empty for a design that has no file to save back to (new, or a bundled sample).
    const QString &filePath() const { return mFilePath; }
    // File name when saved, else the design's name, else "Untitled".
    QString displayName() const;
    // What the window title calls the design: its name and, when saved, the file it is in
    // ("BasePOD 4x DGX H100 — basepod.podcad"); the file name alone for an unnamed design.
    QString title() const;
    bool isModified() const { return !mUndoStack.isClean(); }

    // Replaces the whole design (open, new): the undo history belongs to the old one and goes.
    // `snapshot`, when given, is a copy of `design` made elsewhere (the worker that read the
    // file), which snapshot() then returns instead of copying on this thread.
    void reset(Design design, const QString &filePath,
               std::shared_ptr<const Design> snapshot = nullptr);
    // After a successful save: the file now matches the design.
    void markSaved(const QString &filePath);

    // Runs the command and records it on the undo stack; takes ownership. Returns false, with the
    // command's reason in `why`, when the command refused (it is then dropped, not recorded).
    bool push(DocumentCommand *command, QString *why = nullptr);
    // For DocumentCommand::refuse(): the command itself may be gone by the time push() returns.
    void noteRefusal(EditKey, const QString &why) { mRefusal = why; }
    // Announces an edit: aboutToNotify(), then changed(). Commands call this, never emit changed()
    // themselves, so that the two always come in that order.
    void notify(EditKey, const ChangeEvent &event) { announce(event); }

Q_SIGNALS:
    // Every edit, before changed(): for the state the listeners of changed() read beside the
    // design. The Selection follows the edit here, so every view, whenever it was connected, reads
    // a selection without the objects the edit took away.
    void aboutToNotify(const podcad::ChangeEvent &event);
    void changed(const podcad::ChangeEvent &event);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &filePath);

private:
    void announce(const ChangeEvent &event);
    void emitChange(const ChangeEvent &event);

    // Only the session swaps the catalog, so that the document and the live results always
    // read the same one.
    friend class LiveSession;
    void setCatalog(std::shared_ptr<const Catalog> catalog) { mCatalog = std::move(catalog); }

    std::shared_ptr<const Catalog> mCatalog;
    Design mDesign;
    mutable std::shared_ptr<const Design> mSnapshot; // of mDesign as it is, once asked for
    QString mFilePath;
    QUndoStack mUndoStack;
    QString mRefusal;
};

} // namespace podcad
