#pragma once

#include "setnamedvalue.h"

namespace podcad {

// The Costs dock's Assumptions tab: sets one cost assumption for this design (Design::assumptions,
// the file's "assumptions"), over the catalog's default, or clears it back to that default. A value
// outside the key's range (model/assumptionranges) is refused, as the file reader and the CLI's
// --set refuse it. The change event is PropertiesEdited naming "assumptions": no object changed,
// but the figures did (the facility power and every cost read assumptions), so the live session
// computes them again (ChangeEvent::namesOnlyFields).
class SetAssumption final : public SetNamedValue
{
public:
    // `value` empty: clear the design's value, back to the catalog's.
    SetAssumption(Document *document, const QString &key, std::optional<double> value);

private:
    std::map<QString, double> &values() override;
    QString problem(double value) const override;
    ChangeEvent changeEvent() const override;
};

} // namespace podcad
