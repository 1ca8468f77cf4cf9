#pragma once

#include "facilitywhatif.h"

#include <QString>

namespace podcad {

class Design;

// A facility what-if in one plain sentence, elements by name: what failed and what it did ("The
// worst single facility failure is the loss of UPS A (ups-a): 12 racks lose power, ..."). `worst`:
// the result of worstFacilityFailure(). The dock, the presentation and the PDF report say it alike.
QString facilityWhatIfSentence(const Design &design, const FacilityWhatIf &result, bool worst);

// "UPS A (ups-a), heat 1,150.0 of 1,250.0 kW", "CDU 1 (cdu-1), flow 140 of 150 L/min": an
// element's load against what it may carry, for the what-if's lists and sentences.
QString facilityLoadText(const Design &design, const FacilityWhatIf::Over &o);

// "UPS A (ups-a)", or the id alone for an element without a name (or no longer in the design).
QString facilityElementLabel(const Design &design, const QString &id);

} // namespace podcad
