#pragma once

#include "abstracttool.h"

class QMimeData;

namespace podcad {

class TopologyScene;

// Drops from the catalog palette onto the topology: the device joins the design unplaced, to be
// racked in the floor view later. Racks and what is counted from the links (NICs, transceivers,
// cables) are refused with the reason.
class TopologyPlaceTool final : public AbstractTool
{
    Q_OBJECT
public:
    TopologyPlaceTool(EditorView *view, TopologyScene *scene);

    bool dragEntered(QDragEnterEvent *event) override;
    bool dragMoved(QDragMoveEvent *event) override;
    bool dragLeft(QDragLeaveEvent *event) override;
    bool dropped(QDropEvent *event) override;

private:
    // Why a catalog SKU cannot go into the design as a device, or empty when it can.
    QString refusal(const QString &sku) const;
    // The SKU a drag carries when it may be dropped here; empty otherwise (the reason goes to the
    // status bar).
    QString placeableSku(const QMimeData *data);

    TopologyScene *mScene;
};

} // namespace podcad
