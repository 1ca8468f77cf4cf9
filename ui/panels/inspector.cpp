#include "inspector.h"

#include "cablesummary.h"
#include "cabling/cableplan.h"
#include "catalog/cablechoice.h"
#include "catalog/catalog.h"
#include "commands/changevalues.h"
#include "commands/movedevice.h"
#include "facilityelementpage.h"
#include "format/percentformat.h"
#include "format/powerformat.h"
#include "hallfields.h"
#include "inspectorsources.h"
#include "model/design.h"
#include "model/textrules.h"
#include "rackfacilityfields.h"
#include "session/document.h"
#include "session/livecableplan.h"
#include "session/selection.h"
#include "wholetextcombo.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <map>
#include <optional>

namespace podcad {
namespace {

constexpr Role kRoles[] = {Role::Compute,    Role::Leaf, Role::Spine, Role::Core, Role::Storage,
                           Role::Management, Role::Ufm,  Role::Pdu,   Role::Other};

// Empty text means "no override"; anything else must be a non-negative number.
std::optional<std::optional<double>> parseOverride(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::optional<double>();
    bool ok = false;
    double v = QLocale().toDouble(t, &ok);
    if (!ok)
        v = t.toDouble(&ok);
    if (!ok || v < 0)
        return std::nullopt;
    return std::optional<double>(v);
}

QString overrideText(const std::optional<double> &value)
{
    // The rule the placeholder's catalog figure is written by, so the two read alike.
    return value ? format::number(*value, 0, QLocale()) : QString();
}

} // namespace

Inspector::Inspector(Document *document, Selection *selection, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mSelection(selection)
    , mPages(new QStackedWidget(this))
    , mEmpty(new QLabel(this))
{
    mEmpty->setAlignment(Qt::AlignCenter);
    mEmpty->setWordWrap(true);
    // Nothing selected: the hall's own figures under the hint.
    auto *emptyPage = new QWidget(this);
    auto *emptyLayout = new QVBoxLayout(emptyPage);
    emptyLayout->setContentsMargins(0, 0, 0, 0);
    emptyLayout->addWidget(mEmpty);
    mHallFields = new HallFields(mDocument, emptyPage);
    emptyLayout->addWidget(mHallFields);
    emptyLayout->addStretch(1);
    mPages->addWidget(emptyPage);
    mPages->addWidget(buildDevicePage());
    mPages->addWidget(buildRackPage());
    mPages->addWidget(buildLinkPage());
    mFacilityPage = new FacilityElementPage(mDocument, mPages);
    mPages->addWidget(mFacilityPage);
    // A short dock (a 1280x720 screen) cut the port list off with no way to reach it: the pages
    // scroll, each as tall as itself (the hidden pages' sizes are ignored).
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("inspectorScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(mPages);
    const auto sizeToPage = [this](int current) {
        for (int i = 0; i < mPages->count(); ++i)
            mPages->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == current
                                                                         ? QSizePolicy::Preferred
                                                                         : QSizePolicy::Ignored);
        mPages->adjustSize();
    };
    connect(mPages, &QStackedWidget::currentChanged, this, sizeToPage);
    // The first page too: as tall as the device page, "Select a device..." sat half under the
    // bottom edge of a short dock, with a scroll bar for nothing.
    sizeToPage(mPages->currentIndex());
    // Why the last edit of a device or rack was refused (a name the design file could not hold).
    mRefusal = new QLabel(this);
    mRefusal->setObjectName(QStringLiteral("inspectorRefusal"));
    mRefusal->setWordWrap(true);
    mRefusal->setStyleSheet(QStringLiteral("color: #b00"));
    mRefusal->setVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    layout->addWidget(mRefusal);
    // An edit may change what the selected objects' fields show; a selection change it caused
    // comes with it (Selection::Cause::Edit), so the edit refreshes the fields once. It shows
    // objects (a device's rack among all racks, a link's fabric among all fabrics and the devices
    // at its ends too) and what the catalog says of them, never a SKU's price override or the
    // design's own fields.
    connect(mDocument, &Document::changed, this, [this](const ChangeEvent &event) {
        const bool designValuesOnly =
            !event.namesObjects() && (!event.prices.isEmpty() || !event.fields.isEmpty());
        if (!designValuesOnly)
            setSelection(mSelection->ids());
    });
    connect(mSelection, &Selection::changed, this,
            [this](const QStringList &ids, Selection::Cause cause) {
                if (cause == Selection::Cause::Picked)
                    setSelection(ids);
            });
    setSelection(mSelection->ids());
}

QWidget *Inspector::buildDevicePage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    mDeviceTitle = new QLabel(page);
    mDeviceTitle->setWordWrap(true);
    mName = new QLineEdit(page);
    // What the file reader takes (in UTF-8 bytes; the model refuses a longer multi-byte name).
    mName->setMaxLength(int(kMaxTextBytes));
    mSku = new WholeTextCombo(page);
    mRole = new WholeTextCombo(page);
    for (Role role : kRoles)
        mRole->addItem(roleName(role), int(role));
    mRack = new WholeTextCombo(page);
    mLowestU = new QSpinBox(page);
    mLowestU->setRange(0, 200);
    mLowestU->setKeyboardTracking(false); // one command per committed value, not per digit
    mPrice = new QLineEdit(page);
    mPower = new QLineEdit(page);
    for (QLineEdit *field : {mPrice, mPower}) {
        // Empty must be acceptable (it clears the override), which QDoubleValidator does not allow.
        field->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("\\d{0,12}([.,]\\d{0,2})?")), field));
        field->setClearButtonEnabled(true);
    }
    form->addRow(mDeviceTitle);
    form->addRow(tr("Name"), mName);
    form->addRow(tr("SKU"), mSku);
    form->addRow(tr("Role"), mRole);
    form->addRow(tr("Rack"), mRack);
    form->addRow(tr("Lowest U"), mLowestU);
    form->addRow(tr("Price override (USD)"), mPrice);
    form->addRow(tr("Power override (W)"), mPower);
    mPorts = new QLabel(page);
    mPorts->setObjectName(QStringLiteral("portsLabel"));
    mPorts->setWordWrap(true);
    mPorts->setTextFormat(Qt::RichText);
    form->addRow(tr("Ports"), mPorts);
    mSources = new QLabel(page);
    mSources->setObjectName(QStringLiteral("sourcesLabel"));
    mSources->setWordWrap(true);
    mSources->setTextFormat(Qt::RichText);
    form->addRow(tr("Sources"), mSources);

    connect(mName, &QLineEdit::editingFinished, this, [this] {
        if (mName->isModified() && mDeviceIds.size() == 1)
            editDevices(tr("Rename %1").arg(mDeviceIds.first()),
                        [name = mName->text().trimmed()](Device &d) { d.name = name; });
    });
    connect(mSku, &QComboBox::activated, this, [this] {
        if (mSku->currentData().toString().isEmpty())
            return; // "(several)": nothing chosen
        editDevices(tr("Change SKU to %1").arg(mSku->currentData().toString()),
                    [sku = mSku->currentData().toString()](Device &d) { d.sku = sku; });
    });
    connect(mRole, &QComboBox::activated, this, [this] {
        if (mRole->currentIndex() < 0)
            return;
        const auto role = Role(mRole->currentData().toInt());
        editDevices(tr("Change role to %1").arg(roleName(role)),
                    [role](Device &d) { d.role = role; });
    });
    auto move = [this] {
        if (mDeviceIds.size() != 1)
            return;
        const QString rackId = mRack->currentData().toString();
        const int lowestU = rackId.isEmpty() ? 0 : mLowestU->value();
        const Device *d = mDocument->design().device(mDeviceIds.first());
        if (d && (d->rackId != rackId || d->lowestU != lowestU))
            mDocument->push(new MoveDevice(mDocument, d->id, rackId, lowestU));
    };
    connect(mRack, &QComboBox::activated, this, move);
    connect(mLowestU, &QSpinBox::valueChanged, this, move);
    connect(mPrice, &QLineEdit::editingFinished, this, [this] { editOverride(mPrice, true); });
    connect(mPower, &QLineEdit::editingFinished, this, [this] { editOverride(mPower, false); });
    return page;
}

