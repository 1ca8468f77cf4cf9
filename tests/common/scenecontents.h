#pragma once

#include "canvas/floorscene.h"
#include "canvas/hallcanvas.h"
#include "canvas/hallscene.h"
#include "canvas/topologycanvas.h"
#include "canvas/topologyscene.h"
#include "mainwindow/editortabs.h"
#include "model/design.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QStringList>

// What the window's scenes draw against what the design holds: one Floor and one Hall item per
// rack, one Hall item per facility element, one Topology item per device.
namespace podcad::test {

// The ids of the items a scene marks as objects of `kind` (the floor and the hall mark theirs with
// an id and a kind), or of every item with an id (the topology's devices).
inline QStringList drawnIds(const QGraphicsScene *scene, int idKey, int kindKey = -1,
                            const QString &kind = {})
{
    QStringList ids;
    const QList<QGraphicsItem *> items = scene->items();
    for (const QGraphicsItem *item : items) {
        const QString id = item->data(idKey).toString();
        if (!id.isEmpty() && (kindKey < 0 || item->data(kindKey).toString() == kind))
            ids << id;
    }
    ids.sort();
    return ids;
}

// The ids of a design's objects of one kind (design.racks(), .devices(), .facility()), sorted.
template<class Map> QStringList idsOf(const Map &objects)
{
    QStringList ids;
    for (const auto &[id, object] : objects)
        ids << id;
    ids.sort();
    return ids;
}

// Where the scenes of `views` differ from `design`, one line each (empty: none). The Floor is
// always built; the Hall and the Topology only once shown (or asked for), so they are checked
// when built.
inline QStringList sceneMismatches(EditorTabs &views, const Design &design)
{
    QStringList found;
    const auto compare = [&](const QString &what, const QStringList &drawn,
                             const QStringList &held) {
        if (drawn != held)
            found << QStringLiteral("%1: %2 drawn, %3 in the design (drawn %4; design %5)")
                         .arg(what)
                         .arg(drawn.size())
                         .arg(held.size())
                         .arg(drawn.mid(0, 8).join(u','), held.mid(0, 8).join(u','));
    };
    const QStringList racks = idsOf(design.racks());
    compare(
        QStringLiteral("Floor racks"),
        drawnIds(views.floorScene(), FloorScene::IdKey, FloorScene::KindKey, FloorScene::kRackKind),
        racks);
    if (views.hallCanvas()->isBuilt()) {
        const HallScene *hall = views.hallScene();
        compare(QStringLiteral("Hall racks"),
                drawnIds(hall, HallScene::IdKey, HallScene::KindKey, HallScene::kRackKind), racks);
        compare(QStringLiteral("Hall facility elements"),
                drawnIds(hall, HallScene::IdKey, HallScene::KindKey, HallScene::kElementKind),
                idsOf(design.facility()));
    }
    if (views.topologyCanvas()->isBuilt())
        compare(QStringLiteral("Topology devices"),
                drawnIds(views.topologyScene(), TopologyScene::IdKey), idsOf(design.devices()));
    return found;
}

} // namespace podcad::test
