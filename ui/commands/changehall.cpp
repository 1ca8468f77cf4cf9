#include "changehall.h"

#include "model/design.h"

#include <QCoreApplication>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::ChangeHall", text);
}

} // namespace

ChangeHall::ChangeHall(Document *document, Hall hall)
    : DocumentCommand(document, tr("Edit Hall"))
    , mAfter(std::move(hall))
{}

void ChangeHall::perform()
{
    if (mAfter.floorRatingKgM2 && !(*mAfter.floorRatingKgM2 >= 1 &&
                                    *mAfter.floorRatingKgM2 <= HallLimits::kMaxFloorRatingKgM2))
        return refuse(tr("floor rating must be at least 1 and at most %1 kg/m²")
                          .arg(HallLimits::kMaxFloorRatingKgM2));
    // What the design file's reader takes, and no more: a design never holds what its own file
    // could not be opened with.
    for (double size : {mAfter.widthM, mAfter.depthM})
        if (!(size >= 0 && size <= HallLimits::kMaxSizeM))
            return refuse(
                tr("the hall's width and depth must be 0 to %1 m").arg(HallLimits::kMaxSizeM));
    for (double aisle : {mAfter.coldAisleM, mAfter.hotAisleM})
        if (!(aisle >= 0 && aisle <= HallLimits::kMaxAisleM))
            return refuse(tr("an aisle must be 0 to %1 m wide").arg(HallLimits::kMaxAisleM));
    mBefore = design().hall;
    if (mBefore == mAfter)
        return refuse(tr("nothing changed"));
    apply(mAfter);
}

void ChangeHall::undo()
{
    apply(mBefore);
}

void ChangeHall::apply(const std::optional<Hall> &hall)
{
    design().hall = hall;
    ChangeEvent event(ChangeEvent::Kind::PropertiesEdited);
    event.fields.add(ChangeEvent::hallField());
    notify(event);
}

} // namespace podcad
