#pragma once

#include "assumptions.h"
#include "device.h"
#include "fabric.h"
#include "facility.h"
#include "hall.h"
#include "idmap.h"
#include "link.h"
#include "rack.h"
#include "workload.h"

#include <QHash>
#include <QString>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace podcad {

// The whole cluster design: a plain value (copyable, comparable) so that the GUI can hand an
// immutable snapshot to a worker thread and undo commands can hold what they replaced.
//
// Objects live in IdMaps keyed by id, so iteration order is the id order: the file writer relies on
// it for stable output. Mutators are the only way in and keep the invariants: ids are unique per
// kind; every link names existing devices (removing a device removes its links); every placed
// device names an existing rack (removing a rack unplaces its devices). Port budgets and U
// collisions are *not* invariants: a person may draw them while editing, and the analysis reports
// them as problems.
class Design final
{
public:
    Design() = default;
    Design(const Design &other) = default;
    // (IdMap's slots are not assignable in place: a copy is built, then moved in.)
    Design &operator=(const Design &other);
    Design(Design &&) noexcept = default;
    Design &operator=(Design &&) noexcept = default;

    QString name;
    // Where the cluster stands, for what leaves PodCAD (the NetBox export's site and location);
    // empty: the exporter's defaults (the design's name; each rack's floor row).
    QString site;
    QString location;
    Assumptions assumptions;
    // Per-design unit prices by SKU (USD), for everything a BOM line can be: devices, racks, cables
    // and transceivers. A device's own price override still wins over this.
    std::map<QString, double> priceOverrides;
    // What the cluster is for: sized against the design by core/workload.
    std::optional<Workload> workload;
    // The room and its rows; unset for a design that draws racks only (the Hall view then fits a
    // room around them). Files older than version 4 get one fitted to their racks when read.
    std::optional<Hall> hall;

    // Each iterates in id order over std::pair<const QString, T>, like the std::map it replaced.
    const IdMap<Rack> &racks() const { return mRacks; }
    const IdMap<Device> &devices() const { return mDevices; }
    const IdMap<Link> &links() const { return mLinks; }
    const IdMap<Fabric> &fabrics() const { return mFabrics; }
    const IdMap<FacilityElement> &facility() const { return mFacility; }

    const Rack *rack(const QString &id) const;
    const Device *device(const QString &id) const;
    const Link *link(const QString &id) const;
    const Fabric *fabric(const QString &id) const;
    const FacilityElement *facilityElement(const QString &id) const;

    // Each returns false and says why (when `why` is given) without changing anything.
    bool addRack(Rack rack, QString *why = nullptr);
    bool updateRack(const Rack &rack, QString *why = nullptr);
    bool addDevice(Device device, QString *why = nullptr);
    bool updateDevice(const Device &device, QString *why = nullptr);
    bool addLink(Link link, QString *why = nullptr);
    // All or nothing, with the same checks as addLink; for generators and readers that add
    // thousands of links at once (much faster than one addLink per link).
    bool addLinks(std::vector<Link> links, QString *why = nullptr);
    bool updateLink(const Link &link, QString *why = nullptr);
    bool addFabric(Fabric fabric, QString *why = nullptr);
    bool updateFabric(const Fabric &fabric, QString *why = nullptr);
    // Elements refer only to existing elements of a kind they can be fed from (canBeFedFrom),
    // never to themselves, and the chain has no cycle; racks' powerFrom and cooledBy name
    // existing elements of a kind that can feed or cool racks. Facility ids are not used by any
    // other object, so a problem or a what-if names one thing.
    bool addFacilityElement(FacilityElement element, QString *why = nullptr);
    bool updateFacilityElement(const FacilityElement &element, QString *why = nullptr);

    // Removal returns what else had to change, so an undo command can put it all back.
    std::vector<Link> removeDevice(const QString &id);
    std::vector<Device> removeRack(const QString &id); // returns the devices as they were
    std::vector<Link> removeFabric(const QString &id); // returns the links as they were
    bool removeLink(const QString &id);
    // Removing an element takes it out of every rack and element that referred to it.
    struct FacilityRemoval final
    {
        std::vector<Rack> racks;               // as they were
        std::vector<FacilityElement> elements; // downstream elements, as they were
    };
    FacilityRemoval removeFacilityElement(const QString &id);

    // Links with an end on this device, in id order.
    std::vector<const Link *> linksOf(const QString &deviceId) const;
    // Devices placed in this rack, in id order.
    std::vector<const Device *> devicesIn(const QString &rackId) const;

    // "prefix-N" with the smallest N >= 1 that no object of any kind uses yet.
    QString uniqueId(const QString &prefix) const;
    bool idInUse(const QString &id) const;

    bool operator==(const Design &other) const;

private:
    bool checkDevice(const Device &device, QString *why) const;
    bool checkLink(const Link &link, QString *why) const;
    bool checkRack(const Rack &rack, QString *why) const;
    bool checkFacilityElement(const FacilityElement &element, QString *why) const;
    void indexLink(const Link &link, IdMap<Link>::Handle handle);
    void unindexLink(const Link &link);

    IdMap<Rack> mRacks;
    IdMap<Device> mDevices;
    IdMap<Link> mLinks;
    IdMap<Fabric> mFabrics;
    IdMap<FacilityElement> mFacility;
    // Derived indexes (not compared, kept by the mutators), implicitly shared, so copying a
    // design (the GUI's snapshot per edit) does not copy them until one side changes.
    // Handles (4 bytes, not a 24-byte id each) of every device's links, in link id order.
    QHash<QString, std::vector<IdMap<Link>::Handle>> mLinksByDevice;
    QHash<QString, std::set<QString>> mDevicesByRack;
};

// Ids are what a person types and what files diff on: short, no spaces or control characters.
bool isValidId(const QString &id);

} // namespace podcad
