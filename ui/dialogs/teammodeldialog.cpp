#include "teammodeldialog.h"

#include "format/numberformat.h"
#include "session/serverpool.h"
#include "teamhistorydialog.h"

#include <QDialogButtonBox>
#include <QDoubleValidator>
#include <QFormLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace podcad {

TeamModelDialog::TeamModelDialog(CatalogUrl url, const QString &sku, QWidget *parent)
    : QDialog(parent)
    , mUrl(std::move(url))
{
    setWindowTitle(tr("Edit Team Model"));
    mSku = new QLineEdit(sku, this);
    mSku->setObjectName(QStringLiteral("teamModelSku"));
    mCurrent = new QLabel(this);
    mCurrent->setObjectName(QStringLiteral("teamModelCurrent"));
    mCurrent->setMinimumHeight(fontMetrics().lineSpacing() * 2); // price and version; last change
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("teamModelStatus"));
    mStatus->setWordWrap(true);
    // Room for a conflict message (who, when, both versions) without the dialog growing under it.
    mStatus->setMinimumHeight(fontMetrics().lineSpacing() * 3);
    mStatus->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    mAccess = new QLabel(this);
    mAccess->setObjectName(QStringLiteral("teamModelAccess"));
    mAccess->setWordWrap(true);
    mAccess->setVisible(false);
    setMinimumWidth(fontMetrics().averageCharWidth() * 100);

    auto *form = mForm = new QFormLayout;
    form->addRow(tr("Team catalog:"), new QLabel(mUrl.display(), this));
    form->addRow(tr("SKU:"), mSku);
    form->addRow(tr("On the server:"), mCurrent);
    for (const TeamCatalog::Field &field : TeamCatalog::editableFields()) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QStringLiteral("teamModel_") + field.column);
        edit->setToolTip(field.column);
        if (field.type == TeamCatalog::Field::Type::Integer) {
            edit->setValidator(new QIntValidator(0, 1000, edit));
        } else if (field.type == TeamCatalog::Field::Type::Number) {
            auto *validator = new QDoubleValidator(0, 1e12, 6, edit);
            validator->setLocale(QLocale::c());
            validator->setNotation(QDoubleValidator::StandardNotation);
            edit->setValidator(validator);
        }
        edit->setEnabled(false); // until a model is read: an edit needs the version it is based on
        // What Save would send stands out: the fields that differ from the server's values.
        connect(edit, &QLineEdit::textChanged, this,
                [this, column = field.column] { markEdited(column); });
        form->addRow(field.unit.isEmpty() ? tr("%1:").arg(field.label)
                                          : tr("%1 (%2):").arg(field.label, field.unit),
                     edit);
        mFields.insert(field.column, edit);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    mRead = buttons->addButton(tr("&Read"), QDialogButtonBox::ActionRole);
    mRead->setObjectName(QStringLiteral("teamModelRead"));
    mSave = buttons->addButton(tr("&Save"), QDialogButtonBox::ApplyRole);
    mSave->setObjectName(QStringLiteral("teamModelSave"));
    mSave->setEnabled(false);
    mHistoryButton = buttons->addButton(tr("&History..."), QDialogButtonBox::ActionRole);
    mHistoryButton->setObjectName(QStringLiteral("teamModelHistory"));
    mHistoryButton->setToolTip(tr("The changes of this model the server recorded"));
    mHistoryButton->setEnabled(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mAccess);
    layout->addLayout(form);
    layout->addWidget(mStatus);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mRead, &QPushButton::clicked, this, &TeamModelDialog::read);
    connect(mSave, &QPushButton::clicked, this, &TeamModelDialog::save);
    connect(mHistoryButton, &QPushButton::clicked, this, &TeamModelDialog::showHistory);
    connect(mSku, &QLineEdit::editingFinished, this, [this] {
        if (mSku->text().trimmed() != mVersionSku)
            read();
    });
    if (!sku.isEmpty())
        read();
}

// Not waiting for the worker (BackgroundTask abandons it): closing the dialog while a server takes
// its time must not hold the window for the connect timeout (applicationPool() says why that is
// safe).
TeamModelDialog::~TeamModelDialog() = default;

QString TeamModelDialog::statusText() const
{
    return mStatus->text();
}

