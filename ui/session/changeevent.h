#pragma once

#include <QStringList>

namespace podcad {

// What one edit changed, so that views update just what they show of it (Tiled's change events).
//
// The contract listeners rely on: `ids` names EVERY object (rack, device, link or fabric id) whose
// stored value changed, appeared or disappeared in this edit, cascades included (the links removed
// with their device, the devices unplaced with their rack), and the undo of an edit names the same
// set. A listener reconciles each id against the design: absent -> drop its item; present -> sync
// or create it. Ids of different kinds may coincide (the design keeps them unique per kind only),
// so a listener looks an id up in every kind it shows. `kind` is informative: it says what the edit
// was, never which ids to look at.
//
// DesignReplaced names no ids: everything may have changed (open, new, revert, template), and
// listeners rebuild. PricesEdited names SKUs, not objects: the design's per-SKU price overrides.
// PropertiesEdited names the design's own fields that changed, as the file names them ("name"):
// no object changed, and views that draw objects have nothing to do.
struct ChangeEvent final
{
    enum class Kind {
        DesignReplaced,
        ObjectsAdded,   // new racks, devices, links; also the undo of a removal
        ObjectsRemoved, // racks, devices, links taken out (and what they took along); the undo of
                        // an add
        ObjectsEdited, // objects replaced with new values of themselves: edits, moves, arrangements
        PricesEdited,  // per-design SKU price overrides; ids are the SKUs
        PropertiesEdited // the design's own fields (its name); ids are the fields' file keys
    };

    Kind kind = Kind::DesignReplaced;
    QStringList ids;
};

} // namespace podcad
