#include "facilityplan.h"

#include "analysis/rackreports.h"
#include "cabling/defaulttrays.h"
#include "catalog/catalog.h"
#include "catalog/rackmodelfootprint.h"
#include "ids.h"
#include "model/design.h"
#include "model/hallfit.h"
#include "model/rackfootprint.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace podcad::generate {

namespace {

constexpr int kDrChains = 4; // "4 make 3"

struct RackLoad final
{
    QString id;
    QPointF positionM;
    double peakKw = 0;
    double liquidKw = 0;
};

// Racks of one row that share a busway per side, kept under its derated rating.
struct Segment final
{
    QString row;
    int number = 0;
    std::vector<QString> racks;
    double peakKw = 0;
    double minX = 0, maxX = 0, y = 0;
    int chainA = 0, chainB = 0; // distributed redundancy: the chains feeding side A and B
};

int ceilDiv(double load, double capacity)
{
    return std::max(1, int(std::ceil(load / capacity - 1e-9)));
}

// Elements sharing `load` that must carry it with one of them lost.
int nPlusOne(double load, double capacity)
{
    return ceilDiv(load, capacity) + 1;
}

// Elements of one chain: they carry `worst` all up (the chain's load when a peer chain is lost) and
// `normal` with one of them lost (a second failure is not designed for).
int chainCount(double worst, double normal, double capacity)
{
    int n = ceilDiv(worst, capacity);
    while (n > 1 && (n - 1) * capacity < normal)
        ++n;
    return n;
}

QString idPart(const QString &text)
{
    QString out = text.toLower();
    for (QChar &c : out)
        if (!c.isLetterOrNumber())
            c = u'-';
    return out.isEmpty() ? QStringLiteral("row") : out;
}

class Builder final
{
public:
    Builder(Design &design, const Catalog &catalog)
        : mDesign(design)
        , mCatalog(catalog)
    {}

    const FacilityModel *model(const char *sku)
    {
        const FacilityModel *m = mCatalog.facilityModel(QString::fromLatin1(sku));
        if (!m && mMissing.isEmpty())
            mMissing = QString::fromLatin1(sku);
        return m;
    }
    const QString &missing() const { return mMissing; }

    bool add(const QString &id, FacilityKind kind, const QString &name, const FacilityModel &m,
             std::vector<QString> fedFrom, QPointF position, QString *why)
    {
        FacilityElement e;
        e.id = id;
        e.kind = kind;
        e.name = name;
        e.sku = m.sku;
        e.fedFrom = std::move(fedFrom);
        e.positionM = position;
        grow(position, m);
        return mDesign.addFacilityElement(std::move(e), why);
    }

    // Adds `count` elements "<prefix>-1".. in a line from `start` along x, `pitchM` apart.
    bool addLine(const QString &prefix, const QString &title, FacilityKind kind,
                 const FacilityModel &m, int count, const std::vector<QString> &fedFrom,
                 QPointF start, double pitchM, std::vector<QString> &ids, QString *why)
    {
        for (int i = 0; i < count; ++i) {
            const QString id = prefix + u'-' + QString::number(i + 1);
            if (!add(id, kind, title + u' ' + QString::number(i + 1), m, fedFrom,
                     start + QPointF(i * pitchM, 0), why))
                return false;
            ids.push_back(id);
        }
        return true;
    }

