#pragma once

#include <QStringList>

namespace podcad {

class CablePlan;
class Catalog;
class Design;
struct ChangeEvent;

// What one edit asks of a cable plan kept in step with the design: the one rule that LiveCablePlan
// follows in the window and the random edits check against a plan built from scratch
// (docs/random-edits.md), so that the rule they test is the rule the editor runs.
struct CablePlanUpdate final
{
    enum class Kind {
        None,  // nothing routed changed: prices, the facility, the design's own fields
        Links, // plan `links` again (CablePlan::update)
        Whole, // a new design, or a new hall (its trays carry every route): plan everything again
    };

    Kind kind = Kind::None;
    QStringList links; // for Links: those the edit touches (touchedLinks)

    // Read from the design as it is once the edit is done, before its listeners hear of it.
    static CablePlanUpdate of(const Design &design, const ChangeEvent &event);
    // The links an edit touches: the ones it names, those of the devices it names and those of
    // the devices in the racks it names.
    static QStringList touchedLinks(const Design &design, const ChangeEvent &event);

    // Brings a plan of the design before the edit to the design as it now is, on this thread: a
    // whole build for Whole, and for Links when the edit moved the hall the routes run through.
    void applyTo(CablePlan &plan, const Design &design, const Catalog &catalog) const;
    // The same, except where that takes a whole build: then the plan is left as it was and it
    // returns false (LiveCablePlan builds it off the UI thread instead).
    bool tryApplyTo(CablePlan &plan, const Design &design, const Catalog &catalog) const;
};

} // namespace podcad
