#pragma once

#include "catalogtypes.h"

#include <QString>

namespace podcad {

// What every catalog model must be, whichever door it comes in by: the shipped catalog.db and a
// catalog file given with --catalog (the catalog reader), a team catalog pulled, pushed or edited
// (the same reader, on the server's rows), the user catalog read or added to (UserCatalog), and a
// NetBox device type imported (parseNetboxDeviceType). Each door calls this once per model it has
// read or is about to write, so that one broken model is refused in the same words everywhere and
// never reaches the analysis, the costs or a database constraint's own message.
//
// The readers still refuse what they cannot decode (text where a number goes, a required column
// empty, an unknown kind or accelerator, a port group of no model), naming the table and row; what
// a decoded model may be is decided here. tests/fuzz/fuzzsupport.h keeps an independent copy of
// these rules as the fuzz targets' oracle.
//
// The rules: a SKU, a name and a vendor; a SKU and port group names a design can hold (the text
// rules of model/textrules.h, since a design stores both); no negative or non-finite figure;
// typical power at most the maximum; a liquid share in [0, 1]; an accelerator id and a positive
// count together or neither; power supplies in order when listed; a source for the spec and the
// price; port groups each with a name of its own, a count not negative, a positive finite speed, a
// connector, at least one port per cage and a known fabric.
//
// Empty when `model` keeps them all; otherwise the first rule it breaks, as one line that names
// the model by its SKU: `model "QM9700": port group "ib" given twice`.
QString modelRuleProblem(const DeviceModel &model);

} // namespace podcad
