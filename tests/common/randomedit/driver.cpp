// random-edits: long runs of the random edit test (docs/random-edits.md).
//   random-edits [--commands N] [--seed S] [--length L] [--designs sample,nvl72,pod4]
//   random-edits --replay FILE --designs NAME
// Sequence i (from 0) starts from design i mod the number of designs, with seed S + i. A failing
// sequence is shrunk and printed as a test case; the exit status is then 1.
#include "catalog/catalog.h"
#include "randomedits.h"
#include "sharedcatalog.h"
#include "testpaths.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <cstdio>

using namespace podcad;
using namespace podcad::randomedit;

namespace {

void print(const QString &text)
{
    std::fputs(qPrintable(text + u'\n'), stdout);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("commands"), QStringLiteral("Edit steps in all."),
                      QStringLiteral("N"), QStringLiteral("1000")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("First seed."), QStringLiteral("S"),
                      QStringLiteral("1")});
    parser.addOption({QStringLiteral("length"), QStringLiteral("Steps per sequence."),
                      QStringLiteral("L"), QStringLiteral("200")});
    parser.addOption({QStringLiteral("designs"), QStringLiteral("Start designs, comma-separated."),
                      QStringLiteral("NAMES"), startDesignNames().join(u',')});
    parser.addOption({QStringLiteral("replay"),
                      QStringLiteral("Replay the steps in FILE (one a line) on the first design."),
                      QStringLiteral("FILE")});
    for (const char *name : {"diff-every", "file-every", "analysis-every", "cable-plan-every"})
        parser.addOption({QString::fromLatin1(name),
                          QStringLiteral("On the generated SuperPODs (not the sample): run that "
                                         "check every N steps instead of the default."),
                          QStringLiteral("N")});
    parser.process(app);

    QString error;
    const std::shared_ptr<const Catalog> catalog = test::sharedCatalog(&error);
    if (!catalog) {
        print(QStringLiteral("random-edits: %1").arg(error));
        return 2;
    }
    std::optional<StartDesign> sample = startDesign(*catalog, QStringLiteral("sample"), &error);
    if (!sample) {
        print(QStringLiteral("random-edits: %1").arg(error));
        return 2;
    }
    std::vector<RandomEdits> runs;
    for (const QString &name : parser.value(QStringLiteral("designs")).split(u',')) {
        std::optional<StartDesign> start = startDesign(*catalog, name, &error);
        if (!start) {
            print(QStringLiteral("random-edits: %1").arg(error));
            return 1;
        }
        if (name != u"sample") {
            const auto every = [&](const char *option, int &value, int least = 1) {
                if (parser.isSet(QString::fromLatin1(option)))
                    value = std::max(least, parser.value(QString::fromLatin1(option)).toInt());
            };
            every("diff-every", start->plan.diffEvery);
            every("file-every", start->plan.fileEvery);
            every("analysis-every", start->plan.analysisEvery);
            every("cable-plan-every", start->plan.cablePlanEvery, 0); // 0: none kept
        }
        runs.emplace_back(catalog, std::move(*start), sample->design);
    }

    if (parser.isSet(QStringLiteral("replay"))) {
        const QString path = parser.value(QStringLiteral("replay"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            print(QStringLiteral("random-edits: cannot read %1: %2").arg(path, file.errorString()));
            return 2;
        }
        const std::optional<std::vector<EditStep>> steps =
            parseSteps(QString::fromUtf8(file.readAll()).split(u'\n'), &error);
        if (!steps) {
            print(QStringLiteral("random-edits: %1: %2").arg(path, error));
            return 2;
        }
        const std::optional<Failure> failure = runs.front().replay(*steps);
        print(failure ? failure->toString()
                      : QStringLiteral("%1 steps: passed").arg(steps->size()));
        return failure ? 1 : 0;
    }

    const qint64 commands = parser.value(QStringLiteral("commands")).toLongLong();
    const int length = std::max(1, parser.value(QStringLiteral("length")).toInt());
    const quint64 firstSeed = parser.value(QStringLiteral("seed")).toULongLong();
    std::vector<RunStats> stats(runs.size());
    std::vector<qint64> millis(runs.size());
    QElapsedTimer clock;
    clock.start();
    qint64 done = 0, sequences = 0, nextReport = 0;
    int failures = 0;
    for (quint64 i = 0; done < commands; ++i, ++sequences) {
        RandomEdits &run = runs[i % runs.size()];
        const quint64 seed = firstSeed + i;
        const int steps = int(std::min<qint64>(length, commands - done));
        QElapsedTimer one;
        one.start();
        RandomEdits::SeedRun result = run.runSeed(seed, steps);
        millis[i % runs.size()] += one.elapsed();
        stats[i % runs.size()] += result.stats;
        done += steps;
        if (result.failure) {
            ++failures;
            print(QStringLiteral("FAIL %1 seed %2 %3")
                      .arg(run.start().name)
                      .arg(seed)
                      .arg(result.failure->toString()));
            const std::vector<EditStep> shrunk = run.shrink(result.steps, *result.failure);
            const std::optional<Failure> again = run.replay(shrunk);
            print(QStringLiteral("shrunk from %1 to %2 steps:")
                      .arg(result.steps.size())
                      .arg(shrunk.size()));
            print(run.reproduction(shrunk, again.value_or(*result.failure)));
        }
        if (done >= nextReport || done >= commands) {
            print(QStringLiteral("%1 commands, %2 sequences, %3 failures, %4 s")
                      .arg(done)
                      .arg(sequences + 1)
                      .arg(failures)
                      .arg(clock.elapsed() / 1000.0, 0, 'f', 1));
            nextReport = done + std::max<qint64>(commands / 20, length);
        }
    }
    for (std::size_t d = 0; d < runs.size(); ++d)
        print(QStringLiteral("%1: %2 steps (%3 pushed, %4 refused, %5 nothing to do, %6 undo/redo) "
                             "in %7 s")
                  .arg(runs[d].start().name)
                  .arg(stats[d].steps)
                  .arg(stats[d].pushed)
                  .arg(stats[d].refused)
                  .arg(stats[d].nothingToDo)
                  .arg(stats[d].moved)
                  .arg(millis[d] / 1000.0, 0, 'f', 1));
    return failures == 0 ? 0 : 1;
}
