#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace podcad {

class HallScene;
class LiveSession;

// Above the Hall view: what the racks' fill shows (peak power or heat to air) with its legend,
// and the two overlays (power chain, cooling loops) with theirs.
class HallToolbar final : public QWidget
{
    Q_OBJECT
public:
    HallToolbar(LiveSession *session, HallScene *scene, QWidget *parent = nullptr);

    QComboBox *colourBy() const { return mColourBy; }
    QCheckBox *powerChain() const { return mPowerChain; }
    QCheckBox *cooling() const { return mCooling; }

private:
    void updateLegend();

    LiveSession *mSession;
    HallScene *mScene;
    QComboBox *mColourBy;
    QCheckBox *mPowerChain;
    QCheckBox *mCooling;
    QLabel *mLegend;
    QLabel *mElementLegend;
};

} // namespace podcad
