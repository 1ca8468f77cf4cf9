#include "sequencerunner.h"

#include "analysis/analysis.h"
#include "analysischeck.h"
#include "cableplancheck.h"
#include "designchecks.h"
#include "designdiff.h"
#include "io/designfile.h"
#include "session/document.h"

#include <QDir>
#include <QTemporaryDir>

namespace podcad::randomedit {
namespace {

// The first line where two files differ, for a failure message.
QString firstDifference(const QByteArray &expected, const QByteArray &actual)
{
    const QList<QByteArray> a = expected.split('\n'), b = actual.split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QByteArray x = i < a.size() ? a.at(i) : QByteArray("(end)");
        const QByteArray y = i < b.size() ? b.at(i) : QByteArray("(end)");
        if (x != y)
            return QStringLiteral("line %1: expected %2, got %3")
                .arg(i + 1)
                .arg(QString::fromUtf8(x.trimmed().left(120)),
                     QString::fromUtf8(y.trimmed().left(120)));
    }
    return QStringLiteral("same lines");
}

// Names the first few differences, for a refusal that changed the design.
QString describe(const DesignDiff &diff)
{
    QStringList parts;
    const std::pair<const char *, const QSet<QString> *> kinds[] = {
        {"racks", &diff.racks},     {"devices", &diff.devices},   {"links", &diff.links},
        {"fabrics", &diff.fabrics}, {"facility", &diff.facility}, {"prices", &diff.prices},
        {"fields", &diff.fields}};
    for (const auto &[name, ids] : kinds)
        if (!ids->isEmpty()) {
            QStringList sorted(ids->begin(), ids->end());
            sorted.sort();
            parts << QStringLiteral("%1 %2").arg(QLatin1String(name), sorted.mid(0, 3).join(u','));
        }
    return parts.join(QStringLiteral("; "));
}

} // namespace

QString Failure::toString() const
{
    return QStringLiteral("after step %1: %2: %3").arg(step).arg(check, what);
}

RunStats &RunStats::operator+=(const RunStats &o)
{
    steps += o.steps;
    pushed += o.pushed;
    refused += o.refused;
    nothingToDo += o.nothingToDo;
    moved += o.moved;
    keptAnalyses += o.keptAnalyses;
    return *this;
}

SequenceRunner::SequenceRunner(std::shared_ptr<const Catalog> catalog, const EditApplier &applier,
                               Design start, CheckPlan plan)
    : mCatalog(std::move(catalog))
    , mApplier(applier)
    , mStart(std::move(start))
    , mPlan(plan)
{}

std::optional<Failure> SequenceRunner::replay(const std::vector<EditStep> &steps)
{
    std::size_t at = 0;
    return run([&](const Design &) -> std::optional<EditStep> {
        if (at == steps.size())
            return std::nullopt;
        return steps[at++];
    });
}

