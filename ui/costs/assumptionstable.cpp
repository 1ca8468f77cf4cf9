#include "assumptionstable.h"

#include "commands/setassumption.h"
#include "cost/costassumptions.h"
#include "model/design.h"
#include "session/document.h"
#include "tablecell.h"

#include <QHeaderView>
#include <QLocale>
#include <set>

namespace podcad {
namespace {

constexpr int kKeyRole = Qt::UserRole;
constexpr int kValueRole = Qt::UserRole + 1; // the value in force, to show again after a refusal

QString valueText(double value)
{
    return QString::number(value, 'g', 8);
}

// "0.12" as the table shows values, or "0,12" as a person in a comma locale types them.
std::optional<double> parseValue(const QString &text)
{
    bool ok = false;
    double v = text.trimmed().toDouble(&ok);
    if (!ok)
        v = QLocale().toDouble(text.trimmed(), &ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

} // namespace

AssumptionsTable::AssumptionsTable(Document *document, QWidget *parent)
    : QTableWidget(0, ColumnCount, parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("costAssumptions"));
    setHorizontalHeaderLabels({tr("Assumption"), tr("Value"), tr("Unit"), tr("Source")});
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    setSelectionBehavior(SelectRows);
    setEditTriggers(DoubleClicked | EditKeyPressed | AnyKeyPressed);
    connect(this, &QTableWidget::itemChanged, this, &AssumptionsTable::onItemChanged);
}

void AssumptionsTable::showAssumptions(const CostAssumptions &assumptions)
{
    mFilling = true;
    const auto &entries = assumptions.entries();
    setRowCount(int(entries.size()));
    int r = 0;
    for (const CostAssumption &a : entries) {
        auto *name = readOnlyCell(a.description.isEmpty() ? a.key : a.description);
        name->setToolTip(a.key);
        name->setData(kKeyRole, a.key);
        setItem(r, Name, name);
        auto *value = readOnlyCell(valueText(a.value), /*number=*/true);
        value->setFlags(value->flags() | Qt::ItemIsEditable);
        value->setData(kValueRole, a.value);
        value->setToolTip(a.overridden ? tr("This design's value (double-click to change it)")
                                       : tr("The catalog's value (double-click to set the "
                                            "design's own)"));
        if (a.overridden) {
            QFont f = font();
            f.setBold(true);
            value->setFont(f);
        }
        setItem(r, Value, value);
        setItem(r, Unit, readOnlyCell(a.unit));
        QString source = a.provenance.source;
        if (a.provenance.estimate && !source.startsWith(QStringLiteral("estimate")))
            source = tr("estimate: ") + source;
        QTableWidgetItem *sourceCell = readOnlyCell(source);
        if (!a.provenance.sourceDate.isEmpty())
            sourceCell->setToolTip(QStringLiteral("%1 (%2)").arg(source, a.provenance.sourceDate));
        setItem(r, Source, sourceCell);
        ++r;
    }
    resizeColumnsToContents();
    mFilling = false;
}

QString AssumptionsTable::keyAt(int row) const
{
    const QTableWidgetItem *name = item(row, Name);
    return name ? name->data(kKeyRole).toString() : QString();
}

int AssumptionsTable::rowOf(const QString &key) const
{
    for (int r = 0; r < rowCount(); ++r)
        if (keyAt(r) == key)
            return r;
    return -1;
}

void AssumptionsTable::useCatalogValues()
{
    std::set<QString> keys;
    for (const QModelIndex &index : selectionModel()->selectedIndexes())
        keys.insert(keyAt(index.row()));
    for (const QString &key : keys)
        if (mDocument->design().assumptions.values.count(key))
            mDocument->push(new SetAssumption(mDocument, key, std::nullopt));
}

void AssumptionsTable::onItemChanged(QTableWidgetItem *item)
{
    if (mFilling || item->column() != Value)
        return;
    const QString key = keyAt(item->row());
    const std::optional<double> value = parseValue(item->text());
    QString why;
    if (!value)
        why = tr("%1: \"%2\" is not a number").arg(key, item->text());
    else if (!mDocument->push(new SetAssumption(mDocument, key, value), &why))
        why = tr("%1 not changed: %2").arg(key, why);
    else
        return; // the costs computed again bring the new value, in bold
    // Refused: the cell shows the value in force again.
    mFilling = true;
    item->setText(valueText(item->data(kValueRole).toDouble()));
    mFilling = false;
    if (!why.endsWith(tr("nothing changed")))
        Q_EMIT editRefused(why);
}

} // namespace podcad
