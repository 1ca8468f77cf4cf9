// Times the power chain and the facility what-ifs on a generated DGX H100 SuperPOD with a 2N
// facility drawn around it: per side a utility, an N+1 group of five UPS modules, a switchboard
// per four rows and a busway per row, and a CDU per row on one of two chillers.
//   bench_facility [SUS]   (64 by default)
// Prints analyze() without and with the facility, analyzePowerChain() alone and
// worstFacilityFailure().
#include "analysis/analysis.h"
#include "analysis/facilitywhatif.h"
#include "analysis/powerchain.h"
#include "catalog/catalog.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "testpaths.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMap>
#include <QTextStream>
#include <algorithm>

using namespace podcad;

namespace {

bool add(Design &design, const QString &id, FacilityKind kind, double capacityKw,
         std::vector<QString> fedFrom, QTextStream &out)
{
    FacilityElement e;
    e.id = id;
    e.kind = kind;
    e.name = id;
    e.capacityKw = capacityKw;
    e.fedFrom = std::move(fedFrom);
    QString why;
    if (!design.addFacilityElement(e, &why)) {
        out << "cannot add " << id << ": " << why << '\n';
        return false;
    }
    return true;
}

// Adds the facility and wires every rack to it; returns the number of elements.
int addFacility(Design &design, QTextStream &out)
{
    // Rows of at most eight racks: a busway and a CDU each.
    QMap<QString, std::vector<Rack>> byRow;
    for (const auto &[id, rack] : design.racks())
        byRow[rack.row].push_back(rack);
    std::vector<std::vector<Rack>> rows;
    for (const std::vector<Rack> &racks : byRow)
        for (std::size_t i = 0; i < racks.size(); i += 8)
            rows.emplace_back(racks.begin() + long(i),
                              racks.begin() + long(std::min(racks.size(), i + 8)));
    const QString sides[2] = {QStringLiteral("a"), QStringLiteral("b")};
    for (const QString &side : sides) {
        add(design, QStringLiteral("utility-") + side, FacilityKind::Utility, 100000, {}, out);
        std::vector<QString> ups;
        for (int m = 1; m <= 5; ++m) {
            ups.push_back(QStringLiteral("ups-%1-%2").arg(side).arg(m));
            add(design, ups.back(), FacilityKind::Ups, 10000, {QStringLiteral("utility-") + side},
                out);
        }
        for (int b = 0; b < (int(rows.size()) + 3) / 4; ++b)
            add(design, QStringLiteral("board-%1-%2").arg(side).arg(b), FacilityKind::Switchboard,
                10000, ups, out);
    }
    for (const QString &chiller : {QStringLiteral("chiller-1"), QStringLiteral("chiller-2")})
        add(design, chiller, FacilityKind::Chiller, 50000, {}, out);
    int row = 0;
    for (const std::vector<Rack> &racks : rows) {
        std::array<QString, 2> busway;
        for (int s = 0; s < 2; ++s) {
            busway[s] = QStringLiteral("busway-%1-%2").arg(sides[s]).arg(row);
            add(design, busway[s], FacilityKind::Busway, 1000,
                {QStringLiteral("board-%1-%2").arg(sides[s]).arg(row / 4)}, out);
        }
        const QString cdu = QStringLiteral("cdu-%1").arg(row);
        add(design, cdu, FacilityKind::Cdu, 1500,
            {QStringLiteral("chiller-1"), QStringLiteral("chiller-2")}, out);
        for (Rack rack : racks) {
            rack.powerFrom = {std::vector<QString>{busway[0]}, std::vector<QString>{busway[1]}};
            rack.cooledBy = {cdu};
            QString why;
            if (!design.updateRack(rack, &why))
                out << "cannot wire " << rack.id << ": " << why << '\n';
        }
        ++row;
    }
    return int(design.facility().size());
}

double msOf(const std::function<void()> &run, int times)
{
    double best = 1e300;
    for (int i = 0; i < times; ++i) {
        QElapsedTimer t;
        t.start();
        run();
        best = std::min(best, t.nsecsElapsed() / 1e6);
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int sus = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 64;
    QString error;
    auto catalog = Catalog::open(test::catalogDbPath(), &error);
    SuperPodOptions o;
    o.sus = sus;
    std::optional<Design> design = catalog ? generateSuperPod(*catalog, o, &error) : std::nullopt;
    if (!design) {
        out << "cannot make the SuperPOD: " << error << '\n';
        return 1;
    }
    AnalysisOptions options;
    const double without = msOf([&] { analyze(*design, *catalog, options); }, 2);
    const int elements = addFacility(*design, out);
    const double with = msOf([&] { analyze(*design, *catalog, options); }, 2);
    const Analysis a = analyze(*design, *catalog, options);
    const double chain = msOf([&] { analyzePowerChain(*design, *catalog, a.racks); }, 3);
    std::optional<FacilityWhatIf> worst;
    const double worstMs =
        msOf([&] { worst = worstFacilityFailure(*design, *catalog, options); }, 2);
    out << "SuperPOD " << sus << " SU: " << design->racks().size() << " racks, " << elements
        << " facility elements\n";
    out << "analyze without facility: " << without << " ms\n";
    out << "analyze with facility:    " << with << " ms (" << (with / without - 1) * 100
        << " % more)\n";
    out << "analyzePowerChain:        " << chain << " ms\n";
    out << "worstFacilityFailure:     " << worstMs << " ms (worst: "
        << (worst ? QStringList(worst->failed.begin(), worst->failed.end()).join(u',')
                  : QStringLiteral("none"))
        << ")\n";
    return 0;
}
