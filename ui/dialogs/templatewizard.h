#pragma once

#include "analysis/analysis.h"
#include "generate/basepod.h"
#include "generate/facilityplan.h"
#include "generate/fattreedesign.h"
#include "generate/nvl72.h"
#include "generate/superpod.h"
#include "model/design.h"
#include "session/backgroundtask.h"

#include <QDialog>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QStackedWidget;
class QTimer;

namespace podcad {

class Catalog;

// File > New from Template: one of the reference layouts of core/generate (DGX BasePOD, DGX
// SuperPOD, GB200 NVL72 SuperPOD, generic fat tree) with its few parameters, and a preview of what
// it makes (counts from the design, power from the analysis) before anything is created. The
// preview follows the fields after a short pause and is made on a worker: a 64-SU SuperPOD with
// its facility takes a second or two to generate and analyse.
class TemplateWizard final : public QDialog
{
    Q_OBJECT
public:
    enum class Template { BasePod, SuperPod, Nvl72, FatTree };

    explicit TemplateWizard(std::shared_ptr<const Catalog> catalog, QWidget *parent = nullptr);

    // Starts generating and analysing now (instead of after the pause); the result is what
    // design() gives once isPreviewPending() is false.
    void updatePreview();
    // From a change of the fields until their preview is shown.
    bool isPreviewPending() const;
    // The design of the last preview, if the generator accepted the parameters.
    const std::optional<Design> &design() const { return mDesign; }
    QString previewText() const;

    // The fields, for tests.
    QComboBox *templateField() const { return mTemplate; }
    QComboBox *systemField() const { return mSystem; }
    QSpinBox *basePodNodesField() const { return mBaseNodes; }
    QSpinBox *susField() const { return mSus; }
    QSpinBox *superPodNodesField() const { return mSuperNodes; }
    QDoubleSpinBox *rackKwField() const { return mRackKw; }
    // "rail-optimized" (the RA's) or "rail-only" (one network per rail), SuperPOD page.
    QComboBox *railShapeField() const { return mRailShape; }
    QSpinBox *nvl72SusField() const { return mNvlSus; }
    QComboBox *nvl72SystemField() const { return mNvlSystem; }
    QSpinBox *endpointsField() const { return mEndpoints; }
    QSpinBox *radixField() const { return mRadix; }
    QComboBox *oversubscriptionField() const { return mOversubscription; }
    QSpinBox *tiersField() const { return mTiers; }
    // "auto" (a power chain and cooling plant sized for the design) or "none" (racks only), as
    // podcad-cli generate --facility; every template gets a hall.
    QComboBox *facilityField() const { return mFacility; }
    // "pluggable" or "cpo" (co-packaged-optics compute switches), the SuperPOD templates only.
    QComboBox *opticsField() const { return mOptics; }
    QComboBox *redundancyField() const { return mRedundancy; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    // What a preview shows, made on the worker.
    struct Preview final
    {
        std::optional<Design> design; // with its hall and, when asked for, its facility
        QString why;                  // why the generator refused, when it did
        Totals totals;
        std::vector<FabricSummary> fabrics;
        qint64 ms = 0;
    };
    // The fields' values, read on the UI thread for the worker.
    struct Request final
    {
        Template kind = Template::BasePod;
        BasePodOptions base;
        SuperPodOptions super;
        Nvl72Options nvl;
        FatTreeOptions fatTree;
        std::optional<generate::PowerRedundancy> facility; // none: racks only
        // Stops early (its result then not to be shown) when `cancel` is raised.
        Preview make(const Catalog &catalog, const std::atomic<bool> *cancel) const;
    };

    void schedulePreview();
    Request request() const;
    void showPreview(Preview preview);

    std::shared_ptr<const Catalog> mCatalog;
    QComboBox *mTemplate;
    QStackedWidget *mPages;
    QComboBox *mSystem; // shared by BasePOD and SuperPOD
    QComboBox *mBaseSystem;
    QSpinBox *mBaseNodes;
    QSpinBox *mSus;
    QSpinBox *mSuperNodes;
    QDoubleSpinBox *mRackKw;
    QComboBox *mRailShape;
    QComboBox *mNvlSystem;
    QSpinBox *mNvlSus;
    QSpinBox *mEndpoints;
    QSpinBox *mRadix;
    QComboBox *mOversubscription;
    QSpinBox *mTiers;
    QComboBox *mOptics;
    QComboBox *mFacility;
    QComboBox *mRedundancy;
    QLabel *mPreview;
    QDialogButtonBox *mButtons;
    QTimer *mDebounce;
    std::optional<Design> mDesign;
    bool mFitted = false; // sized to its content on the first show
    BackgroundTask mTask; // last: goes first, so that no result reaches the members above
};

} // namespace podcad
