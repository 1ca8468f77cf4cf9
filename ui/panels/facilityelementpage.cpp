#include "facilityelementpage.h"

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "commands/updatefacilityelement.h"
#include "format/flowformat.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "model/design.h"
#include "model/shownname.h"
#include "model/textrules.h"
#include "session/document.h"
#include "wholetextcombo.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSignalBlocker>
#include <QToolButton>

namespace podcad {
namespace {

// Empty text: unset; otherwise a number, or nothing when the text is not one.
std::optional<std::optional<double>> parseOptional(const QString &text)
{
    if (text.trimmed().isEmpty())
        return std::optional<double>();
    bool ok = false;
    double value = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        value = text.trimmed().toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return std::optional<double>(value);
}

QString shown(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 6) : QString();
}

} // namespace

FacilityElementPage::FacilityElementPage(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mTitle(new QLabel(this))
    , mName(new QLineEdit(this))
    , mModel(new WholeTextCombo(this))
    , mCapacity(new QLineEdit(this))
    , mFedFrom(new QLineEdit(this))
    , mFedFromNames(new QLabel(this))
    , mChooseSources(new QToolButton(this))
    , mFluid(new WholeTextCombo(this))
    , mSupply(new QLineEdit(this))
    , mReturn(new QLineEdit(this))
    , mRefusal(new QLabel(this))
    , mFigures(new QLabel(this))
{
    setObjectName(QStringLiteral("facilityElementPage"));
    mName->setObjectName(QStringLiteral("facilityName"));
    mName->setMaxLength(int(kMaxTextBytes)); // the file reader's limit (UTF-8 bytes)
    mModel->setObjectName(QStringLiteral("facilityModel"));
    mCapacity->setObjectName(QStringLiteral("facilityCapacity"));
    mCapacity->setPlaceholderText(tr("the model's"));
    mFedFrom->setObjectName(QStringLiteral("facilityFedFrom"));
    mFedFrom->setPlaceholderText(tr("element ids, comma-separated"));
    // The sources by name, in full (the ids' field is narrow in a docked Inspector), and a
    // list to pick them from: every element of a kind this one can be fed from.
    mFedFromNames->setObjectName(QStringLiteral("facilityFedFromNames"));
    mFedFromNames->setWordWrap(true);
    mChooseSources->setObjectName(QStringLiteral("facilityChooseSources"));
    mChooseSources->setText(tr("Choose..."));
    mChooseSources->setToolTip(tr("Pick what this element is fed from, by name"));
    mChooseSources->setPopupMode(QToolButton::InstantPopup);
    mChooseSources->setMenu(new QMenu(mChooseSources));
    connect(mChooseSources->menu(), &QMenu::aboutToShow, this, &FacilityElementPage::fillSources);
    mFluid->addItem(tr("Default"), QString());
    mFluid->addItem(tr("Water"), QStringLiteral("water"));
    mFluid->addItem(tr("PG25"), QStringLiteral("pg25"));
    mSupply->setPlaceholderText(tr("default"));
    mReturn->setPlaceholderText(tr("default"));
    mRefusal->setObjectName(QStringLiteral("facilityRefusal"));
    mRefusal->setWordWrap(true);
    mRefusal->setStyleSheet(QStringLiteral("color: #b00"));
    mTitle->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->addRow(mTitle);
    // The figures first: the Inspector is a few rows high at 1280x720, and they are what the
    // diagram shows of the element.
    mFigures->setObjectName(QStringLiteral("facilityFigures"));
    mFigures->setWordWrap(true);
    form->addRow(mFigures);
    form->addRow(tr("Name"), mName);
    form->addRow(tr("Model"), mModel);
    form->addRow(tr("Capacity kW"), mCapacity);
    form->addRow(tr("Fed from"), mFedFromNames);
    auto *ids = new QHBoxLayout;
    ids->setContentsMargins(0, 0, 0, 0);
    ids->addWidget(mFedFrom, 1);
    ids->addWidget(mChooseSources);
    form->addRow(tr("Source ids"), ids);
    form->addRow(tr("Fluid"), mFluid);
    form->addRow(tr("Supply °C"), mSupply);
    form->addRow(tr("Return °C"), mReturn);
    form->addRow(mRefusal);

    connect(mName, &QLineEdit::editingFinished, this, [this] {
        edit([this](FacilityElement &e) {
            e.name = mName->text().trimmed();
            return true;
        });
    });
    connect(mModel, &QComboBox::activated, this, [this] {
        edit([this](FacilityElement &e) {
            e.sku = mModel->currentData().toString();
            return true;
        });
    });
    connect(mCapacity, &QLineEdit::editingFinished, this, [this] {
        edit([this](FacilityElement &e) {
            const auto value = parseOptional(mCapacity->text());
            if (!value)
                return false;
            e.capacityKw = *value;
            return true;
        });
    });
    connect(mFedFrom, &QLineEdit::editingFinished, this, [this] {
        edit([this](FacilityElement &e) {
            e.fedFrom.clear();
            for (const QString &id : mFedFrom->text().split(u',', Qt::SkipEmptyParts))
                if (!id.trimmed().isEmpty())
                    e.fedFrom.push_back(id.trimmed());
            return true;
        });
    });
    connect(mFluid, &QComboBox::activated, this, [this] {
        edit([this](FacilityElement &e) {
            e.fluid = mFluid->currentData().toString();
            return true;
        });
    });
    for (QLineEdit *field : {mSupply, mReturn})
        connect(field, &QLineEdit::editingFinished, this, [this, field] {
            edit([this, field](FacilityElement &e) {
                const auto value = parseOptional(field->text());
                if (!value)
                    return false;
                (field == mSupply ? e.supplyC : e.returnC) = *value;
                return true;
            });
        });
}

void FacilityElementPage::show(const QString &elementId)
{
    mId = elementId;
    const FacilityElement *e = mDocument->design().facilityElement(elementId);
    if (!e)
        return;
    mRefusal->clear();
    mTitle->setText(
        QStringLiteral("<b>%1</b> (%2)").arg(e->id.toHtmlEscaped(), facilityKindLabel(e->kind)));
    const QSignalBlocker b1(mName), b2(mModel), b3(mCapacity), b4(mFedFrom), b5(mFluid),
        b6(mSupply), b7(mReturn);
    mName->setText(e->name);
    mModel->clear();
    mModel->addItem(tr("None (capacity below)"), QString());
    if (const Catalog *catalog = mDocument->catalog())
        for (const FacilityModel *m : catalog->facilityModels())
            if (m->kind == e->kind)
                mModel->addItem(QStringLiteral("%1 (%2 kW)")
                                    .arg(m->name, format::kilowatts(m->capacityKw, QLocale())),
                                m->sku);
    int at = mModel->findData(e->sku);
    if (at < 0) { // a model the catalog no longer has: kept as it is
        mModel->addItem(e->sku, e->sku);
        at = mModel->count() - 1;
    }
    mModel->setCurrentIndex(at);
    mCapacity->setText(shown(e->capacityKw));
    QStringList fedFrom;
    for (const QString &id : e->fedFrom)
        fedFrom << id;
    mFedFrom->setText(fedFrom.join(QStringLiteral(", ")));
    mFedFrom->setCursorPosition(0); // the first ids in sight, not the end of the line
    QStringList names;
    for (const QString &id : e->fedFrom)
        names << shownName(mDocument->design(), id);
    mFedFromNames->setText(names.isEmpty() ? tr("nothing (a source)")
                                           : names.join(QStringLiteral(", ")));
    const bool cdu = e->kind == FacilityKind::Cdu;
    for (QWidget *w : {static_cast<QWidget *>(mFluid), static_cast<QWidget *>(mSupply),
                       static_cast<QWidget *>(mReturn)}) {
        w->setEnabled(cdu);
    }
    mFluid->setCurrentIndex(std::max(0, mFluid->findData(e->fluid)));
    mSupply->setText(shown(e->supplyC));
    mReturn->setText(shown(e->returnC));
    showFigures();
}

void FacilityElementPage::fillSources()
{
    QMenu *menu = mChooseSources->menu();
    menu->clear();
    const Design &design = mDocument->design();
    const FacilityElement *e = design.facilityElement(mId);
    if (!e)
        return;
    std::vector<const FacilityElement *> candidates;
    for (const auto &[id, other] : design.facility())
        if (id != mId && canBeFedFrom(e->kind, other.kind))
            candidates.push_back(&other);
    std::sort(candidates.begin(), candidates.end(), [&](const auto *a, const auto *b) {
        return std::pair(shownName(design, a->id), a->id) <
               std::pair(shownName(design, b->id), b->id);
    });
    if (candidates.empty())
        menu->addAction(tr("No element can feed a %1").arg(facilityKindLabel(e->kind)))
            ->setEnabled(false);
    for (const FacilityElement *source : candidates) {
        QAction *action = menu->addAction(
            source->name.isEmpty() ? source->id
                                   : QStringLiteral("%1 (%2)").arg(source->name, source->id));
        action->setCheckable(true);
        action->setChecked(std::find(e->fedFrom.begin(), e->fedFrom.end(), source->id) !=
                           e->fedFrom.end());
        const QString id = source->id;
        connect(action, &QAction::triggered, this, [this, id](bool on) {
            edit([&](FacilityElement &element) {
                std::erase(element.fedFrom, id);
                if (on)
                    element.fedFrom.push_back(id);
                return true;
            });
        });
    }
}

void FacilityElementPage::showFigures()
{
    // The desktop's locale, by the rules the CLI and the facility diagram write in English.
    const QLocale locale;
    const auto kw = [&locale](double value) { return format::kilowatts(value, locale); };
    const auto lpm = [&locale](double value) { return format::litresPerMinute(value, locale); };
    QStringList lines;
    if (mAnalysis) {
        for (const PowerElementReport &r : mAnalysis->facility.powerChain)
            if (r.id == mId)
                lines << tr("Load %1 kW, peak %2 kW of %3 kW usable: %4")
                             .arg(kw(r.loadKw), kw(r.peakKw), kw(r.usableKw),
                                  format::percent(r.utilisation, 0, locale));
        for (const CoolingUnitReport &r : mAnalysis->facility.cooling)
            if (r.id == mId) {
                lines << tr("Heat %1 kW of %2 kW: %3")
                             .arg(kw(r.loadKw), kw(r.capacityKw),
                                  format::percent(r.utilisation, 0, locale));
                if (r.flowLpm)
                    lines
                        << (r.maxFlowLpm
                                ? tr("Flow %1 of %2 L/min").arg(lpm(*r.flowLpm), lpm(*r.maxFlowLpm))
                                : tr("Flow %1 L/min").arg(lpm(*r.flowLpm)));
            }
    }
    mFigures->setText(lines.isEmpty() ? tr("No figures from the analysis yet.")
                                      : lines.join(u'\n'));
}

void FacilityElementPage::edit(const std::function<bool(FacilityElement &)> &change)
{
    const FacilityElement *current = mDocument->design().facilityElement(mId);
    if (!current)
        return;
    FacilityElement copy = *current;
    if (!change(copy)) {
        mRefusal->setText(tr("Not a number."));
        return;
    }
    if (copy == *current)
        return;
    QString why;
    if (!mDocument->push(new UpdateFacilityElement(mDocument, std::move(copy)), &why)) {
        show(mId); // the fields go back to the design's values
        mRefusal->setText(why);
    }
}

} // namespace podcad
