#pragma once

#include <QStringList>
#include <QTextStream>

namespace podcad::cli {

// Exit statuses of podcad-cli (docs/cli.md): the contract scripts rely on.
enum Exit : int { Ok = 0, Usage = 1, InvalidInput = 2 };

// Runs one podcad-cli command line (without the program name). Results go to `out`; errors go to
// `err` as one line naming the file and the location.
int run(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace podcad::cli
