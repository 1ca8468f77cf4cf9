#pragma once

#include "analysis/facilitydiagram.h"

class QPainter;

namespace podcad {

// Draws `chain` with its bounds' top-left at the painter's origin, in the painter's font: per box
// the name, the kind, a utilisation bar (amber past 80 %, red and full when over) and load /
// capacity in kW (a CDU's flow under them); lines join each box to what feeds it. The dock, the
// presentation and the PDF report draw the same picture.
void paintFacilityChain(QPainter &painter, const FacilityDiagram::Chain &chain);

} // namespace podcad
