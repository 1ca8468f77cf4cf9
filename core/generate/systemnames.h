#pragma once

#include <QString>
#include <vector>

namespace podcad {

// The GPU systems the generators build, by the one name every command spells them with
// (`podcad-cli generate --system`, `size --system`, the proposals' `generator` column) and the
// catalog SKU that name stands for. `size --system dgx-b300` and `generate superpod --system
// DGX-B300` mean the same system as `generate superpod --system dgx-b300` (issue 39: `size`
// knew only the SKU).
struct SystemName final
{
    QString name; // "dgx-b300", "gb200-nvl72"
    QString sku;  // "DGX-B300", "DGX-GB200-NVL72"
};

// Every system a generator builds: the DGX SuperPODs (H100, H200, B200, B300) and the rack-scale
// NVL72 systems (nvl72Systems()).
const std::vector<SystemName> &systemNames();

// The catalog SKU a system name (or a SKU in any case) stands for; `name` itself when no
// generated system has it (the catalog's other GPU servers are named by their SKU).
QString systemSkuFor(const QString &name);

// The generators' name of a system given by name or SKU, in any case ("DGX-B300" ->
// "dgx-b300"); `nameOrSku` itself when no generated system has it.
QString systemNameFor(const QString &nameOrSku);

} // namespace podcad
