#include "removelink.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

RemoveLink::RemoveLink(Document *document, QString linkId)
    : DocumentCommand(document,
                      QCoreApplication::translate("podcad::RemoveLink", "Remove link %1").arg(linkId))
    , mLinkId(std::move(linkId))
{
}

void RemoveLink::redo()
{
    const Link *link = design().link(mLinkId);
    if (!link)
        return refuse(QCoreApplication::translate("podcad::RemoveLink", "no link \"%1\"").arg(mLinkId));
    mRemoved = *link;
    design().removeLink(mLinkId);
    notify(ChangeEvent::Kind::LinkRemoved, {mLinkId});
}

void RemoveLink::undo()
{
    design().addLink(mRemoved);
    notify(ChangeEvent::Kind::LinkAdded, {mLinkId});
}

} // namespace podcad
