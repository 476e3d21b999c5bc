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

} // namespace strata::test
