#include "mediumchooser.h"

#include "catalog/cablechoice.h"
#include "catalog/catalog.h"

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace podcad {
namespace {

bool isRj45(const PortGroup *g)
{
    return g && g->connector == "RJ45"_L1;
}

bool isFibre(const QString &medium)
{
    return medium == "om4"_L1 || medium == "os2"_L1;
}

// A catalog cable without a media row: what its SKU says, as catalogs before schema 5 allow.
MediumKind kindBySku(const DeviceModel &cable)
{
    if (isTwistedPairCable(cable))
        return MediumKind::TwistedPair;
    if (cable.sku.startsWith("DAC"_L1))
        return MediumKind::Dac;
    if (cable.sku.startsWith("ACC"_L1))
        return MediumKind::Acc;
    if (cable.sku.startsWith("AOC"_L1))
        return MediumKind::Aoc;
    return MediumKind::Fibre;
}

MediumKind kindOf(const MediaSpec &spec)
{
    if (spec.medium == "cat6"_L1)
        return MediumKind::TwistedPair;
    if (spec.medium == "dac"_L1)
        return MediumKind::Dac;
    if (spec.medium == "acc"_L1)
        return MediumKind::Acc;
    if (spec.medium == "aoc"_L1)
        return MediumKind::Aoc;
    return MediumKind::Fibre;
}

// A cable with its own ends fits a link when it plugs into both cages at their speed: a straight
// cable has the cages' plug on both ends, a splitter a twin-port plug on one end (returned as
// breakoutEnd) and single-port plugs on the other.
bool fits(const MediaSpec &s, const PortGroup &a, const PortGroup &b, std::optional<int> *breakout)
{
    if (s.medium == "cat6"_L1)
        return isRj45(&a) || isRj45(&b);
    if (s.connector != a.connector || s.connector != b.connector || s.speedGbps != a.speedGbps ||
        s.speedGbps != b.speedGbps)
        return false;
    if (!s.breakout)
        return s.ports == a.portsPerCage && s.ports == b.portsPerCage;
    if (a.portsPerCage == 2 && b.portsPerCage == 1)
        *breakout = 0;
    else if (a.portsPerCage == 1 && b.portsPerCage == 2)
        *breakout = 1;
    return breakout->has_value();
}

// What one link pays for an item: a twin-port item serves the two links of its cage.
double share(const DeviceModel &m)
{
    return m.media && m.media->ports == 2 ? m.listPriceUsd / 2 : m.listPriceUsd;
}

QString kindKey(const PortGroup &g)
{
    return g.connector + u'/' + QString::number(g.speedGbps) + u'/' +
           QString::number(g.portsPerCage);
}

QString socketKey(const QString &connector, double speedGbps)
{
    return connector + u'/' + QString::number(speedGbps);
}

// The connector on a transceiver's fibre side: its "line" port group's, or empty.
QString lineConnectorOf(const DeviceModel &transceiver)
{
    const PortGroup *line = transceiver.portGroup(u"line"_s);
    return line ? line->connector : QString();
}

} // namespace

MediumChooser::MediumChooser(const Catalog &catalog)
    : mCatalog(catalog)
{
    for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::Cable)) {
        if (!m->media)
            continue;
        (isFibre(m->media->medium) ? mTrunks : mCables).push_back(m);
    }
    std::stable_sort(mTrunks.begin(), mTrunks.end(), [](const auto *x, const auto *y) {
        return x->media->lengthM < y->media->lengthM;
    });
    for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::Transceiver))
        if (m->media && isFibre(m->media->medium))
            mTransceivers.push_back(m);
    for (const DeviceModel *m : catalog.modelsOfKind(DeviceKind::Switch))
        if (m->media && isFibre(m->media->medium))
            mCoPackaged.insert(socketKey(m->media->connector, m->media->speedGbps), &*m->media);
}

const MediaSpec *MediumChooser::coPackaged(const PortGroup &g) const
{
    return mCoPackaged.value(socketKey(g.connector, g.speedGbps), nullptr);
}

