// The analysis panels are views on item models that hear of an edit only what it changed: a new
// Analysis with one rack's power changed is one dataChanged of that row, a rack gone is one
// rowsRemoved, never a reset. On a synthetic 10,000-rack analysis, with the timings of the first
// show and of one update printed (not asserted). Also the problems, fabrics and totals models, the
// activation signals of the panels and the catalog palette's model and filter.
#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "panels/catalogmodel.h"
#include "panels/catalogpalette.h"
#include "panels/fabricspanel.h"
#include "panels/problemslist.h"
#include "panels/problemsmodel.h"
#include "panels/racksmodel.h"
#include "panels/rackstable.h"
#include "panels/totalsmodel.h"
#include "panels/totalspanel.h"
#include "testpaths.h"
#include "widgets/skumime.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace podcad;

namespace {

RackReport rack(int i)
{
    RackReport r;
    r.rackId = QStringLiteral("rack-%1").arg(i, 5, 10, QLatin1Char('0'));
    r.name = QStringLiteral("R%1").arg(i);
    r.sku = QStringLiteral("RACK-48U");
    r.heightU = 48;
    r.usedU = i % 48;
    r.deviceCount = i % 7;
    r.maxKw = 10 + (i % 29);
    r.typicalKw = r.maxKw * 0.7;
    r.powerLimitKw = 40;
    r.heatBtuPerHr = r.maxKw * 3412.14;
    r.coolingMethod = QStringLiteral("air");
    r.weightKg = 400 + i % 500;
    r.maxLoadKg = 1500;
    return r;
}

Analysis manyRacks(int count)
{
    Analysis a;
    a.racks.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i)
        a.racks.push_back(rack(i));
    a.totals.racks = count;
    return a;
}

Problem problem(Severity severity, const QString &code, const QString &object,
                const QString &message)
{
    Problem p;
    p.severity = severity;
    p.code = code;
    p.objectId = object;
    p.message = message;
    return p;
}

FabricSummary fabric(const QString &id, const QString &name, int endpoints,
                     std::int64_t bisectionMbps)
{
    FabricSummary f;
    f.id = id;
    f.name = name;
    f.technology = QStringLiteral("InfiniBand NDR400");
    f.endpoints = endpoints;
    f.figures.computed = true;
    f.figures.bisection.valid = true;
    f.figures.bisection.fullMbps = std::int64_t(endpoints) * 200000;
    f.figures.bisection.bisectionMbps = bisectionMbps;
    f.figures.bisection.ratio = double(bisectionMbps) / double(f.figures.bisection.fullMbps);
    f.figures.bisection.method = QStringLiteral("leaf group");
    f.figures.reachability.diameterHops = 4;
    f.figures.reachability.averageHops = 3.5;
    return f;
}

// Every structural or content signal of a model, counted.
struct Spies final
{
    explicit Spies(QAbstractItemModel *m)
        : dataChanged(m, &QAbstractItemModel::dataChanged)
        , reset(m, &QAbstractItemModel::modelReset)
        , inserted(m, &QAbstractItemModel::rowsInserted)
        , removed(m, &QAbstractItemModel::rowsRemoved)
        , moved(m, &QAbstractItemModel::rowsMoved)
        , layout(m, &QAbstractItemModel::layoutChanged)
    {}
    void clear()
    {
        for (QSignalSpy *s : {&dataChanged, &reset, &inserted, &removed, &moved, &layout})
            s->clear();
    }
    int structural() const
    {
        return int(reset.size() + inserted.size() + removed.size() + moved.size() + layout.size());
    }

    QSignalSpy dataChanged, reset, inserted, removed, moved, layout;
};

QStringList columnTexts(const QAbstractItemModel &m, int column)
{
    QStringList texts;
    for (int r = 0; r < m.rowCount(); ++r)
        texts << m.index(r, column).data().toString();
    return texts;
}

} // namespace

