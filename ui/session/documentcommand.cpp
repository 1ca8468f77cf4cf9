#include "documentcommand.h"

#include "document.h"

#include <utility>

namespace podcad {

DocumentCommand::DocumentCommand(Document *document, const QString &text)
    : QUndoCommand(text)
    , mDocument(document)
{}

void DocumentCommand::redo()
{
    if (std::exchange(mPerformed, false))
        return;
    perform();
}

Design &DocumentCommand::design()
{
    return mDocument->editableDesign({});
}

QString DocumentCommand::exchangeFilePath(const QString &filePath)
{
    QString old = mDocument->filePath();
    mDocument->setFilePath({}, filePath);
    return old;
}

void DocumentCommand::notify(const ChangeEvent &event)
{
    mDocument->notify({}, event);
}

void DocumentCommand::refuse(const QString &why)
{
    mError = why;
    mDocument->noteRefusal({}, why);
    setObsolete(true);
}

} // namespace podcad
