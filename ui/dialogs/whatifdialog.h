#pragma once

#include "analysis/whatif.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace podcad {

// The result of a what-if: every fabric before and after the failure (bisection, its ratio,
// unreachable endpoints, leaf and spine oversubscription), one row per fabric, the figures whose
// text changed in bold. Each figure cell keeps its number in Qt::UserRole, the text is that
// number for people.
class WhatIfDialog final : public QDialog
{
    Q_OBJECT
public:
    enum Column {
        FabricColumn,
        BisectionBefore,
        BisectionAfter,
        RatioBefore,
        RatioAfter,
        UnreachableBefore,
        UnreachableAfter,
        LeafBefore,
        LeafAfter,
        SpineBefore,
        SpineAfter,
        ColumnCount
    };

    // `worstSingle`: the failure is the worst single switch failure found, not one asked for.
    WhatIfDialog(WhatIf result, bool worstSingle, QWidget *parent = nullptr);

    const WhatIf &result() const { return mResult; }
    QTableWidget *table() const { return mTable; }
    QLabel *summary() const { return mSummary; }
    // The fabric of a table row.
    const WhatIf::Fabric &fabricOfRow(int row) const;

private:
    WhatIf mResult;
    std::vector<std::size_t> mRows; // fabric index per row
    QLabel *mSummary = nullptr;
    QTableWidget *mTable = nullptr;
};

} // namespace podcad
