#pragma once

#include <QObject>

class QMenu;

namespace podcad {

class MainWindow;
enum class FacilityKind;

// Edit > Add Facility Element: asks for a kind and a model (the catalog's facility models of
// that kind, or none with a capacity), adds the element at the middle of the hall and shows it
// selected on the Hall view. One undo step; Delete on a selected element takes it out again.
class FacilityActions final : public QObject
{
    Q_OBJECT
public:
    FacilityActions(MainWindow *window, QMenu *editMenu);

    // Adds an element of `kind` with model `sku` (empty: none, with `capacityKw`); false, with
    // the reason in the status bar, when the design refuses it.
    bool addElement(FacilityKind kind, const QString &sku, double capacityKw = 100);

private:
    void askAndAdd();

    MainWindow *mWindow;
};

} // namespace podcad
