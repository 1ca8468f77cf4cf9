#include "keyedtablemodel.h"

#include <algorithm>

namespace podcad {

int KeyedTableModel::rowOfKey(const QString &key) const
{
    for (std::size_t r = 0; r < mKeys.size(); ++r)
        if (mKeys[r] == key)
            return int(r);
    return -1;
}

bool KeyedTableModel::plan(const std::vector<QString> &nextKeys, std::vector<Step> &steps,
                           std::vector<std::pair<int, int>> &kept) const
{
    const int old = int(mKeys.size());
    const int n = int(nextKeys.size());
    // An edit touches a few rows somewhere in the list: the rows before and after them are the
    // same keys in the same places, found with string compares alone.
    int prefix = 0;
    while (prefix < old && prefix < n &&
           mKeys[std::size_t(prefix)] == nextKeys[std::size_t(prefix)])
        ++prefix;
    int suffix = 0;
    while (suffix < old - prefix && suffix < n - prefix &&
           mKeys[std::size_t(old - 1 - suffix)] == nextKeys[std::size_t(n - 1 - suffix)])
        ++suffix;
    const int oldEnd = old - suffix, nextEnd = n - suffix;
    kept.reserve(std::size_t(std::min(old, n)));
    for (int r = 0; r < prefix; ++r)
        kept.emplace_back(r, r);

    // The middle: which of its rows go where.
    QHash<QString, int> wanted;
    wanted.reserve(nextEnd - prefix);
    for (int j = prefix; j < nextEnd; ++j)
        wanted.insert(nextKeys[std::size_t(j)], j);
    if (wanted.size() != nextEnd - prefix)
        return false;
    std::vector<int> target(std::size_t(oldEnd - prefix),
                            -1); // new row of each middle row, -1: gone
    for (int r = prefix; r < oldEnd; ++r)
        target[std::size_t(r - prefix)] = wanted.value(mKeys[std::size_t(r)], -1);
    auto goes = [&](int r) { return target[std::size_t(r - prefix)] < 0; };

    // Rows that went, in runs from the end so that the rows before keep their numbers.
    for (int r = oldEnd - 1; r >= prefix;) {
        if (!goes(r)) {
            --r;
            continue;
        }
        int first = r;
        while (first > prefix && goes(first - 1))
            --first;
        steps.push_back({false, first, r - first + 1, 0});
        if (int(steps.size()) > kMaxRuns)
            return false;
        r = first - 1;
    }
    std::vector<int> survivors; // their rows in the new list, in current order
    survivors.reserve(target.size());
    std::vector<char> pending(std::size_t(n), 0); // a new row that a surviving row will fill
    for (int t : target)
        if (t >= 0) {
            survivors.push_back(t);
            pending[std::size_t(t)] = 1;
        }

    // One walk along the new middle: p is the model row, s the next survivor, j the new row.
    int p = prefix, j = prefix;
    std::size_t s = 0;
    while (j < nextEnd) {
        if (!pending[std::size_t(j)]) {
            int k = 0;
            while (j + k < nextEnd && !pending[std::size_t(j + k)])
                ++k;
            steps.push_back({true, p, k, j});
            p += k;
            j += k;
        } else if (survivors[s] == j) {
            kept.emplace_back(p, j);
            pending[std::size_t(j)] = 0;
            ++p;
            ++s;
            ++j;
        } else {
            // Survivors that come later in the new list than row j: out of order, so they go
            // here and come back as inserts where they belong.
            int m = 0;
            while (survivors[s + std::size_t(m)] != j) {
                pending[std::size_t(survivors[s + std::size_t(m)])] = 0;
                ++m;
            }
            steps.push_back({false, p, m, 0});
            s += std::size_t(m);
        }
        if (int(steps.size()) > kMaxRuns)
            return false;
    }
    for (int k = 0; k < suffix; ++k)
        kept.emplace_back(nextEnd + k, nextEnd + k);
    return true;
}

void KeyedTableModel::emitChanged(const std::vector<int> &changedRows)
{
    const int lastColumn = columnCount() - 1;
    for (std::size_t i = 0; i < changedRows.size();) {
        std::size_t last = i;
        while (last + 1 < changedRows.size() && changedRows[last + 1] == changedRows[last] + 1)
            ++last;
        Q_EMIT dataChanged(index(changedRows[i], 0), index(changedRows[last], lastColumn));
        i = last + 1;
    }
}

} // namespace podcad
