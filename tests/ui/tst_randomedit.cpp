// Model-based random edit testing (docs/random-edits.md): seeded sequences of every kind of edit
// on the bundled sample, a GB200 NVL72 SuperPOD and a 4-SU DGX H100 SuperPOD, each step checked
// against the design's invariants, its change event against a diff, undo of everything against the
// starting file, redo against the ending one, save and reopen, and the cable plan kept in step with
// the edits (as the window's LiveCablePlan keeps it) against one built from scratch, and an
// analysis kept across edits that claim to leave it (as LiveSession keeps it) against one
// computed from scratch. Then the
// shrunk reproductions of the defects it found, as plain cases, and the harness's own parts.
#include "analysis/analysis.h"
#include "analysischeck.h"
#include "cableplancheck.h"
#include "catalog/catalog.h"
#include "commands/movedevice.h"
#include "commands/setpriceoverride.h"
#include "model/textrules.h"
#include "randomedits.h"
#include "samplefixture.h"
#include "session/cableplanupdate.h"
#include "session/changeevent.h"
#include "session/document.h"
#include "shrinker.h"

#include <QElapsedTimer>
#include <QTest>
#include <map>

using namespace podcad;
using namespace podcad::randomedit;

class TestRandomEdit final : public QObject
{
    Q_OBJECT
    std::shared_ptr<const Catalog> mCatalog;
    Design mSample;
    std::map<QString, std::unique_ptr<RandomEdits>> mRuns;

    RandomEdits &run(const QString &design)
    {
        auto it = mRuns.find(design);
        if (it == mRuns.end()) {
            QString why;
            std::optional<StartDesign> start = startDesign(*mCatalog, design, &why);
            if (!start)
                qFatal("%s", qPrintable(why));
            it = mRuns
                     .emplace(design,
                              std::make_unique<RandomEdits>(mCatalog, std::move(*start), mSample))
                     .first;
        }
        return *it->second;
    }

    // Whether the steps (text form) pass every check on `design`; prints the failure when not.
    bool passes(const QString &design, const QStringList &lines)
    {
        QString why;
        const std::optional<std::vector<EditStep>> steps = parseSteps(lines, &why);
        if (!steps) {
            qWarning("%s", qPrintable(why));
            return false;
        }
        const std::optional<Failure> failure = run(design).replay(*steps);
        if (failure)
            qWarning("%s", qPrintable(failure->toString()));
        return !failure;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        std::optional<Catalog> catalog;
        QVERIFY2(test::openCatalogAndSample(catalog, mSample, &error), qPrintable(error));
        mCatalog = std::make_shared<const Catalog>(std::move(*catalog));
    }

    void randomSequences_data()
    {
        QTest::addColumn<QString>("design");
        QTest::addColumn<int>("sequences");
        QTest::addColumn<int>("length");
        QTest::newRow("sample") << QStringLiteral("sample") << 20 << 150;
        QTest::newRow("nvl72") << QStringLiteral("nvl72") << 6 << 150;
        QTest::newRow("pod4") << QStringLiteral("pod4") << 5 << 150;
    }

    void randomSequences()
    {
        QFETCH(QString, design);
        QFETCH(int, sequences);
        QFETCH(int, length);
        RandomEdits &edits = run(design);
        RunStats total;
        QElapsedTimer clock;
        clock.start();
        for (int seed = 1; seed <= sequences; ++seed) {
            RandomEdits::SeedRun result = edits.runSeed(quint64(seed), length);
            total += result.stats;
            if (result.failure) {
                const std::vector<EditStep> shrunk = edits.shrink(result.steps, *result.failure);
                const std::optional<Failure> again = edits.replay(shrunk);
                QFAIL(qPrintable(
                    QStringLiteral("seed %1: %2\nshrunk to %3 steps:\n%4")
                        .arg(seed)
                        .arg(result.failure->toString())
                        .arg(shrunk.size())
                        .arg(edits.reproduction(shrunk, again.value_or(*result.failure)))));
            }
        }
        // Most steps must do something, or the sequences test little.
        QCOMPARE(total.steps, qint64(sequences) * length);
        QVERIFY2(total.pushed + total.moved > total.steps / 2,
                 qPrintable(QStringLiteral("%1 of %2 steps changed the design")
                                .arg(total.pushed + total.moved)
                                .arg(total.steps)));
        QVERIFY(total.refused > 0);
        // The sample analyses every step: its price and field edits check a kept analysis.
        if (design == u"sample")
            QVERIFY(total.keptAnalyses > 0);
        qInfo("%s: %lld steps (%lld pushed, %lld refused, %lld nothing to do, %lld undo/redo; "
              "%lld kept analyses checked) in %lld ms",
              qPrintable(design), total.steps, total.pushed, total.refused, total.nothingToDo,
              total.moved, total.keptAnalyses, clock.elapsed());
    }

