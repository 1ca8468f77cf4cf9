#pragma once

#include <QString>

namespace podcad {

// What one name, SKU or label of a design may be: what the design file reader accepts (io/), kept
// here so that the model refuses it before a design holds text its own file could not reopen.

// The most bytes of UTF-8 one text may take.
inline constexpr qsizetype kMaxTextBytes = 4096;

// The first C0 or C1 control character other than tab and newline, as a character position
// (0-based), or -1. Names reach terminals and reports raw.
qsizetype firstControlCharacter(const QString &text);

// The reader's words for each refusal.
QString textTooLongProblem(qsizetype bytes);
QString controlCharacterProblem(const QString &text, qsizetype at);

// Why `text` cannot be a name, SKU or label, in the reader's words; empty when it can.
QString textProblem(const QString &text);

// textProblem for the model's mutators: false, and in `why` (when given) whose text it is and the
// problem ("rack \"r-1\": name: 5000 bytes of text; ..."). Builds no message when the text is fine:
// readers add links by the hundred thousand through this.
bool checkText(const QString &text, const char *kind, const QString &id, const char *field,
               QString *why);

} // namespace podcad
