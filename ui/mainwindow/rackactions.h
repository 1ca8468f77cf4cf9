#pragma once

#include <QObject>

class QMenu;

namespace podcad {

class MainWindow;
struct Rack;

// Edit > Add Rack and Edit > Add Row: the keyboard and menu way to grow the floor plan (dragging
// a rack from the palette does the same with the mouse). A new rack takes the SKU of the selected
// rack (or of the selected device's rack, or of the last rack, or the first rack in the catalog);
// Add Rack puts it at the end of that rack's row, Add Row starts the next lettered row behind the
// last one. Each is one undo step, and the new rack is selected and shown.
class RackActions final : public QObject
{
    Q_OBJECT
public:
    RackActions(MainWindow *window, QMenu *editMenu);

    void addRack(bool newRow);

private:
    // The rack the selection stands for (a selected rack, or the rack of a selected device), or
    // the rack furthest back on the floor; null on an empty floor.
    const Rack *referenceRack() const;

    MainWindow *mWindow;
};

} // namespace podcad
