#pragma once

#include "sizing/gpusystem.h"

#include <QString>
#include <optional>

namespace podcad {

class Catalog;
class Design;

// What workload sizing needs to know about a design (`size ... --design FILE`, the GUI's Workload
// dock): its GPU system, how many GPUs of it, and its storage.
struct DesignGpus final
{
    GpuSystem system; // the GPU server SKU holding the most GPUs (map order breaks ties)
    int gpus = 0;     // of that SKU
    int nodes = 0;    // of that SKU
    int allGpus = 0;  // of every GPU SKU
    QString note;     // says which SKU was chosen when the design mixes several
    int storageAppliances = 0;
    // The sum of the storage appliances' catalog read bandwidth; the catalog has no write figure.
    double storageReadGBps = 0;

    // nullopt with one line in `error` when the design holds no GPU server the catalog knows.
    static std::optional<DesignGpus> fromDesign(const Design &design, const Catalog &catalog,
                                                QString *error);
};

} // namespace podcad
