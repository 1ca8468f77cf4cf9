// The model's mutators (core/model/design.cpp): every refusal leaves the design untouched, every
// removal returns exactly what an undo command needs to put the design back as it was (==), and
// the derived indexes (linksOf, devicesIn) follow every edit.
#include "model/design.h"
#include "model/textrules.h"

#include <QTest>
#include <functional>

using namespace podcad;

// Data-driven columns: a link to refuse, an edit that must make two designs differ.
Q_DECLARE_METATYPE(podcad::Link)
Q_DECLARE_METATYPE(std::vector<podcad::Link>)
Q_DECLARE_METATYPE(std::function<void(podcad::Design &)>)
// A mutator's call on a design: its result and why.
using Mutation = std::function<bool(podcad::Design &, QString *)>;
Q_DECLARE_METATYPE(Mutation)

namespace {

// A list of ASCII names: QT_NO_CAST_FROM_ASCII rules out QStringList{"a", "b"}.
QStringList names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *s : list)
        out << QString::fromLatin1(s);
    return out;
}

void must(bool ok, const QString &why)
{
    if (!ok)
        qFatal("fixture: %s", qPrintable(why));
}

Rack makeRack(const char *id, double limitKw = 40)
{
    Rack r;
    r.id = QString::fromLatin1(id);
    r.sku = QStringLiteral("RACK-48U");
    r.name = r.id.toUpper();
    r.row = QStringLiteral("A");
    r.powerLimitKw = limitKw;
    return r;
}

Device makeDevice(const char *id, const char *rackId = "", int lowestU = 0, Role role = Role::Other)
{
    Device d;
    d.id = QString::fromLatin1(id);
    d.sku = QStringLiteral("DGX-H100");
    d.name = d.id;
    d.role = role;
    d.rackId = QString::fromLatin1(rackId);
    d.lowestU = lowestU;
    return d;
}

PortRef port(const char *device, const char *group = "ib", int index = 0)
{
    return {QString::fromLatin1(device), QString::fromLatin1(group), index};
}

Link makeLink(const char *id, PortRef a, PortRef b, const char *fabric = "")
{
    Link l;
    l.id = QString::fromLatin1(id);
    l.a = std::move(a);
    l.b = std::move(b);
    l.cableSku = QStringLiteral("FIBER-MPO-10M");
    l.fabricId = QString::fromLatin1(fabric);
    return l;
}

Fabric makeFabric(const char *id, FabricKind kind = FabricKind::Compute)
{
    return {QString::fromLatin1(id), QString::fromLatin1(id).toUpper(), kind,
            QStringLiteral("InfiniBand NDR")};
}

// Two racks, two fabrics, devices placed in each rack and one unplaced, links in both fabrics, one
// without a fabric, and a loop between two ports of one device.
Design sampleDesign()
{
    Design d;
    d.name = QStringLiteral("sample");
    d.assumptions.values[QStringLiteral("pue")] = 1.3;
    QString why;
    must(d.addFabric(makeFabric("fab-a"), &why), why);
    must(d.addFabric(makeFabric("fab-b", FabricKind::Storage), &why), why);
    must(d.addRack(makeRack("r-1"), &why), why);
    must(d.addRack(makeRack("r-2"), &why), why);
    must(d.addDevice(makeDevice("d-1", "r-1", 1, Role::Compute), &why), why);
    must(d.addDevice(makeDevice("d-2", "r-1", 9, Role::Compute), &why), why);
    must(d.addDevice(makeDevice("d-3", "r-2", 1, Role::Leaf), &why), why);
    must(d.addDevice(makeDevice("d-4"), &why), why);
    must(d.addLink(makeLink("l-1", port("d-1"), port("d-3"), "fab-a"), &why), why);
    must(d.addLink(makeLink("l-2", port("d-2"), port("d-3", "ib", 1), "fab-a"), &why), why);
    must(d.addLink(makeLink("l-3", port("d-1", "storage"), port("d-3", "ib", 2), "fab-b"), &why),
         why);
    must(d.addLink(makeLink("l-4", port("d-2", "bmc"), port("d-4", "rj45")), &why), why);
    must(d.addLink(makeLink("l-5", port("d-2", "ib", 1), port("d-2", "ib", 2), "fab-a"), &why),
         why);
    return d;
}

QStringList idsOf(const std::vector<const Link *> &links)
{
    QStringList out;
    for (const Link *l : links)
        out << l->id;
    return out;
}

QStringList idsOf(const std::vector<const Device *> &devices)
{
    QStringList out;
    for (const Device *d : devices)
        out << d->id;
    return out;
}

template<class T> QStringList idsOf(const std::vector<T> &objects)
{
    QStringList out;
    for (const T &o : objects)
        out << o.id;
    return out;
}

// A mutator (an add or an update) called with `value`.
template<class Mutator, class T> Mutation calling(Mutator mutator, const T &value)
{
    return [mutator, value](Design &d, QString *why) { return (d.*mutator)(value, why); };
}

// Adds a valid object of `kind` ("rack", "device", "link", "fabric") with `id` to sampleDesign().
bool addOfKind(Design &d, const QString &kind, const QString &id, QString *why)
{
    if (kind == QLatin1String("rack")) {
        Rack r = makeRack("x");
        r.id = id;
        return d.addRack(r, why);
    }
    if (kind == QLatin1String("device")) {
        Device dev = makeDevice("x", "r-2", 20);
        dev.id = id;
        return d.addDevice(dev, why);
    }
    if (kind == QLatin1String("link")) {
        Link l = makeLink("x", port("d-1", "ib", 5), port("d-4", "ib", 5), "fab-b");
        l.id = id;
        return d.addLink(l, why);
    }
    Fabric f = makeFabric("x", FabricKind::Oob);
    f.id = id;
    return d.addFabric(f, why);
}

void addKindColumn()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : {"rack", "device", "link", "fabric"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

} // namespace