namespace {

// Circuits a site commonly provides: what the inspector offers for a rack's feed.
const PowerFeed kFeedPresets[] = {
    {415, 60, 3, 0.8}, {415, 32, 3, 0.8}, {400, 32, 3, 0.8}, {400, 63, 3, 0.8},
    {230, 32, 1, 0.8}, {208, 60, 3, 0.8}, {208, 30, 3, 0.8},
};

QString feedLabel(const PowerFeed &f)
{
    const QLocale locale;
    return Inspector::tr("%1 V %2 A %3, %4: %5 kW")
        .arg(f.voltageV)
        .arg(f.currentA)
        .arg(f.phases == 3 ? Inspector::tr("3-phase") : Inspector::tr("1-phase"),
             format::percent(f.derating, 0, locale),
             format::kilowatts(f.usableW() / 1000.0, locale));
}

QVariant feedData(const PowerFeed &f)
{
    return QVariantList{f.voltageV, f.currentA, f.phases, f.derating};
}

std::optional<PowerFeed> feedFromData(const QVariant &data)
{
    const QVariantList v = data.toList();
    if (v.size() != 4)
        return std::nullopt; // "from the PDU or the default"
    return PowerFeed{v[0].toDouble(), v[1].toDouble(), v[2].toInt(), v[3].toDouble()};
}

} // namespace

