#include "powerfeeds.h"

#include "catalog/catalog.h"
#include "devicefacts.h"
#include "model/design.h"

#include <QHash>
#include <algorithm>

namespace podcad {

QString supplyOutcomeName(SupplyOutcome outcome)
{
    switch (outcome) {
    case SupplyOutcome::Full:
        return QStringLiteral("full");
    case SupplyOutcome::Throttled:
        return QStringLiteral("throttled");
    case SupplyOutcome::Down:
        return QStringLiteral("down");
    }
    return {};
}

int RackFeedLoss::count(SupplyOutcome outcome) const
{
    if (outcome == SupplyOutcome::Full)
        return devicesFull;
    return int(std::count_if(affected.begin(), affected.end(),
                             [&](const DeviceFeedOutcome &d) { return d.outcome == outcome; }));
}

namespace {

bool isPdu(const PoweredDevice &d)
{
    return d.model->kind == DeviceKind::Pdu;
}

SupplyOutcome outcomeFor(const DeviceModel &model, int left)
{
    if (left >= model.suppliesForFull)
        return SupplyOutcome::Full;
    if (left >= model.suppliesToRun)
        return SupplyOutcome::Throttled;
    return SupplyOutcome::Down;
}

} // namespace

RackFeeds rackFeeds(const Rack &rack, const DeviceModel *rackModel,
                    const std::vector<PoweredDevice> &devices)
{
    RackFeeds result;
    for (FeedSide side : kFeedSides) {
        result.feeds[feedIndex(side)].side = side;
        RackFeedLoss &loss = result.losses[feedIndex(side)];
        loss.rackId = rack.id;
        loss.rackName = rack.name;
        loss.lost = side;
    }

    // PDUs first: they decide which sides exist and what each can carry.
    std::array<std::vector<const PoweredDevice *>, 2> pdus;
    int unassigned = 0;
    for (const PoweredDevice &d : devices) {
        if (!isPdu(d))
            continue;
        const FeedSide side =
            d.device->feed ? *d.device->feed : (unassigned++ % 2 == 0 ? FeedSide::A : FeedSide::B);
        pdus[feedIndex(side)].push_back(&d);
    }
    const bool hasPdus = !pdus[0].empty() || !pdus[1].empty();
    for (FeedSide side : kFeedSides) {
        FeedReport &feed = result.feeds[feedIndex(side)];
        const std::optional<PowerFeed> &site = rack.feed(side);
        const auto &onSide = pdus[feedIndex(side)];
        // The site's figures describe every circuit of the side; without them each PDU brings the
        // circuit it is built for; without either, the defaults (DOMAIN.md section 4).
        auto ratingOf = [&](const PoweredDevice *pdu, QString *source) {
            if (site) {
                *source = QStringLiteral("site");
                return *site;
            }
            if (pdu && pdu->model->pduInput) {
                *source = pdu->model->sku;
                return *pdu->model->pduInput;
            }
            *source = QStringLiteral("default");
            return PowerFeed{};
        };
        if (!hasPdus) {
            feed.circuits = 1;
            feed.circuit = ratingOf(nullptr, &feed.circuitSource);
            feed.usableKw = feed.circuit.usableW() / 1000.0;
            continue;
        }
        feed.circuits = int(onSide.size());
        double usableW = 0;
        for (std::size_t i = 0; i < onSide.size(); ++i) {
            QString source;
            const PowerFeed rating = ratingOf(onSide[i], &source);
            if (i == 0) {
                feed.circuit = rating;
                feed.circuitSource = source;
            }
            usableW += rating.usableW();
        }
        if (onSide.empty())
            feed.circuit = ratingOf(nullptr, &feed.circuitSource);
        feed.usableKw = usableW / 1000.0;
    }
    const bool sideUp[2] = {result.feeds[0].circuits > 0, result.feeds[1].circuits > 0};

    // Both feeds up, and each feed lost in turn.
    std::array<double, 2> normalW{0, 0};
    std::array<double, 2> survivorW{0, 0}; // index: the feed lost
    for (const PoweredDevice &d : devices) {
        if (isPdu(d)) {
            // A PDU draws from its own side only and goes dark with it.
            const auto &a = pdus[0];
            const bool onA = std::find(a.begin(), a.end(), &d) != a.end();
            const int own = onA ? 0 : 1;
            normalW[own] += d.maxW;
            survivorW[1 - own] += d.maxW; // the other side lost: this one still draws
            continue;
        }
        const int n = std::max(1, d.model->supplies);
        std::array<int, 2> on{0, 0};
        if (d.device->feed)
            on[feedIndex(*d.device->feed)] = n;
        else if (sideUp[0] && sideUp[1])
            on = {(n + 1) / 2, n / 2}; // an odd supply goes to A
        else
            on[sideUp[1] ? 1 : 0] = n;
        for (int s = 0; s < 2; ++s)
            normalW[s] += d.maxW * on[s] / n;
        for (FeedSide lost : kFeedSides) {
            const int survivor = 1 - feedIndex(lost);
            const int left = on[survivor];
            const SupplyOutcome outcome = outcomeFor(*d.model, left);
            RackFeedLoss &loss = result.losses[feedIndex(lost)];
            FeedReport &survivorFeed = result.feeds[survivor];
            if (outcome == SupplyOutcome::Full) {
                ++loss.devicesFull;
            } else {
                loss.affected.push_back({d.device->id, d.device->name, outcome, left, n});
                ++(outcome == SupplyOutcome::Throttled ? survivorFeed.throttledOnLoss
                                                       : survivorFeed.downOnLoss);
            }
            // What still runs draws its whole peak from the survivor. A throttled system caps
            // itself below its peak, by how much its firmware decides: PodCAD does not know, so
            // it counts the peak (the conservative figure).
            if (outcome != SupplyOutcome::Down)
                survivorW[feedIndex(lost)] += d.maxW;
        }
    }
    // An integrated rack (its own draw in the rack model) is fed from both sides like a device
    // with the default scheme.
    if (rackModel && rackModel->maxPowerW > 0) {
        const double w = rackModel->maxPowerW;
        if (sideUp[0] && sideUp[1]) {
            normalW[0] += w / 2;
            normalW[1] += w / 2;
        } else {
            normalW[sideUp[1] ? 1 : 0] += w;
        }
        for (int lost = 0; lost < 2; ++lost)
            if (sideUp[1 - lost])
                survivorW[lost] += w;
    }
    for (FeedSide side : kFeedSides) {
        const int s = feedIndex(side);
        FeedReport &feed = result.feeds[s];
        feed.normalKw = normalW[s] / 1000.0;
        feed.onLossKw = survivorW[1 - s] / 1000.0; // this feed survives when the other is lost
        RackFeedLoss &loss = result.losses[1 - s];
        loss.survivorKw = feed.onLossKw;
        loss.survivorUsableKw = feed.usableKw;
    }
    return result;
}

std::vector<RackFeedLoss> feedLoss(const Design &design, const Catalog &catalog, FeedSide lost,
                                   const QString &rackId)
{
    std::vector<Problem> ignored; // the analysis reports unknown SKUs; here they are left out
    const analysis::DeviceIndex index(design, catalog, ignored);
    QHash<QString, std::vector<PoweredDevice>> byRack;
    for (const analysis::DeviceFacts &facts : index.all())
        if (facts.model && facts.device->isPlaced() &&
            (rackId.isEmpty() || facts.device->rackId == rackId))
            byRack[facts.device->rackId].push_back({facts.device, facts.model, facts.maxW});
    std::vector<RackFeedLoss> result;
    const std::vector<PoweredDevice> none;
    for (const auto &[id, rack] : design.racks()) {
        if (!rackId.isEmpty() && id != rackId)
            continue;
        const auto group = byRack.constFind(id);
        const DeviceModel *model = analysis::rackModel(rack, catalog, nullptr);
        RackFeeds feeds = rackFeeds(rack, model, group != byRack.cend() ? *group : none);
        result.push_back(std::move(feeds.losses[feedIndex(lost)]));
    }
    return result;
}

} // namespace podcad