class TestDesign final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureIsConsistent()
    {
        const Design d = sampleDesign();
        QCOMPARE(d.racks().size(), std::size_t(2));
        QCOMPARE(d.devices().size(), std::size_t(4));
        QCOMPARE(d.links().size(), std::size_t(5));
        QCOMPARE(d.fabrics().size(), std::size_t(2));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-1"))), names({"d-1", "d-2"}));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-2"))), names({"d-3"}));
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-2"))), names({"l-2", "l-4", "l-5"}));
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-3"))), names({"l-1", "l-2", "l-3"}));
        QVERIFY(d.devicesIn(QStringLiteral("no-such-rack")).empty());
        QVERIFY(d.linksOf(QStringLiteral("no-such-device")).empty());
    }

    void duplicateIdRefused_data() { addKindColumn(); }
    void duplicateIdRefused()
    {
        QFETCH(QString, kind);
        Design d = sampleDesign();
        QString why;
        QVERIFY2(addOfKind(d, kind, QStringLiteral("dup"), &why), qPrintable(why));
        const Design before = d;
        // The second object differs in content: the refusal must not overwrite the first.
        QVERIFY(!addOfKind(d, kind, QStringLiteral("dup"), &why));
        QVERIFY2(why.contains(QLatin1String("duplicate")), qPrintable(why));
        QVERIFY2(why.contains(QLatin1String("\"dup\"")), qPrintable(why));
        QVERIFY(d == before);
        // Refusing without a `why` is the same refusal.
        QVERIFY(!addOfKind(d, kind, QStringLiteral("dup"), nullptr));
        QVERIFY(d == before);
    }

    void existingIdsRefused()
    {
        // The sample's own objects, added again as they are.
        Design d = sampleDesign();
        const Design before = d;
        QString why;
        QVERIFY(!d.addRack(*before.rack(QStringLiteral("r-1")), &why));
        QVERIFY(!d.addDevice(*before.device(QStringLiteral("d-1")), &why));
        QVERIFY(!d.addLink(*before.link(QStringLiteral("l-1")), &why));
        QVERIFY(!d.addFabric(*before.fabric(QStringLiteral("fab-a")), &why));
        QVERIFY(d == before);
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-1"))), names({"l-1", "l-3"}));
    }

    void idsAreUniquePerKindOnly()
    {
        // One id may name a rack, a device, a link and a fabric at once: lookups are by kind.
        Design d = sampleDesign();
        QString why;
        for (const char *kind : {"rack", "device", "link", "fabric"})
            QVERIFY2(addOfKind(d, QString::fromLatin1(kind), QStringLiteral("shared"), &why),
                     qPrintable(why));
        QVERIFY(d.rack(QStringLiteral("shared")));
        QVERIFY(d.device(QStringLiteral("shared")));
        QVERIFY(d.link(QStringLiteral("shared")));
        QVERIFY(d.fabric(QStringLiteral("shared")));
        QVERIFY(d.idInUse(QStringLiteral("shared")));
    }

    void invalidIdRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("id");
        const QList<QPair<const char *, QString>> ids{
            {"empty", QString()},
            {"space", QStringLiteral("leaf 1")},
            {"leading space", QStringLiteral(" leaf")},
            {"tab", QStringLiteral("leaf\t1")},
            {"newline", QStringLiteral("leaf\n1")},
            {"no-break space", QStringLiteral("leaf\u00a01")},
            {"control", QStringLiteral("leaf\u00011")},
            {"double quote", QStringLiteral("leaf\"1")},
            {"backslash", QStringLiteral("leaf\\1")},
            {"129 chars", QString(129, u'x')},
        };
        for (const char *kind : {"rack", "device", "link", "fabric"})
            for (const auto &[name, id] : ids)
                QTest::newRow(QByteArray(kind).append('/').append(name).constData())
                    << QString::fromLatin1(kind) << id;
    }
    void invalidIdRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QString, id);
        QVERIFY(!isValidId(id));
        Design d = sampleDesign();
        const Design before = d;
        QString why;
        QVERIFY(!addOfKind(d, kind, id, &why));
        QVERIFY2(why.startsWith(QLatin1String("invalid ") + kind + QLatin1String(" id")),
                 qPrintable(why));
        QVERIFY(d == before);
    }

    void validIdAccepted_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("one char") << QStringLiteral("x");
        QTest::newRow("128 chars") << QString(128, u'x');
        QTest::newRow("punctuation") << QStringLiteral("leaf-r3_su2.a/b:c'd");
        QTest::newRow("unicode") << QStringLiteral("Zürich-東京-🚀");
    }
    void validIdAccepted()
    {
        QFETCH(QString, id);
        QVERIFY(isValidId(id));
        Design d = sampleDesign();
        QString why;
        for (const char *kind : {"rack", "device", "link", "fabric"})
            QVERIFY2(addOfKind(d, QString::fromLatin1(kind), id, &why), qPrintable(why));
    }

    void idRuleAgreesWithUnicodeTablesForEveryCodeUnit()
    {
        // isValidId decides ASCII without Qt's Unicode tables: for every UTF-16 code unit it must
        // answer as the tables do (no white space, no control character, no quote, no backslash).
        for (char32_t u = 0; u <= 0xffff; ++u) {
            const QChar c{char16_t(u)};
            const bool expected =
                !(c.isSpace() || c.category() == QChar::Other_Control || c == u'"' || c == u'\\');
            QVERIFY2(isValidId(QStringLiteral("a") + c + QStringLiteral("b")) == expected,
                     qPrintable(QStringLiteral("U+%1").arg(quint32(u), 4, 16, QLatin1Char('0'))));
        }
    }

    void addDeviceRefused_data()
    {
        QTest::addColumn<QString>("rackId");
        QTest::addColumn<int>("lowestU");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown rack")
            << QStringLiteral("r-9") << 1 << QStringLiteral("unknown rack \"r-9\"");
        QTest::newRow("negative U")
            << QStringLiteral("r-1") << -1 << QStringLiteral("negative rack unit");
        QTest::newRow("negative U unplaced")
            << QString() << -3 << QStringLiteral("negative rack unit");
    }
    void addDeviceRefused()
    {
        QFETCH(QString, rackId);
        QFETCH(int, lowestU);
        QFETCH(QString, reason);
        Design d = sampleDesign();
        const Design before = d;
        Device dev = makeDevice("d-new");
        dev.rackId = rackId;
        dev.lowestU = lowestU;
        QString why;
        QVERIFY(!d.addDevice(dev, &why));
        QVERIFY2(why.contains(reason), qPrintable(why));
        QVERIFY(d == before);
        QVERIFY(!d.device(QStringLiteral("d-new")));
        if (!rackId.isEmpty())
            QCOMPARE(idsOf(d.devicesIn(rackId)), idsOf(before.devicesIn(rackId)));
    }

    void addLinkRefused_data()
    {
        QTest::addColumn<Link>("link");
        QTest::addColumn<QString>("reason");
        QTest::newRow("missing device a")
            << makeLink("l-new", port("d-9"), port("d-1", "ib", 7), "fab-a")
            << QStringLiteral("unknown device \"d-9\"");
        QTest::newRow("missing device b")
            << makeLink("l-new", port("d-1", "ib", 7), port("d-9"), "fab-a")
            << QStringLiteral("unknown device \"d-9\"");
        QTest::newRow("empty device") << makeLink("l-new", port("d-1", "ib", 7), port(""))
                                      << QStringLiteral("unknown device \"\"");
        QTest::newRow("unknown fabric")
            << makeLink("l-new", port("d-1", "ib", 7), port("d-3", "ib", 7), "fab-z")
            << QStringLiteral("unknown fabric \"fab-z\"");
        QTest::newRow("same port both ends")
            << makeLink("l-new", port("d-1", "ib", 7), port("d-1", "ib", 7), "fab-a")
            << QStringLiteral("both ends on the same port");
        QTest::newRow("negative port")
            << makeLink("l-new", port("d-1", "ib", -1), port("d-3", "ib", 7), "fab-a")
            << QStringLiteral("negative port index");
    }
    void addLinkRefused()
    {
        QFETCH(Link, link);
        QFETCH(QString, reason);
        Design d = sampleDesign();
        const Design before = d;
        QString why;
        QVERIFY(!d.addLink(link, &why));
        QVERIFY2(why.contains(reason), qPrintable(why));
        QVERIFY(d == before);
        for (const auto &[id, dev] : before.devices())
            QCOMPARE(idsOf(d.linksOf(id)), idsOf(before.linksOf(id)));
        // The same refusals hold for an edit of an existing link.
        link.id = QStringLiteral("l-1");
        QVERIFY(!d.updateLink(link, &why));
        QVERIFY2(why.contains(reason), qPrintable(why));
        QVERIFY(d == before);
        for (const auto &[id, dev] : before.devices())
            QCOMPARE(idsOf(d.linksOf(id)), idsOf(before.linksOf(id)));
    }

    void addLinkAcceptsTwoPortsOfOneDevice()
    {
        // A loopback cable is odd but drawable; only one port at both ends is impossible.
        Design d = sampleDesign();
        QString why;
        QVERIFY2(d.addLink(makeLink("l-new", port("d-4", "ib", 0), port("d-4", "eth", 0)), &why),
                 qPrintable(why));
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-4"))), names({"l-4", "l-new"}));
    }

    void addLinksInAnyOrder()
    {
        // Out of id order, interleaved with links already there, one a loop on one device: the
        // result must be exactly what one addLink per link gives, indexes included.
        const std::vector<Link> batch{
            makeLink("l-9", port("d-4", "ib", 3), port("d-1", "ib", 3), "fab-b"),
            makeLink("l-0", port("d-1", "ib", 4), port("d-3", "ib", 4), "fab-a"),
            makeLink("l-35", port("d-4", "ib", 5), port("d-4", "ib", 6)),
            makeLink("l-25", port("d-2", "ib", 7), port("d-1", "ib", 7), "fab-a"),
        };
        Design bulk = sampleDesign();
        Design single = sampleDesign();
        QString why;
        QVERIFY2(bulk.addLinks(batch, &why), qPrintable(why));
        for (const Link &l : batch)
            QVERIFY2(single.addLink(l, &why), qPrintable(why));
        QVERIFY(bulk == single);
        for (const auto &[id, dev] : single.devices())
            QCOMPARE(idsOf(bulk.linksOf(id)), idsOf(single.linksOf(id)));
        QCOMPARE(idsOf(bulk.linksOf(QStringLiteral("d-1"))),
                 names({"l-0", "l-1", "l-25", "l-3", "l-9"}));
        QCOMPARE(idsOf(bulk.linksOf(QStringLiteral("d-4"))), names({"l-35", "l-4", "l-9"}));
        // Removing a device still removes exactly its links after a bulk add.
        QCOMPARE(idsOf(bulk.removeDevice(QStringLiteral("d-4"))), names({"l-35", "l-4", "l-9"}));
        QCOMPARE(idsOf(bulk.linksOf(QStringLiteral("d-1"))), names({"l-0", "l-1", "l-25", "l-3"}));
    }

    void addLinksAllOrNothing_data()
    {
        QTest::addColumn<std::vector<Link>>("batch");
        QTest::addColumn<QString>("reason");
        const Link good = makeLink("l-7", port("d-1", "ib", 3), port("d-3", "ib", 3), "fab-a");
        QTest::newRow("duplicate inside the batch")
            << std::vector<Link>{good, makeLink("l-7", port("d-2", "ib", 3), port("d-3", "ib", 5))}
            << QStringLiteral("duplicate link id \"l-7\"");
        QTest::newRow("duplicate of an existing link")
            << std::vector<Link>{good, makeLink("l-2", port("d-2", "ib", 3), port("d-3", "ib", 5))}
            << QStringLiteral("duplicate link id \"l-2\"");
        QTest::newRow("unknown device last")
            << std::vector<Link>{good, makeLink("l-8", port("d-2", "ib", 3), port("d-9"))}
            << QStringLiteral("unknown device \"d-9\"");
        QTest::newRow("invalid id")
            << std::vector<Link>{good, makeLink("l 8", port("d-2", "ib", 3), port("d-3", "ib", 5))}
            << QStringLiteral("invalid link id");
    }
    void addLinksAllOrNothing()
    {
        QFETCH(std::vector<Link>, batch);
        QFETCH(QString, reason);
        Design d = sampleDesign();
        const Design before = d;
        QString why;
        QVERIFY(!d.addLinks(batch, &why));
        QVERIFY2(why.contains(reason), qPrintable(why));
        QVERIFY(d == before);
        for (const auto &[id, dev] : before.devices())
            QCOMPARE(idsOf(d.linksOf(id)), idsOf(before.linksOf(id)));
    }

    // What the file reader refuses of a name, SKU or label (too many bytes of UTF-8, a control
    // character), every mutator refuses too: a design never holds text its file could not reopen.
    void textTheReaderRefusesIsRefused_data()
    {
        QTest::addColumn<Mutation>("edit");
        QTest::addColumn<QString>("reason");
        const QString tooLong(kMaxTextBytes + 1, u'x');
        // 2,048 two-byte letters are the limit; one more byte is over it, in fewer characters.
        const QString wideTooLong = QString(kMaxTextBytes / 2, QChar(0x00e9)) + u'!';
        const QString control = QStringLiteral("row") + QChar(0x01) + u'A';
        // Every too long text here is one byte over.
        const auto reason = [](const char *what) {
            return QString::fromLatin1(what) + QStringLiteral(": ") +
                   textTooLongProblem(kMaxTextBytes + 1);
        };
        const Design sample = sampleDesign();
        Rack rackName = *sample.rack(QStringLiteral("r-1")), newRack = makeRack("r-9"),
             rackRow = *sample.rack(QStringLiteral("r-2"));
        rackName.name = tooLong;
        newRack.name = wideTooLong;
        rackRow.row = control;
        Device deviceName = *sample.device(QStringLiteral("d-1")), newDevice = makeDevice("d-9");
        deviceName.name = tooLong;
        newDevice.sku = tooLong;
        Link cable = *sample.link(QStringLiteral("l-1")),
             newLink = makeLink("l-9", port("d-1", "ib", 5), port("d-4", "ib", 5));
        cable.cableSku = tooLong;
        newLink.b.portGroup = tooLong;
        Fabric fabricName = *sample.fabric(QStringLiteral("fab-a")),
               newFabric = makeFabric("fab-9");
        fabricName.name = tooLong;
        newFabric.technology = wideTooLong;
        FacilityElement ups;
        ups.id = QStringLiteral("ups-1");
        ups.kind = FacilityKind::Ups;
        ups.capacityKw = 500;
        ups.name = tooLong;
        QTest::newRow("rack name")
            << calling(&Design::updateRack, rackName) << reason("rack \"r-1\": name");
        QTest::newRow("new rack, multi-byte name")
            << calling(&Design::addRack, newRack) << reason("rack \"r-9\": name");
        QTest::newRow("rack row, control character")
            << calling(&Design::updateRack, rackRow)
            << QStringLiteral("rack \"r-2\": row: ") + controlCharacterProblem(control, 3);
        QTest::newRow("device name")
            << calling(&Design::updateDevice, deviceName) << reason("device \"d-1\": name");
        QTest::newRow("new device sku")
            << calling(&Design::addDevice, newDevice) << reason("device \"d-9\": sku");
        QTest::newRow("link cable")
            << calling(&Design::updateLink, cable) << reason("link \"l-1\": cable_sku");
        QTest::newRow("links, port group")
            << Mutation([=](Design &d, QString *why) { return d.addLinks({newLink}, why); })
            << reason("link \"l-9\": b.port_group");
        QTest::newRow("fabric name")
            << calling(&Design::updateFabric, fabricName) << reason("fabric \"fab-a\": name");
        QTest::newRow("new fabric technology")
            << calling(&Design::addFabric, newFabric) << reason("fabric \"fab-9\": technology");
        QTest::newRow("facility element name") << calling(&Design::addFacilityElement, ups)
                                               << reason("facility element \"ups-1\": name");
    }

    void textTheReaderRefusesIsRefused()
    {
        QFETCH(Mutation, edit);
        QFETCH(QString, reason);
        Design d = sampleDesign();
        const Design before = d;
        QString why;
        QVERIFY(!edit(d, &why));
        QCOMPARE(why, reason);
        QVERIFY(d == before);
    }

    void textAtTheLimitIsKept()
    {
        Design d = sampleDesign();
        Rack r = *d.rack(QStringLiteral("r-1"));
        r.name = QString(kMaxTextBytes, u'x');
        QString why;
        QVERIFY2(d.updateRack(r, &why), qPrintable(why));
        r.name = QString(kMaxTextBytes / 2, QChar(0x00e9)); // two bytes of UTF-8 each
        QVERIFY2(d.updateRack(r, &why), qPrintable(why));
        // Tabs and line breaks are text the reader keeps.
        r.name = QStringLiteral("two\tcolumns\nand lines");
        QVERIFY2(d.updateRack(r, &why), qPrintable(why));
        QCOMPARE(d.rack(QStringLiteral("r-1"))->name, r.name);
    }

    void updateUnknownRefused()
    {
        Design d = sampleDesign();
        const Design before = d;
        QString why;
        QVERIFY(!d.updateRack(makeRack("r-9"), &why));
        QVERIFY(why.contains(QLatin1String("no rack \"r-9\"")));
        QVERIFY(!d.updateDevice(makeDevice("d-9"), &why));
        QVERIFY(why.contains(QLatin1String("no device \"d-9\"")));
        QVERIFY(!d.updateLink(makeLink("l-9", port("d-1"), port("d-2")), &why));
        QVERIFY(why.contains(QLatin1String("no link \"l-9\"")));
        QVERIFY(!d.updateFabric(makeFabric("fab-z"), &why));
        QVERIFY(why.contains(QLatin1String("no fabric \"fab-z\"")));
        QVERIFY(!d.removeLink(QStringLiteral("l-9")));
        QVERIFY(d.removeDevice(QStringLiteral("d-9")).empty());
        QVERIFY(d.removeRack(QStringLiteral("r-9")).empty());
        QVERIFY(d.removeFabric(QStringLiteral("fab-z")).empty());
        QVERIFY(d == before);
    }

    // A feed cycle can only pass through an element already in the design: every fed-from id
    // names an element present, so none lists one not yet added (Design::checkFacilityElement
    // walks upstream for updates only, which keeps a generated plant's additions cheap). Built
    // by hand: utility -> board -> ups; the update that closes the loop is refused, an addition
    // fed from the same chain is not, and after a removal takes "board" out of ups' list, a
    // new "board" fed from ups is no cycle, while ups then fed from it is one.
    void facilityCycleOnlyThroughExistingElements()
    {
        Design d;
        auto element = [](const char *id, FacilityKind kind, std::vector<QString> fedFrom) {
            FacilityElement e;
            e.id = QString::fromLatin1(id);
            e.kind = kind;
            e.name = e.id;
            e.capacityKw = 1000;
            e.fedFrom = std::move(fedFrom);
            return e;
        };
        const QString utility = QStringLiteral("utility"), board = QStringLiteral("board"),
                      ups = QStringLiteral("ups");
        QString why;
        QVERIFY2(d.addFacilityElement(element("utility", FacilityKind::Utility, {}), &why),
                 qPrintable(why));
        QVERIFY2(d.addFacilityElement(element("board", FacilityKind::Switchboard, {utility}), &why),
                 qPrintable(why));
        QVERIFY2(d.addFacilityElement(element("ups", FacilityKind::Ups, {board}), &why),
                 qPrintable(why));
        const QString cycle = QStringLiteral(
            "facility element \"board\" would feed itself through its upstream chain (a cycle)");
        QVERIFY(!d.updateFacilityElement(
            element("board", FacilityKind::Switchboard, {utility, ups}), &why));
        QCOMPARE(why, cycle);
        QVERIFY2(d.addFacilityElement(element("board-2", FacilityKind::Switchboard, {ups}), &why),
                 qPrintable(why));

        const Design::FacilityRemoval removal = d.removeFacilityElement(board);
        QCOMPARE(removal.elements.size(), std::size_t(1)); // ups, which listed it
        QVERIFY(d.facilityElement(ups)->fedFrom.empty());
        QVERIFY2(d.addFacilityElement(element("board", FacilityKind::Switchboard, {ups}), &why),
                 qPrintable(why));
        QVERIFY(!d.updateFacilityElement(element("ups", FacilityKind::Ups, {board}), &why));
        QCOMPARE(why, QStringLiteral("facility element \"ups\" would feed itself through its "
                                     "upstream chain (a cycle)"));
    }

    void removeDeviceRemovesExactlyItsLinks_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<QStringList>("links");
        QTest::newRow("d-1") << QStringLiteral("d-1") << names({"l-1", "l-3"});
        QTest::newRow("d-2 with a loop") << QStringLiteral("d-2") << names({"l-2", "l-4", "l-5"});
        QTest::newRow("d-3") << QStringLiteral("d-3") << names({"l-1", "l-2", "l-3"});
        QTest::newRow("d-4 unplaced") << QStringLiteral("d-4") << names({"l-4"});
    }
    void removeDeviceRemovesExactlyItsLinks()
    {
        QFETCH(QString, device);
        QFETCH(QStringList, links);
        Design d = sampleDesign();
        const Design before = d;
        const Device removedDevice = *d.device(device);

        const std::vector<Link> removed = d.removeDevice(device);
        QCOMPARE(idsOf(removed), links);
        for (const Link &l : removed) {
            QCOMPARE(l, *before.link(l.id)); // returned as they were
            QVERIFY(!d.link(l.id));
        }
        QVERIFY(!d.device(device));
        QCOMPARE(d.links().size(), before.links().size() - removed.size());
        for (const auto &[id, l] : d.links())
            QCOMPARE(l, *before.link(id)); // every other link untouched
        QVERIFY(d.linksOf(device).empty());
        for (const auto &[id, dev] : d.devices())
            for (const Link *l : d.linksOf(id))
                QVERIFY(!links.contains(l->id));
        if (removedDevice.isPlaced())
            QVERIFY(!idsOf(d.devicesIn(removedDevice.rackId)).contains(device));

        // The undo path: the device first, then its links, gives the design back.
        QString why;
        QVERIFY2(d.addDevice(removedDevice, &why), qPrintable(why));
        for (const Link &l : removed)
            QVERIFY2(d.addLink(l, &why), qPrintable(why));
        QVERIFY(d == before);
        for (const auto &[id, dev] : before.devices())
            QCOMPARE(idsOf(d.linksOf(id)), idsOf(before.linksOf(id)));
        for (const auto &[id, rack] : before.racks())
            QCOMPARE(idsOf(d.devicesIn(id)), idsOf(before.devicesIn(id)));
    }

    void removeRackUnplacesItsDevices()
    {
        Design d = sampleDesign();
        const Design before = d;
        const std::vector<Device> returned = d.removeRack(QStringLiteral("r-1"));
        QCOMPARE(idsOf(returned), names({"d-1", "d-2"}));
        for (const Device &dev : returned)
            QCOMPARE(dev, *before.device(dev.id)); // as they were: still placed, same U
        QVERIFY(!d.rack(QStringLiteral("r-1")));
        QVERIFY(d.devicesIn(QStringLiteral("r-1")).empty());
        for (const char *id : {"d-1", "d-2"}) {
            const Device *dev = d.device(QString::fromLatin1(id));
            QVERIFY(dev);
            QVERIFY(!dev->isPlaced());
            QCOMPARE(dev->lowestU, 0);
            Device expected = *before.device(QString::fromLatin1(id));
            expected.rackId.clear();
            expected.lowestU = 0;
            QCOMPARE(*dev, expected); // nothing else changed
        }
        // Other racks, their devices and all links stay as they were.
        QCOMPARE(*d.device(QStringLiteral("d-3")), *before.device(QStringLiteral("d-3")));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-2"))), names({"d-3"}));
        QVERIFY(d.links() == before.links());
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-2"))), names({"l-2", "l-4", "l-5"}));

        // The undo path: the rack, then the devices as returned.
        QString why;
        QVERIFY2(d.addRack(*before.rack(QStringLiteral("r-1")), &why), qPrintable(why));
        for (const Device &dev : returned)
            QVERIFY2(d.updateDevice(dev, &why), qPrintable(why));
        QVERIFY(d == before);
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-1"))), names({"d-1", "d-2"}));
    }

    void removeEmptyRack()
    {
        Design d = sampleDesign();
        QString why;
        QVERIFY2(d.addRack(makeRack("r-empty"), &why), qPrintable(why));
        const Design withRack = d;
        QVERIFY(d.removeRack(QStringLiteral("r-empty")).empty());
        QVERIFY(d == sampleDesign());
        QVERIFY(!(d == withRack));
    }

    void removeFabricClearsLinks()
    {
        Design d = sampleDesign();
        const Design before = d;
        const std::vector<Link> returned = d.removeFabric(QStringLiteral("fab-a"));
        QCOMPARE(idsOf(returned), names({"l-1", "l-2", "l-5"}));
        for (const Link &l : returned) {
            QCOMPARE(l, *before.link(l.id)); // as they were: still naming the fabric
            Link expected = l;
            expected.fabricId.clear();
            QCOMPARE(*d.link(l.id), expected); // the link stays, only its fabric goes
        }
        QVERIFY(!d.fabric(QStringLiteral("fab-a")));
        QCOMPARE(*d.link(QStringLiteral("l-3")), *before.link(QStringLiteral("l-3")));
        QCOMPARE(*d.link(QStringLiteral("l-4")), *before.link(QStringLiteral("l-4")));
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-3"))), names({"l-1", "l-2", "l-3"}));
        // A link can no longer join the removed fabric.
        QString why;
        Link l1 = *before.link(QStringLiteral("l-1"));
        QVERIFY(!d.updateLink(l1, &why));
        QVERIFY2(why.contains(QLatin1String("unknown fabric")), qPrintable(why));

        // The undo path: the fabric, then the links as returned.
        QVERIFY2(d.addFabric(*before.fabric(QStringLiteral("fab-a")), &why), qPrintable(why));
        for (const Link &l : returned)
            QVERIFY2(d.updateLink(l, &why), qPrintable(why));
        QVERIFY(d == before);
    }

    void removeLinkUnindexes()
    {
        Design d = sampleDesign();
        QVERIFY(d.removeLink(QStringLiteral("l-5"))); // the loop: both ends on d-2
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-2"))), names({"l-2", "l-4"}));
        QVERIFY(d.removeLink(QStringLiteral("l-4")));
        QVERIFY(d.linksOf(QStringLiteral("d-4")).empty());
        QVERIFY(!d.removeLink(QStringLiteral("l-4")));
    }

    void updateDeviceMovesBetweenRacks()
    {
        Design d = sampleDesign();
        QString why;
        Device d1 = *d.device(QStringLiteral("d-1"));

        d1.rackId = QStringLiteral("r-2");
        d1.lowestU = 20;
        QVERIFY2(d.updateDevice(d1, &why), qPrintable(why));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-1"))), names({"d-2"}));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-2"))), names({"d-1", "d-3"}));
        QCOMPARE(*d.device(QStringLiteral("d-1")), d1);

        // Unplaced: in no rack.
        d1.rackId.clear();
        d1.lowestU = 0;
        QVERIFY2(d.updateDevice(d1, &why), qPrintable(why));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-1"))), names({"d-2"}));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-2"))), names({"d-3"}));

        // An unplaced device placed.
        Device d4 = *d.device(QStringLiteral("d-4"));
        d4.rackId = QStringLiteral("r-1");
        d4.lowestU = 30;
        QVERIFY2(d.updateDevice(d4, &why), qPrintable(why));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-1"))), names({"d-2", "d-4"}));

        // A move within the rack changes nothing in the index.
        d4.lowestU = 40;
        QVERIFY2(d.updateDevice(d4, &why), qPrintable(why));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-1"))), names({"d-2", "d-4"}));
        QCOMPARE(d.device(QStringLiteral("d-4"))->lowestU, 40);

        // A refused move leaves device and indexes where they were.
        const Design before = d;
        Device bad = d4;
        bad.rackId = QStringLiteral("r-9");
        QVERIFY(!d.updateDevice(bad, &why));
        QVERIFY2(why.contains(QLatin1String("unknown rack \"r-9\"")), qPrintable(why));
        bad = d4;
        bad.rackId = QStringLiteral("r-2");
        bad.lowestU = -2;
        QVERIFY(!d.updateDevice(bad, &why));
        QVERIFY(d == before);
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-1"))), names({"d-2", "d-4"}));
        QCOMPARE(idsOf(d.devicesIn(QStringLiteral("r-2"))), names({"d-3"}));

        // Links do not care where a device stands.
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-1"))), names({"l-1", "l-3"}));
    }

    void updateLinkReindexes_data()
    {
        QTest::addColumn<bool>("moveEndA");
        QTest::newRow("end a") << true;
        QTest::newRow("end b") << false;
    }
    void updateLinkReindexes()
    {
        QFETCH(bool, moveEndA);
        Design d = sampleDesign();
        Link l1 = *d.link(QStringLiteral("l-1")); // d-1 -- d-3
        // Move the end on d-1 (a) or on d-3 (b) to d-4.
        (moveEndA ? l1.a : l1.b) = port("d-4", "ib", 3);
        QString why;
        QVERIFY2(d.updateLink(l1, &why), qPrintable(why));
        QCOMPARE(*d.link(QStringLiteral("l-1")), l1);
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-4"))), names({"l-1", "l-4"}));
        if (moveEndA) {
            QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-1"))), names({"l-3"}));
            QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-3"))), names({"l-1", "l-2", "l-3"}));
        } else {
            QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-1"))), names({"l-1", "l-3"}));
            QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-3"))), names({"l-2", "l-3"}));
        }
        // Removing a device now takes the moved link with it, and only where it now ends.
        const std::vector<Link> removed = d.removeDevice(QStringLiteral("d-4"));
        QCOMPARE(idsOf(removed), names({"l-1", "l-4"}));
        QVERIFY(!d.link(QStringLiteral("l-1")));
    }

    void updateLinkSwapsEnds()
    {
        // Both ends swapped, and a change of port on the same devices: the index stays the same.
        Design d = sampleDesign();
        Link l1 = *d.link(QStringLiteral("l-1"));
        std::swap(l1.a, l1.b);
        l1.b.portIndex = 11;
        QString why;
        QVERIFY2(d.updateLink(l1, &why), qPrintable(why));
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-1"))), names({"l-1", "l-3"}));
        QCOMPARE(idsOf(d.linksOf(QStringLiteral("d-3"))), names({"l-1", "l-2", "l-3"}));
    }

    void uniqueIdAvoidsEveryKind_data() { addKindColumn(); }
    void uniqueIdAvoidsEveryKind()
    {
        QFETCH(QString, kind);
        Design d = sampleDesign();
        QCOMPARE(d.uniqueId(QStringLiteral("p")), QStringLiteral("p-1"));
        QString why;
        QVERIFY2(addOfKind(d, kind, QStringLiteral("p-1"), &why), qPrintable(why));
        QVERIFY(d.idInUse(QStringLiteral("p-1")));
        QCOMPARE(d.uniqueId(QStringLiteral("p")), QStringLiteral("p-2"));
    }

    void uniqueIdTakesSmallestFreeNumber()
    {
        Design d = sampleDesign();
        // The sample holds r-1, r-2 (racks), d-1..d-4 (devices), l-1..l-5 (links).
        QCOMPARE(d.uniqueId(QStringLiteral("r")), QStringLiteral("r-3"));
        QCOMPARE(d.uniqueId(QStringLiteral("d")), QStringLiteral("d-5"));
        QCOMPARE(d.uniqueId(QStringLiteral("l")), QStringLiteral("l-6"));
        QCOMPARE(d.uniqueId(QStringLiteral("fab")), QStringLiteral("fab-1"));
        // Ids of all four kinds in one sequence: each kind blocks its number.
        QString why;
        QVERIFY(addOfKind(d, QStringLiteral("rack"), QStringLiteral("q-1"), &why));
        QVERIFY(addOfKind(d, QStringLiteral("device"), QStringLiteral("q-2"), &why));
        QVERIFY(addOfKind(d, QStringLiteral("link"), QStringLiteral("q-3"), &why));
        QVERIFY(addOfKind(d, QStringLiteral("fabric"), QStringLiteral("q-4"), &why));
        QVERIFY(addOfKind(d, QStringLiteral("rack"), QStringLiteral("q-6"), &why));
        QCOMPARE(d.uniqueId(QStringLiteral("q")), QStringLiteral("q-5"));
        // A gap left by a removal is reused.
        QVERIFY(d.removeLink(QStringLiteral("l-2")));
        QCOMPARE(d.uniqueId(QStringLiteral("l")), QStringLiteral("l-2"));
        d.removeDevice(QStringLiteral("d-1"));
        QCOMPARE(d.uniqueId(QStringLiteral("d")), QStringLiteral("d-1"));
    }

    void equalityCoversEverything_data()
    {
        using Edit = std::function<void(Design &)>;
        QTest::addColumn<Edit>("edit");
        auto row = [](const char *name, Edit edit) { QTest::newRow(name) << edit; };
        auto ok = [](bool b) { must(b, QStringLiteral("edit refused")); };
        row("name", [](Design &d) { d.name += u'x'; });
        row("assumption value",
            [](Design &d) { d.assumptions.values[QStringLiteral("pue")] = 1.31; });
        row("assumption added",
            [](Design &d) { d.assumptions.values[QStringLiteral("years")] = 5; });
        row("assumption removed", [](Design &d) { d.assumptions.values.clear(); });
        row("rack added", [ok](Design &d) { ok(d.addRack(makeRack("r-3"))); });
        row("rack power limit", [ok](Design &d) { ok(d.updateRack(makeRack("r-1", 41))); });
        row("rack position", [ok](Design &d) {
            Rack r = *d.rack(QStringLiteral("r-2"));
            r.floorPositionM = QPointF(0, 0.01);
            ok(d.updateRack(r));
        });
        row("device added", [ok](Design &d) { ok(d.addDevice(makeDevice("d-5"))); });
        row("device U", [ok](Design &d) {
            Device dev = *d.device(QStringLiteral("d-1"));
            dev.lowestU = 2;
            ok(d.updateDevice(dev));
        });
        row("device role", [ok](Design &d) {
            Device dev = *d.device(QStringLiteral("d-3"));
            dev.role = Role::Spine;
            ok(d.updateDevice(dev));
        });
        row("device canvas position", [ok](Design &d) {
            Device dev = *d.device(QStringLiteral("d-4"));
            dev.canvasPosition = QPointF(10, 0);
            ok(d.updateDevice(dev));
        });
        row("device price override", [ok](Design &d) {
            Device dev = *d.device(QStringLiteral("d-4"));
            dev.priceOverrideUsd = 0.0; // set to zero differs from unset
            ok(d.updateDevice(dev));
        });
        row("device power override", [ok](Design &d) {
            Device dev = *d.device(QStringLiteral("d-4"));
            dev.powerOverrideW = 9000;
            ok(d.updateDevice(dev));
        });
        row("link added",
            [ok](Design &d) { ok(d.addLink(makeLink("l-6", port("d-1", "ib", 6), port("d-4")))); });
        row("link removed", [ok](Design &d) { ok(d.removeLink(QStringLiteral("l-4"))); });
        row("link cable", [ok](Design &d) {
            Link l = *d.link(QStringLiteral("l-1"));
            l.cableSku = QStringLiteral("DAC-1M");
            ok(d.updateLink(l));
        });
        row("link port index", [ok](Design &d) {
            Link l = *d.link(QStringLiteral("l-1"));
            l.b.portIndex = 9;
            ok(d.updateLink(l));
        });
        row("link port group", [ok](Design &d) {
            Link l = *d.link(QStringLiteral("l-1"));
            l.a.portGroup = QStringLiteral("storage");
            ok(d.updateLink(l));
        });
        row("link fabric", [ok](Design &d) {
            Link l = *d.link(QStringLiteral("l-1"));
            l.fabricId = QStringLiteral("fab-b");
            ok(d.updateLink(l));
        });
        row("fabric added", [ok](Design &d) { ok(d.addFabric(makeFabric("fab-c"))); });
        row("fabric kind", [ok](Design &d) {
            Fabric f = *d.fabric(QStringLiteral("fab-b"));
            f.kind = FabricKind::Inband;
            ok(d.updateFabric(f));
        });
        row("fabric technology", [ok](Design &d) {
            Fabric f = *d.fabric(QStringLiteral("fab-b"));
            f.technology = QStringLiteral("Ethernet 400G");
            ok(d.updateFabric(f));
        });
    }
    void equalityCoversEverything()
    {
        using Edit = std::function<void(Design &)>;
        QFETCH(Edit, edit);
        const Design before = sampleDesign();
        Design d = before;
        QVERIFY(d == before);
        edit(d);
        QVERIFY(!(d == before));
        QVERIFY(!(before == d));
    }

    void equalityIgnoresHistory()
    {
        // Built in another order, through edits that were undone: the same design.
        Design d;
        QString why;
        must(d.addRack(makeRack("r-2"), &why), why);
        must(d.addRack(makeRack("r-1"), &why), why);
        must(d.addFabric(makeFabric("fab-b", FabricKind::Storage), &why), why);
        must(d.addFabric(makeFabric("fab-a"), &why), why);
        must(d.addDevice(makeDevice("d-4", "r-1", 40), &why), why);
        must(d.addDevice(makeDevice("d-3", "r-2", 1, Role::Leaf), &why), why);
        must(d.addDevice(makeDevice("d-2", "r-2", 9, Role::Compute), &why), why);
        must(d.addDevice(makeDevice("d-1", "r-1", 1, Role::Compute), &why), why);
        must(d.addLink(makeLink("l-5", port("d-2", "ib", 1), port("d-2", "ib", 2), "fab-a"), &why),
             why);
        must(d.addLink(makeLink("l-4", port("d-2", "bmc"), port("d-4", "rj45")), &why), why);
        must(
            d.addLink(makeLink("l-3", port("d-1", "storage"), port("d-3", "ib", 2), "fab-b"), &why),
            why);
        must(d.addLink(makeLink("l-2", port("d-2"), port("d-1", "ib", 1), "fab-a"), &why), why);
        must(d.addLink(makeLink("l-1", port("d-1"), port("d-3"), "fab-a"), &why), why);
        must(d.addLink(makeLink("l-9", port("d-1"), port("d-4")), &why), why);
        must(d.removeLink(QStringLiteral("l-9")), why);
        Device d2 = *d.device(QStringLiteral("d-2"));
        d2.rackId = QStringLiteral("r-1");
        must(d.updateDevice(d2, &why), why);
        Device d4 = *d.device(QStringLiteral("d-4"));
        d4.rackId.clear();
        d4.lowestU = 0;
        must(d.updateDevice(d4, &why), why);
        Link l2 = *d.link(QStringLiteral("l-2"));
        l2.b = port("d-3", "ib", 1);
        must(d.updateLink(l2, &why), why);
        d.name = QStringLiteral("sample");
        d.assumptions.values[QStringLiteral("pue")] = 1.3;

        const Design sample = sampleDesign();
        QVERIFY(d == sample);
        // The indexes agree too, though they are not compared.
        for (const auto &[id, dev] : sample.devices())
            QCOMPARE(idsOf(d.linksOf(id)), idsOf(sample.linksOf(id)));
        for (const auto &[id, rack] : sample.racks())
            QCOMPARE(idsOf(d.devicesIn(id)), idsOf(sample.devicesIn(id)));
    }

    void copiesAreIndependent()
    {
        // The GUI hands a copy to the analysis thread; edits to one must not show in the other.
        Design d = sampleDesign();
        const Design copy = d;
        d.removeDevice(QStringLiteral("d-3"));
        d.removeRack(QStringLiteral("r-1"));
        QCOMPARE(copy.devices().size(), std::size_t(4));
        QCOMPARE(idsOf(copy.linksOf(QStringLiteral("d-3"))), names({"l-1", "l-2", "l-3"}));
        QCOMPARE(idsOf(copy.devicesIn(QStringLiteral("r-1"))), names({"d-1", "d-2"}));
        QVERIFY(copy == sampleDesign());
    }
};

QTEST_GUILESS_MAIN(TestDesign)
#include "tst_design.moc"
