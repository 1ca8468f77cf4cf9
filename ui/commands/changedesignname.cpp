#include "changedesignname.h"

#include "model/design.h"
#include "model/textrules.h"

#include <QCoreApplication>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::ChangeDesignName", text);
}

} // namespace

ChangeDesignName::ChangeDesignName(Document *document, const QString &name)
    : DocumentCommand(document, tr("Rename Design to %1").arg(name.trimmed()))
    // Spaces around a name typed into a field are never meant (the title and reports show them).
    , mAfter(name.trimmed())
{}

void ChangeDesignName::perform()
{
    mBefore = design().name;
    if (mBefore == mAfter)
        return refuse(tr("nothing changed"));
    // The file reader's rule for every name: a design never holds one its file could not reopen.
    if (const QString problem = textProblem(mAfter); !problem.isEmpty())
        return refuse(tr("design name: %1").arg(problem));
    apply(mAfter);
}

void ChangeDesignName::undo()
{
    apply(mBefore);
}

void ChangeDesignName::apply(const QString &name)
{
    design().name = name;
    ChangeEvent event(ChangeEvent::Kind::PropertiesEdited);
    event.fields.add(field());
    notify(event);
}

} // namespace podcad