class TestPanelModels final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void tenThousandRacksUpdateByTheRow()
    {
        constexpr int kRacks = 10000;
        RacksTable table;
        table.resize(1200, 500);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        RacksModel *model = table.model();
        // No QAbstractItemModelTester here: it walks the model on each signal and would be what
        // the timings measure (keyedUpdatesFollowAnyEdit runs it).
        Spies spies(model);

        Analysis a = manyRacks(kRacks);
        QElapsedTimer clock;
        clock.start();
        table.showAnalysis(a);
        const qint64 firstShowNs = clock.nsecsElapsed();
        table.viewport()->repaint();
        const qint64 firstPaintNs = clock.nsecsElapsed();
        QCOMPARE(model->rowCount(), kRacks);
        // The first show of an empty panel: one insertion of every row.
        QCOMPARE(spies.inserted.size(), 1);
        QCOMPARE(spies.inserted[0][1].toInt(), 0);
        QCOMPARE(spies.inserted[0][2].toInt(), kRacks - 1);
        QCOMPARE(spies.reset.size(), 0);
        QCOMPARE(model->index(17, RacksModel::Rack).data().toString(), QStringLiteral("R17"));
        QCOMPARE(model->index(17, RacksModel::MaxKw).data().toString(), QStringLiteral("27.0"));
        QCOMPARE(model->index(17, RacksModel::Rack).data(Qt::UserRole).toString(),
                 QStringLiteral("rack-00017"));

        // Columns: sized by the panel, movable by the person; rows all one height.
        QCOMPARE(table.horizontalHeader()->sectionResizeMode(0), QHeaderView::Interactive);
        QVERIFY(table.horizontalHeader()->stretchLastSection());
        QCOMPARE(table.verticalHeader()->sectionResizeMode(0), QHeaderView::Fixed);

        // One rack's power over the limit.
        const int row = 4321;
        spies.clear();
        a.racks[row].maxKw = 44.5;
        a.racks[row].overPower = true;
        clock.restart();
        table.showAnalysis(a);
        const qint64 updateNs = clock.nsecsElapsed();
        table.viewport()->repaint();
        const qint64 updatePaintNs = clock.nsecsElapsed();
        QCOMPARE(spies.structural(), 0);
        QCOMPARE(spies.dataChanged.size(), 1);
        const auto topLeft = spies.dataChanged[0][0].value<QModelIndex>();
        const auto bottomRight = spies.dataChanged[0][1].value<QModelIndex>();
        QCOMPARE(topLeft.row(), row);
        QCOMPARE(bottomRight.row(), row);
        QCOMPARE(topLeft.column(), 0);
        QCOMPARE(bottomRight.column(), RacksModel::ColumnCount - 1);
        QCOMPARE(model->index(row, RacksModel::MaxKw).data().toString(), QStringLiteral("44.5"));
        QCOMPARE(
            model->index(row, RacksModel::MaxKw).data(Qt::BackgroundRole).value<QBrush>().color(),
            RacksModel::overColor());
        QCOMPARE(model->index(row, RacksModel::Status).data().toString(),
                 QStringLiteral("over power"));
        QCOMPARE(
            model->index(row, RacksModel::MaxKw).data(Qt::TextAlignmentRole).value<Qt::Alignment>(),
            Qt::AlignRight | Qt::AlignVCenter);
        // 37 of 40 kW: near the limit.
        QCOMPARE(model->index(27, RacksModel::MaxKw).data().toString(), QStringLiteral("37.0"));
        QCOMPARE(
            model->index(27, RacksModel::MaxKw).data(Qt::BackgroundRole).value<QBrush>().color(),
            RacksModel::nearColor());
        QVERIFY(!model->index(26, RacksModel::MaxKw).data(Qt::BackgroundRole).isValid());

        qInfo("10,000 racks: first show %.2f ms (%.2f ms with the first paint); one rack changed: "
              "update %.2f ms (%.2f ms with the repaint)",
              double(firstShowNs) / 1e6, double(firstPaintNs) / 1e6, double(updateNs) / 1e6,
              double(updatePaintNs) / 1e6);

        // Five more edits of one rack each (the first update above may pay for warming up).
        qint64 slowestNs = 0;
        for (int k = 0; k < 5; ++k) {
            a.racks[std::size_t(5000 + 7 * k)].maxKw += 1;
            spies.clear();
            clock.restart();
            table.showAnalysis(a);
            slowestNs = std::max(slowestNs, clock.nsecsElapsed());
            QCOMPARE(spies.dataChanged.size(), 1);
            QCOMPARE(spies.dataChanged[0][0].value<QModelIndex>().row(), 5000 + 7 * k);
        }
        qInfo("10,000 racks: five more one-rack updates, the slowest %.2f ms",
              double(slowestNs) / 1e6);
        spies.clear();
        // The same analysis again: nothing to tell.
        spies.clear();
        table.showAnalysis(a);
        QCOMPARE(spies.structural(), 0);
        QCOMPARE(spies.dataChanged.size(), 0);

        // A figure no column shows: nothing either.
        a.racks[row].typicalKw += 1;
        table.showAnalysis(a);
        QCOMPARE(spies.dataChanged.size(), 0);

        // Two neighbours and one far away: one range per run.
        a.racks[100].weightKg += 5;
        a.racks[101].weightKg += 5;
        a.racks[9000].coolingMethod = QStringLiteral("liquid");
        table.showAnalysis(a);
        QCOMPARE(spies.structural(), 0);
        QCOMPARE(spies.dataChanged.size(), 2);
        QCOMPARE(spies.dataChanged[0][0].value<QModelIndex>().row(), 100);
        QCOMPARE(spies.dataChanged[0][1].value<QModelIndex>().row(), 101);
        QCOMPARE(spies.dataChanged[1][0].value<QModelIndex>().row(), 9000);
        QCOMPARE(spies.dataChanged[1][1].value<QModelIndex>().row(), 9000);
        QCOMPARE(model->index(9000, RacksModel::Cooling).data().toString(),
                 QStringLiteral("liquid"));

        // A rack removed: one rowsRemoved of its row.
        spies.clear();
        const int gone = 1234;
        const QString goneId = a.racks[gone].rackId;
        a.racks.erase(a.racks.begin() + gone);
        clock.restart();
        table.showAnalysis(a);
        const qint64 removeNs = clock.nsecsElapsed();
        QCOMPARE(spies.removed.size(), 1);
        QCOMPARE(spies.removed[0][1].toInt(), gone);
        QCOMPARE(spies.removed[0][2].toInt(), gone);
        QCOMPARE(spies.inserted.size() + spies.reset.size() + spies.layout.size(), 0);
        QCOMPARE(spies.dataChanged.size(), 0);
        QCOMPARE(model->rowCount(), kRacks - 1);
        QCOMPARE(model->index(gone, 0).data(Qt::UserRole).toString(), a.racks[gone].rackId);
        QCOMPARE(model->rowOfKey(goneId), -1);

        // And back: one rowsInserted there.
        spies.clear();
        a.racks.insert(a.racks.begin() + gone, rack(gone));
        table.showAnalysis(a);
        QCOMPARE(spies.inserted.size(), 1);
        QCOMPARE(spies.inserted[0][1].toInt(), gone);
        QCOMPARE(spies.inserted[0][2].toInt(), gone);
        QCOMPARE(spies.removed.size() + spies.reset.size() + spies.layout.size(), 0);
        QCOMPARE(spies.dataChanged.size(), 0);
        QCOMPARE(model->rowCount(), kRacks);
        qInfo("10,000 racks: one rack removed: update %.2f ms", double(removeNs) / 1e6);

        // Double-clicking a row asks to show its rack.
        QSignalSpy activated(&table, &RacksTable::rackActivated);
        QCoreApplication::processEvents(); // the scroll bars learn the row count
        table.scrollTo(model->index(row, 0));
        const QPoint at = table.visualRect(model->index(row, RacksModel::Model)).center();
        QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(activated.size(), 0); // a single click only selects
        QTest::mouseDClick(table.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated[0][0].toString(), a.racks[row].rackId);
    }

    // The Racks columns follow their texts: a long word in one rack of a thousand (which a
    // sample of rows misses) widens its column on the first show; a longer one that an edit
    // brings widens it again; a column the person resized keeps their width; the edit of one
    // rack never narrows a column.
    void racksColumnsFollowTheirTexts()
    {
        RacksTable table;
        table.resize(1200, 300);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QHeaderView *header = table.horizontalHeader();
        auto needs = [&](int row, int column) {
            return table.sizeHintForIndex(table.model()->index(row, column)).width();
        };
        Analysis a = manyRacks(1000);
        a.racks[517].coolingMethod = QStringLiteral("rear-door heat exchanger");
        table.showAnalysis(a);
        QVERIFY(header->sectionSize(RacksModel::Cooling) >= needs(517, RacksModel::Cooling));
        const int narrow = header->sectionSize(RacksModel::Cooling);

        a.racks[733].coolingMethod = QStringLiteral("direct-to-chip liquid, rear-door assist");
        table.showAnalysis(a);
        QVERIFY(header->sectionSize(RacksModel::Cooling) >= needs(733, RacksModel::Cooling));
        QVERIFY(header->sectionSize(RacksModel::Cooling) > narrow);
        // A heavier rack: five digits of weight.
        a.racks[12].weightKg = 12345;
        table.showAnalysis(a);
        QVERIFY(header->sectionSize(RacksModel::Weight) >= needs(12, RacksModel::Weight));

        // Back to a short word: the column stays (an edit does not make the columns jump).
        const int wide = header->sectionSize(RacksModel::Cooling);
        a.racks[733].coolingMethod = QStringLiteral("air");
        table.showAnalysis(a);
        QCOMPARE(header->sectionSize(RacksModel::Cooling), wide);

        // Dragged narrower by the person: theirs, whatever comes.
        header->resizeSection(RacksModel::Cooling, 60);
        a.racks[900].coolingMethod = QStringLiteral("two-phase immersion, facility water loop");
        table.showAnalysis(a);
        QCOMPARE(header->sectionSize(RacksModel::Cooling), 60);
        QCOMPARE(table.model()->longestRow(RacksModel::Cooling), 900);
        QCOMPARE(table.model()->longestRow(RacksModel::MaxKw), -1);
    }

    // Random edits of a list, reorderings included: the model ends up showing exactly the new
    // list, through signals that QAbstractItemModelTester finds consistent.
    void keyedUpdatesFollowAnyEdit()
    {
        RacksModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        Spies spies(&model);
        QRandomGenerator random(20261123);
        std::vector<int> ids;
        for (int round = 0; round < 300; ++round) {
            // Some go, some come, a few change figures, sometimes two swap places.
            std::vector<int> next;
            for (int id : ids)
                if (random.bounded(10) != 0)
                    next.push_back(id);
            for (int k = random.bounded(4); k > 0; --k) {
                const int id = 1000 + random.bounded(200);
                if (std::find(next.begin(), next.end(), id) == next.end())
                    next.insert(next.begin() + random.bounded(int(next.size()) + 1), id);
            }
            if (next.size() > 2 && random.bounded(4) == 0)
                std::swap(next[random.bounded(int(next.size()))],
                          next[random.bounded(int(next.size()))]);
            Analysis a;
            for (int id : next) {
                a.racks.push_back(rack(id));
                if (random.bounded(8) == 0)
                    a.racks.back().maxKw += 1;
            }
            spies.clear();
            model.showAnalysis(a);
            ids = next;
            QCOMPARE(model.rowCount(), int(a.racks.size()));
            for (int r = 0; r < model.rowCount(); ++r) {
                QCOMPARE(model.index(r, 0).data(Qt::UserRole).toString(),
                         a.racks[std::size_t(r)].rackId);
                QCOMPARE(model.index(r, RacksModel::MaxKw).data().toString(),
                         QLocale().toString(a.racks[std::size_t(r)].maxKw, 'f', 1));
            }
            QCOMPARE(spies.reset.size(), 0); // small edits never reset
        }

        // Every other rack gone: past kMaxRuns separate removals, one reset is cheaper.
        Analysis many = manyRacks(1000);
        model.showAnalysis(many);
        Analysis half;
        for (std::size_t i = 0; i < many.racks.size(); i += 2)
            half.racks.push_back(many.racks[i]);
        spies.clear();
        model.showAnalysis(half);
        QCOMPARE(spies.reset.size(), 1);
        QCOMPARE(spies.removed.size() + spies.inserted.size() + spies.dataChanged.size(), 0);
        QCOMPARE(model.rowCount(), 500);
        QCOMPARE(model.index(499, 0).data(Qt::UserRole).toString(), many.racks[998].rackId);
        // Fewer runs than that: removals, no reset.
        half.racks.erase(half.racks.begin() + 10,
                         half.racks.begin() + 10 + RacksModel::kMaxRuns / 2);
        spies.clear();
        model.showAnalysis(half);
        QCOMPARE(spies.reset.size(), 0);
        QCOMPARE(spies.removed.size(), 1);
        QCOMPARE(spies.removed[0][1].toInt(), 10);
        QCOMPARE(spies.removed[0][2].toInt(), 10 + RacksModel::kMaxRuns / 2 - 1);
    }

    void problemsUpdateByTheRowAndActivate()
    {
        ProblemsList list;
        list.resize(900, 400);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        ProblemsModel *model = list.model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(list.header()->sectionResizeMode(0), QHeaderView::Interactive);
        QVERIFY(list.uniformRowHeights());

        Analysis a;
        a.problems.push_back(problem(Severity::Error, QStringLiteral("rack-over-power"),
                                     QStringLiteral("rack-a1"),
                                     QStringLiteral("rack-a1 draws 45 kW of 40 kW")));
        for (int i = 0; i < 2000; ++i)
            a.problems.push_back(problem(Severity::Warning, QStringLiteral("empty-rack"),
                                         QStringLiteral("rack-%1").arg(i, 4, 10, QLatin1Char('0')),
                                         QStringLiteral("rack-%1 holds nothing").arg(i)));
        a.problems.push_back(problem(Severity::Info, QStringLiteral("no-storage"), QString(),
                                     QStringLiteral("The design has no storage")));
        list.showAnalysis(a);
        QCOMPARE(model->rowCount(), 2002);
        QCOMPARE(model->index(0, ProblemsModel::SeverityColumn).data().toString(),
                 QStringLiteral("error"));
        QCOMPARE(model->index(0, ProblemsModel::Code).data().toString(),
                 QStringLiteral("rack-over-power"));
        QCOMPARE(model->index(0, ProblemsModel::Object).data().toString(),
                 QStringLiteral("rack-a1"));
        QCOMPARE(model->index(0, ProblemsModel::Message).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("rack-a1 draws 45 kW of 40 kW"));
        QVERIFY(!model->index(0, ProblemsModel::SeverityColumn)
                     .data(Qt::DecorationRole)
                     .value<QIcon>()
                     .isNull());
        QVERIFY(!model->index(2001, ProblemsModel::SeverityColumn)
                     .data(Qt::DecorationRole)
                     .value<QIcon>()
                     .isNull());

        Spies spies(model);
        list.showAnalysis(a);
        QCOMPARE(spies.structural() + int(spies.dataChanged.size()), 0);

        // One problem solved: one rowsRemoved of its row.
        a.problems.erase(a.problems.begin() + 500);
        list.showAnalysis(a);
        QCOMPARE(spies.removed.size(), 1);
        QCOMPARE(spies.removed[0][1].toInt(), 500);
        QCOMPARE(spies.removed[0][2].toInt(), 500);
        QCOMPARE(spies.inserted.size() + spies.reset.size() + spies.dataChanged.size(), 0);

        // A new one: one rowsInserted. A changed message is a problem gone and another come.
        spies.clear();
        a.problems.insert(a.problems.begin() + 1,
                          problem(Severity::Error, QStringLiteral("u-collision"),
                                  QStringLiteral("dev-9"), QStringLiteral("dev-9 overlaps")));
        list.showAnalysis(a);
        QCOMPARE(spies.inserted.size(), 1);
        QCOMPARE(spies.inserted[0][1].toInt(), 1);
        QCOMPARE(spies.removed.size() + spies.reset.size() + spies.dataChanged.size(), 0);
        QCOMPARE(model->index(1, ProblemsModel::Object).data().toString(), QStringLiteral("dev-9"));
        spies.clear();
        a.problems[0].message = QStringLiteral("rack-a1 draws 46 kW of 40 kW");
        list.showAnalysis(a);
        QCOMPARE(spies.removed.size(), 1);
        QCOMPARE(spies.inserted.size(), 1);
        QCOMPARE(spies.reset.size(), 0);
        QCOMPARE(model->index(0, ProblemsModel::Message).data().toString(), a.problems[0].message);

        // A click on a problem asks to go to its object; on a design-wide one it does not.
        QSignalSpy activated(&list, &ProblemsList::objectActivated);
        const QModelIndex dev9 = model->index(1, ProblemsModel::Message);
        QTest::mouseClick(list.viewport(), Qt::LeftButton, {}, list.visualRect(dev9).center());
        // Once for the click, and once more where the style activates items on a single click.
        QVERIFY(!activated.isEmpty());
        for (const QList<QVariant> &args : activated)
            QCOMPARE(args[0].toString(), QStringLiteral("dev-9"));
        const QModelIndex designWide = model->index(model->rowCount() - 1, ProblemsModel::Code);
        QVERIFY(model->index(designWide.row(), ProblemsModel::Object).data().toString().isEmpty());
        activated.clear();
        list.scrollTo(designWide);
        QTest::mouseClick(list.viewport(), Qt::LeftButton, {},
                          list.visualRect(designWide).center());
        QCOMPARE(activated.size(), 0);
        // Enter on the current problem too.
        activated.clear();
        list.setFocus();
        list.setCurrentIndex(model->index(0, 0));
        QTest::keyClick(&list, Qt::Key_Return);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated[0][0].toString(), QStringLiteral("rack-a1"));
    }

    void fabricsUpdateByTheRow()
    {
        FabricsPanel panel;
        panel.resize(900, 200);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        FabricsModel *model = panel.model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);

        Analysis a;
        a.fabrics = {
            fabric(QStringLiteral("compute-ib"), QStringLiteral("Compute fabric"), 256, 51200000),
            fabric(QStringLiteral("mgmt"), QString(), 300, 60000000),
            fabric(QStringLiteral("storage"), QStringLiteral("Storage fabric"), 64, 12800000)};
        panel.showAnalysis(a);
        QCOMPARE(columnTexts(*model, FabricsPanel::Fabric),
                 (QStringList{QStringLiteral("Compute fabric"), QStringLiteral("mgmt"),
                              QStringLiteral("Storage fabric")}));
        QCOMPARE(model->index(0, FabricsPanel::Bisection).data().toString(),
                 QStringLiteral("51,200 of 51,200"));
        QCOMPARE(model->index(0, FabricsPanel::Ratio).data().toString(), QStringLiteral("1.00"));
        QVERIFY(
            model->index(2, FabricsPanel::Ratio).data(Qt::ForegroundRole).value<QBrush>().color() !=
            FabricsPanel::blockingColor());
        QCOMPARE(model->index(0, FabricsPanel::Fabric).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("compute-ib (InfiniBand NDR400)"));
        QVERIFY(!model->headerData(FabricsPanel::Ratio, Qt::Horizontal, Qt::ToolTipRole)
                     .toString()
                     .isEmpty());

        // The storage fabric's bisection halves: one dataChanged of its row, now blocking.
        Spies spies(model);
        a.fabrics[2].figures.bisection.bisectionMbps /= 2;
        a.fabrics[2].figures.bisection.ratio /= 2;
        panel.showAnalysis(a);
        QCOMPARE(spies.structural(), 0);
        QCOMPARE(spies.dataChanged.size(), 1);
        QCOMPARE(spies.dataChanged[0][0].value<QModelIndex>().row(), 2);
        QCOMPARE(spies.dataChanged[0][1].value<QModelIndex>().row(), 2);
        QCOMPARE(model->index(2, FabricsPanel::Ratio).data().toString(), QStringLiteral("0.50"));
        QCOMPARE(
            model->index(2, FabricsPanel::Ratio).data(Qt::ForegroundRole).value<QBrush>().color(),
            FabricsPanel::blockingColor());
        QVERIFY(model->index(2, FabricsPanel::Ratio).data(Qt::FontRole).value<QFont>().bold());

        // Stale: every cell grey, nothing bold; current again: the blocking colour is back.
        spies.clear();
        panel.setStale(true);
        QVERIFY(panel.isStale());
        const QColor grey = panel.palette().color(QPalette::Disabled, QPalette::Text);
        QCOMPARE(
            model->index(2, FabricsPanel::Ratio).data(Qt::ForegroundRole).value<QBrush>().color(),
            grey);
        QCOMPARE(model->index(0, FabricsPanel::Endpoints)
                     .data(Qt::ForegroundRole)
                     .value<QBrush>()
                     .color(),
                 grey);
        QVERIFY(!model->index(2, FabricsPanel::Ratio).data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(spies.structural(), 0);
        panel.setStale(false);
        QCOMPARE(
            model->index(2, FabricsPanel::Ratio).data(Qt::ForegroundRole).value<QBrush>().color(),
            FabricsPanel::blockingColor());

        // A fabric removed: one rowsRemoved.
        spies.clear();
        a.fabrics.erase(a.fabrics.begin() + 1);
        panel.showAnalysis(a);
        QCOMPARE(spies.removed.size(), 1);
        QCOMPARE(spies.removed[0][1].toInt(), 1);
        QCOMPARE(spies.inserted.size() + spies.reset.size() + spies.dataChanged.size(), 0);

        // A click on a row asks to show that fabric.
        QSignalSpy activated(&panel, &FabricsPanel::fabricActivated);
        QTest::mouseClick(panel.viewport(), Qt::LeftButton, {},
                          panel.visualRect(model->index(1, FabricsPanel::Endpoints)).center());
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated[0][0].toString(), QStringLiteral("storage"));
    }

    void totalsUpdateByTheRowAndStayReadable()
    {
        TotalsPanel panel;
        panel.resize(220, 400); // a narrow dock
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        TotalsModel *model = panel.model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        Analysis a = manyRacks(3);
        a.totals.gpus = 32;
        a.fabrics = {fabric(QStringLiteral("compute-ib"),
                            QStringLiteral("Compute fabric with a long name"), 32, 3200000)};
        panel.showAnalysis(a);
        QCOMPARE(model->index(0, TotalsModel::Figure).data().toString(), QStringLiteral("GPUs"));
        QCOMPARE(model->index(0, TotalsModel::Value).data().toString(), QStringLiteral("32"));
        const QModelIndex headline = model->index(model->rowCount() - 1, TotalsModel::Value);
        QCOMPARE(headline.data().toString(), QStringLiteral("3,200 of 6,400 Gb/s"));
        QCOMPARE(headline.data(Qt::ForegroundRole).value<QBrush>().color(),
                 FabricsPanel::blockingColor());
        QVERIFY(!headline.data(Qt::ToolTipRole).toString().isEmpty());

        Spies spies(model);
        a.totals.gpus = 40;
        panel.showAnalysis(a);
        QCOMPARE(spies.structural(), 0);
        QCOMPARE(spies.dataChanged.size(), 1);
        QCOMPARE(spies.dataChanged[0][0].value<QModelIndex>().row(), 0);
        QCOMPARE(spies.dataChanged[0][1].value<QModelIndex>().row(), 0);

        // Values keep the room they need; the labels take what is left and elide.
        a.totals.heatBtuPerHr = 123456789;
        panel.showAnalysis(a);
        QCOMPARE(panel.horizontalHeader()->sectionResizeMode(TotalsModel::Figure),
                 QHeaderView::Stretch);
        QVERIFY(panel.horizontalHeader()->sectionResizeMode(TotalsModel::Value) !=
                QHeaderView::ResizeToContents);
        QCOMPARE(panel.textElideMode(), Qt::ElideMiddle);
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString value = model->index(r, TotalsModel::Value).data().toString();
            QVERIFY2(panel.columnWidth(TotalsModel::Value) >=
                         panel.fontMetrics().horizontalAdvance(value),
                     qPrintable(value));
        }
    }

    void paletteModelFiltersAndDrags()
    {
        QString error;
        std::optional<Catalog> catalog = Catalog::open(test::catalogDbPath(), &error);
        QVERIFY2(catalog, qPrintable(error));
        CatalogPalette palette;
        palette.resize(260, 600);
        palette.show();
        QVERIFY(QTest::qWaitForWindowExposed(&palette));
        palette.setCatalog(std::make_shared<const Catalog>(*catalog));
        CatalogModel *model = palette.model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            palette.tree()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(palette.tree()->uniformRowHeights());

        // Groups are headings; items carry their SKU.
        const QModelIndex group = model->index(0, 0);
        QCOMPARE(group.data().toString(), QStringLiteral("GPU servers"));
        QVERIFY(!(model->flags(group) & Qt::ItemIsDragEnabled));
        QVERIFY(!(model->flags(group) & Qt::ItemIsSelectable));
        QVERIFY(group.data(Qt::FontRole).value<QFont>().bold());
        const QModelIndex dgx = model->indexForSku(QStringLiteral("DGX-H100"));
        QVERIFY(dgx.isValid());
        QVERIFY(model->flags(dgx) & Qt::ItemIsDragEnabled);
        QCOMPARE(dgx.siblingAtColumn(CatalogModel::Units).data().toString(), QStringLiteral("8"));
        QCOMPARE(dgx.siblingAtColumn(CatalogModel::Units)
                     .data(Qt::TextAlignmentRole)
                     .value<Qt::Alignment>(),
                 Qt::AlignRight | Qt::AlignVCenter);

        // What a drag from the tree carries: the proxy hands the view the model's mime data.
        const QModelIndex shown = palette.indexForSku(QStringLiteral("DGX-H100"));
        QVERIFY(shown.isValid());
        QVERIFY(palette.tree()->model()->mimeTypes().contains(skuMimeType()));
        std::unique_ptr<QMimeData> mime(palette.tree()->model()->mimeData({shown}));
        QVERIFY(mime);
        QCOMPARE(skuFromMimeData(mime.get()), QStringLiteral("DGX-H100"));
        QVERIFY(palette.tree()->model()->supportedDragActions() & Qt::CopyAction);
        QVERIFY(palette.tree()->isExpanded(shown.parent()));

        // The search hides what does not match, and the groups left empty; clearing it brings
        // them back, expanded.
        const int groups = palette.tree()->model()->rowCount();
        QTest::keyClicks(palette.searchField(), QStringLiteral("sn4600"));
        QCOMPARE(palette.tree()->model()->rowCount(), 1);
        QVERIFY(palette.indexForSku(QStringLiteral("SN4600C")).isValid());
        QVERIFY(!palette.indexForSku(QStringLiteral("DGX-H100")).isValid());
        palette.searchField()->clear();
        QCOMPARE(palette.tree()->model()->rowCount(), groups);
        QVERIFY(
            palette.tree()->isExpanded(palette.indexForSku(QStringLiteral("DGX-H100")).parent()));

        // Cloud offers are in the palette too: the last group, each row with its
        // price and term, every term and the source in the tooltip; browsed, never dragged.
        // aws-p5.48xlarge: 8x H100 at ~$100/hour (AWS's EC2 price page, 2024).
        const QModelIndex offers = model->index(model->rowCount() - 1, 0);
        QCOMPARE(offers.data().toString(), QStringLiteral("Cloud offers"));
        QCOMPARE(model->rowCount(offers), int(catalog->cloudOffers().size()));
        const QModelIndex p5 = model->indexForCloudOffer(QStringLiteral("aws-p5.48xlarge"));
        QVERIFY(p5.isValid());
        QCOMPARE(p5.parent(), offers);
        QCOMPARE(p5.data().toString(), QStringLiteral("aws-p5.48xlarge  $100.00/h on-demand"));
        const QString tip = p5.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("$12.50 per GPU-hour")), qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("Amazon EC2 On-Demand Pricing")) &&
                     tip.contains(QLatin1String("2024")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("Confidence: datasheet")), qPrintable(tip));
        // A model's tooltip says how sure its spec and price figures are.
        const QString dgxTip = dgx.data(Qt::ToolTipRole).toString();
        QVERIFY2(dgxTip.contains(QLatin1String("Spec figures: datasheet (2024)")) &&
                     dgxTip.contains(QLatin1String("Price figure: third-party estimate")),
                 qPrintable(dgxTip));
        QVERIFY(model->flags(p5) & Qt::ItemIsSelectable);
        QVERIFY(!(model->flags(p5) & Qt::ItemIsDragEnabled));
        QVERIFY(!model->mimeData({p5}));
        // A spot price shows where the offer quotes one (spheron-b200: spot $2.12).
        QVERIFY(model->indexForCloudOffer(QStringLiteral("spheron-b200"))
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("spot: $2.12")));
        // The search finds offers by provider or instance, as it finds SKUs.
        QTest::keyClicks(palette.searchField(), QStringLiteral("p5.48"));
        QCOMPARE(palette.tree()->model()->rowCount(), 1);
        QCOMPARE(palette.tree()->model()->rowCount(palette.tree()->model()->index(0, 0)), 1);
        palette.searchField()->clear();
        QCOMPARE(palette.tree()->model()->rowCount(), groups);
    }
};

QTEST_MAIN(TestPanelModels)
#include "tst_panelmodels.moc"
