#include "editlink.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {

EditLink::EditLink(Document *document, std::vector<Link> after, const QString &text)
    : DocumentCommand(document, text)
    , mAfter(std::move(after))
{
}

void EditLink::apply(const std::vector<Link> &values)
{
    QStringList ids;
    for (const Link &link : values) {
        design().updateLink(link);
        ids << link.id;
    }
    notify(ChangeEvent::Kind::LinkEdited, ids);
}

void EditLink::redo()
{
    // Check every link before changing any, so that a refused edit changes nothing.
    mBefore.clear();
    for (const Link &link : mAfter) {
        const Link *current = design().link(link.id);
        if (!current)
            return refuse(QCoreApplication::translate("podcad::EditLink", "no link \"%1\"").arg(link.id));
        if (current->a != link.a || current->b != link.b)
            return refuse(QCoreApplication::translate("podcad::EditLink",
                                                      "link \"%1\": its ports cannot be changed here")
                              .arg(link.id));
        if (!link.fabricId.isEmpty() && !design().fabric(link.fabricId))
            return refuse(QCoreApplication::translate("podcad::EditLink", "no fabric \"%1\"").arg(link.fabricId));
        mBefore.push_back(*current);
    }
    if (mBefore == mAfter)
        return refuse(QCoreApplication::translate("podcad::EditLink", "nothing changed"));
    apply(mAfter);
}

void EditLink::undo() { apply(mBefore); }

} // namespace podcad
