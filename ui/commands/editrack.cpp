#include "editrack.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

EditRack::EditRack(Document *document, Rack after, const QString &text)
    : DocumentCommand(document, text)
    , mAfter(std::move(after))
{
}

void EditRack::redo()
{
    const Rack *current = design().rack(mAfter.id);
    if (!current)
        return refuse(QCoreApplication::translate("podcad::EditRack", "no rack \"%1\"").arg(mAfter.id));
    if (*current == mAfter)
        return refuse(QCoreApplication::translate("podcad::EditRack", "nothing changed"));
    mBefore = *current;
    design().updateRack(mAfter);
    notify(ChangeEvent::Kind::RackEdited, {mAfter.id});
}

void EditRack::undo()
{
    design().updateRack(mBefore);
    notify(ChangeEvent::Kind::RackEdited, {mBefore.id});
}

} // namespace podcad