std::optional<Failure> SequenceRunner::run(const Source &next, std::vector<EditStep> *ran)
{
    Document document(mCatalog);
    // Connected before the reset, so that it is planned whole as LiveCablePlan plans a new design.
    std::optional<IncrementalCablePlan> cables;
    if (mPlan.cablePlanEvery > 0)
        cables.emplace(document, mCatalog);
    document.reset(mStart, {});
    QUndoStack *stack = document.undoStack();
    std::vector<ChangeEvent> events;
    QObject::connect(&document, &Document::changed,
                     [&events](const ChangeEvent &event) { events.push_back(event); });
    const QByteArray startBytes = DesignFile::serialize(mStart);
    // The analysis the live session would still show (LiveSession keeps it across edits whose
    // event leaves it, computing the costs alone): dropped by any other edit, else compared
    // with one from scratch at the next step that analyses.
    std::shared_ptr<const Analysis> kept;
    QObject::connect(&document, &Document::changed, [&kept](const ChangeEvent &event) {
        if (!event.leavesAnalysis())
            kept.reset();
    });

    // The checks of one move of the design: `before` is what it was.
    const auto checkChange = [&](const Design &before) -> std::optional<Failure> {
        if (QString why = eventProblems(before, document.design(), events); !why.isEmpty())
            return Failure{0, QStringLiteral("event"), why};
        if (QString why = structureProblems(document.design()); !why.isEmpty())
            return Failure{0, QStringLiteral("structure"), why};
        return std::nullopt;
    };

    qsizetype index = 0;
    for (std::optional<EditStep> step = next(document.design()); step;
         step = next(document.design()), ++index) {
        if (ran)
            ran->push_back(*step);
        ++mStats.steps;
        const bool diff = mPlan.diffEvery <= 1 || index % mPlan.diffEvery == 0;
        const Design before = diff ? document.design() : Design();
        const int countBefore = stack->count(), indexBefore = stack->index();
        events.clear();
        const EditApplier::Result result = mApplier.apply(document, *step);
        std::optional<Failure> failure;
        switch (result.outcome) {
        case EditApplier::Outcome::Malformed:
            failure = Failure{index, QStringLiteral("malformed"), step->toText()};
            break;
        case EditApplier::Outcome::Refused:
        case EditApplier::Outcome::NoCommand:
            ++(result.outcome == EditApplier::Outcome::Refused ? mStats.refused
                                                               : mStats.nothingToDo);
            if (!events.empty())
                failure = Failure{index, QStringLiteral("refusal"),
                                  QStringLiteral("refused (%1), yet sent %2 change event(s)")
                                      .arg(result.why)
                                      .arg(events.size())};
            else if (diff && !(document.design() == before))
                failure = Failure{
                    index, QStringLiteral("refusal"),
                    QStringLiteral("refused (%1), yet changed %2")
                        .arg(result.why, describe(DesignDiff::between(before, document.design())))};
            else if (stack->count() != countBefore || stack->index() != indexBefore)
                failure = Failure{index, QStringLiteral("refusal"),
                                  QStringLiteral("refused (%1), yet the undo stack went from %2 "
                                                 "steps at %3 to %4 at %5")
                                      .arg(result.why)
                                      .arg(countBefore)
                                      .arg(indexBefore)
                                      .arg(stack->count())
                                      .arg(stack->index())};
            break;
        case EditApplier::Outcome::Pushed:
        case EditApplier::Outcome::Moved:
            ++(result.outcome == EditApplier::Outcome::Pushed ? mStats.pushed : mStats.moved);
            if (diff)
                failure = checkChange(before);
            if (!failure && mPlan.fileEvery > 0 && index % mPlan.fileEvery == 0)
                if (QString why = fileProblems(document.design()); !why.isEmpty())
                    failure = Failure{index, QStringLiteral("file"), why};
            std::shared_ptr<const Analysis> analysis;
            if (!failure && mPlan.analysisEvery > 0 && index % mPlan.analysisEvery == 0) {
                analysis = std::make_shared<const Analysis>(analyze(document.design(), *mCatalog));
                if (kept) {
                    ++mStats.keptAnalyses;
                    if (QString why = keptAnalysisProblems(*kept, *analysis); !why.isEmpty())
                        failure = Failure{index, QStringLiteral("kept-analysis"), why};
                }
                kept = analysis;
            }
            // The analysis' cable plan is one built from scratch: no second build on its steps.
            if (!failure && cables && index % mPlan.cablePlanEvery == 0)
                if (QString why = cables->problems(analysis ? analysis->cables.get() : nullptr);
                    !why.isEmpty())
                    failure = Failure{index, QStringLiteral("cable-plan"), why};
            break;
        }
        if (failure) {
            failure->step = index;
            return failure;
        }
    }

    // The sequence: undo of everything gives the starting file, redo of everything the ending
    // one, and what is saved reads back as the same bytes.
    const QByteArray endBytes = DesignFile::serialize(document.design());
    const int endIndex = stack->index();
    const auto walk = [&](bool undo) -> std::optional<Failure> {
        for (int moves = 0; undo ? stack->canUndo() : stack->index() < endIndex; ++moves) {
            const bool check =
                mPlan.checkUndoWalk && (mPlan.diffEvery <= 1 || moves % mPlan.diffEvery == 0);
            const Design before = check ? document.design() : Design();
            events.clear();
            undo ? stack->undo() : stack->redo();
            std::optional<Failure> failure;
            if (check)
                failure = checkChange(before);
            if (!failure && cables && mPlan.checkUndoWalk && moves % mPlan.cablePlanEvery == 0)
                if (QString why = cables->problems(); !why.isEmpty())
                    failure = Failure{0, QStringLiteral("cable-plan"), why};
            if (failure) {
                failure->check =
                    (undo ? QStringLiteral("undo-all ") : QStringLiteral("redo-all ")) +
                    failure->check;
                return failure;
            }
        }
        return std::nullopt;
    };
    const auto fail = [&](const QString &check, const QString &what) {
        return Failure{index, check, what};
    };
    if (std::optional<Failure> failure = walk(true)) {
        failure->step = index;
        return failure;
    }
    if (const QByteArray bytes = DesignFile::serialize(document.design()); bytes != startBytes)
        return fail(QStringLiteral("undo-all"),
                    QStringLiteral("undoing everything does not give the starting file: %1")
                        .arg(firstDifference(startBytes, bytes)));
    if (std::optional<Failure> failure = walk(false)) {
        failure->step = index;
        return failure;
    }
    if (const QByteArray bytes = DesignFile::serialize(document.design()); bytes != endBytes)
        return fail(QStringLiteral("redo-all"),
                    QStringLiteral("redoing everything does not give the ending file: %1")
                        .arg(firstDifference(endBytes, bytes)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edited.podcad"));
    QString error;
    if (!DesignFile::write(document.design(), path, &error))
        return fail(QStringLiteral("save"), error);
    const LoadResult reopened = DesignFile::read(path);
    if (!reopened.ok())
        return fail(QStringLiteral("save"), reopened.firstError(path));
    if (const QByteArray bytes = DesignFile::serialize(*reopened.design); bytes != endBytes)
        return fail(QStringLiteral("save"),
                    QStringLiteral("saved and reopened, it writes other bytes: %1")
                        .arg(firstDifference(endBytes, bytes)));
    return std::nullopt;
}

} // namespace podcad::randomedit
