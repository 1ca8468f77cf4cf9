#pragma once

#include "analysis/facilitywhatif.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QTabWidget;

namespace podcad {

class FacilityDiagramView;
class LiveSession;

// The Power Chain dock: the facility as a single-line diagram (core's facilityDiagram()), the
// power chain on one tab and the cooling plant on the other, with the figures of the newest
// analysis; beside them, the last facility what-if (Analysis > Fail Element, Worst Facility
// Failure): the racks it leaves without power or cooling and the elements it drives over. A
// click on a box or a result selects what it stands for.
class PowerChainPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit PowerChainPanel(LiveSession *session, QWidget *parent = nullptr);

    FacilityDiagramView *powerView() const { return mPower; }
    FacilityDiagramView *coolingView() const { return mCooling; }
    QTabWidget *tabs() const { return mTabs; }
    QListWidget *whatIfList() const { return mWhatIfList; }
    QLabel *whatIfHeadline() const { return mWhatIfHeadline; }

    // How tall the panel wants to be: the taller chain whole, with its tab bar.
    int wantedHeight() const;

    // Rebuilds the diagram from the session's design and newest analysis.
    void refresh();
    // Shows a facility what-if's result under the diagram; `worst`: found by screening them all.
    void showWhatIf(const FacilityWhatIf &result, bool worst);

Q_SIGNALS:
    // A result line or box was clicked: the editor shows this object.
    void objectActivated(const QString &id);

private:
    void select(const QStringList &ids);

    LiveSession *mSession;
    QTabWidget *mTabs;
    QLabel *mEmpty;
    FacilityDiagramView *mPower;
    FacilityDiagramView *mCooling;
    QWidget *mWhatIf; // the headline over the list
    QLabel *mWhatIfHeadline;
    QListWidget *mWhatIfList;
};

} // namespace podcad
