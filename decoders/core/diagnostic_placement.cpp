#include "strata/diagnostic_placement.h"

#include <string_view>

namespace strata {
namespace {

bool holdsOrEndsAt(const Node& node, std::uint64_t offset) {
    const ByteRange& range = node.range();
    return offset >= range.offset && offset <= range.end();
}

const Node* childLabelled(const Node& parent, std::string_view label) {
    for (const auto& child : parent.children()) {
        if (child->label() == label) {
            return child.get();
        }
    }
    return nullptr;
}

// The deepest node at or below `node` holding `offset`, taking at each level the narrowest child
// that holds it: in a damaged file a part's range may run over others (a column chunk whose
// length is damaged runs into the footer that describes it), and the narrowest is the part
// whose bytes are at fault.
const Node& narrowestAt(const Node& node, std::uint64_t offset) {
    const Node* current = &node;
    for (;;) {
        const Node* narrowest = nullptr;
        for (const auto& child : current->children()) {
            if (child->range().contains(offset) &&
                (narrowest == nullptr || child->range().length < narrowest->range().length)) {
                narrowest = child.get();
            }
        }
        if (narrowest == nullptr) {
            return *current;
        }
        current = narrowest;
    }
}

} // namespace

void placeDiagnostic(const Node& root, Diagnostic& diagnostic) {
    static constexpr std::string_view separator = " / ";
    // Down the named path as far as it exists, remembering the deepest node holding the offset.
    const Node* holding = holdsOrEndsAt(root, diagnostic.offset) ? &root : nullptr;
    const Node* node = nullptr;
    std::string_view rest = diagnostic.nodePath;
    while (!rest.empty()) {
        const auto end = rest.find(separator);
        const std::string_view label = rest.substr(0, end);
        node = node == nullptr ? (label == root.label() ? &root : nullptr)
                               : childLabelled(*node, label);
        if (node == nullptr) {
            break;
        }
        if (!holdsOrEndsAt(*node, diagnostic.offset)) {
            break; // nested ranges: nothing below holds it either
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
    diagnostic.nodePath = narrowestAt(*holding, diagnostic.offset).path();
}

void placeDiagnostics(const Node& root, std::vector<Diagnostic>& diagnostics) {
    for (Diagnostic& diagnostic : diagnostics) {
        placeDiagnostic(root, diagnostic);
    }
}

} // namespace strata
