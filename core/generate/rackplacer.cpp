#include "rackplacer.h"

#include "catalog/catalog.h"
#include "ids.h"

#include <cmath>

namespace podcad::generate {
namespace {

// At least three feeds per rack (DOMAIN.md section 4).
constexpr int kMinPdus = 3;

} // namespace

RackPlacer::RackPlacer(const Catalog &catalog, const QString &pduSku, int racksPerRow)
    : mCatalog(catalog)
    , mPdu(catalog.model(pduSku))
    , mPduSku(pduSku)
    , mRacksPerRow(std::max(1, racksPerRow))
{}

int RackPlacer::pdusFor(double watts) const
{
    if (!mPdu || mPdu->powerCapacityW <= 0)
        return 0;
    // What one PDU's circuit carries when its feed is the only one left: the analysis's figure
    // (V x A x sqrt(3) x derating of the circuit it is built for) when the catalog has it.
    const double circuitW = mPdu->pduInput ? mPdu->pduInput->usableW() : mPdu->powerCapacityW;
    int pdus = kMinPdus;
    for (;;) {
        const double peak = watts + pdus * mPdu->maxPowerW;
        int need = int(std::ceil(2.0 * peak / mPdu->powerCapacityW));
        // PDUs alternate between feed A and B, so B holds the smaller half: it alone must carry
        // the peak when A is lost.
        if ((need / 2) * circuitW < peak)
            ++need;
        if (need <= pdus && (pdus / 2) * circuitW >= peak)
            return pdus;
        pdus = std::max(need, pdus + 1);
    }
}

bool RackPlacer::pack(const Draft &draft, const std::vector<int> &devices, const Zone &zone,
                      std::vector<RackFill> &fills, QString *why) const
{
    fills.clear();
    const DeviceModel *rack = mCatalog.model(zone.rackSku);
    if (!rack || !mPdu) {
        if (why)
            *why = QStringLiteral("the catalog has no rack \"%1\" or PDU \"%2\"")
                       .arg(zone.rackSku, mPduSku);
        return false;
    }
    const double limitW = zone.powerLimitKw * 1000.0;
    int usedU = 0;
    double watts = 0, kg = 0;
    const DeviceModel *last = nullptr;
    QString lastSku;
    auto fits = [&](int u, double w, double k) {
        const int pdus = pdusFor(w);
        return u <= rack->rackUnits && w + pdus * mPdu->maxPowerW <= limitW + 1e-6 &&
               (rack->maxLoadKg <= 0 || k + pdus * mPdu->weightKg <= rack->maxLoadKg + 1e-6);
    };
    for (int index : devices) {
        const QString &sku = draft.device(index).sku;
        if (sku != lastSku) {
            last = mCatalog.model(sku);
            lastSku = sku;
        }
        if (!last) {
            if (why)
                *why = QStringLiteral("the catalog has no model \"%1\"").arg(sku);
            return false;
        }
        const DeviceModel &m = *last;
        if (fills.empty() || !fits(usedU + m.rackUnits, watts + m.maxPowerW, kg + m.weightKg)) {
            if (!fits(m.rackUnits, m.maxPowerW, m.weightKg)) {
                if (why)
                    *why = QStringLiteral("a %1 (%2U, %3 kW peak, %4 kg) does not fit an empty %5 "
                                          "rack with a %6 kW power limit and its PDUs")
                               .arg(m.sku)
                               .arg(m.rackUnits)
                               .arg(m.maxPowerW / 1000.0)
                               .arg(m.weightKg)
                               .arg(zone.rackSku)
                               .arg(zone.powerLimitKw);
                return false;
            }
            if (!fills.empty())
                fills.back().pdus = pdusFor(watts);
            fills.emplace_back();
            usedU = 0;
            watts = 0;
            kg = 0;
        }
        fills.back().devices.push_back(index);
        usedU += m.rackUnits;
        watts += m.maxPowerW;
        kg += m.weightKg;
    }
    if (!fills.empty())
        fills.back().pdus = pdusFor(watts);
    return true;
}

bool RackPlacer::place(Draft &draft, const std::vector<Zone> &zones, QString *why)
{
    std::vector<std::vector<int>> byZone(zones.size());
    for (std::size_t i = 0; i < draft.devices.size(); ++i) {
        const int zone = draft.zoneOf[i];
        if (zone >= 0 && std::size_t(zone) < zones.size())
            byZone[std::size_t(zone)].push_back(int(i));
    }
    int row = 0, column = 0;
    double x = 0;
    std::vector<RackFill> fills;
    for (std::size_t z = 0; z < zones.size(); ++z) {
        const Zone &zone = zones[z];
        if (byZone[z].empty())
            continue;
        if (!pack(draft, byZone[z], zone, fills, why))
            return false;
        const DeviceModel *rackModel = mCatalog.model(zone.rackSku);
        const double widthM = rackModel->widthMm / 1000.0;
        if (zone.newRow && column > 0) {
            ++row;
            column = 0;
            x = 0;
        }
        const int digits = digitsFor(int(fills.size()), 2);
        for (std::size_t r = 0; r < fills.size(); ++r) {
            if (column == mRacksPerRow) {
                ++row;
                column = 0;
                x = 0;
            }
            Rack rack;
            const QString number = pad(int(r) + 1, digits);
            rack.id = QStringLiteral("rack-") + zone.label + u'-' + number;
            rack.sku = zone.rackSku;
            rack.name = zone.title + u' ' + number;
            rack.row = rowLabel(row);
            rack.floorPositionM = QPointF(x, row * kRowPitchM);
            rack.powerLimitKw = zone.powerLimitKw;
            int u = 1;
            for (int index : fills[r].devices) {
                Device &d = draft.devices[std::size_t(index)];
                d.rackId = rack.id;
                const DeviceModel *m = mCatalog.model(d.sku);
                d.lowestU = m && m->rackUnits > 0 ? u : 0;
                u += m ? m->rackUnits : 0;
            }
            for (int p = 0; p < fills[r].pdus; ++p) {
                const int index = draft.addDevice(QStringLiteral("pdu-") + zone.label + u'-' +
                                                      number + u'-' + QString::number(p + 1),
                                                  mPduSku, Role::Pdu);
                draft.devices[std::size_t(index)].rackId = rack.id;
                // As the RAs do: the rack's PDUs on two independent feeds, A and B in turn.
                draft.devices[std::size_t(index)].feed = p % 2 == 0 ? FeedSide::A : FeedSide::B;
            }
            draft.racks.push_back(std::move(rack));
            x += widthM;
            ++column;
        }
    }
    return true;
}

} // namespace podcad::generate
