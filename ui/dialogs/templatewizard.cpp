#include "templatewizard.h"

#include "analysis/analysis.h"
#include "catalog/catalog.h"
#include "format/powerformat.h"
#include "generate/basepod.h"
#include "generate/facilityplan.h"
#include "generate/fattreedesign.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

namespace podcad {
namespace {

QComboBox *systemCombo(QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->addItem(QStringLiteral("DGX H100"), QStringLiteral("dgx-h100"));
    combo->addItem(QStringLiteral("DGX H200"), QStringLiteral("dgx-h200"));
    combo->addItem(QStringLiteral("DGX B200"), QStringLiteral("dgx-b200"));
    return combo;
}

QSpinBox *spin(int min, int max, int value, QWidget *parent, const QString &special = {})
{
    auto *s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setValue(value);
    s->setSpecialValueText(special);
    return s;
}

} // namespace

TemplateWizard::TemplateWizard(std::shared_ptr<const Catalog> catalog, QWidget *parent)
    : QDialog(parent)
    , mCatalog(std::move(catalog))
    , mTemplate(new QComboBox(this))
    , mPages(new QStackedWidget(this))
    , mPreview(new QLabel(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , mDebounce(new QTimer(this))
{
    setWindowTitle(tr("New from Template"));
    mTemplate->addItem(tr("DGX BasePOD"), int(Template::BasePod));
    mTemplate->addItem(tr("DGX SuperPOD (H100 / H200 / B200 / B300)"), int(Template::SuperPod));
    mTemplate->addItem(tr("NVL72 rack SuperPOD (GB200, GB300, Vera Rubin)"), int(Template::Nvl72));
    mTemplate->addItem(tr("Generic fat tree"), int(Template::FatTree));

    auto *base = new QWidget(mPages);
    auto *baseForm = new QFormLayout(base);
    mBaseSystem = systemCombo(base);
    mBaseNodes = spin(2, 16, 4, base);
    baseForm->addRow(tr("System"), mBaseSystem);
    baseForm->addRow(tr("Nodes"), mBaseNodes);
    baseForm->addRow(new QLabel(tr("2-16 nodes: NDR400 up to 8, NDR200 beyond."), base));

    auto *super = new QWidget(mPages);
    auto *superForm = new QFormLayout(super);
    mSystem = systemCombo(super);
    // RA-11339-001: DGX B300 on Quantum-X800 (XDR) InfiniBand, 72 nodes per SU.
    mSystem->addItem(QStringLiteral("DGX B300 (XDR, 72 per SU)"), QStringLiteral("dgx-b300"));
    // The B300 RA's Spectrum-X edition: 64 nodes per SU, two planes ("system:fabric").
    mSystem->addItem(QStringLiteral("DGX B300 (Spectrum-X, 64 per SU)"),
                     QStringLiteral("dgx-b300:spectrum-x"));
    mSus = spin(1, kMaxSus, 4, super);
    mSuperNodes = spin(0, 4096, 0, super, tr("all slots"));
    mRackKw = new QDoubleSpinBox(super);
    mRackKw->setRange(0, 200);
    mRackKw->setDecimals(1);
    mRackKw->setSuffix(tr(" kW"));
    mRackKw->setSpecialValueText(tr("reference density"));
    superForm->addRow(tr("System"), mSystem);
    superForm->addRow(tr("Scalable units"), mSus);
    superForm->addRow(tr("Nodes (partial SU)"), mSuperNodes);
    superForm->addRow(tr("Compute rack power"), mRackKw);
    // As podcad-cli generate superpod --fabric rail-optimized|rail-only.
    mRailShape = new QComboBox(super);
    mRailShape->setObjectName(QStringLiteral("railShapeField"));
    mRailShape->addItem(tr("Rail-optimized (reference)"), QStringLiteral("rail-optimized"));
    mRailShape->addItem(tr("Rail-only (no spine joining rails)"), QStringLiteral("rail-only"));
    superForm->addRow(tr("Compute fabric"), mRailShape);

    auto *nvl = new QWidget(mPages);
    auto *nvlForm = new QFormLayout(nvl);
    mNvlSystem = new QComboBox(nvl);
    mNvlSystem->addItem(QStringLiteral("DGX GB200 NVL72 (NDR)"), QStringLiteral("gb200-nvl72"));
    mNvlSystem->addItem(QStringLiteral("DGX GB300 NVL72 (XDR)"), QStringLiteral("gb300-nvl72"));
    // No SuperPOD RA is published for Vera Rubin: the tooltip says what the build follows.
    for (const auto &[label, system] :
         {std::pair{QStringLiteral("DGX Vera Rubin NVL72 (XDR, GB300 SU rule)"),
                    QStringLiteral("vr-nvl72")},
          std::pair{QStringLiteral("Vera Rubin NVL144 CPX (XDR, GB300 SU rule)"),
                    QStringLiteral("vr-nvl144-cpx")}}) {
        mNvlSystem->addItem(label, system);
        mNvlSystem->setItemData(mNvlSystem->count() - 1, nvl72Basis(system), Qt::ToolTipRole);
    }
    mNvlSus = spin(1, 32, 1, nvl);
    nvlForm->addRow(tr("System"), mNvlSystem);
    nvlForm->addRow(tr("Scalable units (8 NVL72 racks each)"), mNvlSus);

    auto *tree = new QWidget(mPages);
    auto *treeForm = new QFormLayout(tree);
    mEndpoints = spin(2, 200000, 512, tree);
    mRadix = spin(0, 512, 64, tree, tr("switch's ports"));
    mOversubscription = new QComboBox(tree);
    for (int o : {1, 2, 3, 4, 8})
        mOversubscription->addItem(QStringLiteral("%1:1").arg(o), o);
    mTiers = spin(0, 3, 0, tree, tr("fewest that reach"));
    treeForm->addRow(tr("Endpoints"), mEndpoints);
    treeForm->addRow(tr("Switch radix"), mRadix);
    treeForm->addRow(tr("Oversubscription"), mOversubscription);
    treeForm->addRow(tr("Tiers"), mTiers);

    for (QWidget *page : {base, super, nvl, tree})
        mPages->addWidget(page);

    // The same choices as podcad-cli generate --facility and --power-redundancy, with the same
    // defaults: a facility for the SuperPODs, racks only for the others.
    mFacility = new QComboBox(this);
    mFacility->setObjectName(QStringLiteral("facilityField"));
    mFacility->addItem(tr("Sized for the design"), QStringLiteral("auto"));
    mFacility->addItem(tr("None (racks only)"), QStringLiteral("none"));
    mRedundancy = new QComboBox(this);
    mRedundancy->setObjectName(QStringLiteral("redundancyField"));
    mRedundancy->addItem(tr("2N (A and B chains)"), QStringLiteral("2n"));
    mRedundancy->addItem(tr("N+1"), QStringLiteral("n+1"));
    mRedundancy->addItem(tr("Distributed redundant"), QStringLiteral("dr"));
    // As podcad-cli generate superpod --optics: the SuperPOD templates' compute switches or their
    // co-packaged-optics counterparts (the generator refuses systems without one, and the
    // preview says so).
    mOptics = new QComboBox(this);
    mOptics->setObjectName(QStringLiteral("opticsField"));
    mOptics->addItem(tr("Pluggable transceivers"), opticsName(Optics::Pluggable));
    mOptics->addItem(tr("Co-packaged optics (CPO switches)"), opticsName(Optics::CoPackaged));
    auto followTemplate = [this] {
        const auto t = Template(mTemplate->currentData().toInt());
        const bool superPod = t == Template::SuperPod || t == Template::Nvl72;
        mFacility->setCurrentIndex(superPod ? 0 : 1);
        mOptics->setEnabled(superPod);
    };
    followTemplate();
    connect(mFacility, &QComboBox::currentIndexChanged, this,
            [this] { mRedundancy->setEnabled(mFacility->currentData().toString() == u"auto"); });
    mRedundancy->setEnabled(mFacility->currentData().toString() == u"auto");

    mPreview->setObjectName(QStringLiteral("previewLabel"));
    mPreview->setWordWrap(true);
    mPreview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mPreview->setTextFormat(Qt::RichText);
    mPreview->setMargin(8);
    // The preview scrolls: on a 720-line screen, with larger fonts, its fabric lines (storage
    // last) would otherwise be cut off with no way to read them (issue 39).
    auto *previewArea = new QScrollArea(this);
    previewArea->setObjectName(QStringLiteral("previewArea"));
    previewArea->setWidget(mPreview);
    previewArea->setWidgetResizable(true);
    previewArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    previewArea->setFrameShape(QFrame::StyledPanel);
    previewArea->setMinimumHeight(5 * fontMetrics().lineSpacing());
    mButtons->button(QDialogButtonBox::Ok)->setText(tr("Create"));

    auto *layout = new QVBoxLayout(this);
    auto *top = new QFormLayout;
    top->addRow(tr("Template"), mTemplate);
    layout->addLayout(top);
    layout->addWidget(mPages);
    auto *facilityForm = new QFormLayout;
    facilityForm->addRow(tr("Switch optics"), mOptics);
    facilityForm->addRow(tr("Facility"), mFacility);
    facilityForm->addRow(tr("Power redundancy"), mRedundancy);
    layout->addLayout(facilityForm);
    layout->addWidget(new QLabel(tr("<b>Preview</b>"), this));
    layout->addWidget(previewArea, 1);
    layout->addWidget(mButtons);
    setMinimumWidth(460);

    mDebounce->setSingleShot(true);
    mDebounce->setInterval(250);
    connect(mDebounce, &QTimer::timeout, this, &TemplateWizard::updatePreview);
    connect(mTemplate, &QComboBox::currentIndexChanged, this, [this, followTemplate](int index) {
        mPages->setCurrentIndex(index);
        followTemplate();
        schedulePreview();
    });
    for (QComboBox *c : {mBaseSystem, mSystem, mRailShape, mNvlSystem, mOversubscription, mOptics,
                         mFacility, mRedundancy})
        connect(c, &QComboBox::currentIndexChanged, this, &TemplateWizard::schedulePreview);
    for (QSpinBox *s : {mBaseNodes, mSus, mSuperNodes, mNvlSus, mEndpoints, mRadix, mTiers})
        connect(s, &QSpinBox::valueChanged, this, &TemplateWizard::schedulePreview);
    connect(mRackKw, &QDoubleSpinBox::valueChanged, this, &TemplateWizard::schedulePreview);
    // Create is enabled only while the preview shows the fields as they are.
    connect(mButtons, &QDialogButtonBox::accepted, this, [this] {
        if (!isPreviewPending() && mDesign)
            accept();
    });
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updatePreview();
}

void TemplateWizard::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (mFitted)
        return;
    // As tall as the fields and the preview, within the screen it opens on: left to itself the
    // dialog stops at two thirds of the screen, which cuts the preview off on a 720-line screen.
    mFitted = true;
    const QScreen *screen = parentWidget() ? parentWidget()->screen() : this->screen();
    const QSize room = screen->availableGeometry().size() * 9 / 10;
    const int width = std::min(std::max(this->width(), sizeHint().width()), room.width());
    const int height = hasHeightForWidth() ? heightForWidth(width) : sizeHint().height();
    resize(width, std::min(std::max(this->height(), height), room.height()));
}

void TemplateWizard::schedulePreview()
{
    mTask.abandon(); // a preview of the fields as they were: never shown
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(false);
    mPreview->setText(tr("<i>Generating...</i>"));
    mDebounce->start();
}

TemplateWizard::Request TemplateWizard::request() const
{
    Request r;
    r.kind = Template(mTemplate->currentData().toInt());
    r.base.system = mBaseSystem->currentData().toString();
    r.base.nodes = mBaseNodes->value();
    const QString choice = mSystem->currentData().toString();
    r.super.system = choice.section(u':', 0, 0);
    r.super.fabric = choice.section(u':', 1, 1);
    r.super.sus = mSus->value();
    r.super.nodes = mSuperNodes->value();
    r.super.rackKw = mRackKw->value();
    r.super.railOnly = mRailShape->currentData().toString() == u"rail-only";
    r.super.optics = *parseOptics(mOptics->currentData().toString());
    r.nvl.system = mNvlSystem->currentData().toString();
    r.nvl.sus = mNvlSus->value();
    r.nvl.optics = r.super.optics;
    r.fatTree.endpoints = mEndpoints->value();
    r.fatTree.radix = mRadix->value();
    r.fatTree.oversubscription = mOversubscription->currentData().toInt();
    r.fatTree.tiers = mTiers->value();
    if (mFacility->currentData().toString() == u"auto")
        r.facility = *generate::powerRedundancyFromName(mRedundancy->currentData().toString());
    return r;
}

TemplateWizard::Preview TemplateWizard::Request::make(const Catalog &catalog,
                                                      const std::atomic<bool> *cancel) const
{
    QElapsedTimer clock;
    clock.start();
    Preview p;
    switch (kind) {
    case Template::BasePod:
        p.design = generateBasePod(catalog, base, &p.why);
        break;
    case Template::SuperPod:
        p.design = generateSuperPod(catalog, super, &p.why);
        break;
    case Template::Nvl72:
        p.design = generateNvl72SuperPod(catalog, nvl, &p.why);
        break;
    case Template::FatTree:
        p.design = generateFatTree(catalog, fatTree, &p.why);
        break;
    }
    if (!p.design)
        return p;
    generate::addGeneratedHall(*p.design, catalog);
    if (facility && !generate::addGeneratedFacility(*p.design, catalog, *facility, &p.why)) {
        p.design.reset();
        return p;
    }
    AnalysisOptions options;
    options.cancel = cancel;
    Analysis analysis = analyze(*p.design, catalog, options);
    p.totals = analysis.totals;
    p.fabrics = std::move(analysis.fabrics);
    p.ms = clock.elapsed();
    return p;
}

void TemplateWizard::updatePreview()
{
    mDebounce->stop();
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(false);
    mPreview->setText(tr("<i>Generating...</i>"));
    // The worker owns what it reads (the fields' values, the catalog snapshot): a 64-SU
    // SuperPOD with its facility takes a second or two to generate and analyse, and the fields
    // stay live meanwhile; a newer preview supersedes a running one, whose analysis stops.
    mTask.start(
        [request = request(), catalog = mCatalog](const BackgroundTask::Control &control) {
            return request.make(*catalog, control.cancelFlag());
        },
        [this](Preview preview) { showPreview(std::move(preview)); });
}

bool TemplateWizard::isPreviewPending() const
{
    return mDebounce->isActive() || mTask.isBusy();
}

void TemplateWizard::showPreview(Preview preview)
{
    mDesign = std::move(preview.design);
    if (!mDesign) {
        mPreview->setText(QStringLiteral("<span style='color:#c0392b'>%1</span>")
                              .arg(preview.why.toHtmlEscaped()));
        return;
    }
    const Totals &t = preview.totals;
    const QLocale locale;
    auto n = [&](double v) { return format::count(v, locale); };
    auto kw = [&](double v) { return format::kilowatts(v, locale); };
    QString fabrics;
    for (const FabricSummary &f : preview.fabrics)
        fabrics += tr("<br>%1: %2 endpoints, %3 leaf / %4 spine / %5 core switches, %6 cables")
                       .arg(f.name.toHtmlEscaped(), n(f.endpoints), n(f.leafSwitches),
                            n(f.spineSwitches), n(f.coreSwitches), n(f.links));
    const std::size_t elements = mDesign->facility().size();
    const QString plant =
        elements == 0 ? QString()
                      : tr("<br>Facility: %1 power-chain and cooling elements.").arg(n(elements));
    mPreview->setText(
        tr("<b>%1</b><br>%2 GPUs in %3 nodes; %4 switches, %5 storage; %6 devices in %7 "
           "racks; %8 cables.<br>IT power %9 kW max (%10 kW typical), facility %11 kW."
           "%12%13")
            .arg(mDesign->name.toHtmlEscaped(), n(t.gpus), n(t.nodes), n(t.switches),
                 n(t.storageDevices), n(t.devices), n(t.racks), n(t.links), kw(t.itPowerMaxKw))
            .arg(kw(t.itPowerTypicalKw), kw(t.facilityPowerKw), plant, fabrics));
    mPreview->setToolTip(tr("Generated and analysed in %1 ms").arg(preview.ms));
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(true);
}

QString TemplateWizard::previewText() const
{
    return mPreview->text();
}

} // namespace podcad
