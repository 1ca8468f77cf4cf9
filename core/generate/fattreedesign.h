#pragma once

#include "model/design.h"

#include <optional>

namespace podcad {

class Catalog;

// `podcad-cli generate fat-tree`: a generic fat tree of identical endpoints, placed in racks.
struct FatTreeOptions final
{
    int endpoints = 0;
    int portsPerEndpoint = 1;
    int radix = 0;            // 0: every data port of the switch model
    int oversubscription = 1; // leaf down : up = oversubscription : oversubscriptionOf
    int oversubscriptionOf = 1;
    bool rails = false;
    // Rail-only (Wang et al., arXiv 2307.12169): port i of every endpoint on a tree of its own, no
    // switch joining rails; needs endpoints of two ports or more (traffic between rails crosses
    // the endpoint's NVLink).
    bool railOnly = false;
    double linkGbps = 400;
    int tiers = 0;       // 0: the fewest that reach
    QString switchSku;   // empty: the smallest catalog switch with `radix` ports at linkGbps
    QString endpointSku; // empty: the catalog GPU server with the fewest compute ports >= P
    double rackKw = 0;   // 0: four endpoints per rack
};

std::optional<Design> generateFatTree(const Catalog &catalog, const FatTreeOptions &options,
                                      QString *why);

} // namespace podcad
