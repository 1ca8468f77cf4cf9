#include "setassumption.h"

#include "model/assumptionranges.h"
#include "model/design.h"

#include <QCoreApplication>
#include <cmath>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::SetAssumption", text);
}

} // namespace

SetAssumption::SetAssumption(Document *document, const QString &key, std::optional<double> value)
    : SetNamedValue(document, value ? tr("Set %1").arg(key) : tr("Use the catalog's %1").arg(key),
                    key, value)
{}

std::map<QString, double> &SetAssumption::values()
{
    return design().assumptions.values;
}

QString SetAssumption::problem(double value) const
{
    // The file format refuses these, so the editor must not be able to create them.
    const AssumptionRange range = assumptionRange(name());
    if (std::isfinite(value) && value >= range.min && value <= range.max)
        return {};
    return tr("%1 takes a number from %2 to %3")
        .arg(name(), QString::number(range.min), QString::number(range.max));
}

ChangeEvent SetAssumption::changeEvent() const
{
    ChangeEvent event(ChangeEvent::Kind::PropertiesEdited);
    event.fields.add(ChangeEvent::assumptionsField());
    return event;
}

} // namespace podcad
