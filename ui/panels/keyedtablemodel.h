#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QString>
#include <vector>

namespace podcad {

// A table whose rows have a key (a rack id, a fabric id, ...) and are replaced wholesale by each
// new analysis. replaceRows() tells the views only what changed, so that the cost of an edit
// follows the size of the edit: rows that went are removed and rows that came are inserted, in
// runs of neighbours, and rows whose contents changed get one dataChanged per run of neighbours.
// An unchanged list emits nothing.
class KeyedTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(mKeys.size());
    }
    // The row of a key, -1 when there is none.
    int rowOfKey(const QString &key) const;
    const QString &keyAt(int row) const { return mKeys[std::size_t(row)]; }

    // Past this many runs of inserts and removes an update is a reset: the new list has little
    // in common with the old one (another design was opened) and one reset is cheaper for the
    // views than hundreds of structural changes.
    static constexpr int kMaxRuns = 64;

protected:
    // `rows` is the derived model's storage, parallel to the keys; `nextKeys` must be unique
    // (callers number repeated keys). `same(a, b)`: whether the two rows show the same thing.
    template<typename Row, typename Same>
    void replaceRows(std::vector<Row> &rows, std::vector<Row> &&next,
                     std::vector<QString> &&nextKeys, Same same);
    // Drops everything and shows `next` with one reset: replaceRows() when past kMaxRuns.
    template<typename Row>
    void resetRows(std::vector<Row> &rows, std::vector<Row> &&next,
                   std::vector<QString> &&nextKeys);

private:
    // One structural step of an update, in row numbers of the model at the time it is applied.
    struct Step final
    {
        bool insert = false;
        int at = 0; // first row removed, or where the inserted rows go
        int count = 0;
        int from = 0; // inserts: first row of `next` inserted
    };
    // The steps from the current keys to `nextKeys`, and the pairs (final model row, next row) of
    // the rows that stay. Keys equal in the same places at both ends are kept as they are; in the
    // middle, the rows that went are removed first (from the end), then one walk along the new
    // list inserts the rows that came and removes rows whose order changed (they come back as
    // inserts). False for a reset instead: more than kMaxRuns steps, or repeated keys.
    bool plan(const std::vector<QString> &nextKeys, std::vector<Step> &steps,
              std::vector<std::pair<int, int>> &kept) const;
    void emitChanged(const std::vector<int> &changedRows);

    std::vector<QString> mKeys;
};

template<typename Row>
void KeyedTableModel::resetRows(std::vector<Row> &rows, std::vector<Row> &&next,
                                std::vector<QString> &&nextKeys)
{
    beginResetModel();
    rows = std::move(next);
    mKeys = std::move(nextKeys);
    endResetModel();
}

template<typename Row, typename Same>
void KeyedTableModel::replaceRows(std::vector<Row> &rows, std::vector<Row> &&next,
                                  std::vector<QString> &&nextKeys, Same same)
{
    Q_ASSERT(rows.size() == mKeys.size() && next.size() == nextKeys.size());
    std::vector<Step> steps;
    std::vector<std::pair<int, int>> kept;
    if (!plan(nextKeys, steps, kept)) {
        resetRows(rows, std::move(next), std::move(nextKeys));
        return;
    }
    for (const Step &s : steps) {
        if (s.insert) {
            beginInsertRows({}, s.at, s.at + s.count - 1);
            rows.insert(rows.begin() + s.at, std::make_move_iterator(next.begin() + s.from),
                        std::make_move_iterator(next.begin() + s.from + s.count));
            mKeys.insert(mKeys.begin() + s.at, nextKeys.begin() + s.from,
                         nextKeys.begin() + s.from + s.count);
            endInsertRows();
        } else {
            beginRemoveRows({}, s.at, s.at + s.count - 1);
            rows.erase(rows.begin() + s.at, rows.begin() + s.at + s.count);
            mKeys.erase(mKeys.begin() + s.at, mKeys.begin() + s.at + s.count);
            endRemoveRows();
        }
    }
    // The rows that stayed are where the plan said (inserted rows moved from `next` are not read
    // again: a kept row's next row is never an inserted one).
    std::vector<int> changed;
    for (const auto &[row, from] : kept) {
        Row &mine = rows[std::size_t(row)];
        Row &theirs = next[std::size_t(from)];
        if (!same(mine, theirs))
            changed.push_back(row);
        mine = std::move(theirs); // figures that no column shows may have changed too
    }
    emitChanged(changed);
}

} // namespace podcad
