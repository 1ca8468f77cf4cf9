#include "coolingplant.h"

#include "analysis.h"
#include "catalog/catalog.h"
#include "catalog/rackmodelfootprint.h"
#include "format/flowformat.h"
#include "format/numberformat.h"
#include "model/design.h"

#include <QHash>
#include <algorithm>
#include <map>

namespace podcad {
namespace {

// Fluid properties near 35 degrees C (docs/facility.md, "Liquid cooling"): water 0.994 kg/L and
// 4.18 kJ/(kg K), rounded to 1.0; 25 % propylene glycol 1.02 kg/L and 3.95 kJ/(kg K).
constexpr double kWaterDensity = 1.0, kWaterSpecificHeat = 4.18;
constexpr double kPg25Density = 1.02, kPg25SpecificHeat = 3.95;
// A 10 K rise over the cold plates (the default loop, 30 to 40 degrees C; the flow depends on the
// rise alone): with PG25 that is the ~1.5 L/min per kW OCP sizes loops for.
constexpr double kDefaultRiseK = 10;
constexpr double kDefaultAisleM = 1.2;
constexpr std::size_t kFootprintExamples = 5; // racks a grouped footprint warning names

double elementCapacityKw(const FacilityElement &e, const FacilityModel *model)
{
    if (e.capacityKw)
        return *e.capacityKw;
    return model ? model->capacityKw : 0.0;
}

// "Rack A01 (r-1)", "CDU CDU-A (cdu-1)": what people named it, and the id the file keys it by.
QString rackText(const RackReport &r)
{
    return r.name.isEmpty() ? QStringLiteral("Rack %1").arg(r.rackId)
                            : QStringLiteral("Rack %1 (%2)").arg(r.name, r.rackId);
}

QString elementText(const FacilityElement &e)
{
    const QString label = facilityKindLabel(e.kind);
    return e.name.isEmpty() ? QStringLiteral("%1 %2").arg(label, e.id)
                            : QStringLiteral("%1 %2 (%3)").arg(label, e.name, e.id);
}

QString kw(double value)
{
    return format::number(value, 1);
}

// Loads of the cooling elements while the plant is summed up, by element id.
struct UnitLoad final
{
    const FacilityElement *element = nullptr;
    double heatKw = 0;
    double flowLpm = 0;
};

class PlantBuilder final
{
public:
    PlantBuilder(const Design &design, const Catalog &catalog, const QSet<QString> &failed)
        : mDesign(design)
        , mCatalog(catalog)
        , mFailed(failed)
    {
        for (const auto &[id, e] : design.facility()) {
            if (!isCoolingKind(e.kind))
                continue;
            mLoads.insert(id, UnitLoad{&e});
            if (e.kind == FacilityKind::Cdu)
                mHasCdus = true;
            if (e.kind == FacilityKind::Crah)
                mHasCrahs = true;
            if (e.kind == FacilityKind::Chiller || e.kind == FacilityKind::DryCooler)
                mHasRejection = true;
        }
        // A CDU or CRAH whose every chiller and dry cooler is lost cannot take heat either: its
        // racks lean on their other units, as on a failed one.
        for (const auto &[id, e] : design.facility()) {
            if ((e.kind != FacilityKind::Cdu && e.kind != FacilityKind::Crah) ||
                failed.contains(id) || e.fedFrom.empty())
                continue;
            if (std::all_of(e.fedFrom.begin(), e.fedFrom.end(),
                            [&](const QString &source) { return failed.contains(source); }))
                mCut.insert(id);
        }
        for (const auto &[id, e] : design.facility())
            if (e.kind == FacilityKind::Crah && live(id))
                mLiveCrahs.push_back(id);
    }

