#pragma once

#include "model/powerfeed.h"

#include <QString>
#include <map>
#include <vector>

namespace podcad {

class Catalog;
class Design;
struct Rack;

namespace netbox {

// The NetBox power panels of a design (docs/netbox.md, "Power panels and feeds").
//
// A design without electrical facility elements keeps two generic panels, "Panel A" and
// "Panel B", one per feed side of every rack. A design with a power chain gets one panel per
// element that can feed racks (busway, floor PDU, RPP, DC power rack, and any UPS or switchboard a
// rack lists directly), named by the element's name: NetBox's power panel is the last board before
// the rack circuit. NetBox has no object for what stands upstream (UPS, switchboard, utility), so
// each panel's description and comments name its chain. A rack side that lists no element takes
// the generic "Panel A" or "Panel B", written only when some feed names it.
class PowerPanels final
{
public:
    struct Panel final
    {
        QString name;        // unique within the site (NetBox: PowerPanel (site, name))
        QString description; // at most 200 characters (NetBox's description field)
        QString comments;    // empty for the generic panels
    };

    PowerPanels(const Design &design, const Catalog &catalog);

    // Whether the panels come from the design's power chain (false: the generic Panel A/B, the
    // export's output from before the facility existed, kept byte for byte).
    bool fromFacility() const { return mFromFacility; }

    // The panel of the `n`th feed (0-based) of a rack side: the side's elements in turn, so a side
    // fed from two busways puts its PDUs alternately on each.
    QString panelOf(const Rack &rack, FeedSide side, std::size_t n) const;
    // Whether that feed is direct current (from an 800 V DC power rack).
    bool isDc(const Rack &rack, FeedSide side, std::size_t n) const;
    // The elements a rack side is fed from that exist and can feed racks (file order).
    std::vector<QString> sourcesOf(const Rack &rack, FeedSide side) const;

    // Every panel some feed names, in the order the export writes them: the design's elements
    // that can feed racks (id order), then the generic panels the feeds used (`used`: names).
    std::vector<Panel> panels(const std::vector<QString> &used) const;

private:
    QString sourceOf(const Rack &rack, FeedSide side, std::size_t n) const;

    const Design &mDesign;
    bool mFromFacility = false;
    std::map<QString, Panel> mByElement; // element id -> its panel
};

// "Panel A", "Panel B": the generic panels.
QString genericPanelName(FeedSide side);

// What a feed from an 800 V DC power rack is written with: NVIDIA's 800 V HVDC (NVIDIA Technical
// Blog, "NVIDIA 800 V HVDC architecture will power the next generation of AI factories", 2025-05,
// https://developer.nvidia.com/blog/nvidia-800-v-hvdc-architecture-will-power-the-next-generation-of-ai-factories/).
inline constexpr double kDcFeedVoltageV = 800;

} // namespace netbox
} // namespace podcad
