#include "document.h"

#include "commands/documentcommand.h"

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

void Document::reset(Design design, const QString &filePath)
{
    mDesign = std::move(design);
    // clear() also makes the stack clean (emitting cleanChanged, hence modifiedChanged), which is
    // right: the new design matches its file, or is a fresh one with nothing to lose yet.
    mUndoStack.clear();
    mFilePath = filePath;
    Q_EMIT filePathChanged(mFilePath);
    announce(ChangeEvent(ChangeEvent::Kind::DesignReplaced));
}

void Document::announce(const ChangeEvent &event)
{
    if (mTrying)
        return;
    Q_EMIT aboutToNotify(event);
    Q_EMIT changed(event);
}

bool Document::push(DocumentCommand *command, QString *why)
{
    mRefusal.clear();
    // QUndoStack::push drops the steps that could be redone before it runs the command, so a
    // command refused after an Undo would take Redo away although it changed nothing. With steps
    // to redo, the command is tried first, silently, and taken back unless it refused.
    if (mUndoStack.canRedo()) {
        mTrying = true;
        command->redo();
        if (!command->isObsolete())
            command->undo();
        mTrying = false;
        if (command->isObsolete()) {
            delete command;
            if (why)
                *why = mRefusal;
            return false;
        }
    }
    mUndoStack.push(command); // deletes a command that made itself obsolete in its first redo()
    if (why)
        *why = mRefusal;
    return mRefusal.isEmpty();
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
