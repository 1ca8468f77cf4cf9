#pragma once

#include "catalogtypes.h"

#include <QString>
#include <optional>

namespace podcad {

// The catalog's words for a confidence ("datasheet", "reference architecture", "vendor
// announcement", "third-party estimate"); empty for Unrated.
QString confidenceName(Confidence confidence);
// What a user reads: the name, or "not rated" for Unrated.
QString confidenceLabel(Confidence confidence);
// A short tag for a narrow column: "datasheet", "ref. arch.", "announced", "estimate"; for an
// unrated row "estimate" when it is flagged estimate, else empty.
QString confidenceTag(const Provenance &provenance);
// The inverse; nullopt for text that is none of the four (an empty text is Unrated).
std::optional<Confidence> parseConfidence(const QString &text);

} // namespace podcad
