// The NetBox rule checker (tests/common/netboxrules) on small hand-written exports, one rule at
// a time, then PodCAD's own export judged by it: one design into an empty NetBox, three
// different designs one after the other into one NetBox that already holds the device-type
// library's Nvidia, a re-export over the first, and every exported device type against the
// device-type library's schema.
#include "cabling/cableplan.h"
#include "catalog/catalog.h"
#include "export/netboxexport.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "io/designfile.h"
#include "model/design.h"
#include "netboxrules.h"
#include "testpaths.h"

#include <QTest>
#include <set>

using namespace Qt::StringLiterals;
using namespace podcad;
using namespace podcad::test::netboxrules;

namespace {

QString describe(const std::vector<Violation> &violations, std::size_t max = 12)
{
    QStringList lines;
    for (std::size_t i = 0; i < violations.size() && i < max; ++i)
        lines << violations[i].text();
    if (violations.size() > max)
        lines << u"... %1 in all"_s.arg(violations.size());
    std::map<QString, std::set<int>> rows; // a row failing on both ends counts once
    for (const Violation &v : violations)
        rows[v.file].insert(v.line);
    lines << u"rows (or YAML files) failing per file:"_s;
    for (const auto &[file, lines2] : rows)
        lines << u"  %1: %2"_s.arg(file).arg(lines2.size());
    lines << u"per file and rule:"_s;
    for (const auto &[kind, count] : tally(violations))
        lines << u"  %1 x %2"_s.arg(count).arg(kind);
    return lines.join(u'\n');
}

// A tiny export: one vendor, one type with two interfaces and a power port, one site, one rack,
// two devices, a cable, a panel, a feed and a power cable. Each test breaks one thing.
ExportFiles tinyExport()
{
    ExportFiles f;
    f[u"01-manufacturers.csv"_s] = "name,slug\r\nAcme,acme\r\n";
    f[u"device-types/Acme/X1.yaml"_s] = "manufacturer: Acme\nmodel: X1\nslug: acme-x1\n"
                                        "u_height: 1\nis_full_depth: true\n"
                                        "interfaces:\n  - name: eth1\n    type: 1000base-t\n"
                                        "  - name: eth2\n    type: 1000base-t\n"
                                        "power-ports:\n  - name: psu1\n    type: iec-60320-c20\n";
    f[u"02-device-roles.csv"_s] = "name,slug,color\r\nleaf,leaf,00ff00\r\n";
    f[u"03-sites.csv"_s] = "name,slug,status\r\nSite 1,site-1,planned\r\n";
    f[u"04-locations.csv"_s] = "site,parent,name,slug,status\r\nSite 1,,Row A,row-a,planned\r\n";
    f[u"05-racks.csv"_s] = "site,location,name,status\r\nSite 1,Row A,R1,planned\r\n";
    f[u"06-devices.csv"_s] =
        "name,role,manufacturer,device_type,status,site,location,rack,position,face\r\n"
        "a,leaf,Acme,X1,planned,Site 1,Row A,R1,1,front\r\n"
        "b,leaf,Acme,X1,planned,Site 1,Row A,R1,2,front\r\n";
    f[u"07-cables.csv"_s] = "side_a_site,side_a_device,side_a_type,side_a_name,side_b_site,"
                            "side_b_device,side_b_type,side_b_name,type,status,label\r\n"
                            "Site 1,a,dcim.interface,eth1,Site 1,b,dcim.interface,eth1,cat6,"
                            "planned,\"link 1, \"\"first\"\"\"\r\n";
    f[u"08-power-panels.csv"_s] = "site,name\r\nSite 1,Panel A\r\n";
    f[u"09-power-feeds.csv"_s] = "site,power_panel,name,status,type,supply,phase\r\n"
                                 "Site 1,Panel A,A1,planned,primary,ac,three-phase\r\n";
    f[u"10-power-cables.csv"_s] =
        "side_a_site,side_a_device,side_a_type,side_a_name,side_b_site,side_b_power_panel,"
        "side_b_type,side_b_name,status\r\n"
        "Site 1,a,dcim.powerport,psu1,Site 1,Panel A,dcim.powerfeed,A1,planned\r\n";
    return f;
}

// The one violation a broken tiny export must give: in `file`, on `field`, its text naming
// `words` and its rule citing `source`.
void expectOne(const ExportFiles &files, const QString &file, const QString &field,
               const QString &words, const QString &source, const ImportOptions &o = {})
{
    NetBoxState state;
    const auto v = state.importExport(files, o);
    QVERIFY2(!v.empty(), "the broken row went through");
    bool found = false;
    for (const Violation &x : v)
        found = found || (x.file == file && x.field == field && x.message.contains(words) &&
                          x.rule.contains(source));
    QVERIFY2(found, qPrintable(describe(v)));
}

} // namespace

