// Every undo command on the bundled sample: redo applies the edit and says so through
// Document::changed, undo gives back exactly the design that was there (operator==), and redo after
// undo gives exactly the edited design again.
#include "testpaths.h"

#include "catalog/catalog.h"
#include "commands/adddevice.h"
#include "commands/addlink.h"
#include "commands/editlink.h"
#include "commands/addrack.h"
#include "commands/editdevice.h"
#include "commands/editrack.h"
#include "commands/movedevice.h"
#include "commands/removelink.h"
#include "commands/removeobjects.h"
#include "document/document.h"
#include "io/designfile.h"

#include <QSignalSpy>
#include <QTest>

#include <functional>
#include <optional>

using namespace podcad;
using MakeCommand = std::function<DocumentCommand *(Document *)>;
Q_DECLARE_METATYPE(MakeCommand)

class TestCommands final : public QObject
{
    Q_OBJECT
    std::optional<Catalog> mCatalog;
    Design mSample;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        mCatalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(mCatalog, qPrintable(error));
        LoadResult loaded = DesignFile::read(test::samplePath(QStringLiteral("basepod-4x-dgx-h100.podcad")));
        QVERIFY(loaded.ok());
        mSample = *loaded.design;
    }

    void undoRestoresExactly_data()
    {
        QTest::addColumn<MakeCommand>("make");
        QTest::addColumn<int>("kind"); // ChangeEvent::Kind of the redo

        QTest::newRow("add device") << MakeCommand([](Document *d) {
            Device dev{QStringLiteral("leaf-9"), QStringLiteral("MQM9700-NS2F"), QStringLiteral("Leaf 9"),
                       Role::Leaf, QStringLiteral("rack-a3"), 40, {}, {}, {}};
            return new AddDevice(d, dev);
        }) << int(ChangeEvent::Kind::DeviceAdded);
        QTest::newRow("remove device with links") << MakeCommand([](Document *d) {
            return new RemoveObjects(d, {QStringLiteral("dgx-01")});
        }) << int(ChangeEvent::Kind::ObjectsRemoved);
        QTest::newRow("remove rack") << MakeCommand([](Document *d) {
            return new RemoveObjects(d, {QStringLiteral("rack-a1")});
        }) << int(ChangeEvent::Kind::ObjectsRemoved);
        QTest::newRow("remove mixed") << MakeCommand([](Document *d) {
            return new RemoveObjects(d, {QStringLiteral("link-001"), QStringLiteral("dgx-01"),
                                         QStringLiteral("rack-a1"), QStringLiteral("ib-leaf-1"),
                                         QStringLiteral("rack-a3")});
        }) << int(ChangeEvent::Kind::ObjectsRemoved);
        QTest::newRow("move device") << MakeCommand([](Document *d) {
            return new MoveDevice(d, QStringLiteral("dgx-01"), QStringLiteral("rack-a4"), 30);
        }) << int(ChangeEvent::Kind::DeviceMoved);
        QTest::newRow("unplace device") << MakeCommand([](Document *d) {
            return new MoveDevice(d, QStringLiteral("dgx-01"), QString(), 0);
        }) << int(ChangeEvent::Kind::DeviceMoved);
        QTest::newRow("edit devices") << MakeCommand([](Document *d) {
            Device a = *d->design().device(QStringLiteral("dgx-01"));
            Device b = *d->design().device(QStringLiteral("dgx-02"));
            a.sku = b.sku = QStringLiteral("DGX-H200");
            a.priceOverrideUsd = 1.0e5;
            b.powerOverrideW = 9000;
            b.role = Role::Other;
            a.name = QStringLiteral("renamed");
            return new EditDevice(d, {a, b}, QStringLiteral("edit"));
        }) << int(ChangeEvent::Kind::DeviceEdited);
        QTest::newRow("add rack") << MakeCommand([](Document *d) {
            return new AddRack(d, Rack{QStringLiteral("rack-b1"), QStringLiteral("RACK-42U"),
                                       QStringLiteral("B1"), QStringLiteral("B"), {0, 2}, 15});
        }) << int(ChangeEvent::Kind::RackAdded);
        QTest::newRow("edit rack") << MakeCommand([](Document *d) {
            Rack r = *d->design().rack(QStringLiteral("rack-a2"));
            r.powerLimitKw = 50;
            r.sku = QStringLiteral("RACK-52U");
            return new EditRack(d, r, QStringLiteral("edit"));
        }) << int(ChangeEvent::Kind::RackEdited);
        QTest::newRow("add link") << MakeCommand([](Document *d) {
            return new AddLink(d, Link{QStringLiteral("link-new"),
                                       {QStringLiteral("dgx-04"), QStringLiteral("ib"), 7},
                                       {QStringLiteral("ib-leaf-2"), QStringLiteral("ib"), 60},
                                       QStringLiteral("FIBER-MPO-3M"), QStringLiteral("compute-ib")});
        }) << int(ChangeEvent::Kind::LinkAdded);
        QTest::newRow("remove link") << MakeCommand([](Document *d) {
            return new RemoveLink(d, QStringLiteral("link-002"));
        }) << int(ChangeEvent::Kind::LinkRemoved);
        QTest::newRow("edit links") << MakeCommand([](Document *d) {
            Link a = *d->design().link(QStringLiteral("link-001"));
            Link b = *d->design().link(QStringLiteral("link-002"));
            a.cableSku = QStringLiteral("AOC-400G");
            b.fabricId = QStringLiteral("storage-eth");
            return new EditLink(d, {a, b}, QStringLiteral("edit"));
        }) << int(ChangeEvent::Kind::LinkEdited);
    }

    void undoRestoresExactly()
    {
        QFETCH(MakeCommand, make);
        QFETCH(int, kind);
        Document doc(&*mCatalog);
        doc.reset(mSample, {});
        QVERIFY(!doc.isModified());
        QSignalSpy changed(&doc, &Document::changed);
        QSignalSpy modified(&doc, &Document::modifiedChanged);

        QString why;
        QVERIFY2(doc.push(make(&doc), &why), qPrintable(why));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(int(changed.at(0).at(0).value<ChangeEvent>().kind), kind);
        QVERIFY(!(doc.design() == mSample));
        QVERIFY(doc.isModified());
        QCOMPARE(modified.size(), 1);
        const Design edited = doc.design();

        doc.undoStack()->undo();
        QVERIFY(doc.design() == mSample);
        QVERIFY(!doc.isModified());
        // The derived indexes must be back too, not only the maps operator== compares.
        QCOMPARE(doc.design().linksOf(QStringLiteral("dgx-01")).size(), mSample.linksOf(QStringLiteral("dgx-01")).size());
        QCOMPARE(doc.design().devicesIn(QStringLiteral("rack-a1")).size(), mSample.devicesIn(QStringLiteral("rack-a1")).size());

        doc.undoStack()->redo();
        QVERIFY(doc.design() == edited);
        QCOMPARE(changed.size(), 3);
    }

    void refusedCommandIsNotRecorded()
    {
        Document doc(&*mCatalog);
        doc.reset(mSample, {});
        QString why;
        Device dup{QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), {}, Role::Compute, {}, 0, {}, {}, {}};
        QVERIFY(!doc.push(new AddDevice(&doc, dup), &why));
        QVERIFY2(why.contains(QStringLiteral("duplicate")), qPrintable(why));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == mSample);
        QVERIFY(!doc.push(new MoveDevice(&doc, QStringLiteral("dgx-01"), QStringLiteral("nope"), 1)));
        QVERIFY(!doc.push(new RemoveObjects(&doc, {QStringLiteral("nothing")})));
        // A link edit may change the cable and fabric, not the ports, and only to a fabric that
        // exists; a refused edit of several links changes none of them.
        Link ok = *doc.design().link(QStringLiteral("link-001"));
        ok.cableSku = QStringLiteral("AOC-400G");
        Link moved = *doc.design().link(QStringLiteral("link-002"));
        moved.b.portIndex = 40;
        QVERIFY(!doc.push(new EditLink(&doc, {ok, moved}, QStringLiteral("edit")), &why));
        QVERIFY2(why.contains(QStringLiteral("ports")), qPrintable(why));
        Link lost = *doc.design().link(QStringLiteral("link-002"));
        lost.fabricId = QStringLiteral("no-such-fabric");
        QVERIFY(!doc.push(new EditLink(&doc, {ok, lost}, QStringLiteral("edit")), &why));
        QVERIFY2(why.contains(QStringLiteral("no-such-fabric")), qPrintable(why));
        QVERIFY(!doc.push(new EditLink(&doc, {*doc.design().link(QStringLiteral("link-001"))}, QStringLiteral("edit"))));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(doc.design() == mSample);
    }

    void movesInOneSessionMerge()
    {
        Document doc(&*mCatalog);
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
    }

    void resetClearsHistory()
    {
        Document doc(&*mCatalog);
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
