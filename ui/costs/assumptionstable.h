#pragma once

#include <QString>
#include <QTableWidget>

namespace podcad {

class CostAssumptions;
class Document;

// The Costs dock's Assumptions tab: every assumption the costs were computed with, its value, unit
// and public source, the design's own values in bold. A value typed into the Value column is the
// design's from then on (SetAssumption, one undo step, saved in the file); Use Catalog Value takes
// the selected ones back to the catalog's. A value that is not a number, or outside the key's
// range, is refused with one line (editRefused) and the cell shows the value in force again.
class AssumptionsTable final : public QTableWidget
{
    Q_OBJECT
public:
    enum Column { Name, Value, Unit, Source, ColumnCount };

    explicit AssumptionsTable(Document *document, QWidget *parent = nullptr);

    void showAssumptions(const CostAssumptions &assumptions);
    // The assumption key of a row ("electricity_usd_per_kwh"); the row of a key, or -1.
    QString keyAt(int row) const;
    int rowOf(const QString &key) const;
    // The selected rows' assumptions back to the catalog's values (one undo step each).
    void useCatalogValues();

Q_SIGNALS:
    void editRefused(const QString &why);

private:
    void onItemChanged(QTableWidgetItem *item);

    Document *mDocument;
    bool mFilling = false;
};

} // namespace podcad
