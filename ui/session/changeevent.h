#pragma once

#include "idset.h"

namespace podcad {

// What one edit changed, so that views update just what they show of it (Tiled's change events).
//
// The contract listeners rely on: each set names, by kind, EVERY object whose stored value
// changed, appeared or disappeared in this edit, cascades included (the links removed with their
// device are in `links`, the devices unplaced with their rack in `devices`), and nothing of
// another kind; the undo of an edit names the same sets. Ids are unique per kind only (a rack and
// a device may share one), which is why the kinds are apart: a listener walks the sets of the
// kinds it shows, once each, and reconciles each id against the design: absent -> drop its item;
// present -> sync or create it. What a listener does not show it does not read.
//
// `kind` says what the edit was, for listeners whose work depends on that rather than on which
// objects: DesignReplaced names nothing because everything may have changed (open, new, revert,
// template), and listeners rebuild.
struct ChangeEvent final
{
    enum class Kind {
        DesignReplaced,
        ObjectsAdded,   // new racks, devices, links; also the undo of a removal
        ObjectsRemoved, // racks, devices, links taken out (and what they took along); the undo of
                        // an add
        ObjectsEdited, // objects replaced with new values of themselves: edits, moves, arrangements
        PricesEdited,  // per-design SKU price overrides (`prices`)
        PropertiesEdited // the design's own fields (`fields`): no object changed
    };

    explicit ChangeEvent(Kind kind = Kind::DesignReplaced)
        : kind(kind)
    {}

    // Whether a rack, device, link or fabric changed: what views that draw objects care about.
    bool namesObjects() const
    {
        return !racks.isEmpty() || !devices.isEmpty() || !links.isEmpty() || !fabrics.isEmpty();
    }

    // Whether only the design's own fields changed, and none that a figure reads: nothing drawn,
    // counted or priced. Its assumptions are read by the analysis (rack power limit, PDU feeds)
    // and by every cost.
    bool namesOnlyFields() const
    {
        return !fields.isEmpty() && !fields.contains(assumptionsField()) &&
               !fields.contains(hallField()) && prices.isEmpty() && facility.isEmpty() &&
               !namesObjects();
    }

    // Whether the edit leaves every input of the analysis as it was: per-SKU prices (only the
    // costs read them) and the design's own fields no figure reads. Its analysis is the one of
    // the design before it.
    bool leavesAnalysis() const
    {
        return kind != Kind::DesignReplaced && !namesObjects() && facility.isEmpty() &&
               !fields.contains(assumptionsField()) && !fields.contains(hallField());
    }

    // The file key of the design's assumptions (Design::assumptions), as `fields` names it.
    static QString assumptionsField() { return QStringLiteral("assumptions"); }
    // The file key of the design's hall (Design::hall): its floor rating is an analysis input.
    static QString hallField() { return QStringLiteral("hall"); }

    Kind kind;
    IdSet racks;
    IdSet devices;
    IdSet links;
    IdSet fabrics;
    IdSet facility; // facility elements (Design::facility): power chain and cooling plant
    IdSet prices;   // SKUs whose per-design price override (Design::priceOverrides) changed
    IdSet fields;   // the design's own fields that changed, by their file keys ("name", "workload")
};

} // namespace podcad
