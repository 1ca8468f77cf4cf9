#pragma once

#include "draft.h"

#include <QString>
#include <vector>

namespace podcad {
class Catalog;
struct DeviceModel;
} // namespace podcad

namespace podcad::generate {

// A run of racks with one purpose ("SU1 compute", "spines"): the devices of a zone fill its
// racks in order, and a zone may start a new row of the floor plan.
struct Zone final
{
    QString label; // id part: racks are rack-<label>-01, ...
    QString title; // rack names: "<title> 01"
    QString rackSku;
    double powerLimitKw = 0; // the site's feed budget per rack position
    bool newRow = false;
};

// One rack's worth of a zone: its devices (Draft indices, bottom up) and PDU count.
struct RackFill final
{
    std::vector<int> devices;
    int pdus = 0;
};

// Places devices into racks, respecting each rack's height, its power limit and its load rating,
// and gives every rack PDUs: at least three 3-phase feeds, alternately on feed A and B, enough
// that the PDUs of either feed alone carry the rack's peak (DOMAIN.md section 4: feeds sized for
// 50% of peak). PDUs are 0U, but their own draw and weight count in the rack like any device's.
class RackPlacer final
{
public:
    RackPlacer(const Catalog &catalog, const QString &pduSku, int racksPerRow);

    // Packs devices of one zone without changing anything; fails (and says why) when a device
    // does not fit even an empty rack. Used to size what depends on the rack count (OOB ports).
    bool pack(const Draft &draft, const std::vector<int> &devices, const Zone &zone,
              std::vector<RackFill> &fills, QString *why) const;

    // Places every device of the draft by its zone (zones in order), adds racks, PDUs and floor
    // positions. Devices without a zone stay unplaced.
    bool place(Draft &draft, const std::vector<Zone> &zones, QString *why);

    // PDUs a rack needs for a peak of `watts` (without the PDUs' own draw).
    int pdusFor(double watts) const;
    const DeviceModel *pduModel() const { return mPdu; }

private:
    const Catalog &mCatalog;
    const DeviceModel *mPdu = nullptr;
    QString mPduSku;
    int mRacksPerRow = 16;
};

} // namespace podcad::generate
