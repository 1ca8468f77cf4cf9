#pragma once

// Internal to the analysis: the figures and problems of every fabric, from the graphs of
// fabricgraph.h. analyze() and the what-if share it.

#include "analysisoptions.h"
#include "fabricfigures.h"
#include "fabricgraph.h"
#include "fabricsummary.h"
#include "problem.h"

#include <vector>

namespace podcad::analysis {

struct FabricTopology;

// Summaries with figures (unless options say counts only) of every fabric, with their problems.
std::vector<FabricSummary> analyzeFabrics(const Design &design, const DeviceIndex &devices,
                                          const AnalysisOptions &options,
                                          std::vector<Problem> &problems);

// One graph per topology (fabric id order).
std::vector<FabricGraph> fabricGraphs(const Design &design, const DeviceIndex &devices,
                                      const std::vector<FabricTopology> &topologies);

FabricFigures fabricFigures(const FabricGraph &graph, const AnalysisOptions &options);

// fabric-unreachable, fabric-oversubscribed and switch-oversubscribed of one fabric.
void fabricProblems(const QString &fabricId, const FabricGraph &graph, const FabricFigures &figures,
                    std::vector<Problem> &problems);

// rail-inconsistent: in a rail-optimized fabric (GPU servers spread their ports over leaves that
// each take one port number from every server), a link that brings a server's port to a leaf of
// another rail.
void railProblems(const Design &design, const DeviceIndex &devices, const FabricTopology &topology,
                  std::vector<Problem> &problems);

} // namespace podcad::analysis
