#include "workloadpanel.h"

#include "commands/setworkload.h"
#include "model/design.h"
#include "session/document.h"
#include "session/livesession.h"
#include "workload/workloadevaluation.h"
#include "workloadinputs.h"
#include "workloadresults.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace podcad {

WorkloadPanel::WorkloadPanel(LiveSession *session, QWidget *parent)
    : QWidget(parent)
    , mSession(session)
    , mDocument(session->document())
    , mInputs(new WorkloadInputs(session->catalog(), this))
    , mResults(new WorkloadResults(this))
    , mStatus(new QLabel(this))
    , mCompare(new QPushButton(tr("Compare Systems..."), this))
    , mClear(new QPushButton(tr("Clear"), this))
{
    // The form on the left, the answer on the right: the dock shares the bottom area with the
    // Costs, wide and a few rows high; the form scrolls there rather than making the area taller.
    auto *row = new QHBoxLayout(this);
    auto *form = new QScrollArea(this);
    form->setObjectName(QStringLiteral("workloadFormScroll"));
    form->setFrameShape(QFrame::NoFrame);
    form->setWidgetResizable(true);
    form->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    form->setWidget(mInputs);
    form->setMinimumWidth(mInputs->sizeHint().width() + 20);
    row->addWidget(form, 2);

    auto *answer = new QVBoxLayout;
    mStatus->setObjectName(QStringLiteral("workloadStatus"));
    mStatus->setWordWrap(true);
    mStatus->hide();
    answer->addWidget(mStatus);
    answer->addWidget(mResults, 1);
    auto *buttons = new QHBoxLayout;
    mCompare->setObjectName(QStringLiteral("workloadCompare"));
    mCompare->setToolTip(tr("GPUs, days, power and dollars of this workload on every GPU system "
                            "in the catalog, and a design generated for the one you pick"));
    mClear->setObjectName(QStringLiteral("workloadClear"));
    mClear->setToolTip(tr("Remove the workload from the design"));
    buttons->addWidget(mCompare);
    buttons->addStretch(1);
    buttons->addWidget(mClear);
    answer->addLayout(buttons);
    row->addLayout(answer, 3);

    connect(mInputs, &WorkloadInputs::edited, this, &WorkloadPanel::onEdited);
    connect(mDocument, &Document::changed, this, &WorkloadPanel::onChanged);
    connect(mSession, &LiveSession::workloadReady, this, &WorkloadPanel::refresh);
    connect(mCompare, &QPushButton::clicked, this, &WorkloadPanel::compareRequested);
    connect(mClear, &QPushButton::clicked, this,
            [this] { mDocument->push(new SetWorkload(mDocument, std::nullopt)); });
    mInputs->setWorkload(mDocument->design().workload);
    refresh();
}

void WorkloadPanel::onEdited(const QString &field)
{
    const QString problem = mInputs->problem();
    mStatus->setVisible(!problem.isEmpty());
    mStatus->setText(problem.isEmpty() ? QString() : tr("Not kept yet: %1.").arg(problem));
    const std::optional<Workload> workload = mInputs->workload();
    if (!workload || workload == mDocument->design().workload)
        return;
    mPushing = true;
    mDocument->push(new SetWorkload(mDocument, workload, field));
    mPushing = false;
}

void WorkloadPanel::onChanged(const ChangeEvent &event)
{
    const bool workloadEdit = event.fields.contains(SetWorkload::fileKey());
    if (event.kind == ChangeEvent::Kind::PropertiesEdited && !workloadEdit)
        return; // a rename: nothing the workload depends on
    // Undo, redo, open: the form shows what the design now holds. Not while typing: the form
    // already says it, and refilling would move the cursor.
    if (!mPushing && (workloadEdit || event.kind == ChangeEvent::Kind::DesignReplaced)) {
        mInputs->setWorkload(mDocument->design().workload);
        mStatus->hide();
    }
    // Without a workload there is nothing to wait for; otherwise the session's evaluation of
    // the new one follows.
    mClear->setEnabled(mDocument->design().workload.has_value());
    if (!mDocument->design().workload)
        refresh();
}

void WorkloadPanel::refresh()
{
    const Design &design = mDocument->design();
    mClear->setEnabled(design.workload.has_value());
    const Catalog *catalog = mSession->catalog();
    if (!catalog) {
        mResults->showMessage(tr("No catalog: the models and GPU systems come from it."));
        return;
    }
    if (!design.workload) {
        mResults->showMessage(tr("No workload yet: pick a model and tick Training or Inference "
                                 "to see what this design does with it."));
        return;
    }
    if (const std::shared_ptr<const WorkloadEvaluation> e = mSession->workload())
        mResults->showEvaluation(*e);
    else
        mResults->showMessage(tr("Sizing the workload..."));
}

} // namespace podcad
