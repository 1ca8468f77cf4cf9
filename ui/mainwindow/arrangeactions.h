#pragma once

#include "settings/savedsettings.h"

#include <QObject>

class QAction;
class QMenu;

namespace podcad {

class MainWindow;

// Edit > Arrange (align racks, distribute racks, stack devices) and View > Snap to Grid, kept out
// of MainWindow: they need only the document, the shared selection and the floor view.
// Each arrangement is one undo step (ArrangeObjects); one that cannot be done says why in the
// status bar and leaves the design alone. The snap setting lives in QSettings
// ("floor/snapToGrid", on by default).
class ArrangeActions final : public QObject
{
    Q_OBJECT
public:
    ArrangeActions(MainWindow *window, QMenu *editMenu, QMenu *viewMenu);

    static inline const char *kSnapSetting = SavedSettings::kSnapToGrid;

private:
    enum class Kind { Align, Distribute, Stack };
    void arrange(Kind kind);

    MainWindow *mWindow;
};

} // namespace podcad
