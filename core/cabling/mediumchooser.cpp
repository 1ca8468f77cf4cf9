#include "mediumchooser.h"

#include "catalog/cablechoice.h"
#include "catalog/catalog.h"

namespace podcad {
namespace {

bool isRj45(const PortGroup *g)
{
    return g && g->connector == QLatin1String("RJ45");
}

MediumKind kindOf(const DeviceModel &cable)
{
    if (isTwistedPairCable(cable))
        return MediumKind::TwistedPair;
    if (cable.sku.startsWith(QLatin1String("DAC")))
        return MediumKind::Dac;
    if (cable.sku.startsWith(QLatin1String("AOC")))
        return MediumKind::Aoc;
    return MediumKind::Fibre;
}

} // namespace

MediumChooser::MediumChooser(const Catalog &catalog)
    : mCatalog(catalog)
{}

std::optional<CableMedium> MediumChooser::choose(const PortGroup &a, const PortGroup &b,
                                                 double lengthM) const
{
    const QString sku = CableChoice(mCatalog).cableFor(isRj45(&a) || isRj45(&b), lengthM);
    if (sku.isEmpty())
        return std::nullopt;
    CableMedium m = check(sku, &a, &b, lengthM);
    m.chosenByUser = false;
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
    m.kind = kindOf(*cable);
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

} // namespace podcad
