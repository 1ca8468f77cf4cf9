#pragma once

#include "model/powerfeed.h"

#include <QStringList>
#include <QWidget>
#include <functional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace podcad {

class Document;
class FacilityElementPage;
class HallFields;
class LiveCablePlan;
class RackFacilityFields;
class Selection;
struct ChangeEvent;
struct Device;
struct Link;
struct Rack;

// Properties of the selection: one device (name, SKU, role, rack and lowest U, price and power
// overrides, port use), several devices (role, SKU, overrides, applied to all), one rack (name,
// SKU, power limit), one or more links (their ports; fabric and cable SKU, applied to all), or one
// facility element (FacilityElementPage).
// Each edit is one undo command. It follows the Selection (what is picked) and the Document (each
// edit once, with the selection as the edit left it), so undo shows in the fields too.
class Inspector final : public QWidget
{
    Q_OBJECT
public:
    Inspector(Document *document, Selection *selection, QWidget *parent = nullptr);

    // The cable plan the link and rack pages read routes and lengths from (none: not shown).
    void setCablePlan(const LiveCablePlan *plan);

    // Shows `ids` until the next pick or edit (a link just drawn, which is not selectable).
    void setSelection(const QStringList &ids);

    // The editors, for tests and for focus handling.
    QLineEdit *nameField() const { return mName; }
    QComboBox *skuField() const { return mSku; }
    QComboBox *roleField() const { return mRole; }
    QComboBox *rackField() const { return mRack; }
    QSpinBox *lowestUField() const { return mLowestU; }
    QLineEdit *priceField() const { return mPrice; }
    QLineEdit *powerField() const { return mPower; }
    QLineEdit *rackNameField() const { return mRackName; }
    QComboBox *rackSkuField() const { return mRackSku; }
    QDoubleSpinBox *powerLimitField() const { return mPowerLimit; }
    // The rack's feed A or B: index 0 "from the PDU or the default", then circuit presets; an
    // item for the rack's own figures when they are none of the presets.
    QComboBox *feedField(FeedSide side) const { return mFeed[feedIndex(side)]; }
    // Port use of the one selected device, or the ends of the selected link(s).
    QLabel *portsLabel() const { return mPorts; }
    QLabel *sourcesLabel() const { return mSources; }
    QLabel *linkLabel() const { return mLinkText; }
    // The selected link's route, length, cable, transceivers and reach, from the cable plan.
    QLabel *linkRouteLabel() const { return mLinkRoute; }
    // The cables leaving the selected rack and their total length.
    QLabel *rackCablesLabel() const { return mRackCables; }
    // Why the last device or rack edit was refused; hidden until one is.
    QLabel *refusalLabel() const { return mRefusal; }
    // The selected links' fabric and cable ("" data = none / the default: the plan's pick, named
    // in its text as cablesummary::defaultCable says).
    QComboBox *linkFabricField() const { return mLinkFabric; }
    QComboBox *linkCableField() const { return mLinkCable; }
    // One selected facility element (Hall view).
    FacilityElementPage *facilityPage() const { return mFacilityPage; }
    // The rack's power_from A/B and cooled_by.
    RackFacilityFields *rackFacilityFields() const { return mRackFacility; }
    // Nothing selected: the hall's floor rating, floor type and aisles.
    HallFields *hallFields() const { return mHallFields; }

Q_SIGNALS:
    // The fields show the design and selection anew.
    void refreshed();

private:
    QWidget *buildDevicePage();
    QWidget *buildRackPage();
    QWidget *buildLinkPage();
    void showPorts(const Device &device);
    void refresh();
    void showDevices(const std::vector<const Device *> &devices);
    void showRack(const QString &rackId);
    void showLinks(const QStringList &linkIds);
    // Applies `change` to a copy of every selected link and pushes one command for all.
    void editLinks(const QString &text, const std::function<void(Link &)> &change);
    // Applies `change` to a copy of every selected device and pushes one command for all.
    template<class Change> void editDevices(const QString &text, Change change);
    void editOverride(QLineEdit *field, bool price);
    void editRack(const QString &text, const std::function<void(Rack &)> &change);
    void showRefusal(const QString &why);

    Document *mDocument;
    Selection *mSelection;
    QStringList mIds;
    QStringList mDeviceIds; // the selected devices that exist
    QString mRackId;        // the selected rack, when only one rack is selected
    QStringList mLinkIds;   // the selected links, when only links are selected

    QStackedWidget *mPages;
    QLabel *mEmpty;
    QLabel *mDeviceTitle;
    QLineEdit *mName;
    QComboBox *mSku;
    QComboBox *mRole;
    QComboBox *mRack;
    QSpinBox *mLowestU;
    QLineEdit *mPrice;
    QLineEdit *mPower;
    QLabel *mRackTitle;
    QLineEdit *mRackName;
    QComboBox *mRackSku;
    QDoubleSpinBox *mPowerLimit;
    QComboBox *mFeed[2];
    QLabel *mPorts;
    QLabel *mSources; // how sure the model's figures are, and where sources disagree
    QLabel *mLinkText;
    QLabel *mLinkRoute;
    QLabel *mRackCables;
    QLabel *mRefusal;
    const LiveCablePlan *mCablePlan = nullptr;
    bool mPlanShownReady = false; // whether the last refresh read a ready plan
    QComboBox *mLinkFabric;
    QComboBox *mLinkCable;
    FacilityElementPage *mFacilityPage;
    RackFacilityFields *mRackFacility = nullptr;
    HallFields *mHallFields = nullptr;
};

} // namespace podcad
