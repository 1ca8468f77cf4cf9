#pragma once

#include <QTableWidget>

namespace podcad {

struct Analysis;

// One row per rack: units, power against the limit, heat, cooling method, weight. Cells at or
// over a limit are coloured so a reviewer sees them without reading every number.
class RacksTable final : public QTableWidget
{
    Q_OBJECT
public:
    explicit RacksTable(QWidget *parent = nullptr);
    void showAnalysis(const Analysis &analysis);

Q_SIGNALS:
    void rackActivated(const QString &rackId);
};

} // namespace podcad
