#include "hallfields.h"

#include "commands/changehall.h"
#include "model/design.h"
#include "model/hallfit.h"
#include "session/document.h"
#include "wholetextcombo.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>

namespace podcad {

HallFields::HallFields(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mWidth(new QLineEdit(this))
    , mDepth(new QLineEdit(this))
    , mRating(new QLineEdit(this))
    , mFloor(new WholeTextCombo(this))
    , mColdAisle(new QLineEdit(this))
    , mHotAisle(new QLineEdit(this))
    , mRefusal(new QLabel(this))
{
    setObjectName(QStringLiteral("hallFields"));
    mWidth->setObjectName(QStringLiteral("hallWidth"));
    mDepth->setObjectName(QStringLiteral("hallDepth"));
    mRating->setObjectName(QStringLiteral("floorRating"));
    mRating->setPlaceholderText(tr("not known"));
    mFloor->setObjectName(QStringLiteral("floorType"));
    mFloor->addItem(tr("Slab"), int(FloorType::Slab));
    mFloor->addItem(tr("Raised floor"), int(FloorType::Raised));
    mColdAisle->setObjectName(QStringLiteral("coldAisle"));
    mHotAisle->setObjectName(QStringLiteral("hotAisle"));
    mRefusal->setWordWrap(true);
    mRefusal->setStyleSheet(QStringLiteral("color: #b00"));
    auto *form = new QFormLayout(this);
    form->addRow(new QLabel(tr("<b>Hall</b>"), this));
    form->addRow(tr("Width m"), mWidth);
    form->addRow(tr("Depth m"), mDepth);
    form->addRow(tr("Floor rating kg/m²"), mRating);
    form->addRow(tr("Floor"), mFloor);
    form->addRow(tr("Cold aisle m"), mColdAisle);
    form->addRow(tr("Hot aisle m"), mHotAisle);
    form->addRow(mRefusal);
    for (QLineEdit *field : {mWidth, mDepth, mRating, mColdAisle, mHotAisle})
        connect(field, &QLineEdit::editingFinished, this, &HallFields::edit);
    connect(mFloor, &QComboBox::activated, this, &HallFields::edit);
    // The Inspector leaves the design's own fields to their editors: the hall is one of them.
    connect(mDocument, &Document::changed, this, [this](const ChangeEvent &event) {
        if (event.kind == ChangeEvent::Kind::DesignReplaced ||
            event.fields.contains(ChangeEvent::hallField()))
            refresh();
    });
    refresh();
}

void HallFields::refresh()
{
    const Design &design = mDocument->design();
    const Hall hall = design.hall ? *design.hall : fitHall(design);
    const QSignalBlocker b1(mRating), b2(mFloor), b3(mColdAisle), b4(mHotAisle), b5(mWidth),
        b6(mDepth);
    mWidth->setText(QString::number(hall.widthM));
    mDepth->setText(QString::number(hall.depthM));
    mRating->setText(hall.floorRatingKgM2 ? QString::number(*hall.floorRatingKgM2) : QString());
    mFloor->setCurrentIndex(std::max(0, mFloor->findData(int(hall.floor))));
    mColdAisle->setText(QString::number(hall.coldAisleM));
    mHotAisle->setText(QString::number(hall.hotAisleM));
}

void HallFields::edit()
{
    const Design &design = mDocument->design();
    Hall hall = design.hall ? *design.hall : fitHall(design);
    bool ok = true;
    const auto number = [&ok](const QLineEdit *field) {
        bool parsed = false;
        const double value = field->text().trimmed().toDouble(&parsed);
        ok = ok && parsed;
        return value;
    };
    if (mRating->text().trimmed().isEmpty())
        hall.floorRatingKgM2.reset();
    else
        hall.floorRatingKgM2 = number(mRating);
    hall.floor = FloorType(mFloor->currentData().toInt());
    hall.widthM = number(mWidth);
    hall.depthM = number(mDepth);
    hall.coldAisleM = number(mColdAisle);
    hall.hotAisleM = number(mHotAisle);
    if (!ok) {
        mRefusal->setText(tr("Not a number."));
        return;
    }
    if (design.hall && hall == *design.hall)
        return;
    QString why;
    mRefusal->clear();
    if (!mDocument->push(new ChangeHall(mDocument, hall), &why)) {
        refresh();
        mRefusal->setText(why);
    }
}

} // namespace podcad
