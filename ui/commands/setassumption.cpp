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
    : DocumentCommand(document, value ? tr("Set %1").arg(key) : tr("Use the catalog's %1").arg(key))
    , mKey(key)
    , mAfter(value)
{}

void SetAssumption::redo()
{
    if (mKey.trimmed().isEmpty())
        return refuse(tr("no assumption named"));
    if (mAfter) {
        // The file format refuses these, so the editor must not be able to create them.
        const AssumptionRange range = assumptionRange(mKey);
        if (!(std::isfinite(*mAfter) && *mAfter >= range.min && *mAfter <= range.max))
            return refuse(tr("%1 takes a number from %2 to %3")
                              .arg(mKey, QString::number(range.min), QString::number(range.max)));
    }
    const auto &values = design().assumptions.values;
    const auto it = values.find(mKey);
    mBefore = it == values.end() ? std::nullopt : std::optional<double>(it->second);
    if (mBefore == mAfter)
        return refuse(tr("nothing changed"));
    apply(mAfter);
}

void SetAssumption::undo()
{
    apply(mBefore);
}

void SetAssumption::apply(const std::optional<double> &value)
{
    if (value)
        design().assumptions.values[mKey] = *value;
    else
        design().assumptions.values.erase(mKey);
    ChangeEvent event(ChangeEvent::Kind::PropertiesEdited);
    event.fields.add(ChangeEvent::assumptionsField());
    notify(event);
}

} // namespace podcad
