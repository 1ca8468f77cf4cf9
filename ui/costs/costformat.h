#pragma once

#include "format/moneyformat.h"
#include "format/moneyscale.h"

// The money rules of core/format under the names the workload page still calls them by.
namespace podcad::costformat {

using format::moneyScale;
using format::MoneyScale;
using format::usd;
using format::usdShort;

} // namespace podcad::costformat
