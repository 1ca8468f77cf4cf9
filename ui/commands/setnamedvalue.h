#pragma once

#include "session/documentcommand.h"

#include <QString>
#include <map>
#include <optional>

namespace podcad {

// Sets or clears one entry of a map of named numbers the design holds over the catalog's (a SKU's
// unit price, a cost assumption). Undo puts back exactly what was there: the previous value, or
// none. A subclass names the map, what a value may be and what the change event says.
class SetNamedValue : public DocumentCommand
{
public:
    void perform() override;
    void undo() override;

protected:
    // `value` empty: clear the design's value, back to the catalog's.
    SetNamedValue(Document *document, const QString &text, const QString &name,
                  std::optional<double> value);

    const QString &name() const { return mName; }
    virtual std::map<QString, double> &values() = 0;
    // Why `value` cannot be stored (the file format would refuse it), or nothing.
    virtual QString problem(double value) const = 0;
    virtual ChangeEvent changeEvent() const = 0;

private:
    void apply(const std::optional<double> &value);

    QString mName;
    std::optional<double> mAfter;
    std::optional<double> mBefore;
};

} // namespace podcad
