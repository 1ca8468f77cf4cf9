#pragma once

#include <QString>

namespace podcad {

class Catalog;
struct DeviceModel;

// The Inspector's "Sources" row for a device's catalog model: how sure its spec and price
// figures are (with the date), and each range where published figures disagree ("Max power:
// range 120,000-142,000, took 142,000: why"). Rich text; the full source texts go in the tooltip
// (inspectorSourcesTooltip), which a long URL would otherwise spread over the dock.
QString inspectorSourcesText(const Catalog &catalog, const DeviceModel &model);
QString inspectorSourcesTooltip(const Catalog &catalog, const DeviceModel &model);

} // namespace podcad
