#include "document.h"

#include "documentcommand.h"

#include <QFileInfo>

namespace podcad {

Document::Document(std::shared_ptr<const Catalog> catalog, QObject *parent)
    : QObject(parent)
    , mCatalog(std::move(catalog))
{
    connect(&mUndoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

QString Document::displayName() const
{
    if (!mFilePath.isEmpty())
        return QFileInfo(mFilePath).fileName();
    if (!mDesign.name.isEmpty())
        return mDesign.name;
    return tr("Untitled");
}

QString Document::title() const
{
    if (mDesign.name.isEmpty() || mFilePath.isEmpty())
        return displayName();
    return tr("%1 \u2014 %2").arg(mDesign.name, QFileInfo(mFilePath).fileName());
}

std::shared_ptr<const Design> Document::snapshot() const
{
    if (!mSnapshot)
        mSnapshot = std::make_shared<const Design>(mDesign);
    return mSnapshot;
}

void Document::reset(Design design, const QString &filePath, std::shared_ptr<const Design> snapshot)
{
    mDesign = std::move(design);
    mSnapshot = std::move(snapshot);
    // clear() also makes the stack clean (emitting cleanChanged, hence modifiedChanged), which is
    // right: the new design matches its file, or is a fresh one with nothing to lose yet.
    mUndoStack.clear();
    mFilePath = filePath;
    Q_EMIT filePathChanged(mFilePath);
    emitChange(ChangeEvent(ChangeEvent::Kind::DesignReplaced));
}

void Document::announce(const ChangeEvent &event)
{
    // A command may edit the design through one reference across several announcements.
    mSnapshot.reset();
    emitChange(event);
}

void Document::emitChange(const ChangeEvent &event)
{
    Q_EMIT aboutToNotify(event);
    Q_EMIT changed(event);
}

bool Document::push(DocumentCommand *command, QString *why)
{
    mRefusal.clear();
    // QUndoStack::push drops the steps that could be redone before it runs the command, so a
    // command refused after an Undo would take Redo away although it changed nothing. The command
    // runs here first and reaches the stack only when it did not refuse; the stack's own redo()
    // of it then does nothing, so an edit costs the same with or without steps to redo.
    command->redo();
    if (why)
        *why = mRefusal;
    if (command->isObsolete()) {
        delete command;
        return false;
    }
    command->mPerformed = true;
    mUndoStack.push(command); // merges it into the step before when they are one edit
    return true;
}

void Document::setFilePath(EditKey, const QString &filePath)
{
    if (filePath == mFilePath)
        return;
    mFilePath = filePath;
    Q_EMIT filePathChanged(mFilePath);
}

void Document::markSaved(const QString &filePath)
{
    mUndoStack.setClean();
    if (filePath != mFilePath) {
        mFilePath = filePath;
        Q_EMIT filePathChanged(mFilePath);
    }
}

} // namespace podcad
