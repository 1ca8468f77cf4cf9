#pragma once

#include <QString>
#include <optional>
#include <yaml-cpp/mark.h>

namespace YAML {
class Node;
}

namespace podcad {

// A mapping that gives one key twice. yaml-cpp keeps both pairs and looks a key up by the first,
// so the second value would be dropped without a word: a reader refuses such a file instead.
struct YamlDuplicateKey final
{
    QString path;     // the key's place, "u_height" or "interfaces[1].name"
    YAML::Mark where; // the second key
    YAML::Mark first; // the key it repeats
};

// The first duplicated key of any mapping under `root`, in document order. Keys are compared as
// yaml-cpp's lookup by name compares them, by their text; a mapping reached again through an alias
// is checked once, so an input of nested aliases costs its size, not its expansion.
std::optional<YamlDuplicateKey> findDuplicateYamlKey(const YAML::Node &root);

} // namespace podcad
