#pragma once

#include "model/facility.h"

#include <QRectF>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace podcad {

class Design;
struct Analysis;

// The facility as a single-line diagram: one box per element, laid out in levels from the
// sources (utility, chillers) to the racks, which are grouped per row so that a pod of hundreds
// of racks stays a handful of boxes. Figures come from Analysis::facility; a box whose element
// the analysis does not report has none. Laid out in logical units (a box is kBoxWidth x
// kBoxHeight) for the dock, the presentation and the PDF to scale.
struct FacilityDiagram final
{
    struct Box final
    {
        QStringList ids;  // the element's id, or a rack group's rack ids
        QString title;    // element name, or "Row A"
        QString subtitle; // kind ("UPS"), or "8 racks"
        bool rackGroup = false;
        std::optional<FacilityKind> kind; // elements only
        bool hasFigures = false;
        double loadKw = 0;      // peak load (power) or heat load (cooling)
        double capacityKw = 0;  // usable (power) or capacity (cooling)
        double utilisation = 0; // loadKw / capacityKw
        bool over = false;
        std::optional<double> flowLpm; // CDUs
        int level = 0;
        QRectF rect;
    };
    struct Edge final
    {
        int from = 0; // upstream box
        int to = 0;   // downstream box
    };
    struct Chain final
    {
        std::vector<Box> boxes;
        std::vector<Edge> edges;
        QRectF bounds;
        bool empty() const { return boxes.empty(); }
        // The box containing `point`, or -1.
        int boxAt(const QPointF &point) const;
    };

    Chain power;   // utility -> switchboard -> UPS -> busway/PDU/RPP -> racks
    Chain cooling; // chiller/dry cooler -> CDU/CRAH -> racks

    static constexpr double kBoxWidth = 190;
    static constexpr double kBoxHeight = 70;
    static constexpr double kLevelGap = 40; // between levels, for the lines
    static constexpr double kRowGap = 12;   // between boxes of one level

    bool empty() const { return power.empty() && cooling.empty(); }
};

// Levels left to right (`horizontal`) or top to bottom, each level's boxes from the top (left).
// A rack naming no CRAH is under every CRAH (its air heat goes to the room's CRAHs).
FacilityDiagram facilityDiagram(const Design &design, const Analysis &analysis,
                                bool horizontal = true);

// Lays `chain` out again, levels left to right (`horizontal`) or top to bottom, a level of more
// than `perColumn` boxes (0: no limit) wrapping into columns of that many side by side.
void layOutChain(FacilityDiagram::Chain &chain, bool horizontal, int perColumn = 0);

// Lays `chain` out left to right with the wrap that draws it largest in `area` (a page, a
// presentation's column) and returns that scale, at most `maxScale`: a level of 18 busways
// drawn in one column would shrink the whole chain to what that column allows.
double fitChain(FacilityDiagram::Chain &chain, const QSizeF &area, double maxScale);

} // namespace podcad