QString TeamModelDialog::readOnlyLine(const TeamCatalog::Access &access)
{
    if (!access.rolesSetUp || access.role == TeamCatalog::Role::Editor ||
        access.role == TeamCatalog::Role::Owner)
        return {};
    if (access.role == TeamCatalog::Role::None)
        return tr("Read only: %1 has no role on this team catalog; an owner grants one "
                  "(podcad-cli team grant %1 editor).")
            .arg(access.login);
    return tr("Read only: %1 is %2 %3 (role %4) and %5.")
        .arg(access.login, access.role == TeamCatalog::Role::Reader ? tr("a") : tr("an"),
             TeamCatalog::roleKind(access.role), access.roleName, TeamCatalog::mayDo(access.role));
}

TeamHistoryDialog *TeamModelDialog::historyDialog() const
{
    return mHistory;
}

bool TeamModelDialog::isReadOnly() const
{
    return mRole && !readOnlyLine(*mRole).isEmpty();
}

QString TeamModelDialog::accessText() const
{
    return mAccess->text();
}

void TeamModelDialog::applyAccess()
{
    const QString line = mRole ? readOnlyLine(*mRole) : QString();
    mAccess->setText(line);
    mAccess->setVisible(!line.isEmpty());
    // Read only, not disabled: the values stay as readable (and copyable) as an editor's, on the
    // dialog's background rather than an input field's white, so they do not invite typing.
    QPalette fieldPalette = palette();
    if (!line.isEmpty())
        fieldPalette.setColor(QPalette::Base, fieldPalette.color(QPalette::Window));
    for (QLineEdit *edit : std::as_const(mFields)) {
        edit->setReadOnly(!line.isEmpty());
        edit->setPalette(fieldPalette);
    }
}

void TeamModelDialog::setBusy(bool busy)
{
    mRead->setEnabled(!busy);
    // The server would refuse a reader's save anyway; the button says so before it is tried.
    mSave->setEnabled(!busy && mVersion.has_value() && !isReadOnly());
    mHistoryButton->setEnabled(!busy && mVersion.has_value());
    if (busy)
        mStatus->setText(tr("Talking to the server..."));
}

void TeamModelDialog::showHistory()
{
    if (mVersionSku.isEmpty())
        return;
    if (!mHistory) {
        mHistory = new TeamHistoryDialog(mUrl, mVersionSku, this);
        mHistory->setAttribute(Qt::WA_DeleteOnClose);
    } else if (mHistory->sku() != mVersionSku) {
        mHistory->showSku(mVersionSku);
    } else {
        mHistory->refresh();
    }
    mHistory->show();
    mHistory->raise();
}

QVariantMap TeamModelDialog::editedFields() const
{
    QVariantMap edited;
    for (auto it = mFields.begin(); it != mFields.end(); ++it)
        if (it.value()->text().trimmed() != mReadTexts.value(it.key()))
            edited.insert(it.key(), it.value()->text().trimmed());
    return edited;
}

void TeamModelDialog::markEdited(const QString &column)
{
    QLineEdit *edit = mFields.value(column);
    QFont font = edit->font();
    font.setBold(mReadTexts.contains(column) && edit->text().trimmed() != mReadTexts.value(column));
    edit->setFont(font);
}

void TeamModelDialog::showModel(const TeamCatalog::Model &model, bool keepEdits)
{
    const QVariantMap edited = keepEdits ? editedFields() : QVariantMap();
    mReadTexts.clear();
    bool rowsChanged = false;
    for (const TeamCatalog::Field &field : TeamCatalog::editableFields()) {
        // As the audit table writes it: an untouched field reads back as exactly the server's
        // value.
        const QString text = TeamCatalog::valueText(field, model.values.value(field.column));
        mReadTexts.insert(field.column, text);
        QLineEdit *edit = mFields.value(field.column);
        edit->setEnabled(true);
        // Only the fields of this kind of model: a GPU server has no rack load limit.
        const bool shown = field.shownFor(model.kind, model.values.value(field.column));
        if (shown != mForm->isRowVisible(edit)) {
            mForm->setRowVisible(edit, shown);
            rowsChanged = true;
        }
        if (!edited.contains(field.column)) {
            edit->setText(text);
            edit->setCursorPosition(0); // a long description shows its beginning
        }
        markEdited(field.column); // against the values just read
    }
    QString current =
        tr("%1 USD, version %2").arg(format::number(model.usd, 2, QLocale())).arg(model.version);
    if (!model.changedBy.isEmpty())
        current += tr("\n%1 %2 at %3")
                       .arg(model.pushed ? tr("pushed by") : tr("changed by"), model.changedBy,
                            model.changedAt);
    mCurrent->setText(current);
    if (rowsChanged && isVisible())
        adjustSize(); // no gap where the rows of another kind stood
}

