#pragma once

#include <QString>
#include <optional>
#include <vector>

namespace podcad {

// The values a design's assumption may take, checked when a file is read and when the CLI's
// --set changes one: a TCO over two billion years, or a PUE of 1e308, is not a design but a crash
// or a nonsense figure waiting to happen. Keys the catalog does not define take any
// finite number (nothing computes with them), so a design written by a newer PodCAD still opens.
struct AssumptionRange final
{
    QString key;
    double min = 0;
    double max = 0;
    QString unit;
};

// Every known assumption key and its range (docs/file-format.md lists them from here).
const std::vector<AssumptionRange> &assumptionRanges();
// The range of `key`; for an unknown key, every finite number.
AssumptionRange assumptionRange(const QString &key);

} // namespace podcad
