#pragma once

#include "sizing/precision.h"

#include <QString>
#include <map>
#include <optional>
#include <vector>

namespace podcad {

class Catalog;
struct LanguageModel;

// The published training and serving runs the performance model is held to
// (resources/validation/training-runs.csv and serving-runs.csv; docs/performance.md, "The
// validation suite"): each row a run with its citation, model shape, GPU system, layout and the
// figure the publication gives, on the basis its `basis` column names.
using PublishedRow = std::map<QString, QString>;

// The rows of the shipped files, read once; `error` (when given) says what is wrong with them.
const std::vector<PublishedRow> &publishedTrainingRuns(QString *error = nullptr);
const std::vector<PublishedRow> &publishedServingRuns(QString *error = nullptr);

// The rows of a CSV file with a header line, each field trimmed; empty with `error` set when the
// file cannot be read or a line has another number of fields than the header.
std::vector<PublishedRow> readPublishedRows(const QString &path, QString *error);

// A field as a number; `fallback` when it is missing or not a number.
double rowNumber(const PublishedRow &row, const QString &key, double fallback = 0);
// A field as a whole number; nullopt when it is missing or empty (the planner chooses it).
std::optional<int> rowInteger(const PublishedRow &row, const QString &key);
// A field's text; empty when the row has no such column.
QString rowText(const PublishedRow &row, const QString &key);

// The model a row describes (its shape columns).
LanguageModel publishedModel(const PublishedRow &row);

// One published run against the model's prediction for it, on the publication's own basis:
// TFLOP/s per GPU for the bases that count FLOPs, else tokens per second per GPU.
struct PublishedRunOutcome final
{
    QString id;
    QString unit; // "TFLOP/s" or "tok/s/GPU"
    double published = 0;
    double predicted = 0;    // 0: not predicted (`plan` says why)
    QString plan;            // the plan predicted, or why none
    bool calibrated = false; // a constant of the model was fitted on this row
    QString acceleratorId;   // the row's system's accelerator in the catalog; empty when unknown
    Precision precision = Precision::Bf16;

    bool computed() const;
    // predicted / published - 1: +0.10 is a prediction 10 % faster than the publication.
    double error() const;
};

// A training row run with its published layout fixed (what the publication does not give is
// left to the planner), on the row's system from `catalog` and its reference fabric.
PublishedRunOutcome predictPublishedTraining(const PublishedRow &row, const Catalog &catalog);
// A serving row at the largest batch memory holds (the publications' maximum-throughput tables),
// run as the window and `size infer` run a replica (stepGpuFor's efficiency).
PublishedRunOutcome predictPublishedServing(const PublishedRow &row, const Catalog &catalog);

// The accelerator and precision of a row without predicting it: which rows a band draws on.
struct PublishedRunKind final
{
    QString acceleratorId; // empty when the catalog does not have the row's system
    std::optional<Precision> precision;
};
PublishedRunKind publishedRunKind(const PublishedRow &row, const Catalog &catalog);

} // namespace podcad
