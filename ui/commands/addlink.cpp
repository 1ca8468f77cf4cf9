#include "addlink.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

AddLink::AddLink(Document *document, Link link)
    : DocumentCommand(document,
                      QCoreApplication::translate("podcad::AddLink", "Connect %1 to %2")
                          .arg(link.a.deviceId, link.b.deviceId))
    , mLink(std::move(link))
{
}

void AddLink::redo()
{
    QString why;
    if (!design().addLink(mLink, &why))
        return refuse(why);
    notify(ChangeEvent::Kind::LinkAdded, {mLink.id});
}

void AddLink::undo()
{
    design().removeLink(mLink.id);
    notify(ChangeEvent::Kind::LinkRemoved, {mLink.id});
}

} // namespace podcad
