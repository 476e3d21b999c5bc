#include "diff/structure_diff.h"

#include "diff/difference_list.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace strata {
namespace {

// What pairs a child with its counterpart: the name in its label when it has one (`column 3
// "obsvalue@body"`, `stream 'meta'`: columns and streams by name, wherever they moved), else the
// label itself ("frame 3", "chunk 7", "page header": numbered parts by their index), with the
// occurrence among siblings of the same key (repeated labels pair by position).
std::string nameInLabel(const std::string& label) {
    for (const char quote : {'"', '\''}) {
        const std::size_t open = label.find(quote);
        const std::size_t close = open == std::string::npos ? open : label.rfind(quote);
        if (open != std::string::npos && close > open) {
            return label.substr(open, close - open + 1);
        }
    }
    return label;
}

std::string rangeText(const ByteRange& range) {
    return std::to_string(range.length);
}

std::optional<std::int64_t> integerOf(const FieldValue& value) {
    if (const auto* number = std::get_if<std::int64_t>(&value)) {
        return *number;
    }
    if (const auto* number = std::get_if<std::uint64_t>(&value)) {
        return static_cast<std::int64_t>(*number);
    }
    return std::nullopt;
}

// A field that records where the node or its parts lie ("offset", "data_offset") moves with the
// node when bytes before it were inserted or deleted: that is where it is, not how it differs.
bool movedWithNode(const Field& a, const Field& b, std::int64_t shift) {
    const std::string_view name = a.name;
    if (shift == 0 || !name.ends_with("offset")) {
        return false;
    }
    const auto before = integerOf(a.value);
    const auto after = integerOf(b.value);
    return before && after && *after - *before == shift;
}

class StructureComparison {
public:
    StructureComparison(const DiffOptions& options, const JobControl& control, DocumentDiff& out)
        : m_options(options)
        , m_control(control)
        , m_out(out) {}

    // Data nodes hold values (grouped by 512, possibly millions): the tables and bytes compare
    // those, so the walk is bounded by the files' structure, not their data.
    void compare(const Node& a, const Node& b) {
        if (stopped()) {
            return;
        }
        comparePair(a, b);
        if (a.kind() == NodeKind::Data || b.kind() == NodeKind::Data) {
            return;
        }
        const auto childrenA = children(a);
        const auto childrenB = children(b);
        std::map<std::string, const Node*> byKey;
        for (const auto& [key, child] : childrenB) {
            byKey.emplace(key, child);
        }
        for (const auto& [key, child] : childrenA) {
            const auto found = byKey.find(key);
            if (found == byKey.end()) {
                report({StructureDifference::Kind::Removed, child->path(), child->range(), {}, {}});
                continue;
            }
            compare(*child, *found->second);
            byKey.erase(found);
        }
        for (const auto& [key, child] : childrenB) {
            if (byKey.count(key) != 0) {
                report({StructureDifference::Kind::Added, child->path(), {}, child->range(), {}});
            }
        }
    }

private:
    bool stopped() {
        if (m_out.structureStopped) {
            return true;
        }
        if (++m_pairs > m_options.maxStructureNodes) {
            m_out.structureStopped = true;
            return true;
        }
        return (m_pairs % 1024 == 0) && m_control.cancelled();
    }

    // The children in the node's own byte space, keyed. Those in a decoded layer describe decoded
    // bytes, which the payload comparison covers.
    static std::vector<std::pair<std::string, const Node*>> children(const Node& node) {
        std::vector<std::pair<std::string, const Node*>> keyed;
        std::map<std::string, std::size_t> occurrences;
        for (const auto& child : node.children()) {
            if (child->layer() != node.layer()) {
                continue;
            }
            std::string key = nameInLabel(child->label());
            const std::size_t occurrence = occurrences[key]++;
            keyed.emplace_back(key + "#" + std::to_string(occurrence), child.get());
        }
        return keyed;
    }

    void comparePair(const Node& a, const Node& b) {
        std::vector<FieldChange> changes;
        const auto differ = [&changes](std::string name, std::optional<std::string> before,
                                       std::optional<std::string> after) {
            if (before != after) {
                changes.push_back({std::move(name), std::move(before), std::move(after)});
            }
        };
        differ("label", a.label(), b.label());
        differ("kind", std::string(nodeKindName(a.kind())), std::string(nodeKindName(b.kind())));
        differ("size", rangeText(a.range()), rangeText(b.range()));
        differ("value", a.value(), b.value());
        const std::int64_t shift = static_cast<std::int64_t>(b.range().offset - a.range().offset);
        for (const Field& field : a.fields()) {
            const Field* other = nullptr;
            for (const Field& candidate : b.fields()) {
                if (candidate.name == field.name) {
                    other = &candidate;
                    break;
                }
            }
            if (other != nullptr && movedWithNode(field, *other, shift)) {
                continue;
            }
            differ(field.name, fieldValueText(field.value),
                   other != nullptr ? std::optional(fieldValueText(other->value)) : std::nullopt);
        }
        for (const Field& field : b.fields()) {
            bool inA = false;
            for (const Field& other : a.fields()) {
                inA = inA || other.name == field.name;
            }
            if (!inA) {
                differ(field.name, std::nullopt, fieldValueText(field.value));
            }
        }
        if (!changes.empty()) {
            report({StructureDifference::Kind::Changed, a.path(), a.range(), b.range(),
                    std::move(changes)});
        }
    }

    void report(StructureDifference difference) {
        ++m_out.structureCount;
        keepListed(m_out.structure, m_options.maxListed, std::move(difference));
    }

    const DiffOptions& m_options;
    const JobControl& m_control;
    DocumentDiff& m_out;
    std::uint64_t m_pairs = 0;
};

} // namespace

void diffStructure(const Node& a, const Node& b, const DiffOptions& options,
                   const JobControl& control, DocumentDiff& out) {
    StructureComparison(options, control, out).compare(a, b);
}

} // namespace strata