    CoolingPlant build(const std::vector<RackReport> &racks)
    {
        CoolingPlant plant;
        plant.racks.reserve(racks.size());
        QSet<QString> withoutCooling;
        std::vector<std::pair<QString, double>> roomAir; // racks naming no CRAH: their air heat
        for (const RackReport &r : racks) {
            const Rack *rack = mDesign.rack(r.rackId);
            RackFacilityReport out = rackHeat(r, rack, plant, withoutCooling);
            plant.heat.rackKw += out.liquidHeatKw + out.airHeatKw;
            if (mAirUnassigned > 0)
                roomAir.emplace_back(r.rackId, mAirUnassigned);
            floorLoad(r, rack, out, plant);
            plant.racks.push_back(std::move(out));
        }
        footprintWarnings(plant);
        // Racks naming no CRAH shed their air heat into the room: every live CRAH takes a share.
        // With CRAHs in the design and none live, that heat stays in the room.
        for (const auto &[rackId, airKw] : roomAir) {
            if (!mLiveCrahs.empty()) {
                for (const QString &id : mLiveCrahs)
                    mLoads[id].heatKw += airKw / double(mLiveCrahs.size());
            } else if (mHasCrahs) {
                plant.heat.lostKw += airKw;
                withoutCooling.insert(rackId);
            } else {
                plant.heat.unmodelledKw += airKw;
            }
        }
        rejectHeat(plant);
        report(plant);
        plant.racksWithoutCooling.assign(withoutCooling.begin(), withoutCooling.end());
        std::sort(plant.racksWithoutCooling.begin(), plant.racksWithoutCooling.end());
        plant.unitsCut.assign(mCut.begin(), mCut.end());
        std::sort(plant.unitsCut.begin(), plant.unitsCut.end());
        return plant;
    }

private:
    bool live(const QString &id) const { return !mFailed.contains(id) && !mCut.contains(id); }

    RackFacilityReport rackHeat(const RackReport &r, const Rack *rack, CoolingPlant &plant,
                                QSet<QString> &withoutCooling)
    {
        RackFacilityReport out;
        out.rackId = r.rackId;
        out.positionM = rack ? rack->floorPositionM : QPointF();
        out.liquidHeatKw = std::clamp(r.liquidKw, 0.0, r.maxKw);
        out.airHeatKw = r.maxKw - out.liquidHeatKw;
        mAirUnassigned = 0;

        std::vector<UnitLoad *> cdus, liveCdus, crahs, liveCrahs;
        if (rack)
            for (const QString &id : rack->cooledBy) {
                const auto it = mLoads.find(id);
                if (it == mLoads.end())
                    continue;
                const FacilityKind kind = it->element->kind;
                if (!canCoolRacks(kind))
                    continue;
                auto &all = kind == FacilityKind::Cdu ? cdus : crahs;
                auto &up = kind == FacilityKind::Cdu ? liveCdus : liveCrahs;
                all.push_back(&*it);
                if (live(id))
                    up.push_back(&*it);
            }

        if (liveCdus.empty()) {
            out.flowLpm = cduCoolant(FacilityElement{}).flowLpm(out.liquidHeatKw);
            if (out.liquidHeatKw > 0 && !cdus.empty()) {
                withoutCooling.insert(r.rackId);
                plant.heat.lostKw += out.liquidHeatKw;
            } else {
                plant.heat.unmodelledKw += out.liquidHeatKw;
            }
            if (out.liquidHeatKw > 0 && cdus.empty() && mHasCdus)
                plant.problems.push_back(
                    {Severity::Warning, QStringLiteral("rack-without-cdu"),
                     QStringLiteral("%1 removes %2 kW by liquid but lists no CDU, while the "
                                    "design has CDUs: its liquid heat is not on any loop.")
                         .arg(rackText(r), kw(out.liquidHeatKw)),
                     r.rackId, QStringLiteral("cooled_by")});
        } else {
            const double share = out.liquidHeatKw / double(liveCdus.size());
            for (UnitLoad *cdu : liveCdus) {
                const double flow = cduCoolant(*cdu->element).flowLpm(share);
                cdu->heatKw += share;
                cdu->flowLpm += flow;
                out.flowLpm += flow;
            }
        }

        if (crahs.empty()) {
            mAirUnassigned = out.airHeatKw;
        } else if (!liveCrahs.empty()) {
            for (UnitLoad *crah : liveCrahs)
                crah->heatKw += out.airHeatKw / double(liveCrahs.size());
        } else if (out.airHeatKw > 0) {
            withoutCooling.insert(r.rackId);
            plant.heat.lostKw += out.airHeatKw;
        }
        return out;
    }