    // Defects the random edits found, each as its shrunk reproduction.

    // QUndoStack::push drops the steps that could be redone before it runs a command: a move
    // refused as changing nothing, right after an Undo, took Redo away.
    void aRefusedEditKeepsRedo()
    {
        QVERIFY(
            passes(QStringLiteral("sample"), {
                                                 QStringLiteral("remove ctrl-03,rack-a2,ctrl-05"),
                                                 QStringLiteral("undo"),
                                                 QStringLiteral("move-device ctrl-01 rack-a4 33 7"),
                                             }));
        QVERIFY(passes(QStringLiteral("sample"),
                       {QStringLiteral("price DGX-H100 1000"), QStringLiteral("undo"),
                        QStringLiteral("add-link link-1 dgx-01 ib 0 dgx-02 ib 0 FIBER-MPO-3M "
                                       "no-fabric"),
                        QStringLiteral("redo")}));
    }

    // The Costs dock took a price the file reader refuses (over 1e10 USD): saved, the design
    // could not be opened again.
    void aPriceOverrideIsOneTheFileCanHold()
    {
        QVERIFY(passes(QStringLiteral("sample"), {QStringLiteral("price FIBER-MPO-3M 1e300")}));
        QVERIFY(passes(QStringLiteral("sample"), {QStringLiteral("price DGX-H100 10000000001")}));
    }

    // The Inspector's facility fields take any number: a coolant temperature out of range, a return
    // not above the supply, an unknown fluid, or no capacity on an element without a model went
    // into the design and made its file unreadable.
    void aFacilityElementIsOneTheFileCanHold()
    {
        const QString add = QStringLiteral("add-facility cdu-9 cdu - 500 - 3 4");
        for (const QString &edit : {QStringLiteral("set-facility cdu-9 0 supply 95"),
                                    QStringLiteral("set-facility cdu-9 0 return -5"),
                                    QStringLiteral("set-facility cdu-9 0 supply 40 return 30"),
                                    QStringLiteral("set-facility cdu-9 0 fluid oil"),
                                    QStringLiteral("set-facility cdu-9 0 capacity -")})
            QVERIFY2(passes(QStringLiteral("sample"), {add, edit}), qPrintable(edit));
        QVERIFY(
            passes(QStringLiteral("sample"), {QStringLiteral("add-facility cdu-9 cdu - - - 3 4")}));
    }

    // The Inspector, File > Properties and a paste took names of any length and with control
    // characters in them; the file reader refuses a name over 4,096 bytes of UTF-8 or with a
    // control character, so the design, once saved, did not open.
    void aNameIsOneTheFileCanHold()
    {
        const QString ascii(kMaxTextBytes + 1, u'x');
        const QString wide = QString(kMaxTextBytes / 2, QChar(0x00e9)) + u'!';
        const QString bell = QStringLiteral("bell") + QChar(0x07);
        const auto step = [](const char *verb, const QStringList &args) {
            return EditStep{QString::fromLatin1(verb), args}.toText();
        };
        for (const QString &name : {ascii, wide, bell}) {
            const QStringList edits{
                step("rename", {name}),
                step("properties", {QStringLiteral("pod"), name, {}}),
                step("set-device",
                     {QStringLiteral("dgx-01"), QStringLiteral("0"), QStringLiteral("name"), name}),
                step("set-rack", {QStringLiteral("rack-a1"), QStringLiteral("name"), name}),
                step("add-rack", {QStringLiteral("rack-z9"), QStringLiteral("RACK-42U"), name,
                                  QStringLiteral("A"), QStringLiteral("1"), QStringLiteral("2"),
                                  QStringLiteral("40")}),
                step("add-facility", {QStringLiteral("cdu-9"),
                                      QStringLiteral("cdu"),
                                      {},
                                      QStringLiteral("500"),
                                      {},
                                      QStringLiteral("3"),
                                      QStringLiteral("4")}) +
                    u'\n' +
                    step("set-facility", {QStringLiteral("cdu-9"), QStringLiteral("0"),
                                          QStringLiteral("name"), name})};
            for (const QString &edit : edits)
                QVERIFY2(passes(QStringLiteral("sample"), edit.split(u'\n')),
                         qPrintable(edit.left(120)));
        }
    }

