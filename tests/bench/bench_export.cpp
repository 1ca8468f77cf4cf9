// Times the cost exports the window and podcad-cli write (writeCostExport): the BOM and TCO CSVs,
// the workbook and the PDF report, from a cost snapshot computed once, plus the copy of the
// design the window hands its export worker. Whether an export needs a worker thread and a
// progress dialog is read from these figures.
//   bench_export sample | superpod SUS | FILE.podcad   [--runs N]
#include "benchdesign.h"
#include "cost/costsnapshot.h"
#include "export/costexport.h"
#include "platform/allocatortuning.h"

#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>

using namespace podcad;

int main(int argc, char **argv)
{
    // The PDF's fonts need a QGuiApplication; a benchmark needs no display.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    tuneAllocatorForLargeDesigns();
    QGuiApplication app(argc, argv);
    QTextStream out(stdout), err(stderr);
    QStringList args = app.arguments().mid(1);
    int runs = 5;
    if (const qsizetype i = args.indexOf(QStringLiteral("--runs")); i >= 0) {
        runs = std::max(1, args.value(i + 1).toInt());
        args.remove(i, 2);
    }
    const BenchDesign bench = benchDesign(args, QStringLiteral("bench_export"));
    if (args.isEmpty() || !bench.error.isEmpty()) {
        err << "usage: bench_export sample | superpod SUS | FILE.podcad [--runs N]\n"
            << bench.error << '\n';
        return 1;
    }
    QString error;
    std::optional<Catalog> catalog = Catalog::open(test::catalogDbPath(), &error);
    LoadResult loaded = DesignFile::read(bench.file);
    if (!catalog || !loaded.design) {
        err << (catalog ? loaded.firstError(bench.file) : error) << '\n';
        return 1;
    }
    const Design &design = *loaded.design;
    QElapsedTimer t;
    t.start();
    const CostSnapshot costs = computeCostSnapshot(design, *catalog);
    out << bench.label << ": " << design.devices().size() << " devices, costs computed in "
        << t.elapsed() << " ms\n";
    t.restart();
    for (int r = 0; r < runs; ++r) {
        const Design copy = design;
        Q_UNUSED(copy);
    }
    out << "  copy of the design: " << t.nsecsElapsed() / 1e6 / runs << " ms\n";

    QTemporaryDir dir;
    const CostExportInput input{&design,
                                &*catalog,
                                &costs,
                                &costs.tco,
                                costs.inputs.gpus > 0 ? &costs.cloud : nullptr,
                                nullptr,
                                QDate::currentDate()};
    const std::pair<const char *, CostSheet> cases[] = {{"bom.csv", CostSheet::Bom},
                                                        {"tco.csv", CostSheet::Tco},
                                                        {"costs.xlsx", CostSheet::Bom},
                                                        {"report.pdf", CostSheet::Bom}};
    for (const auto &[name, sheet] : cases) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        std::vector<double> ms;
        for (int r = 0; r < runs; ++r) {
            t.restart();
            if (writeCostExport(path, sheet, input, &error).isEmpty()) {
                err << error << '\n';
                return 1;
            }
            ms.push_back(t.nsecsElapsed() / 1e6);
        }
        std::sort(ms.begin(), ms.end());
        out << "  " << name << ": median " << ms[ms.size() / 2] << " ms, slowest " << ms.back()
            << " ms (" << QFileInfo(path).size() / 1024 << " KB)\n";
    }
    return 0;
}
