#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace podcad {

class Catalog;

// How a generated fabric's switches reach their fibre: pluggable transceivers in every switch
// cage, or co-packaged optics (CPO), where the optical engines sit beside the switch ASIC and the
// front panel takes fibre directly. The server side keeps its pluggable modules either way.
enum class Optics {
    Pluggable,
    CoPackaged,
};

QString opticsName(Optics optics); // "pluggable", "cpo"
std::optional<Optics> parseOptics(const QString &name);

// The co-packaged-optics switch that takes the place of a pluggable one in a fabric (Q3400-RA ->
// Q3450-LD, SN5610 -> SN6810), or empty when the catalog has none for it. The counterpart keeps
// the data port group's name, so a generator swaps one SKU for the other and builds its tree by
// the counterpart's radix.
QString cpoCounterpart(const Catalog &catalog, const QString &pluggableSku);
// The reverse: the pluggable switch a CPO one stands in for, or empty.
QString pluggableCounterpart(const Catalog &catalog, const QString &cpoSku);
// The switch a fabric uses with these optics: the SKU itself for pluggable optics, its CPO
// counterpart for co-packaged (empty when there is none).
QString switchFor(const Catalog &catalog, const QString &pluggableSku, Optics optics);
// Every pluggable switch SKU that has a CPO counterpart, in the catalog or not.
QStringList switchesWithCpoCounterpart();

// The replaceable laser source modules of a CPO switch: the optical parts of it that fail and are
// swapped, counted beside the transceivers of a pluggable switch.
struct LaserSources final
{
    QString sku;       // the module's catalog SKU
    int perSwitch = 0; // modules in one switch
};
// nullopt for a switch without external lasers (every pluggable switch) or a catalog without
// the module.
std::optional<LaserSources> laserSourcesOf(const Catalog &catalog, const QString &switchSku);

} // namespace podcad
