#pragma once

#include <QObject>

namespace podcad {

// Keeps the mouse wheel from editing a value the user did not focus: over a spin box, combo box
// or slider without focus the wheel event is left to the scroll area behind it, so scrolling a
// form (the Workload dock, a dialog) scrolls it instead of changing a value and adding an undo
// step. Installed once on the application; such widgets get Qt::StrongFocus as they are shown,
// so a wheel does not focus them either.
class WheelGuard final : public QObject
{
    Q_OBJECT

public:
    // Installs one guard on the running application; later calls do nothing.
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace podcad
