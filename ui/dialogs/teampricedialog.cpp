#include "teampricedialog.h"

#include <QDialogButtonBox>
#include <QDoubleValidator>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace podcad {

TeamPriceDialog::TeamPriceDialog(CatalogUrl url, const QString &sku, QWidget *parent)
    : QDialog(parent)
    , mUrl(std::move(url))
{
    setWindowTitle(tr("Edit Team Price"));
    mSku = new QLineEdit(sku, this);
    mSku->setObjectName(QStringLiteral("teamPriceSku"));
    mPrice = new QLineEdit(this);
    mPrice->setObjectName(QStringLiteral("teamPriceUsd"));
    auto *validator = new QDoubleValidator(0, 1e12, 2, mPrice);
    validator->setLocale(QLocale::c());
    mPrice->setValidator(validator);
    mCurrent = new QLabel(this);
    mCurrent->setObjectName(QStringLiteral("teamPriceCurrent"));
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("teamPriceStatus"));
    mStatus->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Team catalog:"), new QLabel(mUrl.display(), this));
    form->addRow(tr("SKU:"), mSku);
    form->addRow(tr("On the server:"), mCurrent);
    form->addRow(tr("New list price (USD):"), mPrice);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    mRead = buttons->addButton(tr("&Read"), QDialogButtonBox::ActionRole);
    mRead->setObjectName(QStringLiteral("teamPriceRead"));
    mSave = buttons->addButton(tr("&Save"), QDialogButtonBox::ApplyRole);
    mSave->setObjectName(QStringLiteral("teamPriceSave"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(mStatus);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mRead, &QPushButton::clicked, this, &TeamPriceDialog::read);
    connect(mSave, &QPushButton::clicked, this, &TeamPriceDialog::save);
    connect(mSku, &QLineEdit::editingFinished, this, [this] {
        if (mSku->text().trimmed() != mVersionSku)
            read();
    });
    connect(&mWatcher, &QFutureWatcher<Outcome>::finished, this, &TeamPriceDialog::onDone);
    if (!sku.isEmpty())
        read();
}

TeamPriceDialog::~TeamPriceDialog()
{
    mWatcher.waitForFinished();
}

QString TeamPriceDialog::statusText() const
{
    return mStatus->text();
}

void TeamPriceDialog::setBusy(bool busy)
{
    mRead->setEnabled(!busy);
    mSave->setEnabled(!busy);
    if (busy)
        mStatus->setText(tr("Talking to the server..."));
}

void TeamPriceDialog::read()
{
    if (mWatcher.isRunning())
        return;
    const QString sku = mSku->text().trimmed();
    setBusy(true);
    mWatcher.setFuture(QtConcurrent::run([url = mUrl, sku] {
        Outcome outcome;
        TeamCatalog team(url);
        if (team.connect(&outcome.message))
            outcome.price = team.price(sku, &outcome.message);
        return outcome;
    }));
    mVersionSku = sku;
}

void TeamPriceDialog::save()
{
    if (mWatcher.isRunning())
        return;
    const QString sku = mSku->text().trimmed();
    bool ok = false;
    const double usd = QLocale::c().toDouble(mPrice->text().trimmed(), &ok);
    if (!ok || usd < 0) {
        mStatus->setText(tr("The new price is not a number of USD."));
        Q_EMIT settled(mStatus->text());
        return;
    }
    // An edit made against another SKU's version would be a blind write: read first.
    const std::optional<int> expected = sku == mVersionSku ? mVersion : std::nullopt;
    setBusy(true);
    mWatcher.setFuture(QtConcurrent::run([url = mUrl, sku, usd, expected] {
        Outcome outcome;
        TeamCatalog team(url);
        if (!team.connect(&outcome.message))
            return outcome;
        TeamCatalog::Price after;
        outcome.edit = team.setPrice(sku, usd, expected, &after, &outcome.message);
        outcome.wrote = true;
        if (outcome.edit == TeamCatalog::Edit::Written) {
            outcome.price = after;
        } else if (outcome.edit == TeamCatalog::Edit::Conflict) {
            QString ignored;
            outcome.price = team.price(sku, &ignored);
        }
        return outcome;
    }));
    mVersionSku = sku;
}

void TeamPriceDialog::onDone()
{
    const Outcome outcome = mWatcher.result();
    setBusy(false);
    if (outcome.price) {
        mVersion = outcome.price->version;
        QString current = tr("%1 USD, version %2")
                              .arg(QLocale().toString(outcome.price->usd, 'f', 2))
                              .arg(outcome.price->version);
        if (!outcome.price->changedBy.isEmpty())
            current += tr(" (%1 %2 at %3)")
                           .arg(outcome.price->pushed ? tr("pushed by") : tr("changed by"),
                                outcome.price->changedBy, outcome.price->changedAt);
        mCurrent->setText(current);
    } else {
        mVersion.reset();
        mCurrent->clear();
    }
    QString text;
    if (!outcome.wrote)
        text = outcome.price ? tr("Read.") : tr("Not read: %1").arg(outcome.message);
    else if (outcome.edit == TeamCatalog::Edit::Written)
        text = tr("Saved. Windows use it from their next start.");
    else
        text = tr("Not saved: %1").arg(outcome.message);
    mStatus->setText(text);
    if (outcome.wrote && outcome.edit == TeamCatalog::Edit::Conflict) {
        // The typed price stays in its field; the version above is now the server's, so Save
        // again means "mine over theirs", knowingly.
        if (!mConflict) {
            mConflict = new QMessageBox(QMessageBox::Warning, tr("Price changed on the server"),
                                        QString(), QMessageBox::Ok, this);
            mConflict->setObjectName(QStringLiteral("teamPriceConflict"));
        }
        mConflict->setText(tr("%1: %2.\n\nYour price is still in the field: Save again to "
                              "write it over theirs.")
                               .arg(mVersionSku, outcome.message));
        mConflict->open();
    }
    Q_EMIT settled(text);
}

} // namespace podcad
