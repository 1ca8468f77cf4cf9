#pragma once

#include "documentcommand.h"

#include <QString>
#include <optional>

namespace podcad {

// The Costs dock's Assumptions tab: sets one cost assumption for this design (Design::assumptions,
// the file's "assumptions"), over the catalog's default, or clears it back to that default. A value
// outside the key's range (model/assumptionranges) is refused, as the file reader and the CLI's
// --set refuse it. The change event is PropertiesEdited naming "assumptions": no object changed,
// but the figures did (the rack power limit, the PDU feeds and every cost read assumptions), so
// the live session computes them again.
class SetAssumption final : public DocumentCommand
{
public:
    // `value` empty: clear the design's value, back to the catalog's.
    SetAssumption(Document *document, const QString &key, std::optional<double> value);
    void redo() override;
    void undo() override;

private:
    void apply(const std::optional<double> &value);

    QString mKey;
    std::optional<double> mAfter;
    std::optional<double> mBefore;
};

} // namespace podcad
