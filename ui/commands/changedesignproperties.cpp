#include "changedesignproperties.h"

#include "model/design.h"
#include "model/textrules.h"

#include <QCoreApplication>
#include <utility>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::ChangeDesignProperties", text);
}

ChangeDesignProperties::Values trimmed(ChangeDesignProperties::Values v)
{
    // Spaces around text typed into a field are never meant (titles, reports and NetBox names
    // would carry them).
    v.name = v.name.trimmed();
    v.site = v.site.trimmed();
    v.location = v.location.trimmed();
    return v;
}

ChangeDesignProperties::Values valuesOf(const Design &design)
{
    return {design.name, design.site, design.location};
}

} // namespace

ChangeDesignProperties::ChangeDesignProperties(Document *document, const Values &values)
    : DocumentCommand(document, tr("Change Design Properties"))
    , mAfter(trimmed(values))
{}

QStringList ChangeDesignProperties::changedFields(const Values &a, const Values &b)
{
    QStringList fields;
    if (a.name != b.name)
        fields << QStringLiteral("name");
    if (a.site != b.site)
        fields << QStringLiteral("site");
    if (a.location != b.location)
        fields << QStringLiteral("location");
    return fields;
}

void ChangeDesignProperties::perform()
{
    mBefore = valuesOf(design());
    const QStringList fields = changedFields(mBefore, mAfter);
    if (fields.isEmpty())
        return refuse(tr("nothing changed"));
    // The file reader's rule for every name: a design never holds one its file could not reopen.
    const std::pair<const char *, const QString *> texts[] = {
        {"name", &mAfter.name}, {"site", &mAfter.site}, {"location", &mAfter.location}};
    for (const auto &[field, text] : texts)
        if (const QString problem = textProblem(*text); !problem.isEmpty())
            return refuse(tr("design %1: %2").arg(QLatin1String(field), problem));
    // The undo menu says what the step did when it did one thing ("Rename Design to X").
    if (fields == QStringList{QStringLiteral("name")})
        setText(tr("Rename Design to %1").arg(mAfter.name));
    else if (fields == QStringList{QStringLiteral("site")})
        setText(tr("Change Site"));
    else if (fields == QStringList{QStringLiteral("location")})
        setText(tr("Change Location"));
    apply(mAfter);
}

void ChangeDesignProperties::undo()
{
    apply(mBefore);
}

void ChangeDesignProperties::apply(const Values &values)
{
    ChangeEvent event(ChangeEvent::Kind::PropertiesEdited);
    for (const QString &field : changedFields(valuesOf(design()), values))
        event.fields.add(field);
    design().name = values.name;
    design().site = values.site;
    design().location = values.location;
    notify(event);
}

} // namespace podcad