    // SetWorkload stored a workload the file reader refuses (the Workload dock pushes whole ones
    // only, so no user met it). The last case is a refused keystroke in a typing session, whose
    // merge into the step before it ui/tst_commands checks through Undo and Redo.
    void aWorkloadIsOneTheFileCanHold()
    {
        const QString whole =
            QStringLiteral("workload training.tokens model llama-3.1-8b tokens 1e12 gpus 8");
        for (const QString &edit :
             {QStringLiteral("workload - model - tokens 1e12 gpus 8"),
              QStringLiteral("workload - model llama-3.1-8b tokens 0 gpus 8"),
              QStringLiteral("workload - model llama-3.1-8b tokens 1e12 days 0"),
              QStringLiteral("workload - model llama-3.1-8b ctx 0 conc 4 iprec bf16"),
              QStringLiteral("workload - model llama-3.1-8b tokens 1e12 gpus 8 tprec fp3")})
            QVERIFY2(passes(QStringLiteral("sample"), {edit}), qPrintable(edit));
        QVERIFY(passes(QStringLiteral("sample"),
                       {whole,
                        QStringLiteral("workload training.tokens model llama-3.1-8b tokens 0 "
                                       "gpus 8"),
                        QStringLiteral("undo"), QStringLiteral("redo")}));
    }

    // A cable could take a facility element's id (racks and devices were refused it): the
    // design then held an id two objects answer to, which the file cannot tell apart, and
    // deleting the element could not be undone.
    void aCableCannotTakeAFacilityElementsId()
    {
        QVERIFY(passes(
            QStringLiteral("sample"),
            {
                QStringLiteral("add-facility switchboard-1 switchboard - 1115.32 - 5.58 41.1"),
                QStringLiteral("add-link switchboard-1 pdu-a1-1 mgmt 11 ib-leaf-1 mgmt 16 "
                               "AOC-400G-20M -"),
                QStringLiteral("remove-facility switchboard-1"),
                QStringLiteral("undo"),
            }));
    }

    // The text form: any argument survives, and a line that is not one is refused.
    void stepsRoundTripAsText()
    {
        const EditStep step{QStringLiteral("set-device"),
                            {QStringLiteral("dgx-01"), QString(), QStringLiteral("-"),
                             QStringLiteral("Rück \"q\" 100% ラック")}};
        const std::optional<EditStep> back = EditStep::fromText(step.toText());
        QVERIFY(back);
        QCOMPARE(back->verb, step.verb);
        QCOMPARE(back->args, step.args);
        QVERIFY(!step.toText().contains(u'"'));
        QString why;
        QVERIFY(!parseSteps({QStringLiteral("undo"), QStringLiteral("rename Rück")}, &why));
        QVERIFY(why.contains(QStringLiteral("Rück")));
    }

    // The shrinker finds the one step a failure needs among many, and keeps an order that matters.
    void shrinkingKeepsWhatTheFailureNeeds()
    {
        std::vector<EditStep> steps;
        for (int i = 0; i < 100; ++i)
            steps.push_back({QStringLiteral("step"), {QString::number(i)}});
        int runs = 0;
        const auto needs = [&](const std::vector<EditStep> &candidate) {
            ++runs;
            // Fails when step 17 comes somewhere before step 63.
            bool seen17 = false;
            for (const EditStep &s : candidate) {
                if (s.args.first() == u"17")
                    seen17 = true;
                if (s.args.first() == u"63" && seen17)
                    return true;
            }
            return false;
        };
        const std::vector<EditStep> shrunk = shrinkSteps(steps, needs);
        QCOMPARE(shrunk.size(), std::size_t(2));
        QCOMPARE(shrunk[0].args.first(), QStringLiteral("17"));
        QCOMPARE(shrunk[1].args.first(), QStringLiteral("63"));
        QVERIFY(runs < 200);
    }

