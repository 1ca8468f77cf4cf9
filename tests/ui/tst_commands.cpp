// Every undo command on the bundled sample: redo applies the edit and says so through
// Document::changed, undo gives back exactly the design that was there (operator==), and redo after
// undo gives exactly the edited design again. The change events keep their contract
// (changeevent.h): each set names every object of its kind whose stored value changed, cascades
// included, and nothing of another kind, on redo and on undo alike.
#include "catalog/catalog.h"
#include "commands/addfacilityelement.h"
#include "commands/addobjects.h"
#include "commands/arrangeobjects.h"
#include "commands/changedesignname.h"
#include "commands/changedesignproperties.h"
#include "commands/changehall.h"
#include "commands/changevalues.h"
#include "commands/movedevice.h"
#include "commands/removefacilityelement.h"
#include "commands/removeobjects.h"
#include "commands/replacedesign.h"
#include "commands/setpriceoverride.h"
#include "commands/setworkload.h"
#include "commands/updatefacilityelement.h"
#include "designdiff.h"
#include "io/designfile.h"
#include "model/shownname.h"
#include "model/textrules.h"
#include "sampleworkload.h"
#include "session/document.h"
#include "sharedcatalog.h"
#include "testpaths.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <functional>
#include <optional>

using namespace podcad;
// Builds the commands of one edit; they are pushed in order (several: a merging session).
using MakeCommands = std::function<std::vector<DocumentCommand *>(Document *)>;
Q_DECLARE_METATYPE(MakeCommands)

namespace {

// What an edit changed, by kind, as the sets of a ChangeEvent name it.
using Named = randomedit::DesignDiff;

using KindOfSet = randomedit::DiffKind;
const std::vector<KindOfSet> &kKinds = randomedit::diffKinds();

// The objects (and price-override SKUs, and the file keys of the design's own fields) whose
// stored value differs between two designs, by kind: the oracle each set of an event must cover.
Named differing(const Design &a, const Design &b)
{
    return Named::between(a, b);
}

template<typename Map> void addKeys(const Map &map, QSet<QString> &out)
{
    for (const auto &[key, value] : map)
        out.insert(key);
}

// Every id of each kind that either design has: what a set of that kind may name at all.
Named existing(const Design &a, const Design &b)
{
    Named n;
    for (const Design *d : {&a, &b}) {
        addKeys(d->racks(), n.racks);
        addKeys(d->devices(), n.devices);
        addKeys(d->links(), n.links);
        addKeys(d->fabrics(), n.fabrics);
        addKeys(d->facility(), n.facility);
        addKeys(d->priceOverrides, n.prices);
    }
    // A field is named only when it changed: the edit's own diff.
    n.fields = differing(a, b).fields;
    return n;
}

ChangeEvent eventAt(const QSignalSpy &spy, qsizetype i)
{
    return spy.at(i).at(0).value<ChangeEvent>();
}

// The union, by kind, of what the events [from, to) named (to -1: the last).
Named named(const QSignalSpy &spy, qsizetype from, qsizetype to = -1)
{
    Named n;
    for (qsizetype i = from; i < (to < 0 ? spy.size() : to); ++i) {
        const ChangeEvent event = eventAt(spy, i);
        for (const KindOfSet &k : kKinds)
            for (const QString &id : event.*k.event)
                (n.*k.diff).insert(id);
    }
    return n;
}

std::vector<DocumentCommand *> one(DocumentCommand *command)
{
    return {command};
}

} // namespace

class TestCommands final : public QObject
{
    Q_OBJECT
    std::shared_ptr<const Catalog> mCatalog;
    Design mSample;