    void grow(QPointF p, const FacilityModel &m)
    {
        const double halfW = std::max(0.3, m.widthMm / 2000.0);
        const double halfD = std::max(0.3, m.depthMm / 2000.0);
        mMin = QPointF(std::min(mMin.x(), p.x() - halfW), std::min(mMin.y(), p.y() - halfD));
        mMax = QPointF(std::max(mMax.x(), p.x() + halfW), std::max(mMax.y(), p.y() + halfD));
    }
    QPointF min() const { return mMin; }
    QPointF max() const { return mMax; }
    void setBounds(QPointF min, QPointF max)
    {
        mMin = min;
        mMax = max;
    }

private:
    Design &mDesign;
    const Catalog &mCatalog;
    QString mMissing;
    QPointF mMin, mMax;
};

std::vector<Segment> segmentsOf(const std::map<QString, std::vector<RackLoad>> &rows,
                                double usableKw)
{
    std::vector<Segment> segments;
    for (const auto &entry : rows) {
        // Not a structured binding: Debian 12's clang (14) cannot capture one in a lambda.
        const QString &row = entry.first;
        const std::vector<RackLoad> &racks = entry.second;
        Segment current;
        int number = 0;
        auto flush = [&] {
            if (current.racks.empty())
                return;
            current.row = row;
            current.number = ++number;
            segments.push_back(current);
            current = Segment();
        };
        for (const RackLoad &r : racks) {
            if (!current.racks.empty() && current.peakKw + r.peakKw > usableKw)
                flush();
            if (current.racks.empty()) {
                current.minX = r.positionM.x();
                current.y = r.positionM.y();
            }
            current.racks.push_back(r.id);
            current.peakKw += r.peakKw;
            current.maxX = r.positionM.x() + kAssumedRackFootprint.widthM;
        }
        flush();
    }
    return segments;
}

// Distributed redundancy: each segment's sides go to a different pair of chains, pairs chosen so
// that the chains' loads stay even (the least loaded pair first).
void assignChainPairs(std::vector<Segment> &segments)
{
    std::vector<double> load(kDrChains, 0);
    std::vector<std::size_t> order(segments.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return segments[a].peakKw > segments[b].peakKw;
    });
    for (std::size_t index : order) {
        Segment &s = segments[index];
        int bestA = 0, bestB = 1;
        double best = -1;
        for (int a = 0; a < kDrChains; ++a)
            for (int b = a + 1; b < kDrChains; ++b) {
                const double worst = std::max(load[a], load[b]);
                if (best < 0 || worst < best - 1e-9) {
                    best = worst;
                    bestA = a;
                    bestB = b;
                }
            }
        s.chainA = bestA;
        s.chainB = bestB;
        load[bestA] += s.peakKw / 2;
        load[bestB] += s.peakKw / 2;
    }
}

// A chain's load with every chain up, and its worst with one peer chain lost (the lost chain's
// half of each segment they share moves to it).
std::pair<double, double> chainLoads(const std::vector<Segment> &segments, int chain)
{
    double normal = 0;
    std::vector<double> shared(kDrChains, 0);
    for (const Segment &s : segments)
        if (s.chainA == chain || s.chainB == chain) {
            normal += s.peakKw / 2;
            shared[s.chainA == chain ? s.chainB : s.chainA] += s.peakKw / 2;
        }
    return {normal, normal + *std::max_element(shared.begin(), shared.end())};
}

} // namespace

QString powerRedundancyName(PowerRedundancy r)
{
    switch (r) {
    case PowerRedundancy::NPlusOne:
        return QStringLiteral("n+1");
    case PowerRedundancy::TwoN:
        return QStringLiteral("2n");
    case PowerRedundancy::Distributed:
        return QStringLiteral("dr");
    }
    return {};
}

std::optional<PowerRedundancy> powerRedundancyFromName(const QString &name)
{
    for (PowerRedundancy r :
         {PowerRedundancy::NPlusOne, PowerRedundancy::TwoN, PowerRedundancy::Distributed})
        if (name.compare(powerRedundancyName(r), Qt::CaseInsensitive) == 0)
            return r;
    return std::nullopt;
}

double aisleForSlab(const Design &design, const Catalog &catalog)
{
    double aisle = FacilityRules::kAisleM;
    for (const RackReport &r : rackReports(design, catalog)) {
        const Rack *rack = design.rack(r.rackId);
        const RackFootprint f = rackFootprint(rack ? catalog.model(rack->sku) : nullptr);
        // weight / (width x (depth + aisle)) <= rating, the analysis' row share.
        const double needed = r.weightKg / (f.widthM * FacilityRules::kSlabRatingKgM2) - f.depthM;
        const double tiles = std::ceil(needed / FacilityRules::kTileM - 1e-9);
        aisle = std::max(aisle, tiles * FacilityRules::kTileM);
    }
    return aisle;
}

void addGeneratedHall(Design &design, const Catalog &catalog)
{
    const double aisle = aisleForSlab(design, catalog);
    if (aisle > FacilityRules::kAisleM) {
        // The generators stand rows kRowPitchM apart (a rack depth and an aisle): stretch that.
        const double stretch = (kRowPitchM - FacilityRules::kAisleM + aisle) / kRowPitchM;
        std::vector<Rack> moved;
        for (const auto &[id, rack] : design.racks()) {
            moved.push_back(rack);
            // To the millimetre, as a plan is drawn: no 3.5999999999999996 m in the file.
            moved.back().floorPositionM.setY(std::round(rack.floorPositionM.y() * stretch * 1000) /
                                             1000);
        }
        for (const Rack &rack : moved)
            design.updateRack(rack);
    }
    Hall hall = fitHall(design);
    hall.floor = FloorType::Slab;
    hall.floorRatingKgM2 = FacilityRules::kSlabRatingKgM2;
    hall.coldAisleM = aisle;
    hall.hotAisleM = aisle;
    hall.trays = defaultTrays(design, hall, &catalog);
    design.hall = std::move(hall);
}