    // The cable plan check can fail: a plan updated from an edit's change event with one of the
    // links it touches left out differs from a plan built from scratch, and the check names that
    // link; updated with all of them, it is equal. The edit takes dgx-01 out of its rack, which
    // re-routes each of its links (an unplaced end stands next to the other one).
    void aCablePlanMissingATouchedLinkIsReported()
    {
        Document document(mCatalog);
        IncrementalCablePlan live(document, mCatalog);
        document.reset(mSample, {});
        QCOMPARE(live.problems(), QString());
        const CablePlan before = live.plan();
        QList<CablePlanUpdate> updates;
        QObject::connect(&document, &Document::aboutToNotify, [&](const ChangeEvent &event) {
            updates << CablePlanUpdate::of(document.design(), event);
        });
        const QString device = QStringLiteral("dgx-01");
        QVERIFY(document.push(new MoveDevice(&document, device, QString(), 0)));
        QCOMPARE(updates.size(), 1);
        QCOMPARE(updates[0].kind, CablePlanUpdate::Kind::Links);
        QCOMPARE(live.problems(), QString()); // the harness's own plan, updated with them all

        const CablePlan scratch = CablePlan::build(document.design(), *mCatalog);
        QStringList rerouted; // the touched links whose cable a plan from scratch changes
        for (const QString &id : updates[0].links)
            if (!(*before.cable(id) == *scratch.cable(id)))
                rerouted << id;
        QVERIFY(rerouted.size() > 1);
        for (const QString &left : rerouted) {
            CablePlanUpdate partial = updates[0];
            QVERIFY(partial.links.removeOne(left));
            CablePlan updated = before;
            partial.applyTo(updated, document.design(), *mCatalog);
            const QString why = cablePlanProblems(updated, scratch);
            QVERIFY2(why.contains(QStringLiteral("link %1:").arg(left)), qPrintable(why));
        }
        CablePlan updated = before;
        updates[0].applyTo(updated, document.design(), *mCatalog);
        QCOMPARE(cablePlanProblems(updated, scratch), QString());

        // A link left out of a removal stays in the plan; one left out of an addition is missing.
        CablePlan removed = scratch;
        const QString linkId = rerouted.first();
        Design without = document.design();
        QVERIFY(without.removeLink(linkId));
        const CablePlan withoutScratch = CablePlan::build(without, *mCatalog);
        QVERIFY(cablePlanProblems(removed, withoutScratch).contains(linkId));
        QVERIFY(cablePlanProblems(withoutScratch, scratch).contains(linkId));
    }

    // The kept-analysis check can fail: an analysis kept across an edit that changes a figure
    // (a device moved out of its rack) differs from one from scratch, and the check names what;
    // kept across a price change, which leaves every figure of the analysis, it is equal.
    void aKeptAnalysisThatNoLongerHoldsIsReported()
    {
        Document document(mCatalog);
        document.reset(mSample, {});
        const Analysis before = analyze(document.design(), *mCatalog);
        QVERIFY(document.push(
            new SetPriceOverride(&document, document.design().devices().begin()->second.sku, 1.0)));
        const Analysis priced = analyze(document.design(), *mCatalog);
        QCOMPARE(keptAnalysisProblems(before, priced), QString());
        QVERIFY(document.push(new MoveDevice(&document, QStringLiteral("dgx-01"), QString(), 0)));
        const Analysis moved = analyze(document.design(), *mCatalog);
        const QString why = keptAnalysisProblems(priced, moved);
        QVERIFY2(why.startsWith(QStringLiteral("totals")) ||
                     why.startsWith(QStringLiteral("racks")),
                 qPrintable(why));
    }

    // A hand-written sequence of each kind of edit passes: the replay path the reproductions use.
    void everyKindOfEditReplays()
    {
        QVERIFY(passes(
            QStringLiteral("sample"),
            {QStringLiteral("add-rack rack-b1 RACK-42U B1 B 0 2 15"),
             QStringLiteral("add-device leaf-9 MQM9700-NS2F Leaf%209 leaf rack-b1 40"),
             QStringLiteral("add-link link-new dgx-04 ib 7 leaf-9 ib 1 FIBER-MPO-3M "
                            "compute-ib"),
             QStringLiteral("connect dgx-01 leaf-9"),
             QStringLiteral("paste dgx-01,dgx-02"),
             QStringLiteral("move-device dgx-01 rack-b1 10 7"),
             QStringLiteral("move-device dgx-01 rack-b1 11 7"),
             QStringLiteral("set-device dgx-02 0 name renamed price 100000"),
             QStringLiteral("set-rack rack-b1 kw 30"),
             QStringLiteral("set-link link-new cable AOC-400G"),
             QStringLiteral("arrange stack rack-b1"),
             QStringLiteral("price DGX-H100 123456"),
             QStringLiteral("assume pue 1.3"),
             QStringLiteral("workload training.tokens model llama-3.1-70b tokens 1e12 gpus 32"),
             QStringLiteral("hall rating 1500"),
             QStringLiteral("add-facility ups-9 ups - 500 - 3 4"),
             QStringLiteral("set-facility ups-9 0 capacity 600"),
             QStringLiteral("undo"),
             QStringLiteral("undo"),
             QStringLiteral("redo"),
             QStringLiteral("remove-facility ups-9"),
             QStringLiteral("remove rack-b1,dgx-03"),
             QStringLiteral("rename Hall%202"),
             QStringLiteral("properties Hall%202 Site Row%20C"),
             QStringLiteral("replace empty 1"),
             QStringLiteral("undo")}));
    }
};

QTEST_MAIN(TestRandomEdit)
#include "tst_randomedit.moc"