    // The edits every data-driven test runs, with the kind of their redo's (last) event.
    void addEditRows()
    {
        QTest::addColumn<MakeCommands>("make");
        QTest::addColumn<int>("kind"); // ChangeEvent::Kind of the redo

        const int added = int(ChangeEvent::Kind::ObjectsAdded);
        const int removed = int(ChangeEvent::Kind::ObjectsRemoved);
        const int edited = int(ChangeEvent::Kind::ObjectsEdited);

        QTest::newRow("add device") << MakeCommands([](Document *d) {
            Device dev{QStringLiteral("leaf-9"),
                       QStringLiteral("MQM9700-NS2F"),
                       QStringLiteral("Leaf 9"),
                       Role::Leaf,
                       QStringLiteral("rack-a3"),
                       40,
                       {},
                       {},
                       {}};
            return one(new AddObjects(d, dev));
        }) << added;
        QTest::newRow("add rack") << MakeCommands([](Document *d) {
            return one(new AddObjects(d, Rack{QStringLiteral("rack-b1"),
                                              QStringLiteral("RACK-42U"),
                                              QStringLiteral("B1"),
                                              QStringLiteral("B"),
                                              {0, 2},
                                              15}));
        }) << added;
        QTest::newRow("add link") << MakeCommands([](Document *d) {
            return one(
                new AddObjects(d, Link{QStringLiteral("link-new"),
                                       {QStringLiteral("dgx-04"), QStringLiteral("ib"), 7},
                                       {QStringLiteral("ib-leaf-2"), QStringLiteral("ib"), 60},
                                       QStringLiteral("FIBER-MPO-3M"),
                                       QStringLiteral("compute-ib")}));
        }) << added;
        QTest::newRow("add rack, device and link") << MakeCommands([](Document *d) {
            Rack rack{QStringLiteral("rack-b1"),
                      QStringLiteral("RACK-42U"),
                      QStringLiteral("B1"),
                      QStringLiteral("B"),
                      {0, 2},
                      15};
            Device dev{QStringLiteral("leaf-9"),
                       QStringLiteral("MQM9700-NS2F"),
                       {},
                       Role::Leaf,
                       QStringLiteral("rack-b1"),
                       40,
                       {},
                       {},
                       {}};
            Link link{QStringLiteral("link-new"),
                      {QStringLiteral("dgx-04"), QStringLiteral("ib"), 7},
                      {QStringLiteral("leaf-9"), QStringLiteral("ib"), 1},
                      QStringLiteral("FIBER-MPO-3M"),
                      QStringLiteral("compute-ib")};
            return one(new AddObjects(d, {rack}, {dev}, {link}, QStringLiteral("paste")));
        }) << added;
        QTest::newRow("remove device with links") << MakeCommands([](Document *d) {
            return one(new RemoveObjects(d, {QStringLiteral("dgx-01")}));
        }) << removed;
        QTest::newRow("remove rack with devices") << MakeCommands([](Document *d) {
            return one(new RemoveObjects(d, {QStringLiteral("rack-a1")}));
        }) << removed;
        QTest::newRow("remove link") << MakeCommands([](Document *d) {
            return one(new RemoveObjects(d, {QStringLiteral("link-002")}));
        }) << removed;
        QTest::newRow("remove mixed") << MakeCommands([](Document *d) {
            return one(new RemoveObjects(d, {QStringLiteral("link-001"), QStringLiteral("dgx-01"),
                                             QStringLiteral("rack-a1"), QStringLiteral("ib-leaf-1"),
                                             QStringLiteral("rack-a3")}));
        }) << removed;
        QTest::newRow("move device") << MakeCommands([](Document *d) {
            return one(new MoveDevice(d, QStringLiteral("dgx-01"), QStringLiteral("rack-a4"), 30));
        }) << edited;
        QTest::newRow("unplace device") << MakeCommands([](Document *d) {
            return one(new MoveDevice(d, QStringLiteral("dgx-01"), QString(), 0));
        }) << edited;
        QTest::newRow("move with merge") << MakeCommands([](Document *d) {
            const Device *leaf = d->design().device(QStringLiteral("ib-leaf-1"));
            std::vector<DocumentCommand *> moves;
            // Built one by one as they are pushed: a move starts from the device as it is.
            for (int i = 1; i <= 4; ++i) {
                Device after = *leaf;
                after.lowestU += i;
                moves.push_back(new ChangeDevices(d, {after}, QStringLiteral("nudge"), 7));
            }
            return moves;
        }) << edited;
        QTest::newRow("change devices") << MakeCommands([](Document *d) {
            Device a = *d->design().device(QStringLiteral("dgx-01"));
            Device b = *d->design().device(QStringLiteral("dgx-02"));
            a.sku = b.sku = QStringLiteral("DGX-H200");
            a.priceOverrideUsd = 1.0e5;
            b.powerOverrideW = 9000;
            b.role = Role::Other;
            a.name = QStringLiteral("renamed");
            return one(new ChangeDevices(d, {a, b}, QStringLiteral("edit")));
        }) << edited;
        QTest::newRow("change rack") << MakeCommands([](Document *d) {
            Rack r = *d->design().rack(QStringLiteral("rack-a2"));
            r.powerLimitKw = 50;
            r.sku = QStringLiteral("RACK-52U");
            return one(new ChangeRacks(d, {r}, QStringLiteral("edit")));
        }) << edited;
        QTest::newRow("change links") << MakeCommands([](Document *d) {
            Link a = *d->design().link(QStringLiteral("link-001"));
            Link b = *d->design().link(QStringLiteral("link-002"));
            a.cableSku = QStringLiteral("AOC-400G");
            b.fabricId = QStringLiteral("storage-eth");
            return one(new ChangeLinks(d, {a, b}, QStringLiteral("edit")));
        }) << edited;
        QTest::newRow("arrange") << MakeCommands([](Document *d) {
            Rack r = *d->design().rack(QStringLiteral("rack-a4"));
            r.floorPositionM.rx() += 3;
            Device dev = *d->design().device(QStringLiteral("dgx-02"));
            dev.rackId = QStringLiteral("rack-a4");
            dev.lowestU = 20;
            return one(new ArrangeObjects(d, {r}, {dev}, QStringLiteral("arrange")));
        }) << edited;
        QTest::newRow("price override") << MakeCommands([](Document *d) {
            return one(new SetPriceOverride(d, QStringLiteral("DGX-H100"), 1.0e5));
        }) << int(ChangeEvent::Kind::PricesEdited);
        QTest::newRow("add facility element") << MakeCommands([](Document *d) {
            FacilityElement e;
            e.id = QStringLiteral("ups-1");
            e.kind = FacilityKind::Ups;
            e.capacityKw = 500;
            return one(new AddFacilityElement(d, e));
        }) << added;
        QTest::newRow("edit hall") << MakeCommands([](Document *d) {
            Hall hall = *d->design().hall;
            hall.floorRatingKgM2 = 1500;
            hall.hotAisleM = 1.8;
            return one(new ChangeHall(d, hall));
        }) << int(ChangeEvent::Kind::PropertiesEdited);
        QTest::newRow("rename design") << MakeCommands([](Document *d) {
            return one(new ChangeDesignName(d, QStringLiteral("  Hall 2 pod ")));
        }) << int(ChangeEvent::Kind::PropertiesEdited);
        QTest::newRow("design site and location") << MakeCommands([](Document *d) {
            return one(new ChangeDesignProperties(
                d, {d->design().name, QStringLiteral("Hall 2"), QStringLiteral("Row C")}));
        }) << int(ChangeEvent::Kind::PropertiesEdited);
        QTest::newRow("set workload") << MakeCommands([](Document *d) {
            Workload w = d->design().workload.value_or(Workload{});
            // A workload the file holds names its model (SetWorkload refuses one without).
            if (w.modelId.isEmpty() && !w.custom)
                w.modelId = QStringLiteral("llama-3.1-8b");
            TrainingTarget training;
            training.tokens = 1.0e12;
            training.gpus = 32;
            w.training = training;
            return one(new SetWorkload(d, w, QStringLiteral("training.tokens")));
        }) << int(ChangeEvent::Kind::PropertiesEdited);
        QTest::newRow("replace design") << MakeCommands([](Document *d) {
            Design other = d->design();
            other.name = QStringLiteral("other");
            other.removeRack(QStringLiteral("rack-a2"));
            other.removeDevice(QStringLiteral("dgx-03"));
            return one(new ReplaceDesign(d, std::move(other), QStringLiteral("replace")));
        }) << int(ChangeEvent::Kind::DesignReplaced);
    }

