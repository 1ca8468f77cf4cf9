// Times the cable plan on a generated DGX H100 SuperPOD with its hall and default trays (as
// `podcad-cli generate superpod` makes it): CablePlan::build (every link routed and given a
// medium), the routing alone, and CablePlan::update for the links of one moved rack.
//   bench_cableplan [SUS] [--runs N]   (64 SUs, 5 runs by default)
// Prints the median and the slowest run of each.
#include "cabling/cableplan.h"
#include "cabling/cablerouter.h"
#include "catalog/catalog.h"
#include "generate/facilityplan.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <algorithm>

using namespace podcad;

namespace {

struct Figure final
{
    double medianMs = 0, maxMs = 0;
};

template<typename F> Figure time(int runs, F &&f)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f(i);
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.back()};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout), err(stderr);
    QStringList args = app.arguments().mid(1);
    int runs = 5;
    if (const qsizetype i = args.indexOf(QStringLiteral("--runs")); i >= 0) {
        runs = std::max(1, args.value(i + 1).toInt());
        args.remove(i, 2);
    }
    QString error;
    auto catalog = Catalog::open(test::catalogDbPath(), &error);
    SuperPodOptions o;
    o.sus = args.isEmpty() ? 64 : args.value(0).toInt();
    std::optional<Design> design = catalog ? generateSuperPod(*catalog, o, &error) : std::nullopt;
    if (!design) {
        err << "bench_cableplan: " << error << '\n';
        return 1;
    }
    generate::addGeneratedHall(*design, *catalog);
    out << "SuperPOD " << o.sus << " SUs: " << design->racks().size() << " racks, "
        << design->links().size() << " links, " << design->hall->trays.size() << " trays, " << runs
        << " runs\n";

    double total = 0;
    const Figure build = time(runs, [&](int) {
        total = 0;
        const CablePlan plan = CablePlan::build(*design, *catalog);
        for (const PlannedCable &c : plan.cables())
            total += c.route.lengthM();
    });
    out << QStringLiteral("CablePlan::build: median %1 ms, max %2 ms (%3 km of cable)\n")
               .arg(build.medianMs, 0, 'f', 1)
               .arg(build.maxMs, 0, 'f', 1)
               .arg(total / 1000, 0, 'f', 1);
    const Figure routes = time(runs, [&](int) {
        const CableRouter router(*design, *catalog);
        for (const auto &[id, link] : design->links())
            total += router.route(link).pathM;
    });
    out << QStringLiteral("routes alone (a router and every link): median %1 ms, max %2 ms\n")
               .arg(routes.medianMs, 0, 'f', 1)
               .arg(routes.maxMs, 0, 'f', 1);

    // One rack moved half a metre along its row, then its links planned again; a different rack
    // each run, so no run finds the last one's work.
    CablePlan plan = CablePlan::build(*design, *catalog);
    std::vector<Rack> racks;
    for (const auto &[id, rack] : design->racks())
        racks.push_back(rack);
    std::size_t links = 0;
    const Figure update = time(runs * 4, [&](int run) {
        Rack rack = racks[std::size_t(run) * 97 % racks.size()];
        rack.floorPositionM += QPointF(0.5, 0);
        design->updateRack(rack);
        QStringList ids;
        for (const Device *d : design->devicesIn(rack.id))
            for (const Link *l : design->linksOf(d->id))
                ids << l->id;
        links = std::size_t(ids.size());
        plan.update(*design, *catalog, ids);
    });
    out << QStringLiteral("CablePlan::update for one moved rack's links (the last: %1): median "
                          "%2 ms, max %3 ms\n")
               .arg(links)
               .arg(update.medianMs, 0, 'f', 2)
               .arg(update.maxMs, 0, 'f', 2);
    return 0;
}
