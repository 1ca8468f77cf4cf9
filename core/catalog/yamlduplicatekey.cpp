#include "yamlduplicatekey.h"

#include <unordered_map>
#include <vector>
#include <yaml-cpp/yaml.h>

namespace podcad {

namespace {

// Nodes already walked, by where they start: an alias yields the node it names (the same mark),
// and `is` tells two nodes starting at one place apart.
class Visited final
{
public:
    bool insert(const YAML::Node &node)
    {
        std::vector<YAML::Node> &here = mByPosition[node.Mark().pos];
        for (const YAML::Node &seen : here)
            if (seen.is(node))
                return false;
        here.push_back(node);
        return true;
    }

private:
    std::unordered_map<int, std::vector<YAML::Node>> mByPosition;
};

} // namespace

std::optional<YamlDuplicateKey> findDuplicateYamlKey(const YAML::Node &root)
{
    // Every mapping is walked and the earliest repeat kept: a repeat deep in the first interface
    // comes before one at the end of the top level.
    struct Pending final
    {
        YAML::Node node;
        QString path;
    };
    // Depth first with a stack of its own: yaml-cpp bounds nesting, this walk need not add to it.
    std::vector<Pending> stack{{root, QString()}};
    Visited visited;
    std::optional<YamlDuplicateKey> earliest;
    while (!stack.empty()) {
        const Pending item = std::move(stack.back());
        stack.pop_back();
        const YAML::Node &node = item.node;
        if (!(node.IsMap() || node.IsSequence()) || !visited.insert(node))
            continue;
        std::vector<Pending> children;
        if (node.IsSequence()) {
            std::size_t i = 0;
            for (auto it = node.begin(); it != node.end(); ++it, ++i)
                children.push_back({*it, QStringLiteral("%1[%2]").arg(item.path).arg(i)});
        } else {
            std::unordered_map<std::string, YAML::Mark> keys;
            for (auto it = node.begin(); it != node.end(); ++it) {
                const YAML::Node key = it->first;
                // A key that is itself a mapping or a list names nothing a reader looks up; only
                // what it holds is checked.
                const QString name =
                    key.IsScalar() ? QString::fromStdString(key.Scalar()) : QStringLiteral("(key)");
                const QString path = item.path.isEmpty() ? name : item.path + u'.' + name;
                if (key.IsScalar()) {
                    const auto [at, added] = keys.emplace(key.Scalar(), key.Mark());
                    if (!added && (!earliest || key.Mark().pos < earliest->where.pos))
                        earliest = YamlDuplicateKey{path, key.Mark(), at->second};
                } else {
                    children.push_back({key, path});
                }
                children.push_back({it->second, path});
            }
        }
        // The first child on top: a node reached twice is walked, and named, by the path that
        // comes first in the file. (Copied, never assigned: assigning a YAML::Node writes into
        // the document it refers to.)
        for (auto child = children.crbegin(); child != children.crend(); ++child)
            stack.push_back(*child);
    }
    return earliest;
}

} // namespace podcad
