#include "strata/diagnostic_placement.h"

#include <algorithm>
#include <iterator>
#include <string_view>
#include <unordered_map>

namespace strata {
namespace {

bool holdsOrEndsAt(const Node& node, std::uint64_t offset) {
    const ByteRange& range = node.range();
    return offset >= range.offset && offset <= range.end();
}

// Finds children by label. A part with many children (a chunk's blocks, a file's frames) gets
// an index on first use, so placing one diagnostic per child stays linear, not quadratic.
class ChildFinder {
public:
    const Node* childLabelled(const Node& parent, std::string_view label) {
        const auto children = parent.children();
        if (children.size() <= indexFrom) {
            for (const auto& child : children) {
                if (child->label() == label) {
                    return child.get();
                }
            }
            return nullptr;
        }
        auto [index, added] = m_indexes.try_emplace(&parent);
        if (added) {
            for (const auto& child : children) {
                index->second.try_emplace(child->label(), child.get());
            }
        }
        const auto found = index->second.find(label);
        return found == index->second.end() ? nullptr : found->second;
    }

    // The narrowest child in the parent's byte space holding `offset`. Many children in offset
    // order, none running over the next (what an intact part has), are searched by halves; others
    // one by one.
    const Node* narrowestChildAt(const Node& parent, std::uint64_t offset) {
        const auto children = parent.children();
        if (children.size() > indexFrom) {
            auto [ordered, added] = m_ordered.try_emplace(&parent, true);
            if (added) {
                for (std::size_t i = 1; i < children.size(); ++i) {
                    if (children[i - 1]->range().end() > children[i]->range().offset) {
                        ordered->second = false;
                        break;
                    }
                }
            }
            if (ordered->second) {
                const auto after = std::upper_bound(
                    children.begin(), children.end(), offset,
                    [](std::uint64_t at, const auto& child) { return at < child->range().offset; });
                if (after == children.begin()) {
                    return nullptr;
                }
                const Node* candidate = std::prev(after)->get();
                return candidate->layer() == parent.layer() && candidate->range().contains(offset)
                           ? candidate
                           : nullptr;
            }
        }
        const Node* narrowest = nullptr;
        for (const auto& child : children) {
            if (child->layer() == parent.layer() && child->range().contains(offset) &&
                (narrowest == nullptr || child->range().length < narrowest->range().length)) {
                narrowest = child.get();
            }
        }
        return narrowest;
    }

private:
    static constexpr std::size_t indexFrom = 16;
    std::unordered_map<const Node*, std::unordered_map<std::string_view, const Node*>> m_indexes;
    std::unordered_map<const Node*, bool> m_ordered;
};

// The deepest node at or below `node` holding `offset`, taking at each level the narrowest child
// that holds it: in a damaged file a part's range may run over others (a column chunk whose
// length is damaged runs into the footer that describes it), and the narrowest is the part
// whose bytes are at fault.
const Node& narrowestAt(const Node& node, std::uint64_t offset, ChildFinder& finder) {
    const Node* current = &node;
    while (const Node* narrowest = finder.narrowestChildAt(*current, offset)) {
        current = narrowest;
    }
    return *current;
}

void placeDiagnostic(const Node& root, Diagnostic& diagnostic, ChildFinder& finder) {
    static constexpr std::string_view separator = " / ";
    // Down the named path as far as it exists, remembering the deepest node holding the offset.
    const Node* holding = holdsOrEndsAt(root, diagnostic.offset) ? &root : nullptr;
    const Node* node = nullptr;
    std::string_view rest = diagnostic.nodePath;
    while (!rest.empty()) {
        const auto end = rest.find(separator);
        const std::string_view label = rest.substr(0, end);
        node = node == nullptr ? (label == root.label() ? &root : nullptr)
                               : finder.childLabelled(*node, label);
        if (node == nullptr) {
            break;
        }
        if (node->layer() != root.layer() || !holdsOrEndsAt(*node, diagnostic.offset)) {
            break; // nested ranges (or another byte space): nothing below holds it either
        }
        holding = node;
        rest = end == std::string_view::npos ? std::string_view{}
                                             : rest.substr(end + separator.size());
        if (rest.empty()) {
            return; // the named node holds the offset
        }
    }
    if (holding == nullptr) {
        diagnostic.nodePath = root.path();
        return;
    }
    diagnostic.nodePath = narrowestAt(*holding, diagnostic.offset, finder).path();
}

} // namespace

void placeDiagnostic(const Node& root, Diagnostic& diagnostic) {
    ChildFinder finder;
    placeDiagnostic(root, diagnostic, finder);
}

void placeDiagnostics(const Node& root, std::vector<Diagnostic>& diagnostics) {
    ChildFinder finder;
    for (Diagnostic& diagnostic : diagnostics) {
        placeDiagnostic(root, diagnostic, finder);
    }
}

} // namespace strata
