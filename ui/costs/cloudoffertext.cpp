#include "cloudoffertext.h"

#include "catalog/catalog.h"

namespace podcad::cloudoffertext {
namespace {

// "B300 (Blackwell Ultra SXM)" for "NVIDIA B300 (Blackwell Ultra SXM)": the vendor is the same on
// both sides of the sentence, the part is what differs.
QString gpuName(const QString &id, const Catalog *catalog)
{
    const Accelerator *a = catalog ? catalog->accelerator(id) : nullptr;
    if (!a)
        return id;
    if (!a->vendor.isEmpty() && a->name.startsWith(a->vendor + u' '))
        return a->name.mid(a->vendor.size() + 1);
    return a->name;
}

} // namespace

QString term(CloudTerm term)
{
    switch (term) {
    case CloudTerm::OnDemand:
        return QStringLiteral("on-demand");
    case CloudTerm::Reserved1y:
        return QStringLiteral("1-year reserved");
    case CloudTerm::Reserved3y:
        return QStringLiteral("3-year reserved");
    case CloudTerm::Spot:
        return QStringLiteral("spot");
    }
    return {};
}

QString offer(const CloudComparison &c)
{
    return QStringLiteral("%1 %2, %3").arg(c.provider, c.instance, term(c.term));
}

QString standIn(const CloudComparison &c, const QString &designAcceleratorId,
                const Catalog *catalog)
{
    if (c.exactGpu || designAcceleratorId.isEmpty())
        return {};
    return QStringLiteral("%1 offers stand in: no %2 offer in the catalog")
        .arg(gpuName(c.acceleratorId, catalog), gpuName(designAcceleratorId, catalog));
}

} // namespace podcad::cloudoffertext
