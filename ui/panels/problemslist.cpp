#include "problemslist.h"

#include "analysis/analysis.h"

#include <QHeaderView>
#include <QStyle>

namespace podcad {

ProblemsList::ProblemsList(QWidget *parent)
    : QTreeWidget(parent)
{
    setColumnCount(4);
    setHeaderLabels({tr("Severity"), tr("Code"), tr("Object"), tr("Message")});
    setRootIsDecorated(false);
    setAlternatingRowColors(true);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    // A click is enough to go to the object (Enter and double-click too): the list is a to-do list.
    auto activate = [this](QTreeWidgetItem *item, int) {
        if (!item->text(2).isEmpty()) // design-wide problems have no object to go to
            Q_EMIT objectActivated(item->text(2));
    };
    connect(this, &QTreeWidget::itemActivated, this, activate);
    connect(this, &QTreeWidget::itemClicked, this, activate);
}

void ProblemsList::showAnalysis(const Analysis &analysis)
{
    clear();
    QList<QTreeWidgetItem *> items;
    for (const Problem &p : analysis.problems) {
        auto *item = new QTreeWidgetItem({severityName(p.severity), p.code, p.objectId, p.message});
        const auto icon = p.severity == Severity::Error     ? QStyle::SP_MessageBoxCritical
                          : p.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                            : QStyle::SP_MessageBoxInformation;
        item->setIcon(0, style()->standardIcon(icon));
        item->setToolTip(3, p.message);
        items << item;
    }
    addTopLevelItems(items);
}

} // namespace podcad
