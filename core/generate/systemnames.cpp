#include "systemnames.h"

#include "nvl72.h"
#include "superpod.h"

namespace podcad {

namespace {

const SystemName *find(const QString &nameOrSku)
{
    for (const SystemName &s : systemNames())
        if (s.name.compare(nameOrSku, Qt::CaseInsensitive) == 0 ||
            s.sku.compare(nameOrSku, Qt::CaseInsensitive) == 0)
            return &s;
    return nullptr;
}

} // namespace

const std::vector<SystemName> &systemNames()
{
    // Built from the generators' own tables (dgxSkuFor, the NVL72 profiles), so a system a
    // generator learns is named here too.
    static const std::vector<SystemName> names = [] {
        std::vector<SystemName> out;
        for (const char *dgx : {"dgx-h100", "dgx-h200", "dgx-b200", "dgx-b300"}) {
            const QString name = QString::fromLatin1(dgx);
            out.push_back({name, dgxSkuFor(name)});
        }
        for (const QString &name : nvl72Systems())
            out.push_back({name, nvl72SkuFor(name)});
        return out;
    }();
    return names;
}

QString systemSkuFor(const QString &name)
{
    const SystemName *s = find(name);
    return s ? s->sku : name;
}

QString systemNameFor(const QString &nameOrSku)
{
    const SystemName *s = find(nameOrSku);
    return s ? s->name : nameOrSku;
}

} // namespace podcad
