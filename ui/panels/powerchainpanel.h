#pragma once

#include "analysis/facilitywhatif.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QTabWidget;
class QToolButton;

namespace podcad {

class FacilityDiagramView;
class LiveSession;

// The Power Chain dock: the facility as a single-line diagram (core's facilityDiagram()), the
// power chain on one tab and the cooling plant on the other, with the figures of the newest
// analysis, fitted to the dock (a Fit button in the tab bar's corner; Ctrl+wheel zooms); beside
// them, the last facility what-if (Analysis > Fail Element, Worst Facility Failure): the racks it
// leaves without power or cooling and the elements it drives over, the failed element crossed out
// on its chain's tab. A click on a box or a result selects what it stands for; what is selected
// elsewhere is outlined and scrolled into view.
class PowerChainPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit PowerChainPanel(LiveSession *session, QWidget *parent = nullptr);

    FacilityDiagramView *powerView() const { return mPower; }
    FacilityDiagramView *coolingView() const { return mCooling; }
    QTabWidget *tabs() const { return mTabs; }
    QToolButton *fitButton() const { return mFit; }
    // The chain on the raised tab.
    FacilityDiagramView *currentView() const;
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
    // A new chain wants another height (the design's first analysis came, or another design).
    void wantedHeightChanged();

private:
    void select(const QStringList &ids);
    // Outlines what is selected; a selected element of the other chain raises its tab.
    void showSelection(const QStringList &ids);

    LiveSession *mSession;
    QTabWidget *mTabs;
    QLabel *mEmpty;
    FacilityDiagramView *mPower;
    FacilityDiagramView *mCooling;
    QToolButton *mFit;
    QWidget *mWhatIf; // the headline over the list
    QLabel *mWhatIfHeadline;
    QListWidget *mWhatIfList;
};

} // namespace podcad