const DeviceModel *MediumChooser::transceiver(const PortGroup &g, const QString &fibre,
                                              const QString &lineConnector) const
{
    const DeviceModel *best = nullptr;
    for (const DeviceModel *t : mTransceivers) {
        const MediaSpec &s = *t->media;
        if (s.medium != fibre || s.connector != g.connector || s.speedGbps != g.speedGbps ||
            s.ports != g.portsPerCage)
            continue;
        if (!lineConnector.isEmpty() && lineConnectorOf(*t) != lineConnector)
            continue;
        if (!best || share(*t) < share(*best) ||
            (share(*t) == share(*best) && s.reachM > best->media->reachM))
            best = t;
    }
    return best;
}

std::vector<MediumChooser::Option> MediumChooser::buildOptions(const PortGroup &a,
                                                               const PortGroup &b) const
{
    std::vector<Option> options;
    for (const DeviceModel *c : mCables) {
        std::optional<int> breakout;
        if (!fits(*c->media, a, b, &breakout))
            continue;
        Option o;
        o.medium.kind = kindOf(*c->media);
        o.medium.cableSku = c->sku;
        o.medium.cableLengthM = c->media->lengthM;
        o.medium.reachM = c->media->reachM;
        o.medium.breakoutEnd = breakout;
        o.costUsd = share(*c);
        o.coverM = std::min(c->media->lengthM, c->media->reachM);
        options.push_back(std::move(o));
    }
    if (!isRj45(&a) && !isRj45(&b)) {
        const MediaSpec *sockets[2] = {coPackaged(a), coPackaged(b)};
        const PortGroup *groups[2] = {&a, &b};
        for (const QString &fibre : {u"om4"_s, u"os2"_s}) {
            // Each end: a co-packaged socket of this fibre, or a module that fits the other
            // end (a socket's connector on its fibre side when the other end is co-packaged).
            const DeviceModel *modules[2] = {nullptr, nullptr};
            double reach = std::numeric_limits<double>::infinity();
            bool fitsBoth = true;
            for (int i = 0; i < 2; ++i) {
                if (const MediaSpec *socket = sockets[i]) {
                    fitsBoth = fitsBoth && socket->medium == fibre;
                    reach = std::min(reach, socket->reachM);
                    continue;
                }
                const MediaSpec *other = sockets[1 - i];
                modules[i] = transceiver(*groups[i], fibre, other ? other->connector : QString());
                fitsBoth = fitsBoth && modules[i];
                if (modules[i])
                    reach = std::min(reach, modules[i]->media->reachM);
            }
            if (!fitsBoth)
                continue;
            double modulesUsd = 0;
            for (const DeviceModel *t : modules)
                if (t)
                    modulesUsd += share(*t);
            for (const DeviceModel *trunk : mTrunks) {
                if (trunk->media->medium != fibre)
                    continue;
                if ((sockets[0] && trunk->media->connector != sockets[0]->connector) ||
                    (sockets[1] && trunk->media->connector != sockets[1]->connector))
                    continue;
                Option o;
                o.medium.kind = MediumKind::Fibre;
                o.medium.cableSku = trunk->sku;
                o.medium.cableLengthM = trunk->media->lengthM;
                for (int i = 0; i < 2; ++i)
                    if (modules[i])
                        o.medium.transceiverSku[std::size_t(i)] = modules[i]->sku;
                o.medium.reachM = reach;
                o.costUsd = trunk->listPriceUsd + modulesUsd;
                o.coverM = std::min(trunk->media->lengthM, reach);
                options.push_back(std::move(o));
            }
        }
    }
    // Cheapest first; at the same price the one that carries farther, then by SKU, so that the
    // choice does not depend on the catalog's row order.
    std::stable_sort(options.begin(), options.end(), [](const Option &x, const Option &y) {
        if (x.costUsd != y.costUsd)
            return x.costUsd < y.costUsd;
        if (x.coverM != y.coverM)
            return x.coverM > y.coverM;
        return x.medium.cableSku < y.medium.cableSku;
    });
    return options;
}