class TestNetBoxRules : public QObject
{
    Q_OBJECT

    std::optional<Catalog> mCatalog;

    ExportFiles exportOf(const Design &design, const QString &site = QString())
    {
        netbox::ExportOptions o;
        o.site = site;
        QString error;
        const auto files =
            netbox::exportDesign(design, *mCatalog, CablePlan::build(design, *mCatalog), o, &error);
        ExportFiles out;
        for (const auto &f : files)
            out[f.path] = f.bytes;
        if (files.empty())
            qWarning("export failed: %s", qPrintable(error));
        return out;
    }

    Design superPod()
    {
        SuperPodOptions o;
        o.system = u"dgx-h100"_s;
        o.sus = 1;
        QString why;
        auto d = generateSuperPod(*mCatalog, o, &why);
        return d ? *d : Design();
    }
    Design sample()
    {
        const LoadResult loaded =
            DesignFile::read(test::samplePath(u"basepod-4x-dgx-h100.podcad"_s));
        return loaded.design ? *loaded.design : Design();
    }
    Design nvl72()
    {
        Nvl72Options o;
        QString why;
        auto d = generateNvl72SuperPod(*mCatalog, o, &why);
        return d ? *d : Design();
    }

    // Three designs one after the other into one state; `inUse`: it holds the device-type
    // library's NVIDIA types, so their manufacturer exists (devicetype-library
    // device-types/Nvidia: manufacturer "Nvidia", slug "nvidia").
    void threeDesigns(bool inUse)
    {
        NetBoxState state;
        if (inUse)
            state.addManufacturer(u"Nvidia"_s, u"nvidia"_s);
        std::vector<Violation> all;
        int devices = 0;
        for (const Design &d : {superPod(), sample(), nvl72()}) {
            QVERIFY(!d.devices().empty());
            const auto files = exportOf(d);
            QVERIFY(!files.empty());
            const auto v = state.importExport(files);
            all.insert(all.end(), v.begin(), v.end());
            devices += int(d.devices().size());
        }
        if (!all.empty()) // the whole tally, which QVERIFY2's message would cut short
            qInfo("%s", qPrintable(describe(all, 5)));
        QVERIFY2(all.empty(), "violations above");
        QCOMPARE(state.deviceCount(), devices);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
    }

    void csvReadsQuotesCommasAndLineBreaks()
    {
        const auto r = readCsv("a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\nlast,,\n");
        QCOMPARE(r.size(), std::size_t(3));
        QCOMPARE(r[1], (QStringList{u"x, y"_s, u"say \"hi\""_s, u"two\nlines"_s}));
        QCOMPARE(r[2], (QStringList{u"last"_s, QString(), QString()}));
    }

    void tinyExportImports()
    {
        NetBoxState state;
        const auto v = state.importExport(tinyExport());
        QVERIFY2(v.empty(), qPrintable(describe(v)));
        QCOMPARE(state.deviceCount(), 2);
        QCOMPARE(state.cableCount(), 2);
    }

    void missingRequiredField()
    {
        auto f = tinyExport();
        f[u"06-devices.csv"_s].replace("b,leaf,Acme,X1,planned", "b,,Acme,X1,planned");
        expectOne(f, u"06-devices.csv"_s, u"role"_s, u"required"_s, u"DeviceImportForm"_s);
    }

    void badChoice()
    {
        auto f = tinyExport();
        f[u"07-cables.csv"_s].replace(",cat6,", ",cat9,");
        expectOne(f, u"07-cables.csv"_s, u"type"_s, u"'cat9'"_s, u"CableTypeChoices"_s);
    }

    void unknownReference()
    {
        auto f = tinyExport();
        f[u"06-devices.csv"_s].replace(",R1,2,", ",R9,2,");
        expectOne(f, u"06-devices.csv"_s, u"rack"_s, u"Object not found: R9"_s,
                  u"CSVModelChoiceField"_s);
    }

    void aFileWithOneBadRowIsRejectedWhole()
    {
        // Device "b" fails, so "a" is not created either, and its cables find no device.
        auto f = tinyExport();
        f[u"06-devices.csv"_s].replace("b,leaf,Acme,X1,planned", "b,leaf,Acme,X2,planned");
        NetBoxState state;
        const auto v = state.importExport(f);
        QCOMPARE(state.deviceCount(), 0);
        QCOMPARE(state.cableCount(), 0);
        QVERIFY2(std::any_of(v.begin(), v.end(),
                             [](const Violation &x) {
                                 return x.file == u"07-cables.csv"_s &&
                                        x.field == u"side_a_device"_s;
                             }),
                 qPrintable(describe(v)));
    }

