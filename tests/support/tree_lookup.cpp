#include "support/tree_lookup.h"

#include <gtest/gtest.h>

namespace strata::test {

const Node& nodeAtPath(const Document& document, const std::string& path) {
    const Node* found = document.root->findByPath(path);
    EXPECT_NE(found, nullptr) << path;
    static const Node none("none", NodeKind::Padding, {});
    return found ? *found : none;
}

std::string fieldText(const Node& node, const std::string& name) {
    for (const auto& field : node.fields()) {
        if (field.name == name) {
            return fieldValueText(field.value);
        }
    }
    return "(none)";
}

std::vector<std::string> unmadeGroupLabels(const Node& parent, std::string_view noun) {
    std::vector<std::string> labels;
    for (const auto& child : parent.children()) {
        if (child->label().starts_with(noun)) {
            labels.push_back(child->label());
            EXPECT_FALSE(child->childrenProduced()) << child->label() << " was made";
        }
    }
    return labels;
}

std::vector<std::string> childLabels(const Node& node) {
    std::vector<std::string> labels;
    for (const auto& child : node.children()) {
        labels.push_back(child->label());
    }
    return labels;
}

} // namespace strata::test
