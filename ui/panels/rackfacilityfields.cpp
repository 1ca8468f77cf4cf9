#include "rackfacilityfields.h"

#include "commands/changevalues.h"
#include "model/design.h"
#include "session/document.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>

namespace podcad {
namespace {

QString joined(const std::vector<QString> &ids)
{
    QStringList list;
    for (const QString &id : ids)
        list << id;
    return list.join(QStringLiteral(", "));
}

std::vector<QString> split(const QString &text)
{
    std::vector<QString> ids;
    for (const QString &id : text.split(u',', Qt::SkipEmptyParts))
        if (!id.trimmed().isEmpty())
            ids.push_back(id.trimmed());
    return ids;
}

} // namespace

RackFacilityFields::RackFacilityFields(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mPowerFrom{new QLineEdit(this), new QLineEdit(this)}
    , mCooledBy(new QLineEdit(this))
    , mRefusal(new QLabel(this))
{
    mPowerFrom[0]->setObjectName(QStringLiteral("powerFromA"));
    mPowerFrom[1]->setObjectName(QStringLiteral("powerFromB"));
    mCooledBy->setObjectName(QStringLiteral("cooledBy"));
    mRefusal->setObjectName(QStringLiteral("rackFacilityRefusal"));
    mRefusal->setWordWrap(true);
    mRefusal->setStyleSheet(QStringLiteral("color: #b00"));
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Power from A"), mPowerFrom[0]);
    form->addRow(tr("Power from B"), mPowerFrom[1]);
    form->addRow(tr("Cooled by"), mCooledBy);
    form->addRow(mRefusal);
    for (QLineEdit *field : {mPowerFrom[0], mPowerFrom[1], mCooledBy}) {
        field->setPlaceholderText(tr("element ids, comma-separated"));
        connect(field, &QLineEdit::editingFinished, this, [this, field] { edit(field); });
    }
}

void RackFacilityFields::show(const QString &rackId)
{
    mRackId = rackId;
    const Design &design = mDocument->design();
    const Rack *rack = design.rack(rackId);
    if (!rack)
        return;
    mRefusal->clear();
    QStringList feeders, coolers;
    for (const auto &[id, element] : design.facility())
        (canFeedRacks(element.kind)   ? feeders
         : canCoolRacks(element.kind) ? coolers
                                      : feeders)
            << id;
    const QString none = tr("(none in the design)");
    for (int side = 0; side < 2; ++side) {
        const QSignalBlocker block(mPowerFrom[side]);
        mPowerFrom[side]->setText(joined(rack->powerFrom[std::size_t(side)]));
        mPowerFrom[side]->setToolTip(feeders.isEmpty() ? none : feeders.join(QStringLiteral(", ")));
    }
    const QSignalBlocker block(mCooledBy);
    mCooledBy->setText(joined(rack->cooledBy));
    mCooledBy->setToolTip(coolers.isEmpty() ? none : coolers.join(QStringLiteral(", ")));
}

void RackFacilityFields::edit(QLineEdit *field)
{
    const Rack *rack = mDocument->design().rack(mRackId);
    if (!rack)
        return;
    Rack copy = *rack;
    if (field == mCooledBy)
        copy.cooledBy = split(field->text());
    else
        copy.powerFrom[field == mPowerFrom[0] ? 0 : 1] = split(field->text());
    if (copy == *rack)
        return;
    QString why;
    if (!mDocument->push(
            new ChangeRacks(mDocument, {copy}, tr("Set the facility sources of %1").arg(mRackId)),
            &why)) {
        show(mRackId);
        mRefusal->setText(why);
    }
}

} // namespace podcad
