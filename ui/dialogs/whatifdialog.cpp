#include "whatifdialog.h"

#include "format/numberformat.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace podcad {

WhatIfDialog::WhatIfDialog(WhatIf result, bool worstSingle, QWidget *parent)
    : QDialog(parent)
    , mResult(std::move(result))
{
    setObjectName(QStringLiteral("whatIfDialog"));
    const QStringList failed(mResult.failed.begin(), mResult.failed.end());
    setWindowTitle(worstSingle ? tr("Worst Single Switch Failure") : tr("What If: Fail Selection"));

    const QLocale locale;
    std::size_t cut = 0;
    double bisectionBefore = 0, bisectionAfter = 0;
    for (const WhatIf::Fabric &f : mResult.fabrics) {
        cut += f.after.unreachableIds.size() > f.before.unreachableIds.size()
                   ? f.after.unreachableIds.size() - f.before.unreachableIds.size()
                   : 0;
        bisectionBefore += f.before.bisectionGbps();
        bisectionAfter += f.after.bisectionGbps();
    }
    QString headline =
        worstSingle
            ? tr("Losing <b>%1</b> hurts most of all single switch failures.")
                  .arg(failed.join(QStringLiteral(", ")).toHtmlEscaped())
            : tr("Failed: <b>%1</b>.").arg(failed.join(QStringLiteral(", ")).toHtmlEscaped());
    headline += QStringLiteral("<br>") +
                (cut == 1 ? tr("1 endpoint cut off")
                          : tr("%1 endpoints cut off").arg(format::count(double(cut), locale))) +
                tr("; bisection over all fabrics %1 -> %2 Gb/s.")
                    .arg(format::number(bisectionBefore, 0, locale),
                         format::number(bisectionAfter, 0, locale));
    mSummary = new QLabel(headline, this);
    mSummary->setObjectName(QStringLiteral("whatIfSummary"));
    mSummary->setTextFormat(Qt::RichText);
    mSummary->setWordWrap(true);

    mTable = new QTableWidget(this);
    mTable->setObjectName(QStringLiteral("whatIfTable"));
    mTable->setColumnCount(ColumnCount);
    mTable->setHorizontalHeaderLabels(
        {tr("Fabric"), tr("Bisection Gb/s\nbefore"), tr("Bisection Gb/s\nafter"),
         tr("Ratio\nbefore"), tr("Ratio\nafter"), tr("Unreachable\nbefore"),
         tr("Unreachable\nafter"), tr("Leaf oversub.\nbefore"), tr("Leaf oversub.\nafter"),
         tr("Spine oversub.\nbefore"), tr("Spine oversub.\nafter")});
    mTable->verticalHeader()->hide();
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setAlternatingRowColors(true);
    for (std::size_t i = 0; i < mResult.fabrics.size(); ++i)
        if (mResult.fabrics[i].before.computed)
            mRows.push_back(i);
    mTable->setRowCount(int(mRows.size()));
    for (int row = 0; row < int(mRows.size()); ++row) {
        const WhatIf::Fabric &f = mResult.fabrics[mRows[std::size_t(row)]];
        auto *name = new QTableWidgetItem(f.touched ? f.id : tr("%1 (untouched)").arg(f.id));
        name->setData(Qt::UserRole, f.id);
        mTable->setItem(row, FabricColumn, name);
        // A pair of cells, before and after; the after one in bold when the failure changed it
        // as shown: a ratio that moves past the decimals shown reads the same, and a bold
        // "0.23:1" next to "0.23:1" points at a change the reader cannot find.
        auto pair = [&](int column, double before, double after, const QString &beforeText,
                        const QString &afterText) {
            auto *b = new QTableWidgetItem(beforeText);
            auto *a = new QTableWidgetItem(afterText);
            b->setData(Qt::UserRole, before);
            a->setData(Qt::UserRole, after);
            for (QTableWidgetItem *item : {b, a})
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (beforeText != afterText) {
                QFont bold = a->font();
                bold.setBold(true);
                a->setFont(bold);
            }
            mTable->setItem(row, column, b);
            mTable->setItem(row, column + 1, a);
        };
        auto number = [&](double v, int decimals) { return format::number(v, decimals, locale); };
        // A tier with nothing above it has no ratio (0 in the figures).
        auto ratio = [&](double r) {
            return r > 0 ? number(r, 2) + QStringLiteral(":1") : QStringLiteral("-");
        };
        pair(BisectionBefore, f.before.bisectionGbps(), f.after.bisectionGbps(),
             number(f.before.bisectionGbps(), 0), number(f.after.bisectionGbps(), 0));
        pair(RatioBefore, f.before.bisection.ratio, f.after.bisection.ratio,
             number(f.before.bisection.ratio, 3), number(f.after.bisection.ratio, 3));
        const auto ub = double(f.before.unreachableIds.size());
        const auto ua = double(f.after.unreachableIds.size());
        pair(UnreachableBefore, ub, ua, number(ub, 0), number(ua, 0));
        pair(LeafBefore, f.before.tierRatio(1), f.after.tierRatio(1), ratio(f.before.tierRatio(1)),
             ratio(f.after.tierRatio(1)));
        pair(SpineBefore, f.before.tierRatio(2), f.after.tierRatio(2), ratio(f.before.tierRatio(2)),
             ratio(f.after.tierRatio(2)));
    }
    // A handful of rows: measuring every cell is cheap here, and the table shows them whole.
    mTable->resizeColumnsToContents();
    const int frame = 2 * mTable->frameWidth();
    mTable->setMinimumSize(frame + mTable->horizontalHeader()->length(),
                           frame + mTable->horizontalHeader()->sizeHint().height() +
                               mTable->verticalHeader()->length());
    mTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mTable->setFocusPolicy(Qt::NoFocus);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mSummary);
    layout->addWidget(mTable, 1);
    layout->addWidget(buttons);
    resize(sizeHint());
}

const WhatIf::Fabric &WhatIfDialog::fabricOfRow(int row) const
{
    return mResult.fabrics[mRows[std::size_t(row)]];
}

} // namespace podcad