    void duplicateNamePerSite()
    {
        auto f = tinyExport();
        f[u"06-devices.csv"_s].replace("b,leaf", "a,leaf");
        expectOne(f, u"06-devices.csv"_s, u"name"_s, u"unique per site"_s,
                  u"netbox/dcim/models/devices.py"_s);
        // The same name in another site is another device.
        NetBoxState state;
        QVERIFY(state.importExport(tinyExport()).empty());
        auto second = tinyExport();
        for (auto &[path, bytes] : second)
            bytes.replace("Site 1", "Site 2").replace("site-1", "site-2");
        const auto v = state.importExport(second);
        QVERIFY2(v.empty(), qPrintable(describe(v)));
        QCOMPARE(state.deviceCount(), 4);
    }

    void ambiguousDeviceWithoutSite()
    {
        // Two sites with a device "a": a cable row naming no site matches both.
        NetBoxState state;
        QVERIFY(state.importExport(tinyExport()).empty());
        auto second = tinyExport();
        for (auto &[path, bytes] : second)
            bytes.replace("Site 1", "Site 2").replace("site-1", "site-2");
        second[u"07-cables.csv"_s].replace("Site 2,a,", ",a,");
        const auto v = state.importExport(second);
        QVERIFY2(std::any_of(v.begin(), v.end(),
                             [](const Violation &x) {
                                 return x.field == u"side_a_device"_s &&
                                        x.message.contains(u"multiple objects"_s);
                             }),
                 qPrintable(describe(v)));
    }

    void twoCablesOnOneInterface()
    {
        auto f = tinyExport();
        f[u"07-cables.csv"_s] +=
            "Site 1,a,dcim.interface,eth1,Site 1,b,dcim.interface,eth2,cat6,planned,x\r\n";
        expectOne(f, u"07-cables.csv"_s, u"side_a_name"_s, u"already connected"_s,
                  u"CableImportForm._clean_side"_s);
    }

    void unknownInterface()
    {
        auto f = tinyExport();
        f[u"07-cables.csv"_s].replace("b,dcim.interface,eth1", "b,dcim.interface,eth9");
        expectOne(f, u"07-cables.csv"_s, u"side_b_name"_s, u"termination not found"_s,
                  u"CableImportForm._clean_side"_s);
    }

    void tooLongName()
    {
        auto f = tinyExport();
        f[u"06-devices.csv"_s].replace("\r\nb,", "\r\n" + QByteArray(65, 'b') + ",");
        expectOne(f, u"06-devices.csv"_s, u"name"_s, u"at most 64"_s, u"Device"_s);
    }

    void manufacturerThatExists()
    {
        // Created as a row, an existing manufacturer rejects the file; with the docs' "skip
        // those that exist" the row is left out and the rest imports.
        auto f = tinyExport();
        ImportOptions create;
        create.skipExisting = false;
        NetBoxState state;
        state.addManufacturer(u"Acme"_s, u"acme"_s);
        const auto v = state.importExport(f, create);
        QVERIFY2(std::any_of(v.begin(), v.end(),
                             [](const Violation &x) {
                                 return x.file == u"01-manufacturers.csv"_s &&
                                        x.message.contains(u"already exists"_s);
                             }),
                 qPrintable(describe(v)));
        NetBoxState skipping;
        skipping.addManufacturer(u"Acme"_s, u"acme"_s);
        const auto w = skipping.importExport(f);
        QVERIFY2(w.empty(), qPrintable(describe(w)));
        QCOMPARE(skipping.manufacturerCount(), 1);
    }

    void powerFeedPanelPerSite()
    {
        auto f = tinyExport();
        f[u"09-power-feeds.csv"_s].replace("Site 1,Panel A", "Site 1,Panel B");
        expectOne(f, u"09-power-feeds.csv"_s, u"power_panel"_s, u"Object not found"_s,
                  u"PowerFeedImportForm"_s);
    }

    void importOrderFromPatterns()
    {
        // The file names come from the steps: an export naming its files otherwise imports
        // once the steps say so.
        ExportFiles renamed;
        for (const auto &[path, bytes] : tinyExport())
            renamed[u"x-"_s + path] = bytes;
        ImportOptions o;
        for (ImportStep &s : o.steps)
            s.pattern = u"x-"_s + s.pattern;
        NetBoxState state;
        const auto v = state.importExport(renamed, o);
        QVERIFY2(v.empty(), qPrintable(describe(v)));
        QCOMPARE(state.deviceCount(), 2);
    }

