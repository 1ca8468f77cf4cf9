#include "addrack.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

AddRack::AddRack(Document *document, Rack rack)
    : DocumentCommand(document, QCoreApplication::translate("podcad::AddRack", "Add rack %1")
                                    .arg(rack.name.isEmpty() ? rack.id : rack.name))
    , mRack(std::move(rack))
{
}

void AddRack::redo()
{
    QString why;
    if (!design().addRack(mRack, &why))
        return refuse(why);
    notify(ChangeEvent::Kind::RackAdded, {mRack.id});
}

void AddRack::undo()
{
    // Nothing can have been placed in it since: later commands are undone first.
    design().removeRack(mRack.id);
    notify(ChangeEvent::Kind::RackRemoved, {mRack.id});
}

} // namespace podcad