const std::vector<MediumChooser::Option> &MediumChooser::optionsFor(const PortGroup &a,
                                                                    const PortGroup &b) const
{
    const QString key = kindKey(a) + u'|' + kindKey(b);
    auto it = mOptions.find(key);
    if (it == mOptions.end())
        it = mOptions.insert(key, buildOptions(a, b));
    return *it;
}

std::optional<CableMedium> MediumChooser::choose(const PortGroup &a, const PortGroup &b,
                                                 double lengthM) const
{
    const std::vector<Option> &options = optionsFor(a, b);
    if (options.empty()) {
        // A catalog without media rows (older, or a test's): the old default by SKU pattern.
        const QString sku = CableChoice(mCatalog).cableFor(isRj45(&a) || isRj45(&b), lengthM);
        if (sku.isEmpty())
            return std::nullopt;
        CableMedium m = check(sku, &a, &b, lengthM);
        m.chosenByUser = false;
        return m;
    }
    const Option *farthest = &options.front();
    for (const Option &o : options) {
        if (o.coverM >= lengthM) {
            CableMedium m = o.medium;
            m.reaches = true;
            return m;
        }
        if (o.coverM > farthest->coverM)
            farthest = &o;
    }
    CableMedium m = farthest->medium;
    m.reaches = false;
    return m;
}

CableMedium MediumChooser::check(const QString &cableSku, const PortGroup *a, const PortGroup *b,
                                 double lengthM) const
{
    CableMedium m;
    m.cableSku = cableSku;
    m.chosenByUser = true;
    const DeviceModel *cable = mCatalog.model(cableSku);
    if (!cable)
        return m;
    if (!cable->media) {
        m.kind = kindBySku(*cable);
        m.cableLengthM = cableLengthM(*cable).value_or(0);
        m.reachM = m.cableLengthM;
        m.reaches = m.cableLengthM <= 0 || m.cableLengthM >= lengthM;
        if (m.kind == MediumKind::Fibre) {
            if (a)
                m.transceiverSku[0] = transceiverFor(*a);
            if (b)
                m.transceiverSku[1] = transceiverFor(*b);
        }
        return m;
    }
    const MediaSpec &spec = *cable->media;
    m.kind = kindOf(spec);
    m.cableLengthM = spec.lengthM;
    m.reachM = spec.reachM;
    if (m.kind == MediumKind::Fibre) {
        const PortGroup *ends[2] = {a, b};
        const MediaSpec *sockets[2] = {a ? coPackaged(*a) : nullptr, b ? coPackaged(*b) : nullptr};
        for (int i = 0; i < 2; ++i) {
            if (!ends[i])
                continue;
            if (sockets[i]) { // the socket is the end: no module
                m.reachM = std::min(m.reachM, sockets[i]->reachM);
                continue;
            }
            const MediaSpec *other = sockets[1 - i];
            const DeviceModel *t =
                transceiver(*ends[i], spec.medium, other ? other->connector : QString());
            m.transceiverSku[i] = t ? t->sku : transceiverFor(*ends[i]);
            if (t)
                m.reachM = std::min(m.reachM, t->media->reachM);
        }
    } else if (spec.breakout && a && b) {
        if (a->portsPerCage == 2 && b->portsPerCage == 1)
            m.breakoutEnd = 0;
        else if (a->portsPerCage == 1 && b->portsPerCage == 2)
            m.breakoutEnd = 1;
    }
    m.reaches = std::min(m.cableLengthM, m.reachM) >= lengthM;
    return m;
}

double MediumChooser::linkCostUsd(const CableMedium &medium) const
{
    double usd = 0;
    if (const DeviceModel *c = mCatalog.model(medium.cableSku))
        usd += share(*c);
    for (const QString &sku : medium.transceiverSku)
        if (const DeviceModel *t = sku.isEmpty() ? nullptr : mCatalog.model(sku))
            usd += share(*t);
    return usd;
}

} // namespace podcad