QWidget *Inspector::buildRackPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    mRackTitle = new QLabel(page);
    mRackName = new QLineEdit(page);
    mRackName->setMaxLength(int(kMaxTextBytes));
    mRackSku = new WholeTextCombo(page);
    mPowerLimit = new QDoubleSpinBox(page);
    mPowerLimit->setRange(0, 1000);
    mPowerLimit->setDecimals(1);
    mPowerLimit->setSuffix(tr(" kW"));
    mPowerLimit->setSpecialValueText(tr("none"));
    mPowerLimit->setKeyboardTracking(false);
    form->addRow(mRackTitle);
    form->addRow(tr("Name"), mRackName);
    form->addRow(tr("SKU"), mRackSku);
    form->addRow(tr("Power limit"), mPowerLimit);
    for (FeedSide side : kFeedSides) {
        QComboBox *feed = mFeed[feedIndex(side)] = new WholeTextCombo(page);
        feed->setObjectName(side == FeedSide::A ? QStringLiteral("feedA")
                                                : QStringLiteral("feedB"));
        feed->setToolTip(
            tr("The circuit of each PDU on feed %1 (the site's figures)").arg(feedName(side)));
        form->addRow(tr("Feed %1").arg(feedName(side)), feed);
        connect(feed, &QComboBox::activated, this, [this, side, feed] {
            const std::optional<PowerFeed> chosen = feedFromData(feed->currentData());
            const Rack *rack = mDocument->design().rack(mRackId);
            if (!rack || rack->feed(side) == chosen)
                return;
            editRack(tr("Set feed %1 of %2").arg(feedName(side), mRackId),
                     [side, chosen](Rack &r) { r.feeds[feedIndex(side)] = chosen; });
        });
    }

    mRackFacility = new RackFacilityFields(mDocument, page);
    form->addRow(mRackFacility);
    mRackCables = new QLabel(page);
    mRackCables->setObjectName(QStringLiteral("rackCables"));
    mRackCables->setWordWrap(true);
    form->addRow(tr("Cables"), mRackCables);

    connect(mRackName, &QLineEdit::editingFinished, this, [this] {
        if (mRackName->isModified())
            editRack(tr("Rename rack %1").arg(mRackId),
                     [name = mRackName->text().trimmed()](Rack &r) { r.name = name; });
    });
    connect(mRackSku, &QComboBox::activated, this, [this] {
        editRack(tr("Change rack SKU to %1").arg(mRackSku->currentData().toString()),
                 [sku = mRackSku->currentData().toString()](Rack &r) { r.sku = sku; });
    });
    connect(mPowerLimit, &QDoubleSpinBox::valueChanged, this, [this](double kw) {
        editRack(tr("Set power limit of %1").arg(mRackId), [kw](Rack &r) { r.powerLimitKw = kw; });
    });
    return page;
}

