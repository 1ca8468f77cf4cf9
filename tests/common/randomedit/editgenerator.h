#pragma once

#include "editstep.h"
#include "model/idmap.h"

#include <QString>
#include <QStringList>
#include <iterator>
#include <random>
#include <vector>

namespace podcad {
class Catalog;
class Design;
} // namespace podcad

namespace podcad::randomedit {

// Draws random edit steps from a seed: every kind of edit the editor can push (the verbs
// EditApplier knows), with arguments taken from the design as it is now (existing ids, their
// ports, catalog SKUs) so that most steps do something, and a share of hostile ones (ids that
// name nothing or another kind, values out of range, odd text) that the commands must refuse or
// store exactly. The same seed and the same designs give the same steps.
class EditGenerator final
{
public:
    EditGenerator(const Catalog &catalog, quint64 seed);

    EditStep next(const Design &design);

private:
    int uniform(int lo, int hi); // inclusive
    bool chance(double p);
    double real(double lo, double hi);
    template<typename T> const T &oneOf(const std::vector<T> &values)
    {
        return values[std::size_t(uniform(0, int(values.size()) - 1))];
    }

    QString text();
    QString number(double lo, double hi, bool hostile);
    QString newId(const Design &design, const QString &prefix);
    QString anyId(const Design &design);
    // An id of `map` at random, or now and then `none` (which names nothing).
    template<typename T> QString idIn(const IdMap<T> &map, const QString &none)
    {
        if (map.empty() || chance(0.05))
            return none;
        const auto at = std::ptrdiff_t(std::size_t(uniform(0, 1 << 30)) % map.size());
        return std::next(map.begin(), at)->first;
    }
    QString rackId(const Design &design);
    QString deviceId(const Design &design);
    QString linkId(const Design &design);
    QString facilityId(const Design &design);
    QString someIds(const Design &design, int kinds, int most);
    QString devicesOfRole(const Design &design, int most);

    EditStep addRack(const Design &design);
    EditStep addDevice(const Design &design);
    EditStep addLink(const Design &design);
    EditStep setDevice(const Design &design);
    EditStep setRack(const Design &design);
    EditStep setLink(const Design &design);
    EditStep moveDevice(const Design &design);
    EditStep workload();
    EditStep hall();
    EditStep addFacility(const Design &design);
    EditStep setFacility(const Design &design);

    const Catalog &mCatalog;
    std::mt19937_64 mRandom;
    std::vector<QString> mDeviceSkus, mRackSkus, mCableSkus, mFacilitySkus, mModels;
    std::vector<QString> mAssumptionKeys;
};

} // namespace podcad::randomedit
