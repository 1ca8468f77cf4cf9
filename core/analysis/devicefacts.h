#pragma once

// Internal to the analysis: the design's devices with their catalog models looked up once, so that
// the rack, link and total passes do hash lookups by id instead of catalog searches per use.

#include "problem.h"

#include <QHash>
#include <QString>
#include <vector>

namespace podcad {

class Catalog;
class Design;
struct Device;
struct DeviceModel;
struct Rack;

namespace analysis {

struct DeviceFacts final
{
    const Device *device = nullptr;
    // Null when the SKU is not in the catalog or names something that is not a device (a rack, a
    // cable): such a device has been reported and contributes no figures anywhere.
    const DeviceModel *model = nullptr;
    double typicalW = 0; // the design's power override when set, else the catalog's figures
    double maxW = 0;
};

class DeviceIndex final
{
public:
    // Resolves every device of the design (id order) and reports unknown-sku and wrong-kind.
    DeviceIndex(const Design &design, const Catalog &catalog, std::vector<Problem> &problems);

    const std::vector<DeviceFacts> &all() const { return mFacts; } // device id order
    const DeviceFacts *find(const QString &deviceId) const;

private:
    std::vector<DeviceFacts> mFacts;
    QHash<QString, qsizetype> mById;
};

// The rack's catalog model when it is a known model of kind rack, else null (after reporting
// unknown-sku or wrong-kind when `problems` is given).
const DeviceModel *rackModel(const Rack &rack, const Catalog &catalog,
                             std::vector<Problem> *problems);

// "Leaf 3 (leaf-3)" when the object has a display name of its own, else just the id.
QString label(const QString &id, const QString &name);
// A figure for a message: format::number in fixed English (thousands separators, fixed decimals,
// no "-0"), the rule the CLI and the exports write every figure by.
QString figure(double value, int decimals = 1);

} // namespace analysis
} // namespace podcad