    void floorLoad(const RackReport &r, const Rack *rack, RackFacilityReport &out,
                   CoolingPlant &plant)
    {
        const RackFootprint f = rackFootprint(rack ? mCatalog.model(rack->sku) : nullptr);
        const Hall *hall = mDesign.hall ? &*mDesign.hall : nullptr;
        const double cold = hall ? hall->coldAisleM : kDefaultAisleM;
        const double hot = hall ? hall->hotAisleM : kDefaultAisleM;
        out.floorLoadKgM2 = r.weightKg / (f.widthM * f.depthM);
        out.rowShareKgM2 = r.weightKg / (f.widthM * (f.depthM + cold / 2 + hot / 2));
        if (!hall || !hall->floorRatingKgM2)
            return;
        const double rating = *hall->floorRatingKgM2;
        if (out.rowShareKgM2 > rating)
            plant.problems.push_back(
                {Severity::Error, QStringLiteral("rack-over-floor-rating"),
                 QStringLiteral("%1 puts %2 kg/m² on its share of the row (footprint plus "
                                "half of each aisle), above the floor's %3 kg/m².")
                     .arg(rackText(r), format::number(out.rowShareKgM2), format::number(rating)),
                 r.rackId, QStringLiteral("floor_rating_kg_m2")});
        else if (out.floorLoadKgM2 > rating)
            mOverFootprint[{rack ? rack->sku : QString(), qRound64(out.floorLoadKgM2)}].push_back(
                {rackText(r), r.rackId});
    }

    // One warning per rack model and footprint load: a SuperPOD's hundreds of alike racks are one
    // row (count and example racks), not hundreds, as alike links are.
    void footprintWarnings(CoolingPlant &plant) const
    {
        if (mOverFootprint.empty())
            return;
        const QString rating = format::number(*mDesign.hall->floorRatingKgM2);
        for (const auto &[key, racks] : mOverFootprint) {
            const QString load = format::number(double(key.second));
            Problem p{Severity::Warning, QStringLiteral("rack-over-floor-rating-footprint"),
                      racks.size() == 1
                          ? QStringLiteral("%1 puts %2 kg/m² on its own footprint, above the "
                                           "floor's %3 kg/m² (its row share is within it): check "
                                           "the point load with the structural engineer or "
                                           "spread it.")
                                .arg(racks.front().text, load, rating)
                          : QStringLiteral("%1 %2 racks, from %3, put %4 kg/m² each on their own "
                                           "footprint, above the floor's %5 kg/m² (their row "
                                           "shares are within it): check the point load with "
                                           "the structural engineer or spread it.")
                                .arg(format::number(double(racks.size())), key.first,
                                     racks.front().text, load, rating),
                      racks.front().id, QStringLiteral("floor_rating_kg_m2")};
            p.count = int(racks.size());
            if (racks.size() > 1)
                for (std::size_t i = 0; i < racks.size() && i < kFootprintExamples; ++i)
                    p.exampleIds << racks[i].id;
            plant.problems.push_back(std::move(p));
        }
    }

    // Chillers and dry coolers take the heat of the CDUs and CRAHs fed from them, shared by the
    // live ones. A unit carrying heat and fed from none rejects it nowhere the design shows.
    void rejectHeat(CoolingPlant &plant)
    {
        for (auto it = mLoads.begin(); it != mLoads.end(); ++it) {
            const FacilityElement &e = *it->element;
            if (e.kind != FacilityKind::Cdu && e.kind != FacilityKind::Crah)
                continue;
            std::vector<UnitLoad *> up;
            for (const QString &id : e.fedFrom) {
                const auto source = mLoads.find(id);
                if (source != mLoads.end() && live(id))
                    up.push_back(&*source);
            }
            if (up.empty()) {
                // Only a unit fed from nothing gets here with heat: a cut one takes none.
                plant.heat.unmodelledKw += it->heatKw;
                if (it->heatKw > 0)
                    plant.problems.push_back(noRejectionProblem(e, it->heatKw));
                continue;
            }
            for (UnitLoad *source : up)
                source->heatKw += it->heatKw / double(up.size());
            plant.heat.rejectedKw += it->heatKw;
        }
    }

    // An error where the design draws heat rejection and this unit is on none of it; a warning
    // where the design draws none (the plant beyond the CDUs left out, a colocation's water).
    Problem noRejectionProblem(const FacilityElement &e, double heatKw) const
    {
        if (mHasRejection)
            return {Severity::Error, QStringLiteral("cooling-unit-no-rejection"),
                    QStringLiteral("%1 carries %2 kW of heat but is fed from no chiller or dry "
                                   "cooler: that heat is rejected nowhere.")
                        .arg(elementText(e), kw(heatKw)),
                    e.id, QStringLiteral("fed_from")};
        return {Severity::Warning, QStringLiteral("heat-rejection-not-modelled"),
                QStringLiteral("%1 carries %2 kW of heat and the design has no chiller or dry "
                               "cooler: where that heat goes is not checked.")
                    .arg(elementText(e), kw(heatKw)),
                e.id, QStringLiteral("fed_from")};
    }