QWidget *Inspector::buildLinkPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    mLinkText = new QLabel(page);
    mLinkText->setObjectName(QStringLiteral("linkLabel"));
    mLinkText->setWordWrap(true);
    mLinkText->setTextFormat(Qt::RichText);
    mLinkText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mLinkFabric = new WholeTextCombo(page);
    mLinkFabric->setObjectName(QStringLiteral("linkFabric"));
    mLinkCable = new WholeTextCombo(page);
    mLinkCable->setObjectName(QStringLiteral("linkCable"));
    form->addRow(mLinkText);
    form->addRow(tr("Fabric"), mLinkFabric);
    form->addRow(tr("Cable"), mLinkCable);
    mLinkRoute = new QLabel(page);
    mLinkRoute->setObjectName(QStringLiteral("linkRoute"));
    mLinkRoute->setWordWrap(true);
    mLinkRoute->setTextFormat(Qt::RichText);
    mLinkRoute->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(mLinkRoute);

    connect(mLinkFabric, &QComboBox::activated, this, [this] {
        if (mLinkFabric->currentIndex() < 0 || mLinkFabric->currentData().isNull())
            return; // "(several)": nothing chosen
        const QString fabric = mLinkFabric->currentData().toString();
        editLinks(fabric.isEmpty() ? tr("Take links out of their fabric")
                                   : tr("Move links to fabric %1").arg(fabric),
                  [fabric](Link &l) { l.fabricId = fabric; });
    });
    connect(mLinkCable, &QComboBox::activated, this, [this] {
        if (mLinkCable->currentIndex() < 0 || mLinkCable->currentData().isNull())
            return;
        const QString cable = mLinkCable->currentData().toString();
        editLinks(cable.isEmpty() ? tr("Use the default cable")
                                  : tr("Change cable to %1").arg(cable),
                  [cable](Link &l) { l.cableSku = cable; });
    });
    return page;
}

void Inspector::showPorts(const Device &device)
{
    const Catalog *catalog = mDocument->catalog();
    const DeviceModel *model = catalog ? catalog->model(device.sku) : nullptr;
    if (!model) {
        mPorts->setText(tr("unknown (SKU not in the catalog)"));
        return;
    }
    std::map<QString, int> used;
    for (const Link *link : mDocument->design().linksOf(device.id)) {
        if (link->a.deviceId == device.id)
            ++used[link->a.portGroup];
        if (link->b.deviceId == device.id)
            ++used[link->b.portGroup];
    }
    QStringList lines;
    for (const PortGroup &g : model->portGroups) {
        const int u = used.count(g.name) ? used[g.name] : 0;
        lines << tr("%1: %2 of %3 used <span style='color:#777'>(%4G %5, %6)</span>")
                     .arg(g.name.toHtmlEscaped())
                     .arg(u)
                     .arg(g.count)
                     .arg(g.speedGbps)
                     .arg(g.connector.toHtmlEscaped(), g.fabric.toHtmlEscaped());
    }
    mPorts->setText(lines.join(QStringLiteral("<br>")));
}

void Inspector::setCablePlan(const LiveCablePlan *plan)
{
    mCablePlan = plan;
    // The plan is updated before the edit is announced, so an edit's refresh reads it as it is;
    // this is for the whole plan starting or landing (a design opened, a hall or catalog changed),
    // which no edit announces. An edit's own refresh follows its update, so the pages are not
    // filled twice per edit.
    connect(plan, &LiveCablePlan::changed, this, [this] {
        if ((!mLinkIds.isEmpty() || !mRackId.isEmpty()) && mCablePlan->isReady() != mPlanShownReady)
            refresh();
    });
    refresh();
}

void Inspector::setSelection(const QStringList &ids)
{
    // Another pick or an edit that went through: the last refusal no longer applies.
    mRefusal->clear();
    mRefusal->setVisible(false);
    mIds = ids;
    refresh();
    Q_EMIT refreshed();
}

void Inspector::refresh()
{
    mPlanShownReady = mCablePlan && mCablePlan->isReady();
    const Design &design = mDocument->design();
    std::vector<const Device *> devices;
    QStringList racks;
    for (const QString &id : mIds) {
        if (const Device *d = design.device(id))
            devices.push_back(d);
        else if (design.rack(id))
            racks << id;
    }
    mDeviceIds.clear();
    mRackId.clear();
    mLinkIds.clear();
    QStringList links;
    for (const QString &id : mIds)
        if (design.link(id))
            links << id;
    if (mIds.size() == 1 && devices.empty() && racks.isEmpty() && links.isEmpty() &&
        design.facilityElement(mIds.first())) {
        mFacilityPage->show(mIds.first());
        mPages->setCurrentIndex(4);
        return;
    }
    if (!links.isEmpty() && links.size() == mIds.size()) {
        showLinks(links);
        mPages->setCurrentIndex(3);
        return;
    }
    if (!devices.empty() && racks.isEmpty()) {
        showDevices(devices);
        mPages->setCurrentIndex(1);
    } else if (devices.empty() && racks.size() == 1) {
        showRack(racks.first());
        mPages->setCurrentIndex(2);
    } else {
        mEmpty->setText(
            mIds.isEmpty()
                ? tr("Select a device or a rack to see its properties.")
                : tr("%n objects selected.\nSelect devices only, or one rack, to edit them.",
                     nullptr, int(devices.size() + racks.size())));
        mHallFields->setVisible(mIds.isEmpty());
        mPages->setCurrentIndex(0);
    }
}