void TeamModelDialog::read()
{
    if (mTask.isBusy())
        return;
    const QString sku = mSku->text().trimmed();
    setBusy(true);
    mTask.start(
        [url = mUrl, sku] {
            Outcome outcome;
            TeamCatalog team(url);
            if (team.connect(&outcome.message)) {
                // Who is connected, once per read: what this dialog lets them change. Unknown (an
                // older server's answer) leaves the fields editable; the server still decides.
                QString ignored;
                outcome.access = team.access(&ignored);
                outcome.model = team.model(sku, &outcome.message);
            }
            return outcome;
        },
        [this](const Outcome &outcome) { onDone(outcome); }, serverPool());
    mVersionSku = sku;
}

void TeamModelDialog::save()
{
    if (mTask.isBusy())
        return;
    const QString sku = mSku->text().trimmed();
    // An edit made against another SKU's version would be a blind write: read that one first.
    if (sku != mVersionSku || !mVersion) {
        read();
        return;
    }
    const QVariantMap changes = editedFields();
    if (changes.isEmpty()) {
        mStatus->setText(tr("Nothing to save: no field differs from the server's."));
        Q_EMIT settled(mStatus->text(), false);
        return;
    }
    setBusy(true);
    mTask.start(
        [url = mUrl, sku, changes, expected = mVersion] {
            Outcome outcome;
            TeamCatalog team(url);
            if (!team.connect(&outcome.message))
                return outcome;
            TeamCatalog::Model after;
            outcome.edit = team.setModel(sku, changes, expected, &after, &outcome.message);
            outcome.wrote = true;
            if (outcome.edit == TeamCatalog::Edit::Written) {
                outcome.model = after;
            } else if (outcome.edit == TeamCatalog::Edit::Conflict) {
                QString ignored;
                outcome.model = team.model(sku, &ignored);
            }
            return outcome;
        },
        [this](const Outcome &outcome) { onDone(outcome); }, serverPool());
}

void TeamModelDialog::onDone(const Outcome &outcome)
{
    const bool saved = outcome.wrote && outcome.edit == TeamCatalog::Edit::Written;
    if (outcome.access) {
        mRole = outcome.access;
        applyAccess();
    }
    if (outcome.model) {
        mVersion = outcome.model->version;
        // A refused edit (conflict, or values the catalog cannot take) keeps what was typed.
        showModel(*outcome.model, outcome.wrote && !saved);
    } else if (!outcome.wrote) {
        mVersion.reset();
        mReadTexts.clear();
        mCurrent->clear();
        for (QLineEdit *edit : std::as_const(mFields)) {
            edit->clear();
            edit->setEnabled(false);
        }
    }
    setBusy(false);
    QString text;
    if (!outcome.wrote)
        text = outcome.model ? tr("Read.") : tr("Not read: %1").arg(outcome.message);
    else if (saved)
        text = tr("Saved.");
    else
        text = tr("Not saved: %1").arg(outcome.message);
    mStatus->setText(text);
    // An open history follows: the row just saved, or the SKU just read.
    if (mHistory && mVersion && (saved || mHistory->sku() != mVersionSku))
        mHistory->showSku(mVersionSku);
    if (outcome.wrote && outcome.edit == TeamCatalog::Edit::Conflict) {
        // The typed values stay in their fields; the version above is now the server's, so Save
        // again means "mine over theirs", knowingly.
        if (!mConflict) {
            mConflict = new QMessageBox(QMessageBox::Warning, tr("Model changed on the server"),
                                        QString(), QMessageBox::Ok, this);
            mConflict->setObjectName(QStringLiteral("teamModelConflict"));
        }
        mConflict->setText(tr("%1: %2.\n\nWhat you typed is still in the fields; the others now "
                              "show the server's values. Save again to write yours over theirs.")
                               .arg(mVersionSku, outcome.message));
        mConflict->open();
    }
    Q_EMIT settled(text, saved);
}

} // namespace podcad
