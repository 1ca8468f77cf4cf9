#pragma once

#include "catalog/catalog.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "testpaths.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>

// The design a GUI benchmark opens, from its arguments: "sample" (the bundled BasePOD that
// scripts/run.sh opens), "superpod SUS" (a DGX H100 SuperPOD, as `podcad-cli generate superpod
// --system dgx-h100` makes it, written to a temporary file named after `bench`), or a file.
struct BenchDesign final
{
    QString file;
    QString label;
    QString error; // set when the SuperPOD could not be made
};

inline BenchDesign benchDesign(const QStringList &args, const QString &bench)
{
    using namespace podcad;
    BenchDesign d;
    if (args.value(0) == QLatin1String("sample")) {
        d.file = test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad"));
        d.label = QStringLiteral("sample BasePOD");
    } else if (args.value(0) == QLatin1String("superpod")) {
        auto catalog = Catalog::open(test::catalogDbPath(), &d.error);
        SuperPodOptions o;
        o.sus = args.value(1).toInt();
        std::optional<Design> design =
            catalog ? generateSuperPod(*catalog, o, &d.error) : std::nullopt;
        d.file =
            QDir::temp().filePath(QStringLiteral("%1-superpod-%2.podcad").arg(bench).arg(o.sus));
        if (design && !DesignFile::write(*design, d.file, &d.error))
            design.reset();
        if (!design && d.error.isEmpty())
            d.error = QStringLiteral("no SuperPOD of %1 SUs").arg(o.sus);
        d.label = QStringLiteral("SuperPOD %1 SU").arg(o.sus);
    } else {
        d.file = args.value(0);
        d.label = QFileInfo(d.file).fileName();
    }
    return d;
}
