#pragma once

#include "model/hall.h"

#include <QStringList>
#include <memory>
#include <vector>

namespace podcad {

// The overhead trays of a hall as a graph: a node where a tray ends and where two trays meet or
// cross, an edge along a tray between neighbouring nodes. The shortest distances between all
// nodes are computed once (Floyd-Warshall on the few hundred nodes a hall has), so a route
// between two points on the trays is a handful of look-ups.
class TrayNetwork final
{
public:
    // Where a rack's cables enter the trays: the point of a tray nearest to a point of the plan.
    struct Attach final
    {
        int tray = -1;     // index in trays(); -1: the hall has no tray
        QPointF pointM;    // on the tray
        double alongM = 0; // from the tray's fromM to pointM
        double awayM = 0;  // from the point asked for to pointM, on the plan
    };

    explicit TrayNetwork(std::vector<CableTray> trays);
    // The network of these trays: the last one built when its trays are the same (a router is
    // made per edit; the trays rarely change between two), else a new one. Thread-safe.
    static std::shared_ptr<const TrayNetwork> shared(const std::vector<CableTray> &trays);

    const std::vector<CableTray> &trays() const { return mTrays; }
    Attach attach(QPointF pointM) const;
    // The length along the trays from a to b, the ids of the trays passed appended to `via` (in
    // order, each once per stretch); a negative length when no tray joins them.
    double pathM(const Attach &a, const Attach &b, QStringList *via) const;

private:
    struct Stop final
    {
        double alongM;
        int node;
    };

    int nodeAt(QPointF p);
    double &dist(int i, int j) { return mDist[std::size_t(i) * mNodes.size() + std::size_t(j)]; }
    double dist(int i, int j) const
    {
        return mDist[std::size_t(i) * mNodes.size() + std::size_t(j)];
    }

    std::vector<CableTray> mTrays;
    std::vector<double> mLengthM; // per tray
    std::vector<QPointF> mNodes;
    std::vector<std::vector<Stop>> mStops; // per tray: its nodes by distance from fromM
    std::vector<double> mDist;             // node x node
    std::vector<int> mNext;                // node x node: the next node on a shortest path
    std::vector<int> mEdgeTray;            // node x node: the tray of a direct edge, -1
};

} // namespace podcad
