#pragma once

#include <QByteArray>
#include <QString>
#include <vector>

namespace podcad {

class CablePlan;
class Catalog;
class Design;
struct PortGroup;

// A design as NetBox imports it: CSV files in the columns of NetBox's bulk import forms
// (netbox/dcim/forms/bulk_import.py) and one device-type YAML per SKU in the schema of the
// NetBox device-type library (schema/devicetype.json). docs/netbox.md gives the import order.
namespace netbox {

// Site and location names. The site is the design's `site`, else its name (else "PodCAD
// design"); a rack's location is its floor row ("Row A"), placed under the design's `location`
// when it has one; racks without a row and devices in no rack stand in the design's location,
// else "Data hall".
struct ExportOptions final
{
    QString site;            // empty: as above
    QString defaultLocation; // empty: the design's location, else "Data hall"
                             // (set: it wins, under the design's location when there is one)
};

struct ExportFile final
{
    QString path; // relative to the export directory, "/" separated
    QByteArray bytes;
};

// Every file, in import order. Fails (empty, `error` set to one line naming the object) when
// the design does not fit the catalog or a cable would name a port its model does not have or
// one another cable already uses: NetBox would refuse that row, so nothing is exported.
// The cables' lengths and media are `plan`'s, the design's (a Revision's: a 64-SU plan is not
// built twice).
std::vector<ExportFile> exportDesign(const Design &design, const Catalog &catalog,
                                     const CablePlan &plan, const ExportOptions &options,
                                     QString *error);

// Writes the files under `dir`, which must not exist yet or be empty: an export never replaces
// files the user did not name. All or nothing (AtomicDirectory): the files are written into a new
// folder beside `dir` that takes its place when complete, so after a failure or a crash `dir` is as
// it was (missing or empty), never half written.
bool writeExport(const QString &dir, const std::vector<ExportFile> &files, QString *error);

// NetBox slugs match ^[-a-z0-9_]+$: lowercase, every other run of characters one "-"
// (netboxSlug, shared with the device-type naming).
QString slug(const QString &text);

// The interface name of port `index` (0-based) of a group: "ib3" for single-port cages, and
// "ib2/1", "ib2/2" for the two ports of a twin-port OSFP cage or a 2x breakout, the way NVIDIA
// names the ports of a cage (cage 2, ports 1 and 2): one NetBox interface per logical port. A
// group whose name ends in a digit takes a "-" first: "rj45-10", never "rj4510".
QString interfaceName(const PortGroup &group, int index);

// NetBox's interface type value (dcim/choices.py InterfaceTypeChoices) for a group's ports:
// InfiniBand by speed for groups named "ib", Ethernet by speed and connector otherwise, "other"
// for a combination NetBox has no value for.
QString interfaceType(const PortGroup &group);

} // namespace netbox
} // namespace podcad
