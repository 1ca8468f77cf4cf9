#pragma once

#include "session/changeevent.h"

#include <QUndoCommand>

namespace podcad {

class Design;
class Document;

// Base of every edit in the GUI. Gives its subclasses, and only them, write access to the design,
// and a way to refuse: a command whose first redo() fails makes itself obsolete, so QUndoStack
// drops it instead of recording a step that did nothing; error() then says why.
class DocumentCommand : public QUndoCommand
{
public:
    Document *document() const { return mDocument; }
    const QString &error() const { return mError; }

protected:
    DocumentCommand(Document *document, const QString &text);

    Design &design();
    // Sets the document's file path and returns the previous one.
    QString exchangeFilePath(const QString &filePath);
    // Tells the document's listeners what this step changed (changeevent.h has the contract).
    void notify(const ChangeEvent &event);
    void refuse(const QString &why);

private:
    Document *mDocument;
    QString mError;
};

} // namespace podcad