    void report(CoolingPlant &plant) const
    {
        for (const auto &[id, e] : mDesign.facility()) {
            if (!isCoolingKind(e.kind))
                continue;
            const UnitLoad &load = mLoads[id];
            const FacilityModel *model = mCatalog.facilityModel(e.sku);
            CoolingUnitReport u;
            u.id = id;
            u.name = e.name;
            u.kind = e.kind;
            u.capacityKw = elementCapacityKw(e, model);
            u.loadKw = load.heatKw;
            u.utilisation = u.capacityKw > 0 ? u.loadKw / u.capacityKw : 0.0;
            const bool overHeat = u.capacityKw > 0 && u.loadKw > u.capacityKw;
            bool overFlow = false;
            if (e.kind == FacilityKind::Cdu) {
                u.flowLpm = load.flowLpm;
                const double maxFlow = model ? model->maxFlowLpm : 0.0;
                if (maxFlow > 0) {
                    u.maxFlowLpm = maxFlow;
                    overFlow = load.flowLpm > maxFlow;
                }
            }
            u.over = overHeat || overFlow;
            if (u.capacityKw <= 0)
                plant.problems.push_back(
                    {Severity::Warning, QStringLiteral("cooling-element-no-capacity"),
                     QStringLiteral("%1 has no capacity (no capacity_kw and no catalog "
                                    "model giving one): its load is not checked.")
                         .arg(elementText(e)),
                     id, QStringLiteral("capacity_kw")});
            if (overHeat)
                plant.problems.push_back(overProblem(e, u));
            if (overFlow)
                plant.problems.push_back(
                    {Severity::Error, QStringLiteral("cdu-over-flow"),
                     QStringLiteral("%1 must pump %2 L/min for its racks' heat, above the %3 "
                                    "L/min its model pumps at most.")
                         .arg(elementText(e), format::litresPerMinute(load.flowLpm),
                              format::litresPerMinute(*u.maxFlowLpm)),
                     id, QStringLiteral("sku")});
            plant.units.push_back(std::move(u));
        }
    }

    static Problem overProblem(const FacilityElement &e, const CoolingUnitReport &u)
    {
        const QString code = e.kind == FacilityKind::Cdu ? QStringLiteral("cdu-over-capacity")
                             : e.kind == FacilityKind::Crah
                                 ? QStringLiteral("air-unit-over-capacity")
                                 : QStringLiteral("heat-rejection-over-capacity");
        return {Severity::Error, code,
                QStringLiteral("%1 carries %2 kW of heat, above its %3 kW.")
                    .arg(elementText(e), kw(u.loadKw), kw(u.capacityKw)),
                e.id, QStringLiteral("capacity_kw")};
    }

    const Design &mDesign;
    const Catalog &mCatalog;
    const QSet<QString> &mFailed;
    QHash<QString, UnitLoad> mLoads;
    QSet<QString> mCut; // CDUs and CRAHs in service whose heat rejection is all lost
    std::vector<QString> mLiveCrahs;
    bool mHasCdus = false;
    bool mHasCrahs = false;
    bool mHasRejection = false;
    double mAirUnassigned = 0;
    // Racks over the floor's rating on their footprint only, by rack model and load (kg/m²).
    struct RackNamed final
    {
        QString text, id;
    };
    std::map<std::pair<QString, qint64>, std::vector<RackNamed>> mOverFootprint;
};

} // namespace

Coolant cduCoolant(const FacilityElement &cdu)
{
    const bool water = cdu.fluid == QLatin1String("water");
    // One temperature given: the other is the default 10 K away, so that a warm loop named only
    // by its return (45 degrees C) is not read against the default 30 degrees C supply.
    double rise = kDefaultRiseK;
    if (cdu.supplyC && cdu.returnC)
        rise = *cdu.returnC - *cdu.supplyC;
    return Coolant{water ? kWaterDensity : kPg25Density,
                   water ? kWaterSpecificHeat : kPg25SpecificHeat, rise};
}

CoolingPlant analyzeCoolingPlant(const Design &design, const Catalog &catalog,
                                 const std::vector<RackReport> &racks, const QSet<QString> &failed)
{
    return PlantBuilder(design, catalog, failed).build(racks);
}

} // namespace podcad
