#include "duplicatekeys.h"

#include <string_view>
#include <vector>

namespace podcad {
namespace {

struct Frame final
{
    bool object = false;
    qsizetype index = -1; // array: the element being read
    std::string_view key; // object: the key whose value is being read
    std::vector<std::pair<std::string_view, qsizetype>> keys; // object: keys seen, with offsets
};

QString pathOf(const std::vector<Frame> &stack)
{
    QString path;
    for (std::size_t i = 0; i < stack.size(); ++i) {
        const Frame &f = stack[i];
        if (f.object) {
            if (i + 1 == stack.size())
                break; // the innermost object's key is the duplicate itself
            if (!path.isEmpty())
                path += u'.';
            path += QString::fromUtf8(f.key.data(), qsizetype(f.key.size()));
        } else {
            path += QStringLiteral("[%1]").arg(f.index);
        }
    }
    return path;
}

} // namespace

std::optional<DuplicateKey> findDuplicateKey(const QByteArray &json)
{
    const char *data = json.constData();
    const qsizetype size = json.size();
    std::vector<Frame> stack;
    bool expectKey = false; // inside an object, at a place where a key (not a value) comes next
    for (qsizetype i = 0; i < size; ++i) {
        const char c = data[i];
        switch (c) {
        case '{':
            if (!stack.empty() && !stack.back().object)
                ++stack.back().index;
            stack.push_back(Frame{true, -1, {}, {}});
            expectKey = true;
            break;
        case '[':
            if (!stack.empty() && !stack.back().object)
                ++stack.back().index;
            stack.push_back(Frame{false, -1, {}, {}});
            expectKey = false;
            break;
        case '}':
        case ']':
            stack.pop_back();
            expectKey = false;
            break;
        case ',':
            expectKey = !stack.empty() && stack.back().object;
            break;
        case '"': {
            const qsizetype start = i + 1;
            for (++i; i < size && data[i] != '"'; ++i)
                if (data[i] == '\\')
                    ++i; // the escaped character cannot end the string
            if (expectKey && !stack.empty() && stack.back().object) {
                // Keys compare as written: two spellings of one key through escapes are not caught,
                // and need not be (nothing PodCAD writes escapes a key).
                const std::string_view key(data + start, std::size_t(i - start));
                Frame &f = stack.back();
                for (const auto &[seen, offset] : f.keys)
                    if (seen == key) {
                        f.key = key;
                        DuplicateKey d;
                        d.key = QString::fromUtf8(key.data(), qsizetype(key.size()));
                        const QString path = pathOf(stack);
                        d.location = path.isEmpty() ? d.key : path + u'.' + d.key;
                        d.firstOffset = offset;
                        d.secondOffset = start - 1;
                        return d;
                    }
                f.keys.emplace_back(key, start - 1);
                f.key = key;
                expectKey = false;
            } else if (!stack.empty() && !stack.back().object) {
                ++stack.back().index;
            }
            break;
        }
        default:
            // A number or literal starts an array element; inside it, nothing to track.
            if (!stack.empty() && !stack.back().object && c != ' ' && c != '\n' && c != '\r' &&
                c != '\t' && c != ':') {
                ++stack.back().index;
                while (i + 1 < size && data[i + 1] != ',' && data[i + 1] != ']' &&
                       data[i + 1] != ' ' && data[i + 1] != '\n' && data[i + 1] != '\r' &&
                       data[i + 1] != '\t')
                    ++i;
            }
            break;
        }
    }
    return std::nullopt;
}

} // namespace podcad