void Inspector::showDevices(const std::vector<const Device *> &devices)
{
    const Catalog *catalog = mDocument->catalog();
    const Design &design = mDocument->design();
    const Device &first = *devices.front();
    const bool single = devices.size() == 1;
    for (const Device *d : devices)
        mDeviceIds << d->id;
    auto same = [&](auto member) {
        for (const Device *d : devices)
            if (d->*member != first.*member)
                return false;
        return true;
    };

    // Editors are refilled from the model: their signals must not turn that into edits.
    const QSignalBlocker b1(mName), b2(mSku), b3(mRole), b4(mRack), b5(mLowestU), b6(mPrice),
        b7(mPower);
    mDeviceTitle->setText(single ? QStringLiteral("<b>%1</b>").arg(first.id.toHtmlEscaped())
                                 : tr("<b>%n devices</b>", nullptr, int(devices.size())));
    mName->setEnabled(single);
    mName->setText(single ? first.name : QString());
    mName->setPlaceholderText(single ? first.id : tr("(several)"));

    // SKUs of the same kind as the first device's model: swapping an H100 for an H200 makes sense,
    // a server for a switch does not.
    mSku->clear();
    const DeviceModel *model = catalog ? catalog->model(first.sku) : nullptr;
    bool sameKind = model != nullptr;
    for (const Device *d : devices) {
        const DeviceModel *m = catalog ? catalog->model(d->sku) : nullptr;
        sameKind = sameKind && m && m->kind == model->kind;
    }
    if (sameKind)
        for (const DeviceModel *m : catalog->modelsOfKind(model->kind))
            mSku->addItem(QStringLiteral("%1  %2").arg(m->sku, m->name), m->sku);
    if (!same(&Device::sku)) {
        mSku->insertItem(0, tr("(several)"), QString());
        mSku->setCurrentIndex(0);
    } else if (int i = mSku->findData(first.sku); i >= 0) {
        mSku->setCurrentIndex(i);
    } else {
        mSku->insertItem(0, first.sku, first.sku); // unknown to the catalog: show what it says
        mSku->setCurrentIndex(0);
    }
    mSku->setEnabled(sameKind);

    if (same(&Device::role)) {
        mRole->setCurrentIndex(mRole->findData(int(first.role)));
    } else {
        mRole->setCurrentIndex(-1);
    }

    mRack->clear();
    mRack->addItem(tr("(not placed)"), QString());
    for (const auto &[id, rack] : design.racks())
        mRack->addItem(rack.name.isEmpty() ? id : QStringLiteral("%1 (%2)").arg(rack.name, id), id);
    mRack->setCurrentIndex(single ? std::max(0, mRack->findData(first.rackId)) : -1);
    mRack->setEnabled(single);
    mLowestU->setValue(single ? first.lowestU : 0);
    mLowestU->setEnabled(single && first.isPlaced());
    if (single)
        showPorts(first);
    else
        mPorts->setText(tr("(select one device)"));
    if (single && model) {
        mSources->setText(inspectorSourcesText(*catalog, *model));
        mSources->setToolTip(inspectorSourcesTooltip(*catalog, *model));
    } else {
        mSources->setText(single ? tr("unknown (SKU not in the catalog)")
                                 : tr("(select one device)"));
        mSources->setToolTip(QString());
    }

    const QLocale locale;
    for (auto [field, member, price] : {std::tuple{mPrice, &Device::priceOverrideUsd, true},
                                        std::tuple{mPower, &Device::powerOverrideW, false}}) {
        field->setText(same(member) ? overrideText(first.*member) : QString());
        QString placeholder = tr("(several)");
        if (same(member)) {
            placeholder = tr("catalog");
            if (single && model) {
                const double v = price ? model->listPriceUsd : model->maxPowerW;
                placeholder = tr("catalog: %1").arg(format::number(v, 0, locale));
            }
        }
        field->setPlaceholderText(placeholder);
    }
}

