#pragma once

#include "changeevent.h"

#include <QUndoCommand>

namespace podcad {

class Design;
class Document;

// Base of every edit in the GUI. Gives its subclasses, and only them, write access to the design,
// and a way to refuse: a command whose first redo() fails makes itself obsolete, so QUndoStack
// drops it instead of recording a step that did nothing; error() then says why.
// It sits beside Document, not with the commands of ui/commands that derive from it: the two are
// one contract (the EditKey, the first run in Document::push), and the session then needs nothing
// from ui/commands.
class DocumentCommand : public QUndoCommand
{
public:
    Document *document() const { return mDocument; }
    const QString &error() const { return mError; }

    // Runs perform(), except the one call QUndoStack::push makes right after Document::push has
    // performed the command already.
    void redo() final;

protected:
    DocumentCommand(Document *document, const QString &text);

    // The edit: on the first push and on every Redo.
    virtual void perform() = 0;

    Design &design();
    // Sets the document's file path and returns the previous one.
    QString exchangeFilePath(const QString &filePath);
    // Tells the document's listeners what this step changed (changeevent.h has the contract).
    void notify(const ChangeEvent &event);
    void refuse(const QString &why);

private:
    // Document::push performs a command itself before recording it (document.cpp says why).
    friend class Document;

    Document *mDocument;
    QString mError;
    bool mPerformed = false; // by Document::push, not yet by the stack
};

} // namespace podcad
