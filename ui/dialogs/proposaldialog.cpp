#include "proposaldialog.h"

#include "catalog/catalog.h"
#include "commands/replacedesign.h"
#include "format/moneyformat.h"
#include "format/numberformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "session/document.h"
#include "workload/amount.h"
#include "workload/workloadevaluation.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace podcad {
namespace {

using format::count;
using format::number;
using format::usdShort;

// The first model the workload names, as the sizing takes it; a dialog without a workload proposes
// for Llama 3.1 70B on 15T tokens in 30 days (the size of Meta's own pretraining of it) and says
// so.
Workload withDefaults(std::optional<Workload> workload)
{
    Workload w = workload.value_or(Workload{});
    if (w.modelId.isEmpty() && !w.custom)
        w.modelId = QStringLiteral("llama-3.1-70b");
    if (!w.training && !w.inference) {
        TrainingTarget t;
        t.tokens = 15e12;
        t.days = 30;
        w.training = t;
    }
    return w;
}

} // namespace

ProposalDialog::ProposalDialog(Document *document, std::shared_ptr<const Catalog> catalog,
                               QWidget *parent)
    : QDialog(parent)
    , mDocument(document)
    , mCatalog(std::move(catalog))
    , mWorkload(withDefaults(document->design().workload))
    , mHeading(new QLabel(this))
    , mTable(new QTableWidget(0, Columns, this))
    , mGenerate(new QPushButton(tr("&Generate"), this))
{
    setWindowTitle(tr("Compare GPU Systems"));
    setObjectName(QStringLiteral("proposalDialog"));
    auto *column = new QVBoxLayout(this);
    mHeading->setWordWrap(true);
    column->addWidget(mHeading);
    mTable->setObjectName(QStringLiteral("proposalTable"));
    mTable->verticalHeader()->hide();
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setAlternatingRowColors(true);
    // The note is prose: it wraps at words in the width the figures leave, its row as tall as it
    // needs (issue 39: cut at the dialog's edge, "no FP4 tensor cores: weights in..."); the
    // figures stay on one line, their columns as wide as they are.
    mTable->setWordWrap(true);
    mTable->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->viewport()->installEventFilter(this);
    column->addWidget(mTable, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    mGenerate->setObjectName(QStringLiteral("proposalGenerate"));
    mGenerate->setToolTip(tr("Replace the design with this system's reference design (one undo "
                             "step); the workload stays with it"));
    buttons->addButton(mGenerate, QDialogButtonBox::ActionRole);
    column->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mGenerate, &QPushButton::clicked, this,
            [this] { generate(mTable->currentRow(), true); });
    connect(mTable, &QTableWidget::itemSelectionChanged, this, &ProposalDialog::updateButton);
    connect(mTable, &QTableWidget::cellDoubleClicked, this,
            [this](int row) { generate(row, true); });
    // Closed while a design is being made: it is not wanted any more.
    connect(this, &QDialog::rejected, this, [this] {
        if (mGenerating.abandon())
            showGenerating(false);
    });
    resize(1100, 420);

    QString error;
    const std::optional<LanguageModel> model =
        mCatalog ? resolveWorkloadModel(mWorkload, *mCatalog, &error) : std::nullopt;
    mTraining = mWorkload.training.has_value();
    const QStringList headers{tr("System"),
                              tr("Format"),
                              tr("GPUs"),
                              tr("Nodes"),
                              tr("SUs"),
                              mTraining ? tr("Days") : tr("Tokens/s (bound)"),
                              tr("MFU"),
                              tr("Facility power"),
                              tr("Capex"),
                              tr("Run on-prem"),
                              tr("Cheapest cloud"),
                              tr("Note")};
    mTable->setHorizontalHeaderLabels(headers);
    mTable->setColumnHidden(Mfu, !mTraining);
    updateButton();
    if (!model) {
        mHeading->setText(mCatalog ? tr("Cannot propose: %1.").arg(error)
                                   : tr("Cannot propose without a catalog."));
        return;
    }
    // The worker keeps the snapshot: the dialog may close, or the window's catalog change, while
    // it runs, and nothing waits for it.
    const std::shared_ptr<const Catalog> c = mCatalog;
    WorkloadRequest request;
    request.model = *model;
    if (mTraining) {
        TrainingTarget t = *mWorkload.training;
        // A target of GPUs has no deadline: the proposals answer "in how many days" for 30.
        if (!t.days)
            t.days = 30;
        request.training = t;
        // What the rows rest on, as the CLI's table says it (issue 39: "at 40 % MFU" over
        // planned rows).
        mHeading->setText(
            tr("%1 on %2 tokens in %3 days: one row per GPU system, each with the "
               "reference design that holds it, %4; fastest first within the "
               "deadline, then cheapest.")
                .arg(model->name, formatAmount(t.tokens), number(*t.days, 1), proposalBasis(t)));
    } else {
        request.inference = *mWorkload.inference;
        const InferenceInput in = inferenceInput(*request.inference, *model);
        mHeading->setText(tr("%1 serving %2 tokens/s (%3 x %4 tokens): one row per GPU system, "
                             "cheapest first.")
                              .arg(model->name, number(request.inference->tokensPerS),
                                   count(in.concurrency), count(in.contextTokens)));
    }
    mTask.start([request, c] { return proposeWorkload(request, *c); },
                [this](std::vector<ProposalRow> rows) {
                    mRows = std::move(rows);
                    fill();
                });
    mTable->setRowCount(1);
    mTable->setItem(0, System, new QTableWidgetItem(tr("Computing...")));
}