void Inspector::showRack(const QString &rackId)
{
    const Catalog *catalog = mDocument->catalog();
    const Rack &rack = *mDocument->design().rack(rackId);
    mRackId = rackId;
    mRackFacility->show(rackId);
    mRackCables->setVisible(mCablePlan);
    if (mCablePlan)
        mRackCables->setText(cablesummary::rack(
            mDocument->design(), mCablePlan->isReady() ? &mCablePlan->plan() : nullptr, rackId));
    const QSignalBlocker b1(mRackName), b2(mRackSku), b3(mPowerLimit);
    mRackTitle->setText(QStringLiteral("<b>%1</b>").arg(rackId.toHtmlEscaped()));
    mRackName->setText(rack.name);
    mRackName->setPlaceholderText(rackId);
    mRackSku->clear();
    if (catalog)
        for (const DeviceModel *m : catalog->modelsOfKind(DeviceKind::Rack))
            mRackSku->addItem(QStringLiteral("%1  %2").arg(m->sku, m->name), m->sku);
    if (int i = mRackSku->findData(rack.sku); i >= 0) {
        mRackSku->setCurrentIndex(i);
    } else {
        mRackSku->insertItem(0, rack.sku, rack.sku);
        mRackSku->setCurrentIndex(0);
    }
    mPowerLimit->setValue(rack.powerLimitKw);
    for (FeedSide side : kFeedSides) {
        QComboBox *feed = mFeed[feedIndex(side)];
        const QSignalBlocker blocker(feed);
        feed->clear();
        feed->addItem(tr("From its PDU, else 415 V 60 A 3-phase"));
        for (const PowerFeed &preset : kFeedPresets)
            feed->addItem(feedLabel(preset), feedData(preset));
        const std::optional<PowerFeed> &current = rack.feed(side);
        int index = 0;
        if (current) {
            index = feed->findData(feedData(*current));
            if (index < 0) { // figures of the file's own: offered as they are
                feed->addItem(feedLabel(*current), feedData(*current));
                index = feed->count() - 1;
            }
        }
        feed->setCurrentIndex(index);
    }
}

