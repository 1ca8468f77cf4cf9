#pragma once

#include "model/device.h"
#include "model/facility.h"
#include "model/link.h"
#include "model/rack.h"
#include "session/documentcommand.h"

#include <QStringList>
#include <vector>

namespace podcad {

class Design;

// What ChangeValues needs to know of one kind of object: which set of a change event names it, how
// to find it in a design, how to replace it, what to call it in a refusal, and what the design
// would accept but an edit must not do. Defined in changevalues.cpp for Device, Link, Rack and
// FacilityElement.
template<typename T> struct ValueTraits;

template<> struct ValueTraits<Device> final
{
    static constexpr IdSet ChangeEvent::*kIds = &ChangeEvent::devices;
    static constexpr int kMergeId = 1001;
    static const Device *find(const Design &design, const QString &id);
    static bool update(Design &design, const Device &value, QString *why);
    static QString missing(const QString &id);
    // Why `after` may not replace `before`, or empty.
    static QString check(const Design &design, const Device &before, const Device &after);
};

template<> struct ValueTraits<Link> final
{
    static constexpr IdSet ChangeEvent::*kIds = &ChangeEvent::links;
    static constexpr int kMergeId = 1002;
    static const Link *find(const Design &design, const QString &id);
    static bool update(Design &design, const Link &value, QString *why);
    static QString missing(const QString &id);
    // A link's ports are what it is: re-plugging is a remove and an add, not an edit.
    static QString check(const Design &design, const Link &before, const Link &after);
};

template<> struct ValueTraits<Rack> final
{
    static constexpr IdSet ChangeEvent::*kIds = &ChangeEvent::racks;
    static constexpr int kMergeId = 1003;
    static const Rack *find(const Design &design, const QString &id);
    static bool update(Design &design, const Rack &value, QString *why);
    static QString missing(const QString &id);
    static QString check(const Design &design, const Rack &before, const Rack &after);
};

template<> struct ValueTraits<FacilityElement> final
{
    static constexpr IdSet ChangeEvent::*kIds = &ChangeEvent::facility;
    static constexpr int kMergeId = 1004;
    static const FacilityElement *find(const Design &design, const QString &id);
    static bool update(Design &design, const FacilityElement &value, QString *why);
    static QString missing(const QString &id);
    static QString check(const Design &design, const FacilityElement &before,
                         const FacilityElement &after);
};

namespace values {

// Fills `before` with the current values of the objects `after` names; returns why not (a missing
// object, or a value ValueTraits::check refuses), leaving the design untouched either way.
template<typename T>
QString snapshot(const Design &design, const std::vector<T> &after, std::vector<T> &before)
{
    before.clear();
    before.reserve(after.size());
    for (const T &value : after) {
        const T *current = ValueTraits<T>::find(design, value.id);
        if (!current)
            return ValueTraits<T>::missing(value.id);
        if (QString why = ValueTraits<T>::check(design, *current, value); !why.isEmpty())
            return why;
        before.push_back(*current);
    }
    return {};
}

// Writes `values` into the design. All or nothing: when the design refuses one, the ones already
// written get their `previous` value back (same order as `values`) and the reason is returned.
template<typename T>
QString replace(Design &design, const std::vector<T> &values, const std::vector<T> &previous)
{
    QString why;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (ValueTraits<T>::update(design, values[i], &why))
            continue;
        while (i-- > 0)
            ValueTraits<T>::update(design, previous[i], nullptr);
        return why;
    }
    return {};
}

} // namespace values

// Replaces objects with new values of themselves (Tiled's ChangeValue): the inspector's edits, a
// device moved to other units, a rack moved along the floor. One undo step however many objects;
// every object is checked before any changes, and a refused edit changes nothing. Refuses a missing
// object, a value the design refuses, and an edit that changes nothing.
//
// With a non-zero `mergeSession`, consecutive commands of the same session on the same objects
// merge into one undo step that keeps the first one's "before" (a device nudged ten units with the
// arrow keys is undone at once); a merge that ends where it started drops the step.
template<typename T> class ChangeValues : public DocumentCommand
{
public:
    ChangeValues(Document *document, std::vector<T> after, const QString &text,
                 int mergeSession = 0);
    void perform() override;
    void undo() override;
    int id() const override { return mSession != 0 ? ValueTraits<T>::kMergeId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const std::vector<T> &values, const std::vector<T> &previous);

    std::vector<T> mAfter;
    std::vector<T> mBefore; // filled by the first redo
    int mSession;
};

extern template class ChangeValues<Device>;
extern template class ChangeValues<Link>;
extern template class ChangeValues<Rack>;
extern template class ChangeValues<FacilityElement>;

using ChangeDevices = ChangeValues<Device>;
using ChangeLinks = ChangeValues<Link>;
using ChangeRacks = ChangeValues<Rack>;
using ChangeFacilityElements = ChangeValues<FacilityElement>;

} // namespace podcad