    void schemaRules()
    {
        const QByteArray good = tinyExport()[u"device-types/Acme/X1.yaml"_s];
        auto v = checkDeviceTypeSchema(u"device-types/Acme/X1.yaml"_s, good, u"acme"_s);
        QVERIFY2(v.empty(), qPrintable(describe(v)));
        auto bad = [&](const QByteArray &from, const QByteArray &to, const QString &field) {
            QByteArray y = good;
            y.replace(from, to);
            const auto w = checkDeviceTypeSchema(u"device-types/Acme/X1.yaml"_s, y, u"acme"_s);
            QVERIFY2(std::any_of(w.begin(), w.end(),
                                 [&](const Violation &x) { return x.field == field; }),
                     qPrintable(field + u'\n' + describe(w)));
        };
        bad("is_full_depth: true\n", "", u"is_full_depth"_s);   // required
        bad("u_height: 1\n", "u_height: 1.2\n", u"u_height"_s); // multipleOf
        bad("slug: acme-x1", "slug: Acme X1", u"slug"_s);       // pattern
        bad("type: 1000base-t\n  - name: eth2", "type: 1000base-q\n  - name: eth2",
            u"interfaces[0].type"_s);                                      // enum
        bad("type: iec-60320-c20", "type: c20", u"power-ports[0].type"_s); // enum
        bad("u_height: 1\n", "u_height: 1\nairflow: sideways\n", u"airflow"_s);
        bad("u_height: 1\n", "u_height: 1\nweight: 10\n", u"weight_unit"_s); // allOf if/then
        bad("u_height: 1\n", "u_height: 1\ncolour: red\n", u"colour"_s);     // additional
        bad("model: X1", "model: X2", u"(file name)"_s);                     // library tests
        const auto w = checkDeviceTypeSchema(u"X1.yaml"_s, good, u"acme-corp"_s);
        QVERIFY(std::any_of(w.begin(), w.end(),
                            [](const Violation &x) { return x.field == u"slug"_s; }));
    }

    void freshDesignImportsIntoAnEmptyNetBox()
    {
        const auto files = exportOf(sample());
        QVERIFY(!files.empty());
        NetBoxState state;
        const auto v = state.importExport(files);
        QVERIFY2(v.empty(), qPrintable(describe(v)));
        QVERIFY(state.deviceCount() > 10);
        QVERIFY(state.cableCount() > 10);
    }

    void threeDesignsIntoOneEmptyNetBox() { threeDesigns(false); }
    void threeDesignsIntoOneNetBoxInUse() { threeDesigns(true); }

    void reExportOverTheFirst()
    {
        // The export's docs: delete the site's design objects, import again; the shared ones
        // (manufacturers, types, roles, site, locations) are skipped as existing.
        const Design d = superPod();
        NetBoxState state;
        QVERIFY(state.importExport(exportOf(d)).empty());
        const int devices = state.deviceCount();
        state.deleteSiteObjects(d.site.isEmpty() ? d.name : d.site);
        QCOMPARE(state.deviceCount(), 0);
        const auto v = state.importExport(exportOf(d));
        QVERIFY2(v.empty(), qPrintable(describe(v)));
        QCOMPARE(state.deviceCount(), devices);
    }

    void exportedDeviceTypesMatchTheLibrarySchema()
    {
        std::vector<Violation> all;
        std::set<QString> seen;
        for (const Design &d : {superPod(), sample(), nvl72()}) {
            const auto files = exportOf(d);
            std::map<QString, QString> manufacturerSlug;
            const auto rows = readCsv(files.at(u"01-manufacturers.csv"_s));
            for (std::size_t r = 1; r < rows.size(); ++r)
                manufacturerSlug[rows[r].value(0)] = rows[r].value(1);
            for (const auto &[path, bytes] : files) {
                if (!path.startsWith(u"device-types/"_s) || !seen.insert(path).second)
                    continue;
                const QString m = QString::fromUtf8(bytes)
                                      .section(u"manufacturer:"_s, 1)
                                      .section(u'\n', 0, 0)
                                      .trimmed()
                                      .remove(u'"');
                const auto v = checkDeviceTypeSchema(path, bytes, manufacturerSlug[m]);
                all.insert(all.end(), v.begin(), v.end());
            }
        }
        QVERIFY(seen.size() > 5);
        if (!all.empty())
            qInfo("%s", qPrintable(describe(all, 40)));
        QVERIFY2(all.empty(), "violations above");
    }
};

QTEST_GUILESS_MAIN(TestNetBoxRules)
#include "tst_netboxrules.moc"
