// The cost exports as their readers see them: the XLSX recalculated by LibreOffice (its own
// formula engine, not PodCAD's cached values) gives PodCAD's totals and follows an edited unit
// price; the PDF report renders to non-blank pages with the design's name and BOM total on them.
// With a workload, the PDF report's workload page, the workbook's Workload sheet and
// the workload CSV (podcad-cli bom -o X.csv writes X-workload.csv beside it) carry
// evaluateWorkload()'s figures and the runs' costs, equal to the evaluation's; without one, none
// of them has a workload part.
#include "analysis/analysis.h"
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "cli/cli.h"
#include "cost/bom.h"
#include "cost/cloudcomparison.h"
#include "cost/costsnapshot.h"
#include "cost/tco.h"
#include "export/csvexport.h"
#include "export/pdfreport.h"
#include "export/workloadreport.h"
#include "export/xlsxexport.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "generate/nvl72.h"
#include "io/designfile.h"
#include "model/design.h"
#include "sampleworkload.h"
#include "testpaths.h"
#include "workload/workloadevaluation.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <map>

using namespace podcad;
using namespace Qt::StringLiterals;

namespace {

struct Costs
{
    std::optional<Catalog> catalog;
    Design design;
    Analysis analysis;
    Bom bom;
    Tco tco;
};

Costs sampleCosts()
{
    Costs c;
    QString error;
    c.catalog = Catalog::open(test::catalogDbPath(), &error);
    LoadResult loaded = DesignFile::read(test::samplePath(u"basepod-4x-dgx-h100.podcad"_s));
    if (!c.catalog || !loaded.ok())
        return c;
    c.design = *loaded.design;
    c.analysis = analyze(c.design, *c.catalog);
    c.bom = Bom::build(c.design, *c.catalog, CablePlan::build(c.design, *c.catalog));
    c.tco = Tco::compute(TcoInputs::fromDesign(c.design, *c.catalog, c.bom, c.analysis.totals),
                         CostAssumptions::resolve(c.design, *c.catalog));
    return c;
}

// A row of a CSV without quoted commas in the cells the test reads; quoted cells are unquoted.
QStringList csvCells(const QString &line)
{
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (QChar c : line) {
        if (c == u'"')
            quoted = !quoted;
        else if (c == u',' && !quoted) {
            cells << cell;
            cell.clear();
        } else
            cell += c;
    }
    cells << cell;
    return cells;
}

bool sameNumber(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

struct Ran
{
    bool ok = false;
    QByteArray out;
};

Ran run(const QString &program, const QStringList &args, const QString &workDir = {})
{
    QProcess p;
    if (!workDir.isEmpty())
        p.setWorkingDirectory(workDir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    // LibreOffice's first start in a fresh profile is slow on a busy machine: be generous.
    if (!p.waitForFinished(300000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, p.readAll()};
}

QString libreOffice()
{
    for (const char *name : {"libreoffice", "soffice"}) {
        const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
        if (!path.isEmpty())
            return path;
    }
    return {};
}

// Converts every sheet to CSV (file-Sheet.csv) with a private profile that recalculates every
// formula on load, so the numbers come from LibreOffice and not from the cached results.
bool convertSheets(const QString &office, const QString &xlsx, const QString &outDir,
                   const QString &profileDir)
{
    QDir().mkpath(profileDir + u"/user"_s);
    QFile xcu(profileDir + u"/user/registrymodifications.xcu"_s);
    if (!xcu.exists()) {
        if (!xcu.open(QIODevice::WriteOnly))
            return false;
        xcu.write(R"(<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
)");
        xcu.close();
    }
    // 44 comma, 34 quote, 76 UTF-8, values not as shown (full precision), -1: every sheet.
    const Ran r =
        run(office,
            {u"-env:UserInstallation=file://"_s + profileDir, u"--headless"_s, u"--convert-to"_s,
             u"csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1"_s,
             u"--outdir"_s, outDir, xlsx});
    if (!r.ok)
        qWarning("%s", r.out.constData());
    return r.ok;
}

// Rows of a LibreOffice CSV by their first cell (labels are unique where the test looks).
std::map<QString, QStringList> rowsByLabel(const QString &path)
{
    std::map<QString, QStringList> rows;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return rows;
    for (const QByteArray &line : f.readAll().split('\n')) {
        QStringList cells;
        QString cell;
        bool quoted = false;
        for (QChar c : QString::fromUtf8(line).trimmed()) {
            if (c == u'"')
                quoted = !quoted;
            else if (c == u',' && !quoted) {
                cells << cell;
                cell.clear();
            } else
                cell += c;
        }
        cells << cell;
        if (!cells.first().isEmpty() && !rows.count(cells.first()))
            rows[cells.first()] = cells;
    }
    return rows;
}

double cellNumber(const std::map<QString, QStringList> &rows, const QString &label, int column)
{
    auto it = rows.find(label);
    if (it == rows.end() || column >= it->second.size())
        return std::nan("");
    bool ok = false;
    const double v = it->second[column].toDouble(&ok);
    return ok ? v : std::nan("");
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 0.01 + 1e-9 * std::abs(b);
}

#define QCOMPARE_MONEY(a, b)                                                                       \
    QVERIFY2(near((a), (b)),                                                                       \
             qPrintable(QStringLiteral("%1 != %2").arg((a), 0, 'f', 4).arg((b), 0, 'f', 4)))

} // namespace

class TestCostExport final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void xlsxFormulasReferenceTheBomAndAssumptions()
    {
        const Costs c = sampleCosts();
        QVERIFY(c.catalog);
        QTemporaryDir dir;
        const QString xlsx = dir.filePath(u"cost.xlsx"_s);
        QString error;
        QVERIFY2(writeCostWorkbook(xlsx, c.design.name, c.bom, c.tco, &error), qPrintable(error));
        const Ran bom = run(u"unzip"_s, {u"-p"_s, xlsx, u"xl/worksheets/sheet1.xml"_s});
        QVERIFY2(bom.ok, "unzip is needed by this test (apt-get install unzip)");
        // Every line's extended price is quantity x unit price as a formula, not a number.
        QCOMPARE(int(bom.out.count("<f>D")), int(c.bom.lines().size()));
        QVERIFY(bom.out.contains("<f>SUM("));
        const Ran tco = run(u"unzip"_s, {u"-p"_s, xlsx, u"xl/worksheets/sheet3.xml"_s});
        QVERIFY(tco.ok);
        QVERIFY(tco.out.contains("<f>BOM!$F$"));
        QVERIFY(tco.out.contains("Assumptions!$B$"));
        // Only the finished file is left: the temporary one was renamed.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"cost.xlsx"_s});
    }

    void xlsxRecalculatedByLibreOfficeMatchesPodcad()
    {
        const QString office = libreOffice();
        if (office.isEmpty())
            QSKIP("LibreOffice (libreoffice or soffice) is not installed: cannot check the XLSX "
                  "formulas with a real spreadsheet (apt-get install libreoffice-calc-nogui)");
        Costs c = sampleCosts();
        QVERIFY(c.catalog);
        QTemporaryDir dir;
        const QString xlsx = dir.filePath(u"cost.xlsx"_s);
        QString error;
        QVERIFY2(writeCostWorkbook(xlsx, c.design.name, c.bom, c.tco, &error), qPrintable(error));
        const QString profile = dir.filePath(u"lo-profile"_s);
        QVERIFY(convertSheets(office, xlsx, dir.path(), profile));

        auto bomRows = rowsByLabel(dir.filePath(u"cost-BOM.csv"_s));
        auto tcoRows = rowsByLabel(dir.filePath(u"cost-TCO.csv"_s));
        QCOMPARE_MONEY(cellNumber(bomRows, u"Hardware total"_s, 5), c.bom.totalUsd());
        QCOMPARE_MONEY(cellNumber(bomRows, u"Compute subtotal"_s, 5),
                       c.bom.subtotalUsd(BomCategory::Compute));
        QCOMPARE_MONEY(cellNumber(tcoRows, u"CapEx"_s, 1), c.tco.capexUsd);
        QCOMPARE_MONEY(cellNumber(tcoRows, u"Energy"_s, 1), c.tco.energyUsdPerYear);
        QCOMPARE_MONEY(cellNumber(tcoRows, u"OpEx per year"_s, 1), c.tco.opexUsdPerYear);
        QCOMPARE_MONEY(cellNumber(tcoRows, u"Total over the horizon (USD)"_s, 1), c.tco.totalUsd);
        QCOMPARE_MONEY(cellNumber(tcoRows, u"Net present value (USD)"_s, 1), c.tco.npvUsd);
        QCOMPARE_MONEY(cellNumber(tcoRows, u"Cost per GPU-hour (USD)"_s, 1), c.tco.usdPerGpuHour);

        // A finance reader raises the first line's unit price by $100,000 in the sheet: unzip,
        // edit the cell, zip again, and let LibreOffice recalculate.
        const QString x = dir.filePath(u"x"_s);
        QVERIFY(QDir().mkpath(x));
        QVERIFY2(run(u"unzip"_s, {u"-q"_s, xlsx, u"-d"_s, x}).ok, "unzip is needed by this test");
        QFile sheet(x + u"/xl/worksheets/sheet1.xml"_s);
        QVERIFY(sheet.open(QIODevice::ReadOnly));
        QString xml = QString::fromUtf8(sheet.readAll());
        sheet.close();
        const BomLine first = c.bom.lines().front();
        static const QRegularExpression e5(uR"(<c r="E5"( s="\d+")?><v>([^<]*)</v>)"_s);
        const auto m = e5.match(xml);
        QVERIFY(m.hasMatch());
        QCOMPARE(m.captured(2).toDouble(), first.unitPriceUsd);
        const double raised = first.unitPriceUsd + 100000;
        xml.replace(m.capturedStart(2), m.capturedLength(2), QString::number(raised, 'f', 0));
        QVERIFY(sheet.open(QIODevice::WriteOnly | QIODevice::Truncate));
        sheet.write(xml.toUtf8());
        sheet.close();
        const QString edited = dir.filePath(u"edited.xlsx"_s);
        QVERIFY2(run(u"zip"_s, {u"-q"_s, u"-X"_s, u"-r"_s, edited, u"."_s}, x).ok,
                 "zip is needed by this test (apt-get install zip)");
        QVERIFY(convertSheets(office, edited, dir.path(), profile));

        // PodCAD's own figures for the edited price.
        Bom raisedBom;
        for (BomLine l : c.bom.lines()) {
            if (l.sku == first.sku && l.priceOverridden == first.priceOverridden)
                l.unitPriceUsd = raised;
            raisedBom.addLine(l);
        }
        TcoInputs in = c.tco.inputs;
        in.hardwareUsd = raisedBom.totalUsd();
        const Tco raisedTco = Tco::compute(in, c.tco.assumptions);
        QCOMPARE_MONEY(raisedBom.totalUsd(), c.bom.totalUsd() + first.quantity * 100000.0);

        bomRows = rowsByLabel(dir.filePath(u"edited-BOM.csv"_s));
        tcoRows = rowsByLabel(dir.filePath(u"edited-TCO.csv"_s));
        QCOMPARE_MONEY(cellNumber(bomRows, u"Hardware total"_s, 5), raisedBom.totalUsd());
        QCOMPARE_MONEY(cellNumber(tcoRows, u"CapEx"_s, 1), raisedTco.capexUsd);
        QCOMPARE_MONEY(cellNumber(tcoRows, u"Total over the horizon (USD)"_s, 1),
                       raisedTco.totalUsd);
        QCOMPARE_MONEY(cellNumber(tcoRows, u"Net present value (USD)"_s, 1), raisedTco.npvUsd);
        QVERIFY(raisedTco.totalUsd > c.tco.totalUsd);
    }

    void xlsxFailureLeavesNothingBehind()
    {
        const Costs c = sampleCosts();
        QVERIFY(c.catalog);
        QTemporaryDir dir;
        const QString blocked = dir.filePath(u"blocked.xlsx"_s);
        QVERIFY(QDir(dir.path()).mkdir(u"blocked.xlsx"_s)); // a directory in the way
        QString error;
        QVERIFY(!writeCostWorkbook(blocked, c.design.name, c.bom, c.tco, &error));
        QVERIFY(error.contains(blocked));
        QVERIFY(QFileInfo(blocked).isDir());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
        QVERIFY(!writeCostWorkbook(dir.filePath(u"no/such/dir/x.xlsx"_s), c.design.name, c.bom,
                                   c.tco, &error));
    }

    void pdfReportRendersNonBlankPages()
    {
        const Costs c = sampleCosts();
        QVERIFY(c.catalog);
        const CloudComparisonResult cloud =
            compareWithCloud(c.tco.inputs, c.tco.assumptions, *c.catalog, {}, 0.8);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(u"report.pdf"_s);
        QString error;
        ReportInput in{&c.design, &*c.catalog, &c.analysis,        &c.bom,
                       &c.tco,    &cloud,      QDate(2026, 11, 23)};
        QVERIFY2(writePdfReport(pdf, in, &error), qPrintable(error));

        const Ran text = run(u"pdftotext"_s, {pdf, u"-"_s});
        QVERIFY2(text.ok, "pdftotext (poppler-utils) is needed by this test");
        QVERIFY(text.out.contains(c.design.name.toUtf8()));
        QVERIFY(text.out.contains("23 November 2026"));
        QVERIFY(text.out.contains("Bill of materials"));
        const QString total = u"$"_s + QLocale(QLocale::English).toString(c.bom.totalUsd(), 'f', 0);
        QVERIFY2(text.out.contains(total.toUtf8()), qPrintable(total));
        QVERIFY(text.out.contains("aws-p5.48xlarge"));

        QVERIFY2(run(u"pdftoppm"_s, {u"-r"_s, u"40"_s, u"-png"_s, pdf, dir.filePath(u"page"_s)}).ok,
                 "pdftoppm (poppler-utils) is needed by this test");
        const QStringList pages =
            QDir(dir.path()).entryList({u"page*.png"_s}, QDir::Files, QDir::Name);
        // Cover, racks and BOM, TCO, cloud comparison.
        QVERIFY2(pages.size() >= 4, qPrintable(pages.join(u' ')));
        for (const QString &page : pages) {
            QImage image(dir.filePath(page));
            QVERIFY(!image.isNull());
            qint64 inked = 0, coloured = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor px = image.pixelColor(x, y);
                    if (px.lightness() < 200)
                        ++inked;
                    if (px.hsvSaturation() > 80 && px.value() > 60)
                        ++coloured;
                }
            // Text and lines cover well over 0.5 % of a page; the cover also has coloured racks.
            QVERIFY2(inked > image.width() * image.height() / 200, qPrintable(page));
            if (page == pages.first())
                QVERIFY2(coloured > image.width() * image.height() / 100,
                         "cover has no rack picture");
        }
    }

    // Issue 39: the cover's rack names ran into each other ("anagement 0", "pute spine") on a
    // design of 30 racks. Every name is on the cover, and no two words there overlap (word boxes
    // as pdftotext -bbox reads them back).
    void pdfCoverNamesEveryRackWithoutOverlap()
    {
        Costs c = sampleCosts();
        QVERIFY(c.catalog);
        Nvl72Options options;
        options.sus = 2;
        QString why;
        std::optional<Design> pod = generateNvl72SuperPod(*c.catalog, options, &why);
        QVERIFY2(pod, qPrintable(why));
        QVERIFY(pod->racks().size() > 16); // two rows of racks on the cover
        const Analysis analysis = analyze(*pod, *c.catalog);
        const Bom bom = Bom::build(*pod, *c.catalog, CablePlan::build(*pod, *c.catalog));
        const Tco tco = Tco::compute(TcoInputs::fromDesign(*pod, *c.catalog, bom, analysis.totals),
                                     CostAssumptions::resolve(*pod, *c.catalog));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(u"report.pdf"_s);
        ReportInput in{&*pod, &*c.catalog, &analysis, &bom, &tco, nullptr, QDate(2026, 12, 6)};
        QVERIFY2(writePdfReport(pdf, in, &why), qPrintable(why));
        const Ran raw =
            run(u"pdftotext"_s, {u"-f"_s, u"1"_s, u"-l"_s, u"1"_s, u"-raw"_s, pdf, u"-"_s});
        QVERIFY2(raw.ok, "pdftotext (poppler-utils) is needed by this test");
        const QString text = QString::fromUtf8(raw.out).simplified();
        for (const auto &[id, rack] : pod->racks())
            QVERIFY2(text.contains(rack.name), qPrintable(rack.name));
        const Ran bbox =
            run(u"pdftotext"_s, {u"-f"_s, u"1"_s, u"-l"_s, u"1"_s, u"-bbox"_s, pdf, u"-"_s});
        QVERIFY(bbox.ok);
        static const QRegularExpression word(
            QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" "
                           "yMax=\"([\\d.]+)\">([^<]*)</word>"));
        std::vector<std::pair<QRectF, QString>> words;
        for (auto it = word.globalMatch(QString::fromUtf8(bbox.out)); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            words.push_back({QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                                    QPointF(m.captured(3).toDouble(), m.captured(4).toDouble())),
                             m.captured(5)});
        }
        QVERIFY(words.size() > pod->racks().size());
        for (size_t i = 0; i < words.size(); ++i)
            for (size_t j = i + 1; j < words.size(); ++j) {
                // Lines of one name may touch; their boxes must not cross by more than a hair.
                const QRectF both = words[i].first.intersected(words[j].first);
                QVERIFY2(both.width() < 0.5 || both.height() < 0.5,
                         qPrintable(words[i].second + u" / "_s + words[j].second));
            }
    }

    void workloadIsInThePdfTheSheetAndTheCsv()
    {
        Costs c = sampleCosts();
        QVERIFY(c.catalog);
        c.design.workload = test::sampleWorkload();
        const CostSnapshot snapshot = computeCostSnapshot(c.design, *c.catalog);
        const WorkloadEvaluation e =
            evaluateWorkload(*c.design.workload, c.design, *c.catalog, &snapshot);
        QVERIFY2(e.ok() && e.training && e.inference, qPrintable(e.sentences().join(u' ')));
        QVERIFY(e.trainingCost && e.inferenceCost);
        const TrainingRun &trainingRun = e.training->run;
        QCOMPARE(trainingRun.gpus, 32);
        const std::vector<WorkloadFigure> figures = workloadFigures(e);
        auto figure = [&](const QString &key) -> const WorkloadFigure * {
            for (const WorkloadFigure &f : figures)
                if (f.key == key)
                    return &f;
            return nullptr;
        };
        // The figures are the evaluation's own numbers, unrounded.
        for (auto [key, expected] :
             {std::pair{u"flops"_s, e.training->flops},
              {u"days"_s, trainingRun.days},
              {u"gpus"_s, double(trainingRun.gpus)},
              {u"gpu_hours"_s, trainingRun.gpuHours},
              {u"it_power_mw"_s, trainingRun.itPowerMw},
              {u"energy_mwh"_s, trainingRun.energyMwh},
              {u"per_gpu_gb"_s, e.training->memory.perGpuGb},
              {u"decode_tokens_per_s_upper_bound"_s, e.inference->sizing.decodeTokensPerS},
              {u"replicas"_s, double(e.inference->sizing.replicas)},
              {u"on_prem_usd"_s, e.trainingCost->onPrem.usd}}) {
            const WorkloadFigure *f = figure(key);
            QVERIFY2(f && f->isNumber(), qPrintable(key));
            QVERIFY2(sameNumber(f->value, expected), qPrintable(key));
        }
        // The planned days' range on published runs like the run (issue 40): the days times 1 +
        // the band's lowest and highest error.
        QVERIFY(e.training->validation);
        const ValidationBand &band = *e.training->validation;
        QVERIFY(figure(u"days_low"_s) &&
                sameNumber(figure(u"days_low"_s)->value, trainingRun.days * (1 + band.errorLow)));
        QVERIFY(figure(u"days_high"_s) &&
                sameNumber(figure(u"days_high"_s)->value, trainingRun.days * (1 + band.errorHigh)));
        QVERIFY(figure(u"validation_runs"_s) &&
                figure(u"validation_runs"_s)->text ==
                    u"%1 %2 runs"_s.arg(band.rows()).arg(band.like));
        QVERIFY(!e.trainingCost->cloud.empty());
        for (const CloudRunCost &o : e.trainingCost->cloud)
            QVERIFY(figure(u"cloud_usd:"_s + o.offerId) &&
                    sameNumber(figure(u"cloud_usd:"_s + o.offerId)->value, o.usd));

        QTemporaryDir dir;
        // PDF: a workload page with the figures as the report prints them.
        const CloudComparisonResult cloud =
            compareWithCloud(c.tco.inputs, c.tco.assumptions, *c.catalog, {}, 0.8);
        const QString pdf = dir.filePath(u"report.pdf"_s);
        QString error;
        ReportInput in{&c.design, &*c.catalog, &c.analysis,         &c.bom,
                       &c.tco,    &cloud,      QDate(2026, 11, 23), &e};
        QVERIFY2(writePdfReport(pdf, in, &error), qPrintable(error));
        const Ran text = run(u"pdftotext"_s, {u"-layout"_s, pdf, u"-"_s});
        QVERIFY2(text.ok, "pdftotext (poppler-utils) is needed by this test");
        const QString pdfText = QString::fromUtf8(text.out);
        QVERIFY(pdfText.contains(u"Workload: Llama 3.1 8B"_s));
        for (const QString &key : {u"days"_s, u"days_low"_s, u"days_high"_s, u"gpu_hours"_s,
                                   u"energy_mwh"_s, u"it_power_mw"_s, u"per_gpu_gb"_s,
                                   u"decode_tokens_per_s_upper_bound"_s, u"on_prem_usd"_s})
            QVERIFY2(pdfText.contains(figure(key)->text),
                     qPrintable(key + u' ' + figure(key)->text));
        QVERIFY(pdfText.contains(format::number(trainingRun.days, 1)));
        QVERIFY(pdfText.contains(u"(upper bound)"_s));
        QVERIFY(pdfText.contains(format::usd(e.trainingCost->onPrem.usd)));
        for (const QString &sentence : e.sentences())
            QVERIFY2(pdfText.simplified().contains(sentence.simplified()), qPrintable(sentence));

        // XLSX: a fourth sheet, "Workload", holding every number figure as a number.
        const QString xlsx = dir.filePath(u"cost.xlsx"_s);
        QVERIFY2(writeCostWorkbook(xlsx, c.design.name, c.bom, c.tco, &error, &figures),
                 qPrintable(error));
        const Ran book = run(u"unzip"_s, {u"-p"_s, xlsx, u"xl/workbook.xml"_s});
        QVERIFY2(book.ok, "unzip is needed by this test");
        QVERIFY(book.out.contains("name=\"Workload\""));
        const Ran sheet = run(u"unzip"_s, {u"-p"_s, xlsx, u"xl/worksheets/sheet4.xml"_s});
        QVERIFY(sheet.ok);
        std::vector<double> numbers;
        static const QRegularExpression value(uR"(<c r="C\d+"(?: s="\d+")?><v>([^<]*)</v>)"_s);
        for (auto it = value.globalMatch(QString::fromUtf8(sheet.out)); it.hasNext();)
            numbers.push_back(it.next().captured(1).toDouble());
        int numeric = 0;
        for (const WorkloadFigure &f : figures) {
            if (!f.isNumber())
                continue;
            ++numeric;
            QVERIFY2(std::any_of(numbers.begin(), numbers.end(),
                                 [&](double v) { return sameNumber(v, f.value); }),
                     qPrintable(f.key));
        }
        QCOMPARE(int(numbers.size()), numeric);

        // CSV: the same rows, the value column equal to the figure.
        const QStringList lines =
            QString::fromUtf8(csv::workload(figures)).split(u"\r\n"_s, Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), u"section,figure,value,unit,key"_s);
        QCOMPARE(lines.size(), int(figures.size()) + 1);
        for (int i = 1; i < lines.size(); ++i) {
            const QStringList cells = csvCells(lines[i]);
            QCOMPARE(cells.size(), 5);
            const WorkloadFigure &f = figures[size_t(i - 1)];
            QCOMPARE(cells[4], f.key);
            if (f.isNumber())
                QVERIFY2(sameNumber(cells[2].toDouble(), f.value), qPrintable(f.key));
            else
                QCOMPARE(cells[2], f.text);
        }
    }

    void cliWritesTheWorkloadOnlyWhenThereIsOne()
    {
        Costs c = sampleCosts();
        QVERIFY(c.catalog);
        QTemporaryDir dir;
        auto cli = [](const QStringList &args) {
            QString out, err;
            QTextStream o(&out), e(&err);
            const int status = cli::run(args, o, e);
            if (status != 0)
                qWarning("%s", qPrintable(err));
            return status;
        };
        // Without a workload: the BOM CSV alone, three sheets, no workload page.
        const QString plain = dir.filePath(u"plain.podcad"_s);
        QVERIFY(DesignFile::write(c.design, plain));
        QCOMPARE(cli({u"bom"_s, plain, u"-o"_s, dir.filePath(u"plain.csv"_s)}), 0);
        QVERIFY(QFile::exists(dir.filePath(u"plain.csv"_s)));
        QVERIFY(!QFile::exists(dir.filePath(u"plain-workload.csv"_s)));
        QCOMPARE(cli({u"bom"_s, plain, u"-o"_s, dir.filePath(u"plain.xlsx"_s)}), 0);
        const Ran book =
            run(u"unzip"_s, {u"-p"_s, dir.filePath(u"plain.xlsx"_s), u"xl/workbook.xml"_s});
        QVERIFY(book.ok);
        QVERIFY(!book.out.contains("Workload"));
        QCOMPARE(cli({u"bom"_s, plain, u"-o"_s, dir.filePath(u"plain.pdf"_s)}), 0);
        const Ran plainText = run(u"pdftotext"_s, {dir.filePath(u"plain.pdf"_s), u"-"_s});
        QVERIFY(plainText.ok);
        QVERIFY(!plainText.out.contains("Workload"));

        // With one: the CSV beside the BOM's, with the evaluation's days; the sheet; the page.
        c.design.workload = test::sampleWorkload();
        const QString sized = dir.filePath(u"sized.podcad"_s);
        QVERIFY(DesignFile::write(c.design, sized));
        const WorkloadEvaluation e = evaluateWorkload(*c.design.workload, c.design, *c.catalog);
        QCOMPARE(cli({u"bom"_s, sized, u"-o"_s, dir.filePath(u"sized.csv"_s)}), 0);
        QFile csvFile(dir.filePath(u"sized-workload.csv"_s));
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        bool sawDays = false;
        for (const QString &line :
             QString::fromUtf8(csvFile.readAll()).split(u"\r\n"_s, Qt::SkipEmptyParts)) {
            const QStringList cells = csvCells(line);
            if (cells.size() == 5 && cells[4] == u"days"_s) {
                sawDays = true;
                QVERIFY(sameNumber(cells[2].toDouble(), e.training->run.days));
            }
        }
        QVERIFY(sawDays);
        QCOMPARE(cli({u"bom"_s, sized, u"-o"_s, dir.filePath(u"sized.xlsx"_s)}), 0);
        const Ran sizedBook =
            run(u"unzip"_s, {u"-p"_s, dir.filePath(u"sized.xlsx"_s), u"xl/workbook.xml"_s});
        QVERIFY(sizedBook.out.contains("name=\"Workload\""));
        QCOMPARE(cli({u"bom"_s, sized, u"-o"_s, dir.filePath(u"sized.pdf"_s)}), 0);
        const Ran sizedText = run(u"pdftotext"_s, {dir.filePath(u"sized.pdf"_s), u"-"_s});
        QVERIFY(sizedText.out.contains("Workload: Llama 3.1 8B"));
    }
};

QTEST_MAIN(TestCostExport)
#include "tst_costexport.moc"