    // Pushes the commands; false when one was refused.
    static bool pushAll(Document &doc, const MakeCommands &make, QString *why)
    {
        for (DocumentCommand *command : make(&doc))
            if (!doc.push(command, why))
                return false;
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = test::sharedCatalog(&error);
        QVERIFY2(mCatalog, qPrintable(error));
        LoadResult loaded =
            DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.ok());
        mSample = *loaded.design;
    }

    void undoRestoresExactly_data() { addEditRows(); }

    void undoRestoresExactly()
    {
        QFETCH(MakeCommands, make);
        QFETCH(int, kind);
        Document doc(mCatalog);
        doc.reset(mSample, {});
        QVERIFY(!doc.isModified());
        QSignalSpy changed(&doc, &Document::changed);
        QSignalSpy modified(&doc, &Document::modifiedChanged);

        QString why;
        QVERIFY2(pushAll(doc, make, &why), qPrintable(why));
        QCOMPARE(doc.undoStack()->count(), 1); // a session merges into one step
        QVERIFY(changed.size() >= 1);
        QCOMPARE(int(changed.last().at(0).value<ChangeEvent>().kind), kind);
        QVERIFY(!(doc.design() == mSample));
        QVERIFY(doc.isModified());
        QCOMPARE(modified.size(), 1);
        const Design edited = doc.design();
        const qsizetype redone = changed.size();

        doc.undoStack()->undo();
        QVERIFY(doc.design() == mSample);
        QVERIFY(!doc.isModified());
        // The derived indexes must be back too, not only the maps operator== compares.
        QCOMPARE(doc.design().linksOf(QStringLiteral("dgx-01")).size(),
                 mSample.linksOf(QStringLiteral("dgx-01")).size());
        QCOMPARE(doc.design().devicesIn(QStringLiteral("rack-a1")).size(),
                 mSample.devicesIn(QStringLiteral("rack-a1")).size());

        doc.undoStack()->redo();
        QVERIFY(doc.design() == edited);
        QCOMPARE(changed.size(), redone + 2);
    }

    // The contract of changeevent.h, checked against the designs themselves: whatever differs
    // between before and after is named by the redo's events and again by the undo's.
    void eventsNameEveryChange_data() { addEditRows(); }

    void eventsNameEveryChange()
    {
        QFETCH(MakeCommands, make);
        Document doc(mCatalog);
        doc.reset(mSample, {});
        const Design before = doc.design();
        QSignalSpy changed(&doc, &Document::changed);

        QString why;
        QVERIFY2(pushAll(doc, make, &why), qPrintable(why));
        const Design after = doc.design();
        const Named diff = differing(before, after);
        const Named present = existing(before, after);
        QVERIFY(!diff.racks.isEmpty() || !diff.devices.isEmpty() || !diff.links.isEmpty() ||
                !diff.fabrics.isEmpty() || !diff.facility.isEmpty() || !diff.prices.isEmpty() ||
                !diff.fields.isEmpty());
        // Whether the events from `from` on replaced the design: they stand for everything.
        const auto replaced = [&](qsizetype from) {
            for (qsizetype i = from; i < changed.size(); ++i)
                if (eventAt(changed, i).kind == ChangeEvent::Kind::DesignReplaced)
                    return true;
            return false;
        };
        // Each kind's set covers that kind's diff, and names nothing that is not of that kind.
        const auto covered = [&](qsizetype from) {
            const Named n = named(changed, from);
            bool ok = true;
            for (const KindOfSet &k : kKinds) {
                for (const QString &id : diff.*k.diff)
                    if (!(n.*k.diff).contains(id)) {
                        qWarning("%s: not named by the event: %s", k.name, qPrintable(id));
                        ok = false;
                    }
                for (const QString &id : n.*k.diff)
                    if (!(present.*k.diff).contains(id)) {
                        qWarning("%s: named, but none of that kind: %s", k.name, qPrintable(id));
                        ok = false;
                    }
            }
            return ok;
        };
        const bool replacedByRedo = replaced(0);
        QVERIFY(replacedByRedo || covered(0));

        const qsizetype redone = changed.size();
        doc.undoStack()->undo();
        QVERIFY(doc.design() == before);
        QCOMPARE(changed.size(), redone + 1);
        QCOMPARE(replaced(redone), replacedByRedo);
        for (qsizetype i = 0; i < changed.size(); ++i) {
            const ChangeEvent event = eventAt(changed, i);
            if (event.kind == ChangeEvent::Kind::DesignReplaced) // names nothing: rebuild
                for (const KindOfSet &k : kKinds)
                    QVERIFY2((event.*k.event).isEmpty(), k.name);
        }
        if (!replacedByRedo) {
            QVERIFY(covered(redone));
            // The undo names what the redo named, kind by kind.
            const Named redoNamed = named(changed, 0, redone), undoNamed = named(changed, redone);
            for (const KindOfSet &k : kKinds)
                QVERIFY2(redoNamed.*k.diff == undoNamed.*k.diff, k.name);
        }
    }

    void refusedCommandIsNotRecorded()
    {
        Document doc(mCatalog);
        doc.reset(mSample, {});
        QString why;
        Device dup{QStringLiteral("dgx-01"),
                   QStringLiteral("DGX-H100"),
                   {},
                   Role::Compute,
                   {},
                   0,
                   {},
                   {},
                   {}};
        QVERIFY(!doc.push(new AddObjects(&doc, dup), &why));
        QVERIFY2(why.contains(QStringLiteral("duplicate")), qPrintable(why));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == mSample);
        QVERIFY(!doc.push(new MoveDevice(&doc, QStringLiteral("dgx-01"), QStringLiteral("nope"), 1),
                          &why));
        QVERIFY2(why.contains(QStringLiteral("nope")), qPrintable(why));
        QVERIFY(!doc.push(
            new MoveDevice(&doc, QStringLiteral("nobody"), QStringLiteral("rack-a1"), 1), &why));
        QVERIFY2(why.contains(QStringLiteral("no device")), qPrintable(why));
        QVERIFY(!doc.push(new RemoveObjects(&doc, {QStringLiteral("nothing")})));
        // A link edit may change the cable and fabric, not the ports, and only to a fabric that
        // exists; a refused edit of several links changes none of them.
        Link ok = *doc.design().link(QStringLiteral("link-001"));
        ok.cableSku = QStringLiteral("AOC-400G");
        Link moved = *doc.design().link(QStringLiteral("link-002"));
        moved.b.portIndex = 40;
        QVERIFY(!doc.push(new ChangeLinks(&doc, {ok, moved}, QStringLiteral("edit")), &why));
        QVERIFY2(why.contains(QStringLiteral("ports")), qPrintable(why));
        Link lost = *doc.design().link(QStringLiteral("link-002"));
        lost.fabricId = QStringLiteral("no-such-fabric");
        QVERIFY(!doc.push(new ChangeLinks(&doc, {ok, lost}, QStringLiteral("edit")), &why));
        QVERIFY2(why.contains(QStringLiteral("no-such-fabric")), qPrintable(why));
        QVERIFY(!doc.push(new ChangeLinks(&doc, {*doc.design().link(QStringLiteral("link-001"))},
                                          QStringLiteral("edit")),
                          &why));
        QVERIFY2(why.contains(QStringLiteral("nothing changed")), qPrintable(why));
        // The same name, give or take the spaces a field collects, is no edit.
        QVERIFY(!doc.push(new ChangeDesignName(&doc, u' ' + mSample.name + u' '), &why));
        QVERIFY2(why.contains(QStringLiteral("nothing changed")), qPrintable(why));
        // What the design itself refuses (a negative unit) refuses the whole edit, which changes
        // none of the devices, not even those before the refused one.
        Device renamed = *doc.design().device(QStringLiteral("dgx-01"));
        renamed.name = QStringLiteral("renamed");
        Device below = *doc.design().device(QStringLiteral("dgx-02"));
        below.lowestU = -3;
        QVERIFY(!doc.push(new ChangeDevices(&doc, {renamed, below}, QStringLiteral("edit")), &why));
        QVERIFY2(why.contains(QStringLiteral("negative")), qPrintable(why));
        Rack ghost{QStringLiteral("rack-zz"), QStringLiteral("RACK-42U"), {}, {}, {}, 0};
        QVERIFY(!doc.push(new ChangeRacks(&doc, {ghost}, QStringLiteral("edit")), &why));
        QVERIFY2(why.contains(QStringLiteral("rack-zz")), qPrintable(why));
        // An add refused half-way takes back what it had added.
        Rack fresh{QStringLiteral("rack-b1"), QStringLiteral("RACK-42U"), {}, {}, {}, 0};
        Device stray{QStringLiteral("leaf-9"),
                     QStringLiteral("MQM9700-NS2F"),
                     {},
                     Role::Leaf,
                     QStringLiteral("rack-b1"),
                     4,
                     {},
                     {},
                     {}};
        QVERIFY(!doc.push(new AddObjects(&doc, {fresh}, {stray, dup}, {}, QStringLiteral("paste")),
                          &why));
        QVERIFY2(why.contains(QStringLiteral("duplicate")), qPrintable(why));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == mSample);
        QVERIFY(doc.design().devicesIn(QStringLiteral("rack-b1")).empty());
    }

    // A name or label the file reader would refuse is refused by the command, or by the design
    // under it, with the reader's words, and changes nothing: saving such a design gave a file
    // that did not open.
    void textTheReaderRefusesIsRefused()
    {
        Document doc(mCatalog);
        doc.reset(mSample, {});
        const QString tooLong(kMaxTextBytes + 1, u'x');
        const QString problem = textTooLongProblem(kMaxTextBytes + 1);
        QString why;
        QVERIFY(!doc.push(new ChangeDesignName(&doc, tooLong), &why));
        QCOMPARE(why, QStringLiteral("design name: ") + problem);
        QVERIFY(!doc.push(new ChangeDesignProperties(&doc, {mSample.name, {}, tooLong}), &why));
        QCOMPARE(why, QStringLiteral("design location: ") + problem);
        const QString control = QStringLiteral("Hall") + QChar(0x07);
        QVERIFY(!doc.push(new ChangeDesignProperties(&doc, {mSample.name, control, {}}), &why));
        QCOMPARE(why, QStringLiteral("design site: ") + controlCharacterProblem(control, 4));
        Device renamed = *doc.design().device(QStringLiteral("dgx-01"));
        renamed.name = tooLong;
        QVERIFY(!doc.push(new ChangeDevices(&doc, {renamed}, QStringLiteral("edit")), &why));
        QCOMPARE(why, QStringLiteral("device \"dgx-01\": name: ") + problem);
        Rack pasted{QStringLiteral("rack-b1"), QStringLiteral("RACK-42U"), tooLong, {}, {}, 0};
        QVERIFY(!doc.push(new AddObjects(&doc, {pasted}, {}, {}, QStringLiteral("paste")), &why));
        QCOMPARE(why, QStringLiteral("rack \"rack-b1\": name: ") + problem);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == mSample);
        // The limit itself is a name.
        QVERIFY2(doc.push(new ChangeDesignName(&doc, QString(kMaxTextBytes, u'x')), &why),
                 qPrintable(why));
    }

    // SetWorkload refuses what the file reader refuses of a workload, in its words; a refused
    // keystroke does not merge into the step before it.
    void incompleteWorkloadIsRefused()
    {
        Document doc(mCatalog);
        doc.reset(mSample, {});
        const Workload whole = test::sampleWorkload();
        const QString field = QStringLiteral("training.tokens");
        QString why;
        QVERIFY2(doc.push(new SetWorkload(&doc, whole, field), &why), qPrintable(why));
        Workload noModel = whole;
        noModel.modelId.clear();
        QVERIFY(!doc.push(new SetWorkload(&doc, noModel, field), &why));
        QCOMPARE(why, QStringLiteral("workload: missing model (a catalog model id) or custom_model "
                                     "(its numbers)"));
        Workload noGoal = whole;
        noGoal.training->gpus.reset();
        QVERIFY(!doc.push(new SetWorkload(&doc, noGoal, field), &why));
        QCOMPARE(why, QStringLiteral("workload.training: missing gpus or days"));
        Workload noTokens = whole;
        noTokens.training->tokens = 0;
        QVERIFY(!doc.push(new SetWorkload(&doc, noTokens, field), &why));
        QVERIFY2(why.startsWith(QStringLiteral("workload.training.tokens: ")), qPrintable(why));
        Workload unknownPrecision = whole;
        unknownPrecision.inference->precision = QStringLiteral("fp3");
        QVERIFY(!doc.push(new SetWorkload(&doc, unknownPrecision, {}), &why));
        QVERIFY2(why.startsWith(QStringLiteral("workload.inference.precision: unknown value")),
                 qPrintable(why));
        QCOMPARE(doc.design().workload, std::optional<Workload>(whole));
        QCOMPARE(doc.undoStack()->count(), 1);
        // Undo and redo go between the sample's workload and the whole one only.
        doc.undoStack()->undo();
        QVERIFY(doc.design() == mSample);
        doc.undoStack()->redo();
        QCOMPARE(doc.design().workload, std::optional<Workload>(whole));
    }

    void undoTextsStay()
    {
        Document doc(mCatalog);
        doc.reset(mSample, {});
        QCOMPARE(
            AddObjects(&doc, Rack{QStringLiteral("rack-b1"), {}, QStringLiteral("B1"), {}, {}, 0})
                .text(),
            QStringLiteral("Add rack B1"));
        QCOMPARE(AddObjects(&doc,
                            Device{QStringLiteral("leaf-9"), {}, {}, Role::Leaf, {}, 0, {}, {}, {}})
                     .text(),
                 QStringLiteral("Add leaf-9"));
        QCOMPARE(AddObjects(&doc, Link{QStringLiteral("l"),
                                       {QStringLiteral("a"), {}, 0},
                                       {QStringLiteral("b"), {}, 0},
                                       {},
                                       {}})
                     .text(),
                 QStringLiteral("Connect a to b"));
        QCOMPARE(MoveDevice(&doc, QStringLiteral("dgx-01"), {}, 0).text(),
                 QStringLiteral("Move DGX H100 01"));
        QCOMPARE(RemoveObjects(&doc, {QStringLiteral("dgx-01")}).text(),
                 QStringLiteral("Delete DGX H100 01"));
    }

    // The Undo History reads in the names people gave, never the file's ids (issue 39: "Move
    // rack-storage-04", a rack deleted with its devices recorded as "Delete 9 objects"). The
    // oracle is the design's own name for each id.
    void undoTextsNameWhatPeopleCallThings()
    {
        Document doc(mCatalog);
        doc.reset(mSample, {});
        const Design &d = doc.design();
        const QString rackId = QStringLiteral("rack-a1");
        const QString rackName = d.rack(rackId)->name;
        QVERIFY(!rackName.isEmpty() && rackName != rackId);
        QStringList withDevices{rackId};
        for (const Device *device : d.devicesIn(rackId))
            withDevices << device->id;
        const int held = int(withDevices.size()) - 1;
        QVERIFY(held >= 2);
        QCOMPARE(RemoveObjects(&doc, withDevices).text(),
                 QStringLiteral("Delete rack %1 with its %2 devices").arg(rackName).arg(held));
        QCOMPARE(RemoveObjects(&doc, {rackId}).text(),
                 QStringLiteral("Delete rack %1").arg(rackName));
        QCOMPARE(RemoveObjects(&doc, {rackId, QStringLiteral("rack-a2")}).text(),
                 QStringLiteral("Delete racks %1, %2")
                     .arg(rackName, d.rack(QStringLiteral("rack-a2"))->name));
        // A device with one of its cables: the cable goes with it, unnamed.
        const QString dgx = QStringLiteral("dgx-01");
        QString cable;
        for (const auto &[id, link] : d.links())
            if (link.a.deviceId == dgx || link.b.deviceId == dgx)
                cable = id;
        QVERIFY(!cable.isEmpty());
        QCOMPARE(RemoveObjects(&doc, {dgx, cable}).text(),
                 QStringLiteral("Delete %1").arg(d.device(dgx)->name));
        for (const QString &id : withDevices)
            QVERIFY2(!RemoveObjects(&doc, withDevices).text().contains(id), qPrintable(id));

        // A facility element: its name ("Busway A 1"), not its id, when added, edited, deleted.
        FacilityElement element;
        element.id = QStringLiteral("utility-a-1");
        element.kind = FacilityKind::Utility;
        element.name = QStringLiteral("Utility A 1");
        element.positionM = QPointF(2, 2);
        element.capacityKw = 2000;
        auto *add = new AddFacilityElement(&doc, element);
        QCOMPARE(add->text(), QStringLiteral("Add Utility A 1"));
        QString why;
        QVERIFY2(doc.push(add, &why), qPrintable(why));
        element.capacityKw = 2500;
        QCOMPARE(UpdateFacilityElement(&doc, element).text(), QStringLiteral("Edit Utility A 1"));
        QCOMPARE(RemoveFacilityElement(&doc, element.id).text(),
                 QStringLiteral("Delete Utility A 1"));
        QCOMPARE(shownName(doc.design(), element.id), element.name);
    }

    void movesInOneSessionMerge()
    {
        Document doc(mCatalog);
        doc.reset(mSample, {});
        const QString id = QStringLiteral("ib-leaf-1");
        const Device before = *doc.design().device(id);
        for (int i = 1; i <= 5; ++i)
            doc.push(new MoveDevice(&doc, id, before.rackId, before.lowestU + i, 7));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().device(id)->lowestU, before.lowestU + 5);
        doc.push(new MoveDevice(&doc, id, before.rackId, before.lowestU + 6, 8)); // a new session
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.design() == mSample);

        // Moving back to where the session started leaves no step at all.
        doc.push(new MoveDevice(&doc, id, before.rackId, before.lowestU + 1, 9));
        doc.push(new MoveDevice(&doc, id, before.rackId, before.lowestU + 2, 9));
        doc.push(new MoveDevice(&doc, id, before.rackId, before.lowestU, 9));
        QVERIFY(doc.design() == mSample);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    // The sets of an event: appended to, walked in the order they were filled, and looked up by
    // id whether small (a scan) or big (a hash built on the first lookup, dropped by an append).
    void idSetsLookUpWhatWasAdded()
    {
        IdSet few{QStringLiteral("b"), QStringLiteral("a")};
        QCOMPARE(few.toList(), (QStringList{QStringLiteral("b"), QStringLiteral("a")}));
        QVERIFY(few.contains(QStringLiteral("a")));
        QVERIFY(!few.contains(QStringLiteral("c")));
        IdSet many;
        std::vector<Link> links(100);
        for (std::size_t i = 0; i < links.size(); ++i)
            links[i].id = QStringLiteral("link-%1").arg(i);
        many.addIdsOf(links);
        QCOMPARE(many.size(), 100);
        QVERIFY(many.contains(QStringLiteral("link-99")));
        QVERIFY(!many.contains(QStringLiteral("link-100")));
        many.add(QStringLiteral("link-100"));
        QVERIFY(many.contains(QStringLiteral("link-100")));
        QCOMPARE(*many.begin(), QStringLiteral("link-0"));
        const IdSet copy = many;
        QVERIFY(copy.contains(QStringLiteral("link-100")));
    }

    // Right after an Undo, an edit the design refuses keeps the step to redo, and one it takes
    // runs once, as it does with nothing to redo: one change event, one new file path for a
    // template (a trial run before the push announced the path three times), and the step the
    // stack records undoes and redoes the whole edit.
    void anEditAfterUndoRunsOnce()
    {
        Document doc(mCatalog);
        const QString path = QStringLiteral("/tmp/a.podcad");
        doc.reset(mSample, path);
        QVERIFY(doc.push(new RemoveObjects(&doc, {QStringLiteral("dgx-02")})));
        doc.undoStack()->undo();
        QVERIFY(!doc.push(new RemoveObjects(&doc, {QStringLiteral("nothing")})));
        QVERIFY(doc.undoStack()->canRedo());
        QVERIFY(doc.design() == mSample);

        QSignalSpy paths(&doc, &Document::filePathChanged);
        QSignalSpy changed(&doc, &Document::changed);
        Design other;
        other.name = QStringLiteral("From a template");
        QVERIFY(doc.push(
            new ReplaceDesign(&doc, other, QStringLiteral("New from Template"), QString())));
        QCOMPARE(paths.size(), 1);
        QCOMPARE(changed.size(), 1);
        QVERIFY(!doc.undoStack()->canRedo());
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.design().name, other.name);
        QVERIFY(doc.filePath().isEmpty());

        doc.undoStack()->undo();
        QVERIFY(doc.design() == mSample);
        QCOMPARE(doc.filePath(), path);
        doc.undoStack()->redo();
        QCOMPARE(doc.design().name, other.name);
        QVERIFY(doc.filePath().isEmpty());
        QCOMPARE(changed.size(), 3);
    }

    void resetClearsHistory()
    {
        Document doc(mCatalog);
        doc.reset(mSample, QStringLiteral("/tmp/a.podcad"));
        doc.push(new RemoveObjects(&doc, {QStringLiteral("dgx-02")}));
        QVERIFY(doc.isModified());
        QSignalSpy modified(&doc, &Document::modifiedChanged);
        QSignalSpy changed(&doc, &Document::changed);
        doc.reset(Design{}, {});
        QVERIFY(!doc.isModified());
        QCOMPARE(modified.size(), 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).value<ChangeEvent>().kind, ChangeEvent::Kind::DesignReplaced);
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(doc.displayName(), QStringLiteral("Untitled"));
    }
};

QTEST_MAIN(TestCommands)
#include "tst_commands.moc"
