#include "traynetwork.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>

namespace podcad {
namespace {

constexpr double kSameM = 0.001; // points closer than a millimetre are one node
constexpr double kNone = std::numeric_limits<double>::infinity();

double length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

double cross(QPointF a, QPointF b)
{
    return a.x() * b.y() - a.y() * b.x();
}

// The distance along segment [p, q] of the point of it nearest to x, clamped to the segment.
double alongOf(QPointF p, QPointF q, double lengthM, QPointF x)
{
    if (lengthM <= 0)
        return 0;
    const QPointF d = (q - p) / lengthM;
    return std::clamp(QPointF::dotProduct(x - p, d), 0.0, lengthM);
}

QPointF pointAt(QPointF p, QPointF q, double lengthM, double alongM)
{
    return lengthM <= 0 ? p : p + (q - p) * (alongM / lengthM);
}

} // namespace

TrayNetwork::TrayNetwork(std::vector<CableTray> trays)
    : mTrays(std::move(trays))
{
    const std::size_t t = mTrays.size();
    mLengthM.resize(t);
    for (std::size_t i = 0; i < t; ++i) {
        mLengthM[i] = length(mTrays[i].toM - mTrays[i].fromM);
        nodeAt(mTrays[i].fromM);
        nodeAt(mTrays[i].toM);
    }
    // Trays that cross make a node where they cross; one that ends on another is caught below.
    for (std::size_t i = 0; i < t; ++i) {
        const QPointF p = mTrays[i].fromM, r = mTrays[i].toM - p;
        for (std::size_t j = i + 1; j < t; ++j) {
            const QPointF q = mTrays[j].fromM, s = mTrays[j].toM - q;
            const double den = cross(r, s);
            if (std::abs(den) < 1e-12)
                continue; // parallel: they join only where an end lies on the other
            const double u = cross(q - p, s) / den, v = cross(q - p, r) / den;
            if (u > 0 && u < 1 && v > 0 && v < 1)
                nodeAt(p + r * u);
        }
    }
    const std::size_t n = mNodes.size();
    mStops.resize(t);
    mDist.assign(n * n, kNone);
    mNext.assign(n * n, -1);
    mEdgeTray.assign(n * n, -1);
    for (std::size_t i = 0; i < n; ++i) {
        dist(int(i), int(i)) = 0;
        mNext[i * n + i] = int(i);
    }
    for (std::size_t k = 0; k < t; ++k) {
        const CableTray &tray = mTrays[k];
        std::vector<Stop> &stops = mStops[k];
        for (std::size_t i = 0; i < n; ++i) {
            const double along = alongOf(tray.fromM, tray.toM, mLengthM[k], mNodes[i]);
            if (length(pointAt(tray.fromM, tray.toM, mLengthM[k], along) - mNodes[i]) < kSameM)
                stops.push_back({along, int(i)});
        }
        std::sort(stops.begin(), stops.end(),
                  [](const Stop &a, const Stop &b) { return a.alongM < b.alongM; });
        for (std::size_t s = 1; s < stops.size(); ++s) {
            const int a = stops[s - 1].node, b = stops[s].node;
            const double d = stops[s].alongM - stops[s - 1].alongM;
            if (d < dist(a, b)) {
                dist(a, b) = dist(b, a) = d;
                mNext[std::size_t(a) * n + std::size_t(b)] = b;
                mNext[std::size_t(b) * n + std::size_t(a)] = a;
                mEdgeTray[std::size_t(a) * n + std::size_t(b)] = int(k);
                mEdgeTray[std::size_t(b) * n + std::size_t(a)] = int(k);
            }
        }
    }
    for (std::size_t k = 0; k < n; ++k)
        for (std::size_t i = 0; i < n; ++i) {
            const double ik = mDist[i * n + k];
            if (ik == kNone)
                continue;
            for (std::size_t j = 0; j < n; ++j) {
                const double d = ik + mDist[k * n + j];
                if (d < mDist[i * n + j]) {
                    mDist[i * n + j] = d;
                    mNext[i * n + j] = mNext[i * n + k];
                }
            }
        }
}

std::shared_ptr<const TrayNetwork> TrayNetwork::shared(const std::vector<CableTray> &trays)
{
    static std::mutex mutex;
    static std::shared_ptr<const TrayNetwork> last;
    {
        const std::lock_guard lock(mutex);
        if (last && last->trays() == trays)
            return last;
    }
    auto network = std::make_shared<const TrayNetwork>(trays);
    const std::lock_guard lock(mutex);
    last = network;
    return network;
}

int TrayNetwork::nodeAt(QPointF p)
{
    for (std::size_t i = 0; i < mNodes.size(); ++i)
        if (length(mNodes[i] - p) < kSameM)
            return int(i);
    mNodes.push_back(p);
    return int(mNodes.size()) - 1;
}

TrayNetwork::Attach TrayNetwork::attach(QPointF pointM) const
{
    Attach best;
    best.awayM = kNone;
    for (std::size_t k = 0; k < mTrays.size(); ++k) {
        const CableTray &tray = mTrays[k];
        const double along = alongOf(tray.fromM, tray.toM, mLengthM[k], pointM);
        const QPointF at = pointAt(tray.fromM, tray.toM, mLengthM[k], along);
        const double away = length(pointM - at);
        // Strictly nearer: of trays at the same distance the first in id order is taken.
        if (away < best.awayM - 1e-9) {
            best.tray = int(k);
            best.pointM = at;
            best.alongM = along;
            best.awayM = away;
        }
    }
    if (best.tray < 0)
        best.awayM = 0;
    return best;
}

double TrayNetwork::pathM(const Attach &a, const Attach &b, QStringList *via) const
{
    if (a.tray < 0 || b.tray < 0)
        return -1;
    if (a.tray == b.tray) {
        if (via)
            via->append(mTrays[std::size_t(a.tray)].id);
        return std::abs(a.alongM - b.alongM);
    }
    // Off a tray only at its nodes: the nearest node on either side of the attach point.
    auto sides = [this](const Attach &x, Stop out[2]) {
        const std::vector<Stop> &stops = mStops[std::size_t(x.tray)];
        auto it = std::lower_bound(stops.begin(), stops.end(), x.alongM,
                                   [](const Stop &s, double along) { return s.alongM < along; });
        int count = 0;
        if (it != stops.end())
            out[count++] = {it->alongM - x.alongM, it->node};
        if (it != stops.begin())
            out[count++] = {x.alongM - std::prev(it)->alongM, std::prev(it)->node};
        return count;
    };
    Stop fromA[2], toB[2];
    const int na = sides(a, fromA), nb = sides(b, toB);
    double best = kNone;
    int bestA = -1, bestB = -1;
    for (int i = 0; i < na; ++i)
        for (int j = 0; j < nb; ++j) {
            const double d = fromA[i].alongM + dist(fromA[i].node, toB[j].node) + toB[j].alongM;
            if (d < best) {
                best = d;
                bestA = fromA[i].node;
                bestB = toB[j].node;
            }
        }
    if (best == kNone)
        return -1;
    if (via) {
        const std::size_t n = mNodes.size();
        auto add = [via, this](int tray) {
            const QString &id = mTrays[std::size_t(tray)].id;
            if (via->isEmpty() || via->constLast() != id)
                via->append(id);
        };
        via->append(mTrays[std::size_t(a.tray)].id);
        for (int i = bestA; i != bestB;) {
            const int next = mNext[std::size_t(i) * n + std::size_t(bestB)];
            add(mEdgeTray[std::size_t(i) * n + std::size_t(next)]);
            i = next;
        }
        add(b.tray);
    }
    return best;
}

} // namespace podcad
