#include "strata/diagnostic_placement.h"

#include <algorithm>
#include <iterator>
#include <string_view>
#include <unordered_map>
#include <vector>

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

    // The narrowest child in the parent's byte space holding `offset` (the first of equals).
    // Children in a layer of the parent's (a Blosc2 chunk's decoded blocks) do not count: their
    // offsets are no file offsets. A part's children are indexed by offset on first use, so a
    // damaged part whose thousands of children overlap is searched as fast as an intact one.
    const Node* narrowestChildAt(const Node& parent, std::uint64_t offset) {
        auto [space, added] = m_spaces.try_emplace(&parent);
        if (added) {
            space->second.index(parent);
        }
        return space->second.narrowestAt(offset);
    }

private:
    static constexpr std::size_t indexFrom = 16;
    std::unordered_map<const Node*, std::unordered_map<std::string_view, const Node*>> m_indexes;
    // A parent's children in its own byte space by offset, with the furthest end reached by any
    // of them up to each: walking back from the last that starts at or before an offset, no
    // child holds it once that end lies at or before it.
    class SpaceChildren {
    public:
        void index(const Node& parent) {
            const auto children = parent.children();
            for (std::size_t i = 0; i < children.size(); ++i) {
                if (children[i]->layer() == parent.layer()) {
                    m_children.push_back({children[i].get(), i});
                }
            }
            std::stable_sort(m_children.begin(), m_children.end(),
                             [](const auto& a, const auto& b) {
                                 return a.node->range().offset < b.node->range().offset;
                             });
            std::uint64_t furthest = 0;
            for (const auto& child : m_children) {
                furthest = std::max(furthest, child.node->range().end());
                m_furthestEnd.push_back(furthest);
            }
        }

        const Node* narrowestAt(std::uint64_t offset) const {
            auto i = static_cast<std::size_t>(
                std::upper_bound(m_children.begin(), m_children.end(), offset,
                                 [](std::uint64_t at, const auto& child) {
                                     return at < child.node->range().offset;
                                 }) -
                m_children.begin());
            const Child* narrowest = nullptr;
            while (i > 0 && m_furthestEnd[i - 1] > offset) {
                --i;
                const Child& child = m_children[i];
                const ByteRange& range = child.node->range();
                if (range.contains(offset) &&
                    (narrowest == nullptr || range.length < narrowest->node->range().length ||
                     (range.length == narrowest->node->range().length &&
                      child.order < narrowest->order))) {
                    narrowest = &child;
                }
            }
            return narrowest == nullptr ? nullptr : narrowest->node;
        }

    private:
        struct Child {
            const Node* node;
            std::size_t order; // among the parent's children
        };
        std::vector<Child> m_children;
        std::vector<std::uint64_t> m_furthestEnd;
    };
    std::unordered_map<const Node*, SpaceChildren> m_spaces;
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