ProposalDialog::~ProposalDialog() = default;

void ProposalDialog::fill()
{
    mTable->setRowCount(0);
    mTable->setRowCount(int(mRows.size()));
    for (int r = 0; r < int(mRows.size()); ++r) {
        const ProposalRow &p = mRows[size_t(r)];
        const CloudRunCost *cloud = p.cost.cheapestCloud();
        const QString units =
            p.units > 0
                ? count(p.units) + QLatin1Char(' ') + p.unitName
                : (p.request.generator == QLatin1String("basepod") ? tr("BasePOD") : QString());
        const QStringList cells{p.system.sku,
                                p.precision.toUpper(),
                                count(p.gpus),
                                count(p.nodes),
                                units,
                                mTraining ? number(p.days, 1) : number(p.tokensPerS),
                                mTraining ? format::percent(p.mfu, 1) : QString(),
                                format::power(p.facilityPowerMw * 1000),
                                p.costed ? usdShort(p.capexUsd) : tr("-"),
                                p.onPremUsd() ? usdShort(*p.onPremUsd()) : tr("-"),
                                cloud ? tr("%1 (%2)").arg(usdShort(cloud->usd), cloud->provider)
                                      : tr("-"),
                                p.note};
        for (int c = 0; c < Columns; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c != System && c != Format && c != Note && c != Units)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == Note || c == Cloud)
                item->setToolTip(cells[c]);
            if (c == Time && mTraining && p.validation)
                item->setToolTip(p.validation->durationText(p.days, tr("days")));
            mTable->setItem(r, c, item);
        }
    }
    mTable->resizeColumnsToContents();
    // The figures' columns as wide as their widest cell; the dialog grows, within its screen, so
    // that the note gets about 50 characters of what is left; the note wraps in the rest.
    int figures = 0;
    for (int c = 0; c < Note; ++c)
        if (!mTable->isColumnHidden(c))
            figures += mTable->columnWidth(c);
    const int note = std::min(mTable->columnWidth(Note), 50 * fontMetrics().averageCharWidth());
    const int chrome = width() - mTable->viewport()->width() +
                       style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, mTable);
    const QRect room = screen() ? screen()->availableGeometry() : QRect();
    const int wanted =
        room.isValid() ? std::min(figures + note + chrome, room.width() * 19 / 20) : 0;
    if (wanted > width()) {
        resize(wanted, height());
        // Grown to the right: moved back inside the screen if it ran past its edge.
        if (const int past =
                geometry().right() + (frameGeometry().width() - width()) - room.right();
            past > 0)
            move(pos().x() - past, pos().y());
    }
    mTable->setColumnWidth(Note, std::max(note / 2, mTable->viewport()->width() - figures));
    mTable->resizeRowsToContents();
    updateButton();
}

bool ProposalDialog::eventFilter(QObject *watched, QEvent *event)
{
    // The table resized, the note's column takes the new width once the header has stretched it:
    // then the rows take the height their notes need at it (the header does not say when it
    // stretches a column).
    if (watched == mTable->viewport() && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(mTable, &QTableWidget::resizeRowsToContents,
                                  Qt::QueuedConnection);
    return QDialog::eventFilter(watched, event);
}

void ProposalDialog::updateButton()
{
    const int row = mTable->currentRow();
    const bool ok = row >= 0 && row < int(mRows.size()) &&
                    mRows[size_t(row)].request.generatable() &&
                    mTable->selectionModel()->hasSelection();
    mGenerate->setEnabled(ok);
}

void ProposalDialog::showGenerating(bool generating)
{
    mTable->setEnabled(!generating);
    mGenerate->setText(generating ? tr("Generating...") : tr("&Generate"));
    if (generating)
        mGenerate->setEnabled(false);
    else
        updateButton();
}

bool ProposalDialog::generate(int row, bool close)
{
    if (!mCatalog || row < 0 || row >= int(mRows.size()) || isGenerating())
        return false;
    const ProposalRow &p = mRows[size_t(row)];
    // Made on a worker: a proposal of thousands of GPUs is a SuperPOD of tens of SUs with its
    // facility sized, a second of work. The table and the button wait meanwhile.
    showGenerating(true);
    mGenerating.start(
        [p, catalog = mCatalog] {
            GeneratedDesign made;
            made.design = generateProposal(p, *catalog, &made.error);
            return made;
        },
        [this, close, sku = p.system.sku](GeneratedDesign made) {
            showGenerating(false);
            if (!made.design) {
                QMessageBox::warning(this, windowTitle(),
                                     tr("Cannot generate a %1 design: %2").arg(sku, made.error));
                return;
            }
            // The design is for this workload: it goes along, so the dock keeps showing it.
            made.design->workload = mDocument->design().workload;
            const QString name = made.design->name;
            // Untitled, like a template's: Save must not write it over the file that was open,
            // and Undo brings that design (and its file) back.
            if (mDocument->push(new ReplaceDesign(mDocument, std::move(*made.design),
                                                  tr("Generate %1").arg(name), QString())) &&
                close)
                accept();
        });
    return true;
}

} // namespace podcad
