#include "teamhistorydialog.h"

#include "session/serverpool.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace podcad {

namespace {

enum Column { When, Who, What, Field, Old, New, Version, ColumnCount };

} // namespace

TeamHistoryDialog::TeamHistoryDialog(CatalogUrl url, const QString &sku, QWidget *parent)
    : QDialog(parent)
    , mUrl(std::move(url))
{
    setObjectName(QStringLiteral("teamHistoryDialog"));
    mTitle = new QLabel(this);
    mTitle->setObjectName(QStringLiteral("teamHistoryTitle"));
    mTitle->setWordWrap(true);
    mTable = new QTableWidget(0, ColumnCount, this);
    mTable->setObjectName(QStringLiteral("teamHistoryTable"));
    mTable->setHorizontalHeaderLabels(
        {tr("When"), tr("Who"), tr("What"), tr("Field"), tr("Old"), tr("New"), tr("Version")});
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setAlternatingRowColors(true);
    mTable->verticalHeader()->setVisible(false);
    mTable->horizontalHeader()->setStretchLastSection(false);
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("teamHistoryStatus"));
    mStatus->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    mRefresh = buttons->addButton(tr("&Refresh"), QDialogButtonBox::ActionRole);
    mRefresh->setObjectName(QStringLiteral("teamHistoryRefresh"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mTitle);
    layout->addWidget(mTable, 1);
    layout->addWidget(mStatus);
    layout->addWidget(buttons);
    // Room for a timestamp, a person and a description side by side; fits a 1280x720 screen.
    const int em = fontMetrics().averageCharWidth();
    resize(em * 130, fontMetrics().lineSpacing() * 26);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mRefresh, &QPushButton::clicked, this, &TeamHistoryDialog::refresh);
    showSku(sku);
}

// Not waiting for the worker (BackgroundTask abandons it): serverPool() says why a dialog may go
// while its task runs.
TeamHistoryDialog::~TeamHistoryDialog() = default;

QString TeamHistoryDialog::statusText() const
{
    return mStatus->text();
}

void TeamHistoryDialog::showSku(const QString &sku)
{
    mSku = sku;
    setWindowTitle(tr("Team Model History: %1").arg(sku));
    mTitle->setText(tr("Changes of %1 on %2 and the catalog's pushes, newest first (the last %3; "
                       "times are the server's clock):")
                        .arg(sku, mUrl.display())
                        .arg(kLimit));
    refresh();
}

void TeamHistoryDialog::refresh()
{
    // One read at a time: a server that does not answer holds a thread of the pool for its
    // connect timeout, so a newer read waits for the running one instead of superseding it.
    if (mTask.isBusy()) {
        mPending = true;
        return;
    }
    startRead();
}

void TeamHistoryDialog::startRead()
{
    mRefresh->setEnabled(false);
    mStatus->setText(tr("Talking to the server..."));
    mTask.start(
        [url = mUrl, sku = mSku] {
            Outcome outcome;
            TeamCatalog team(url);
            if (team.connect(&outcome.message))
                outcome.entries = team.audit(sku, kLimit, &outcome.message);
            return outcome;
        },
        [this](const Outcome &outcome) { onDone(outcome); }, serverPool());
}

void TeamHistoryDialog::onDone(const Outcome &outcome)
{
    if (mPending) {
        mPending = false;
        startRead(); // the SKU or the server's rows changed while this read ran
        return;
    }
    mRefresh->setEnabled(true);
    if (!outcome.entries) {
        // What was shown stays: it is still the history up to the last read.
        mStatus->setText(tr("Not read: %1").arg(outcome.message));
        Q_EMIT settled(mStatus->text());
        return;
    }
    const std::vector<TeamCatalog::AuditEntry> &entries = *outcome.entries;
    mTable->setRowCount(int(entries.size()));
    for (int row = 0; row < int(entries.size()); ++row) {
        const TeamCatalog::AuditEntry &e = entries[size_t(row)];
        // As podcad-cli team history prints it: a push names its file instead of a field.
        const bool push = e.action == QLatin1String("push");
        const QString cells[ColumnCount] = {e.at,
                                            e.who,
                                            push ? tr("push of %1").arg(e.newValue) : e.rowKey,
                                            push ? QString() : e.column,
                                            push ? QString() : e.oldValue,
                                            push ? QString() : e.newValue,
                                            QString::number(e.version)};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            // The database role behind the person, which the server wrote.
            if (column == Who && !e.dbUser.isEmpty())
                item->setToolTip(tr("database role %1").arg(e.dbUser));
            if (column == Version)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            mTable->setItem(row, column, item);
        }
    }
    mTable->resizeColumnsToContents();
    mStatus->setText(entries.empty()       ? tr("No changes recorded.")
                     : entries.size() == 1 ? tr("1 change.")
                                           : tr("%1 changes.").arg(entries.size()));
    Q_EMIT settled(mStatus->text());
}

} // namespace podcad
