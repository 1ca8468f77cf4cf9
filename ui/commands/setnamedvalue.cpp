#include "setnamedvalue.h"

#include <QCoreApplication>

namespace podcad {

SetNamedValue::SetNamedValue(Document *document, const QString &text, const QString &name,
                             std::optional<double> value)
    : DocumentCommand(document, text)
    , mName(name)
    , mAfter(value)
{}

void SetNamedValue::perform()
{
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("podcad::SetNamedValue", text);
    };
    if (mName.trimmed().isEmpty())
        return refuse(tr("no name"));
    if (mAfter)
        if (const QString why = problem(*mAfter); !why.isEmpty())
            return refuse(why);
    const auto &map = values();
    const auto it = map.find(mName);
    mBefore = it == map.end() ? std::nullopt : std::optional<double>(it->second);
    if (mBefore == mAfter)
        return refuse(tr("nothing changed"));
    apply(mAfter);
}

void SetNamedValue::undo()
{
    apply(mBefore);
}

void SetNamedValue::apply(const std::optional<double> &value)
{
    if (value)
        values()[mName] = *value;
    else
        values().erase(mName);
    notify(changeEvent());
}

} // namespace podcad
