#pragma once

#include "draft.h"

namespace podcad {
class Catalog;
}

namespace podcad::generate {

// Gives every link of a placed draft its cable, the catalog's default for its ports and the run
// between its racks (CableChoice in core/edit: the BOM prices a link drawn without a cable the
// same way).
void assignCables(Draft &draft, const Catalog &catalog);

} // namespace podcad::generate
