#include "designpropertiesdialog.h"

#include "model/textrules.h"
#include "session/document.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace podcad {

DesignPropertiesDialog::DesignPropertiesDialog(const Document &document, QWidget *parent)
    : QDialog(parent)
    , mName(new QLineEdit(document.design().name, this))
    , mSite(new QLineEdit(document.design().site, this))
    , mLocation(new QLineEdit(document.design().location, this))
    , mFile(new QLabel(this))
{
    setObjectName(QStringLiteral("designPropertiesDialog"));
    setWindowTitle(tr("Design Properties"));
    mName->setObjectName(QStringLiteral("designNameField"));
    // The file reader's limit (UTF-8 bytes; the command refuses a longer multi-byte text).
    for (QLineEdit *field : {mName, mSite, mLocation})
        field->setMaxLength(int(kMaxTextBytes));
    mName->setPlaceholderText(tr("What people call this design, e.g. \"Hall 2 SuperPOD\""));
    mName->setMinimumWidth(mName->fontMetrics().averageCharWidth() * 40);
    mName->selectAll();
    // Empty means the NetBox export's default; the placeholder says which.
    mSite->setObjectName(QStringLiteral("designSiteField"));
    mSite->setPlaceholderText(tr("the design's name"));
    mSite->setToolTip(
        tr("The NetBox site the racks and devices are exported to. Empty: the design's name."));
    mLocation->setObjectName(QStringLiteral("designLocationField"));
    mLocation->setPlaceholderText(tr("each rack's row"));
    mLocation->setToolTip(
        tr("The NetBox location (a hall, a room) that holds the rows, the racks without a row "
           "and the devices in no rack. Empty: each rack stands in its row (\"Row A\") alone."));
    mFile->setObjectName(QStringLiteral("designFileLabel"));
    mFile->setText(document.filePath().isEmpty() ? tr("Not saved yet")
                                                 : QDir::toNativeSeparators(document.filePath()));
    mFile->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mFile->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), mName);
    form->addRow(tr("&Site:"), mSite);
    form->addRow(tr("&Location:"), mLocation);
    form->addRow(tr("File:"), mFile);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QString DesignPropertiesDialog::name() const
{
    return mName->text().trimmed();
}

} // namespace podcad

namespace podcad {

QString DesignPropertiesDialog::site() const
{
    return mSite->text().trimmed();
}

QString DesignPropertiesDialog::location() const
{
    return mLocation->text().trimmed();
}

} // namespace podcad