bool addGeneratedFacility(Design &design, const Catalog &catalog, PowerRedundancy redundancy,
                          QString *why)
{
    auto fail = [&](const QString &message) {
        if (why)
            *why = message;
        return false;
    };
    if (!design.hall)
        addGeneratedHall(design, catalog);
    Builder b(design, catalog);
    const FacilityModel *utility = b.model(FacilityModels::kUtility);
    const FacilityModel *board = b.model(FacilityModels::kSwitchboard);
    const FacilityModel *ups = b.model(FacilityModels::kUps);
    const FacilityModel *busway = b.model(FacilityModels::kBusway);
    const FacilityModel *cdu = b.model(FacilityModels::kCdu);
    const FacilityModel *crah = b.model(FacilityModels::kCrah);
    const FacilityModel *dryCooler = b.model(FacilityModels::kDryCooler);
    const FacilityModel *chiller = b.model(FacilityModels::kChiller);
    if (!b.missing().isEmpty())
        return fail(QStringLiteral("facility model \"%1\" is not in the catalog").arg(b.missing()));

    // Per-rack peak and liquid share, as the analysis reports them (its rack budgets alone: the
    // plant needs no cable plan).
    const std::vector<RackReport> racks = rackReports(design, catalog);
    std::map<QString, std::vector<RackLoad>> rows;
    double liquidKw = 0, airKw = 0, peakKw = 0;
    QPointF rackMin(1e9, 1e9), rackMax(-1e9, -1e9);
    for (const RackReport &r : racks) {
        const Rack *rack = design.rack(r.rackId);
        if (!rack)
            continue;
        rows[rack->row].push_back({r.rackId, rack->floorPositionM, r.maxKw, r.liquidKw});
        liquidKw += r.liquidKw;
        airKw += r.maxKw - r.liquidKw;
        peakKw += r.maxKw;
        const QPointF p = rack->floorPositionM;
        rackMin = QPointF(std::min(rackMin.x(), p.x()), std::min(rackMin.y(), p.y()));
        // Every rack as the assumed cabinet, as fitHall() takes it (not its model's footprint:
        // the generated plant's places are kept as they were).
        rackMax = QPointF(std::max(rackMax.x(), p.x() + kAssumedRackFootprint.widthM),
                          std::max(rackMax.y(), p.y() + kAssumedRackFootprint.depthM));
    }
    if (rows.empty())
        return true;
    for (auto &[row, racks] : rows)
        std::stable_sort(racks.begin(), racks.end(), [](const RackLoad &a, const RackLoad &b) {
            return a.positionM.x() < b.positionM.x();
        });
    b.setBounds(rackMin, rackMax);

    const double derate = FacilityRules::kContinuousDerating;
    const double buswayUsable = busway->capacityKw * derate;
    std::vector<Segment> segments = segmentsOf(rows, buswayUsable);
    for (const Segment &s : segments)
        if (s.peakKw > buswayUsable)
            return fail(QStringLiteral("a rack of row %1 draws %2 kW, more than one busway carries "
                                       "(%3 kW at 80 %)")
                            .arg(s.row)
                            .arg(s.peakKw, 0, 'f', 0)
                            .arg(buswayUsable, 0, 'f', 0));

    // Upstream loads: the racks' peak plus the own draw of what stands between.
    const double buswaysOwn = double(segments.size()) * busway->ownPowerKw;
    const double upsLoad = peakKw + buswaysOwn;

    // Plant positions: an electrical room in front of the first row, the heat rejection beyond it.
    const double gallery = rackMin.y() - 4.0;
    const double pitchUps = ups->widthMm / 1000.0 + 1.0;
    const double pitchBoard = board->widthMm / 1000.0 + 1.0;
    const double pitchUtility = utility->widthMm / 1000.0 + 1.0;

    struct Chain final
    {
        std::vector<QString> ups;
    };
    std::vector<Chain> chains;
    auto buildChain = [&](const QString &tag, const QString &title, double worst, double normal,
                          double x, bool sharedNPlusOne) -> bool {
        // Sizing: each level carries what it feeds plus the own draw of the level below.
        const int nUps = sharedNPlusOne ? nPlusOne(worst, ups->capacityKw)
                                        : chainCount(worst, normal, ups->capacityKw);
        const double boardLoad = worst + nUps * ups->ownPowerKw;
        const double boardNormal = normal + nUps * ups->ownPowerKw;
        const int nBoards = sharedNPlusOne
                                ? nPlusOne(boardLoad, board->capacityKw * derate)
                                : chainCount(boardLoad, boardNormal, board->capacityKw * derate);
        const double utilityLoad = boardLoad + nBoards * board->ownPowerKw;
        const double utilityNormal = boardNormal + nBoards * board->ownPowerKw;
        const int nUtilities = sharedNPlusOne
                                   ? nPlusOne(utilityLoad, utility->capacityKw)
                                   : chainCount(utilityLoad, utilityNormal, utility->capacityKw);
        std::vector<QString> utilities, boards;
        Chain chain;
        // "UPS A 1": the kind, the chain's letter when there are several, the number.
        const QString side = title.isEmpty() ? QString() : u' ' + title;
        if (!b.addLine(QStringLiteral("utility") + tag, QStringLiteral("Utility") + side,
                       FacilityKind::Utility, *utility, nUtilities, {}, QPointF(x, gallery - 9.0),
                       pitchUtility, utilities, why) ||
            !b.addLine(QStringLiteral("switchboard") + tag, QStringLiteral("Switchboard") + side,
                       FacilityKind::Switchboard, *board, nBoards, utilities,
                       QPointF(x, gallery - 5.0), pitchBoard, boards, why) ||
            !b.addLine(QStringLiteral("ups") + tag, QStringLiteral("UPS") + side, FacilityKind::Ups,
                       *ups, nUps, boards, QPointF(x, gallery - 1.5), pitchUps, chain.ups, why))
            return false;
        chains.push_back(std::move(chain));
        return true;
    };
    auto chainWidth = [&](double load) {
        return std::max({pitchUps * (ceilDiv(load, ups->capacityKw) + 1),
                         pitchBoard * (ceilDiv(load, board->capacityKw * derate) + 1),
                         pitchUtility * (ceilDiv(load, utility->capacityKw) + 1)}) +
               2.0;
    };

    const double x0 = rackMin.x();
    switch (redundancy) {
    case PowerRedundancy::TwoN:
        // Each side carries every rack's peak when the other side is lost.
        if (!buildChain(QStringLiteral("-a"), QStringLiteral("A"), upsLoad, upsLoad / 2, x0,
                        false) ||
            !buildChain(QStringLiteral("-b"), QStringLiteral("B"), upsLoad, upsLoad / 2,
                        x0 + chainWidth(upsLoad), false))
            return false;
        for (Segment &s : segments) {
            s.chainA = 0;
            s.chainB = 1;
        }
        break;
    case PowerRedundancy::NPlusOne:
        if (!buildChain(QString(), QString(), upsLoad, upsLoad, x0, true))
            return false;
        break;
    case PowerRedundancy::Distributed: {
        assignChainPairs(segments);
        double x = x0;
        for (int c = 0; c < kDrChains; ++c) {
            auto [normal, worst] = chainLoads(segments, c);
            // Busway own draw follows the racks: spread it like their load.
            const double share = peakKw > 0 ? upsLoad / peakKw : 1;
            const QString letter(QChar(u'a' + c));
            if (!buildChain(u'-' + letter, letter.toUpper(), worst * share, normal * share, x,
                            false))
                return false;
            x += chainWidth(worst * share);
        }
        break;
    }
    }

    // Busways: one per segment and side, over the racks; each rack side takes its segment's.
    std::map<QString, std::array<QString, 2>> rackFeeds;
    for (const Segment &s : segments) {
        const int sideChain[2] = {s.chainA, redundancy == PowerRedundancy::NPlusOne ? 0 : s.chainB};
        for (int side = 0; side < 2; ++side) {
            const QString sideName = side == 0 ? QStringLiteral("a") : QStringLiteral("b");
            const QString id = QStringLiteral("busway-%1-%2-%3")
                                   .arg(idPart(s.row), QString::number(s.number), sideName);
            const QPointF position((s.minX + s.maxX) / 2, s.y + (side == 0 ? 0.3 : 0.9));
            if (!b.add(id, FacilityKind::Busway,
                       QStringLiteral("Busway %1-%2 %3")
                           .arg(s.row, QString::number(s.number), sideName.toUpper()),
                       *busway, chains[std::size_t(sideChain[side])].ups, position, why))
                return false;
            for (const QString &rack : s.racks)
                rackFeeds[rack][std::size_t(side)] = id;
        }
    }

    // Heat rejection: dry coolers for the CDUs' warm-water loop, chillers for the CRAHs, N+1 each.
    const double plantY = rackMax.y() + 4.0 + dryCooler->depthMm / 2000.0;
    // A CDU carries its rated heat or what its pumps move at the guideline flow, the lesser.
    const double cduUsableKw =
        cdu->maxFlowLpm > 0
            ? std::min(cdu->capacityKw, cdu->maxFlowLpm / FacilityRules::kFlowLpmPerKw)
            : cdu->capacityKw;
    std::vector<int> cdusPerRow;
    double cduOwn = 0;
    for (const auto &[row, racks] : rows) {
        double rowLiquid = 0;
        for (const RackLoad &r : racks)
            rowLiquid += r.liquidKw;
        const int n = rowLiquid > 0 ? nPlusOne(rowLiquid, cduUsableKw) : 0;
        cdusPerRow.push_back(n);
        cduOwn += n * cdu->ownPowerKw;
    }
    std::vector<QString> dryCoolers, chillers, crahs;
    const double pitchPlant = std::max(dryCooler->widthMm, chiller->widthMm) / 1000.0 + 2.0;
    if (liquidKw > 0 && !b.addLine(QStringLiteral("dry-cooler"), QStringLiteral("Dry cooler"),
                                   FacilityKind::DryCooler, *dryCooler,
                                   nPlusOne(liquidKw + cduOwn, dryCooler->capacityKw), {},
                                   QPointF(x0, plantY), pitchPlant, dryCoolers, why))
        return false;
    const int nCrah = airKw > 0 ? nPlusOne(airKw, crah->capacityKw) : 0;
    if (nCrah > 0) {
        const double chillerX = x0 + pitchPlant * double(dryCoolers.size());
        if (!b.addLine(QStringLiteral("chiller"), QStringLiteral("Chiller"), FacilityKind::Chiller,
                       *chiller, nPlusOne(airKw + nCrah * crah->ownPowerKw, chiller->capacityKw),
                       {}, QPointF(chillerX, plantY), pitchPlant, chillers, why))
            return false;
        // CRAHs along the west and east walls in turn, blowing across the rows; racks shed their
        // air heat to all of them.
        for (int i = 0; i < nCrah; ++i) {
            const QString id = QStringLiteral("crah-") + QString::number(i + 1);
            const double offset = 2.0 + crah->depthMm / 2000.0;
            const QPointF position(i % 2 == 0 ? rackMin.x() - offset : rackMax.x() + 6.0 + offset,
                                   rackMin.y() + 0.5 + (i / 2) * (crah->widthMm / 1000.0 + 0.5));
            if (!b.add(id, FacilityKind::Crah, QStringLiteral("CRAH ") + QString::number(i + 1),
                       *crah, chillers, position, why))
                return false;
            crahs.push_back(id);
        }
    }

    // CDUs in N+1 groups at the east end of each row; each liquid-cooled rack lists its row's.
    std::map<QString, std::vector<QString>> rowCdus;
    std::size_t rowIndex = 0;
    for (const auto &[row, racks] : rows) {
        const int n = cdusPerRow[rowIndex++];
        double endX = 0;
        for (const RackLoad &r : racks)
            endX = std::max(endX, r.positionM.x() + kAssumedRackFootprint.widthM);
        for (int i = 0; i < n; ++i) {
            const QString id = QStringLiteral("cdu-%1-%2").arg(idPart(row), QString::number(i + 1));
            const QPointF position(endX + 0.8 + i * (cdu->widthMm / 1000.0 + 0.2) +
                                       cdu->widthMm / 2000.0,
                                   racks.front().positionM.y() + cdu->depthMm / 2000.0);
            if (!b.add(id, FacilityKind::Cdu, QStringLiteral("CDU %1-%2").arg(row).arg(i + 1), *cdu,
                       dryCoolers, position, why))
                return false;
            rowCdus[row].push_back(id);
        }
    }

    for (const auto &[row, racks] : rows)
        for (const RackLoad &r : racks) {
            Rack rack = *design.rack(r.id);
            const auto &feeds = rackFeeds[r.id];
            rack.powerFrom = {std::vector<QString>{feeds[0]}, std::vector<QString>{feeds[1]}};
            if (r.liquidKw > 0)
                rack.cooledBy = rowCdus[row];
            if (!design.updateRack(rack, why))
                return false;
        }

    // The hall holds the plant with the fitted margin around it.
    Hall &hall = *design.hall;
    const double margin = 2.0;
    const QPointF min(std::min(hall.originM.x(), b.min().x() - margin),
                      std::min(hall.originM.y(), b.min().y() - margin));
    const QPointF max(std::max(hall.originM.x() + hall.widthM, b.max().x() + margin),
                      std::max(hall.originM.y() + hall.depthM, b.max().y() + margin));
    hall.originM = min;
    hall.widthM = max.x() - min.x();
    hall.depthM = max.y() - min.y();
    return true;
}

} // namespace podcad::generate
