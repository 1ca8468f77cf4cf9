#pragma once

#include <QString>

namespace podcad {

// A message is one line: a value it quotes from a file or a server (a NetBox YAML scalar, a
// catalog cell) may hold line breaks and other control characters, which are written as \xNN.
QString oneLine(const QString &text);

} // namespace podcad
