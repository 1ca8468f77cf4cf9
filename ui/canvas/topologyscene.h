#pragma once

#include "scenecounters.h"

#include <QGraphicsScene>
#include <QHash>
#include <QStringList>
#include <array>
#include <map>
#include <optional>
#include <vector>

class QGraphicsLineItem;

namespace podcad {

class Catalog;
class Design;
struct ChangeEvent;
struct Link;
class TopologyLinkLayer;
class TopologyNodeItem;

// The Topology view: the fabrics as tiers, endpoints at the bottom, then leaves, spines and cores,
// devices without links in a band of their own; one line per cable, coloured by fabric (compute
// links from a node by rail). The layout is computed from the links, not stored: device order in
// a tier follows the tier below (barycentres), so a rail-optimised SU stays together.
//
// Sized for a 64-SU SuperPOD (thousands of devices, tens of thousands of cables): the cables of one
// fabric are a single item that draws batched lines, and, when zoomed out so far that single
// cables cannot be told apart, one bundle per pair of device groups instead; device items drop
// their labels below legible size and cache themselves in device coordinates.
class TopologyScene final : public QGraphicsScene
{
    Q_OBJECT
public:
    enum ItemDataKey { IdKey = 0 };
    // Bands below the endpoints.
    static constexpr int kManagedOnly = -1; // cabled by their own management port only (PDUs)
    static constexpr int kNotConnected = -2;

    struct Band final
    {
        int tier = 0; // 3 core ... 0 endpoints, kManagedOnly, kNotConnected
        QString name;
        QRectF rect;
    };
    struct FabricEntry final
    {
        QString id;
        QString name;
        QColor color;
        int links = 0;
    };

    explicit TopologyScene(QObject *parent = nullptr);

    // `newDesign` (opened, new, restored) resets the fabric filter: a big design starts with its
    // compute fabrics only, since all fabrics at once are a wash of colour.
    void rebuild(const Design &design, const Catalog &catalog, bool newDesign = false);
    // Updates only the devices and cables `event` names (the design is already changed). The
    // layout stays where it is: a removed device leaves a gap (and gets its place back on undo), a
    // new one joins the "Not connected" band, until the next full layout (a replaced design, a
    // new or removed fabric, or relayout()).
    void apply(const ChangeEvent &event, const Design &design, const Catalog &catalog);
    // Lays everything out again from the design (View > Re-layout Topology).
    void relayout(const Design &design, const Catalog &catalog) { rebuild(design, catalog, false); }

    // Where the last apply() changed the picture as the minimap draws it (nodes, and the bundles
    // or, in small fabrics, the cables that changed), or nothing after a full layout.
    std::optional<QRectF> lastChangedArea() const
    {
        return mChangedAll ? std::nullopt : std::optional(mChangedArea);
    }

    // Items created, synced and removed since resetCounters(): what an edit cost, for tests.
    using Counters = SceneCounters;
    const Counters &counters() const { return mCounters; }
    void resetCounters() { mCounters = {}; }
    QRectF objectRect(const QString &deviceId) const;
    QStringList selectedIds() const;
    // Selects exactly these devices (those shown); emits selectionChanged once if that changed.
    void selectIds(const QStringList &ids);
    // The device drawn at `pos`, if any.
    std::optional<QString> deviceAt(QPointF pos) const;

    const std::vector<Band> &bands() const { return mBands; }
    const std::vector<FabricEntry> &fabrics() const { return mFabrics; }
    bool hasRails() const { return mHasRails; }
    // 0-3, or kNotConnected (the OOB-only devices are tier 0 here).
    int tierOf(const QString &deviceId) const { return mTiers.value(deviceId, kNotConnected); }

    // The fabric filter: hidden fabrics' cables are not drawn.
    void setFabricVisible(const QString &fabricId, bool visible);
    bool isFabricVisible(const QString &fabricId) const;
    // Cables drawn (of visible fabrics), for the legend and tests.
    int visibleLinkCount() const;
    // Whether the cable layers draw bundles at this level of detail (see TopologyLinkLayer).
    bool drawsBundlesAt(double levelOfDetail) const;

    // The cable being drawn with the link tool: green when the two ends can be joined.
    void showRubberLine(const QLineF &line, bool ok);
    void hideRubberLine();

    // Up to this many devices, an edit that adds or removes devices or cables lays the whole
    // topology out again (see apply()).
    static constexpr int kFullLayoutLimit = 1000;

    static constexpr double kNodeWidth = 126;
    static constexpr double kNodeHeight = 32;

private:
    void updateHighlight();
    // Whether an edit changes the layout itself (see apply()), so that it is laid out anew.
    bool needsLayout(const ChangeEvent &event, const Design &design) const;
    // Creates or syncs the node of a device that exists, removes the node of one that does not.
    void syncNode(const Design &design, const Catalog &catalog, const QString &id);
    // Draws a cable (when both its devices are shown), after taking out what was drawn for it.
    void syncLink(const Design &design, const QString &id);
    // Returns whether the cable's bundle as drawn changed.
    bool addLinkLine(const Design &design, const Link &link);
    void removeLinkLine(const QString &id);
    // A free slot for a device the layout has not seen: the end of the "Not connected" band.
    QPointF placeNewNode();

    // Where the layout put each device; kept after a device goes, so that undo puts it back.
    struct Place final
    {
        QPointF centre;
        std::pair<int, int> group; // (tier, group) for bundles
    };
    struct GroupCentre final
    {
        QPointF sum;
        int count = 0;
        QPointF centre() const { return count ? sum / count : sum; }
    };
    struct LinkEntry final
    {
        int layer = 0;
        std::array<int, 4> groups{};
        QLineF line;
        QColor color;
        QString a, b; // device ids
    };
    QHash<QString, Place> mPlaces;
    std::map<std::pair<int, int>, GroupCentre> mGroups;
    QHash<QString, LinkEntry> mLinks;
    QHash<QString, int> mLayerOfFabric;
    double mWidth = 0;
    std::size_t mPerRow = 8;
    int mNotConnectedSlots =
        0; // slots of the "Not connected" band in use (laid out or added since)
    Counters mCounters;
    QRectF mChangedArea;
    bool mChangedAll = true;
    // Adds what a changed cable changes in a small picture (see lastChangedArea()).
    void noteChangedLink(int layer, const QLineF &line, const QLineF &bundle, bool bundleChanged);

    std::vector<Band> mBands;
    std::vector<FabricEntry> mFabrics;
    std::vector<TopologyLinkLayer *> mLayers; // one per fabric, then one for links without fabric
    TopologyLinkLayer *mHighlight = nullptr;  // the cables of the selected devices
    QHash<QString, TopologyNodeItem *> mNodes;
    QHash<QString, int> mTiers;
    // Cables drawn at each device (link ids), for the highlight of the selection.
    QHash<QString, QStringList> mLinksOf;
    QGraphicsLineItem *mRubber = nullptr;
    bool mHasRails = false;
};

} // namespace podcad
