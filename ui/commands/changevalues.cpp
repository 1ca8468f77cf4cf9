#include "changevalues.h"

#include "io/designfile.h"
#include "model/design.h"

#include <QCoreApplication>

namespace podcad {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("podcad::ChangeValues", text);
}

} // namespace

const Device *ValueTraits<Device>::find(const Design &design, const QString &id)
{
    return design.device(id);
}
bool ValueTraits<Device>::update(Design &design, const Device &value, QString *why)
{
    return design.updateDevice(value, why);
}
QString ValueTraits<Device>::missing(const QString &id)
{
    return tr("no device \"%1\"").arg(id);
}
QString ValueTraits<Device>::check(const Design &design, const Device &, const Device &after)
{
    if (!after.rackId.isEmpty() && !design.rack(after.rackId))
        return tr("no rack \"%1\"").arg(after.rackId);
    // The file format refuses these (the Inspector's fields take up to 12 digits), so the editor
    // must not be able to create them.
    if (after.priceOverrideUsd &&
        !(*after.priceOverrideUsd >= 0 && *after.priceOverrideUsd <= DesignFile::kMaxPriceUsd))
        return tr("a price must be a number of USD from 0 to %1")
            .arg(QString::number(DesignFile::kMaxPriceUsd, 'g', 12));
    if (after.powerOverrideW &&
        !(*after.powerOverrideW >= 0 && *after.powerOverrideW <= DesignFile::kMaxPowerOverrideW))
        return tr("a power override must be a number of W from 0 to %1")
            .arg(QString::number(DesignFile::kMaxPowerOverrideW, 'g', 12));
    return {};
}

const Link *ValueTraits<Link>::find(const Design &design, const QString &id)
{
    return design.link(id);
}
bool ValueTraits<Link>::update(Design &design, const Link &value, QString *why)
{
    return design.updateLink(value, why);
}
QString ValueTraits<Link>::missing(const QString &id)
{
    return tr("no link \"%1\"").arg(id);
}
QString ValueTraits<Link>::check(const Design &design, const Link &before, const Link &after)
{
    if (before.a != after.a || before.b != after.b)
        return tr("link \"%1\": its ports cannot be changed here").arg(after.id);
    if (!after.fabricId.isEmpty() && !design.fabric(after.fabricId))
        return tr("no fabric \"%1\"").arg(after.fabricId);
    return {};
}

const Rack *ValueTraits<Rack>::find(const Design &design, const QString &id)
{
    return design.rack(id);
}
bool ValueTraits<Rack>::update(Design &design, const Rack &value, QString *why)
{
    return design.updateRack(value, why);
}
QString ValueTraits<Rack>::missing(const QString &id)
{
    return tr("no rack \"%1\"").arg(id);
}
QString ValueTraits<Rack>::check(const Design &, const Rack &, const Rack &)
{
    return {};
}

const FacilityElement *ValueTraits<FacilityElement>::find(const Design &design, const QString &id)
{
    return design.facilityElement(id);
}
bool ValueTraits<FacilityElement>::update(Design &design, const FacilityElement &value,
                                          QString *why)
{
    return design.updateFacilityElement(value, why);
}
QString ValueTraits<FacilityElement>::missing(const QString &id)
{
    return tr("no facility element \"%1\"").arg(id);
}
QString ValueTraits<FacilityElement>::check(const Design &, const FacilityElement &before,
                                            const FacilityElement &after)
{
    // What an element is decides what may feed it and what it feeds: a new kind is a new element.
    if (before.kind != after.kind)
        return tr("facility element \"%1\": its kind cannot be changed here").arg(after.id);
    return {};
}

template<typename T>
ChangeValues<T>::ChangeValues(Document *document, std::vector<T> after, const QString &text,
                              int mergeSession)
    : DocumentCommand(document, text)
    , mAfter(std::move(after))
    , mSession(mergeSession)
{}

template<typename T> void ChangeValues<T>::perform()
{
    if (QString why = values::snapshot(design(), mAfter, mBefore); !why.isEmpty())
        return refuse(why);
    if (mBefore == mAfter)
        return refuse(tr("nothing changed"));
    apply(mAfter, mBefore);
}

template<typename T> void ChangeValues<T>::undo()
{
    apply(mBefore, mAfter);
}

template<typename T>
void ChangeValues<T>::apply(const std::vector<T> &values, const std::vector<T> &previous)
{
    // Only redo() can meet a refusal: undo and later redos replay values the design took before.
    if (QString why = values::replace(design(), values, previous); !why.isEmpty())
        return refuse(why);
    ChangeEvent event(ChangeEvent::Kind::ObjectsEdited);
    (event.*ValueTraits<T>::kIds).addIdsOf(values);
    notify(event);
}

template<typename T> bool ChangeValues<T>::mergeWith(const QUndoCommand *other)
{
    // Same id(), so same T; MoveDevice and ChangeValues<Device> share it and merge alike.
    const auto *next = static_cast<const ChangeValues<T> *>(other);
    if (mSession == 0 || other->isObsolete() || next->mSession != mSession ||
        next->mAfter.size() != mAfter.size())
        return false;
    for (std::size_t i = 0; i < mAfter.size(); ++i)
        if (next->mAfter[i].id != mAfter[i].id)
            return false;
    mAfter = next->mAfter; // keep our "before", take its "after"
    setObsolete(mAfter == mBefore);
    return true;
}

template class ChangeValues<Device>;
template class ChangeValues<Link>;
template class ChangeValues<Rack>;
template class ChangeValues<FacilityElement>;

} // namespace podcad
