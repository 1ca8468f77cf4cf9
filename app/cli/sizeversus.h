#pragma once

#include "commands.h"

#include <QStringList>

namespace podcad::cli {

// `size train ... --design A --versus B [--fail IDS]`: the same run on two designs (or on one
// design intact and with --fail's failures, which apply to the second run only), each printed as
// `size train` prints it, then what differs. `train` runs one `size train`.
int trainVersus(const QStringList &args, Context &ctx,
                int (*train)(const QStringList &, Context &));

} // namespace podcad::cli
