#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>
#include <set>
#include <vector>

namespace podcad::cli {

// A plain-text table for terminal output: columns padded to their widest cell, numbers
// right-aligned.
class TextTable final
{
public:
    explicit TextTable(QStringList headers)
        : mHeaders(std::move(headers))
    {}
    void addRow(QStringList cells) { mRows.push_back(std::move(cells)); }
    // Every cell of `column` right-aligned, header included: a column of money and signed
    // differences that the numeric test would not recognise.
    void alignRight(int column) { mRightAligned.insert(column); }
    void print(QTextStream &out) const;
    bool isEmpty() const { return mRows.empty(); }

private:
    QStringList mHeaders;
    std::vector<QStringList> mRows;
    std::set<int> mRightAligned;
};

// An oversubscription ratio: a tier with nothing above it (0) prints "-", not "0.00".
QString formatRatio(double ratio);

} // namespace podcad::cli