void Inspector::showLinks(const QStringList &linkIds)
{
    const Design &design = mDocument->design();
    const Catalog *catalog = mDocument->catalog();
    mLinkIds = linkIds;
    std::vector<const Link *> links;
    for (const QString &id : linkIds)
        links.push_back(design.link(id));
    const Link &first = *links.front();
    auto same = [&](QString Link::*member) {
        return std::all_of(links.begin(), links.end(),
                           [&](const Link *l) { return l->*member == first.*member; });
    };
    auto end = [](const PortRef &p) {
        return QStringLiteral("%1 <b>%2[%3]</b>")
            .arg(p.deviceId.toHtmlEscaped(), p.portGroup.toHtmlEscaped())
            .arg(p.portIndex);
    };
    mLinkRoute->setVisible(mCablePlan && links.size() == 1);
    if (mCablePlan && links.size() == 1)
        mLinkRoute->setText(cablesummary::link(
            design, catalog, mCablePlan->isReady() ? &mCablePlan->plan() : nullptr, first.id));
    if (links.size() == 1) {
        mLinkText->setText(tr("<b>Link %1</b><br>%2<br>to %3")
                               .arg(first.id.toHtmlEscaped(), end(first.a), end(first.b)));
    } else {
        mLinkText->setText(tr("<b>%n links</b>", nullptr, int(links.size())));
    }

    const QSignalBlocker b1(mLinkFabric), b2(mLinkCable);
    mLinkFabric->clear();
    mLinkFabric->addItem(tr("(none)"), QString());
    for (const auto &[id, fabric] : design.fabrics())
        mLinkFabric->addItem(
            fabric.name.isEmpty() ? id : QStringLiteral("%1 (%2)").arg(fabric.name, id), id);
    if (!same(&Link::fabricId)) {
        mLinkFabric->insertItem(0, tr("(several)"), QVariant());
        mLinkFabric->setCurrentIndex(0);
    } else {
        mLinkFabric->setCurrentIndex(std::max(0, mLinkFabric->findData(first.fabricId)));
    }

    // Only cables that fit every selected link: twisted pair for RJ45 jacks, the others for cages.
    mLinkCable->clear();
    // The cable the plan picks for a link without a SKU, which is what the BOM prices, named when
    // the selected links share it (cablesummary::defaultCable).
    mLinkCable->addItem(mCablePlan ? cablesummary::defaultCable(
                                         design, catalog,
                                         mCablePlan->isReady() ? &mCablePlan->plan() : nullptr,
                                         linkIds, QLocale())
                                   : tr("(default for the ports)"),
                        QString());
    if (catalog) {
        // Asked once per pair of port kinds, not per link: a thousand links selected on a 64-SU
        // SuperPOD are a handful of pairs.
        std::map<std::pair<const PortGroup *, const PortGroup *>, int> pairs;
        for (const Link *l : links)
            ++pairs[{portGroupOf(design, *catalog, l->a), portGroupOf(design, *catalog, l->b)}];
        std::map<QString, int> fits;
        for (const auto &[ends, count] : pairs)
            for (const DeviceModel *m : cablesFor(*catalog, ends.first, ends.second))
                fits[m->sku] += count;
        for (const DeviceModel *m : catalog->modelsOfKind(DeviceKind::Cable))
            if (fits[m->sku] == int(links.size()))
                mLinkCable->addItem(QStringLiteral("%1  %2").arg(m->sku, m->name), m->sku);
    }
    if (!same(&Link::cableSku)) {
        mLinkCable->insertItem(0, tr("(several)"), QVariant());
        mLinkCable->setCurrentIndex(0);
    } else if (int i = mLinkCable->findData(first.cableSku); i >= 0) {
        mLinkCable->setCurrentIndex(i);
    } else {
        // Unknown to the catalog or not fitting the ports: show what the file says (the Problems
        // dock says what is wrong with it).
        mLinkCable->insertItem(1, first.cableSku, first.cableSku);
        mLinkCable->setCurrentIndex(1);
    }
}

void Inspector::editLinks(const QString &text, const std::function<void(Link &)> &change)
{
    std::vector<Link> after;
    for (const QString &id : mLinkIds)
        if (const Link *l = mDocument->design().link(id)) {
            Link copy = *l;
            change(copy);
            after.push_back(std::move(copy));
        }
    QString why;
    if (!after.empty() &&
        !mDocument->push(new ChangeLinks(mDocument, std::move(after), text), &why))
        refresh(); // refused ("nothing changed"): put the fields back
}

template<class Change> void Inspector::editDevices(const QString &text, Change change)
{
    std::vector<Device> after;
    bool changes = false;
    for (const QString &id : mDeviceIds)
        if (const Device *d = mDocument->design().device(id)) {
            Device copy = *d;
            change(copy);
            changes = changes || !(copy == *d);
            after.push_back(std::move(copy));
        }
    QString why;
    if (changes && !mDocument->push(new ChangeDevices(mDocument, std::move(after), text), &why))
        showRefusal(why);
}

void Inspector::showRefusal(const QString &why)
{
    refresh(); // the fields show the design's values again
    mRefusal->setText(why);
    mRefusal->setVisible(true);
}

void Inspector::editOverride(QLineEdit *field, bool price)
{
    if (!field->isModified())
        return;
    field->setModified(false);
    const auto value = parseOverride(field->text());
    if (!value)
        return;
    if (price)
        editDevices(tr("Set price override"), [v = *value](Device &d) { d.priceOverrideUsd = v; });
    else
        editDevices(tr("Set power override"), [v = *value](Device &d) { d.powerOverrideW = v; });
}

void Inspector::editRack(const QString &text, const std::function<void(Rack &)> &change)
{
    const Rack *rack = mDocument->design().rack(mRackId);
    if (!rack)
        return;
    Rack copy = *rack;
    change(copy);
    QString why;
    if (!(copy == *rack) &&
        !mDocument->push(new ChangeRacks(mDocument, {std::move(copy)}, text), &why))
        showRefusal(why);
}

} // namespace podcad
