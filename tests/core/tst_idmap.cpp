// IdMap: the design's per-kind storage. Checked against std::map, the container it replaced, on
// random operations: same iteration order, same lookups; and the properties the model relies on
// (objects never move while stored, copies are independent).
#include "model/idmap.h"

#include <QRandomGenerator>
#include <QTest>
#include <map>

using namespace podcad;

class TestIdMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesStdMapOnRandomOperations();
    void objectsNeverMove();
    void copiesAreIndependent();
    void erasedSlotsAreReused();
};

namespace {

template<class T> bool sameAs(const IdMap<T> &ours, const std::map<QString, T> &theirs)
{
    if (ours.size() != theirs.size())
        return false;
    auto it = theirs.begin();
    for (const auto &[id, value] : ours) {
        if (id != it->first || value != it->second)
            return false;
        ++it;
    }
    return true;
}

} // namespace

void TestIdMap::matchesStdMapOnRandomOperations()
{
    QRandomGenerator random(13);
    IdMap<int> ours;
    std::map<QString, int> theirs;
    for (int step = 0; step < 20000; ++step) {
        const QString id = QStringLiteral("x-%1").arg(random.bounded(500));
        switch (random.bounded(3)) {
        case 0: {
            const int value = int(random.bounded(1000));
            const bool inserted = ours.insert(id, value) != IdMap<int>::kNoHandle;
            QCOMPARE(inserted, theirs.emplace(id, value).second);
            break;
        }
        case 1:
            QCOMPARE(ours.erase(id), theirs.erase(id) == 1);
            break;
        default:
            if (int *value = ours.find(id)) {
                *value += 1;
                theirs.at(id) += 1;
            } else {
                QVERIFY(!theirs.count(id));
            }
        }
        QCOMPARE(ours.contains(id), theirs.count(id) == 1);
        if (step % 1000 == 0)
            QVERIFY(sameAs(ours, theirs));
    }
    QVERIFY(sameAs(ours, theirs));
    // Backwards too (the scenes' "last device" uses std::prev(end())).
    auto mine = ours.end();
    for (auto it = theirs.rbegin(); it != theirs.rend(); ++it)
        QCOMPARE((--mine)->first, it->first);
}

void TestIdMap::objectsNeverMove()
{
    IdMap<QString> map;
    const auto handle = map.insert(QStringLiteral("m"), QStringLiteral("middle"));
    const QString *first = map.find(QStringLiteral("m"));
    QVERIFY(first);
    // Thousands of inserts before and after it, and erasures around it.
    for (int i = 0; i < 5000; ++i) {
        map.insert(QStringLiteral("a-%1").arg(i), QString::number(i));
        map.insert(QStringLiteral("z-%1").arg(i), QString::number(i));
    }
    for (int i = 0; i < 5000; i += 2)
        map.erase(QStringLiteral("a-%1").arg(i));
    QCOMPARE(map.find(QStringLiteral("m")), first);
    QCOMPARE(*first, QStringLiteral("middle"));
    QCOMPARE(map.handleOf(QStringLiteral("m")), handle);
    QCOMPARE(&map.entry(handle).second, first);
}

void TestIdMap::copiesAreIndependent()
{
    IdMap<int> a;
    for (int i = 0; i < 100; ++i)
        a.insert(QStringLiteral("id-%1").arg(i, 3, 10, QLatin1Char('0')), i);
    IdMap<int> b = a;
    QVERIFY(a == b);
    *b.find(QStringLiteral("id-050")) = -1;
    b.erase(QStringLiteral("id-000"));
    b.insert(QStringLiteral("id-100"), 100);
    QCOMPARE(a.at(QStringLiteral("id-050")), 50);
    QVERIFY(a.contains(QStringLiteral("id-000")));
    QVERIFY(!a.contains(QStringLiteral("id-100")));
    QVERIFY(!(a == b));
    QCOMPARE(b.begin()->first, QStringLiteral("id-001"));
}

void TestIdMap::erasedSlotsAreReused()
{
    // Equality is by id and value, not by slot: a map rebuilt in another order equals the first.
    IdMap<int> forwards, backwards;
    for (int i = 0; i < 50; ++i)
        forwards.insert(QStringLiteral("k%1").arg(i), i);
    for (int i = 49; i >= 0; --i)
        backwards.insert(QStringLiteral("k%1").arg(i), i);
    QVERIFY(forwards == backwards);
    for (int round = 0; round < 3; ++round)
        for (int i = 0; i < 50; i += 3) {
            QVERIFY(forwards.erase(QStringLiteral("k%1").arg(i)));
            QVERIFY(forwards.insert(QStringLiteral("k%1").arg(i), i) != IdMap<int>::kNoHandle);
        }
    QVERIFY(forwards == backwards);
    QCOMPARE(forwards.size(), std::size_t(50));
}

QTEST_APPLESS_MAIN(TestIdMap)
#include "tst_idmap.moc"
