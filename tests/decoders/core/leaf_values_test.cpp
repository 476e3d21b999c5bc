// Every leaf of every corpus file's tree shows its decoded value (the tree's value column and
// the details pane read Node::value()): a leaf without one tells a person nothing.
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <gtest/gtest.h>
#include <map>
#include <string>

namespace strata {
namespace {

// "chunk 12 / header" → "chunk N / header": one line per kind of leaf, not per instance.
std::string shapeOf(const std::string& path) {
    std::string shape;
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (path[i] >= '0' && path[i] <= '9') {
            if (shape.empty() || shape.back() != 'N') {
                shape += 'N';
            }
        } else {
            shape += path[i];
        }
    }
    return shape;
}

void collectEmptyLeaves(const Node& node, std::map<std::string, std::string>& empty,
                        const std::string& file) {
    const auto children = node.children();
    if (children.empty() && node.value().empty()) {
        empty.emplace(shapeOf(node.path()), file);
    }
    for (const auto& child : children) {
        collectEmptyLeaves(*child, empty, file);
    }
}

TEST(LeafValues, EveryLeafOfEveryCorpusFileHasAValue) {
    std::map<std::string, std::string> empty; // leaf shape → a file that has one
    std::size_t opened = 0;
    for (const std::string folder : {"at1", "at1-codecs", "blosc2", "cole", "odb2"}) {
        for (const auto& entry :
             std::filesystem::recursive_directory_iterator(test::corpusPath(folder))) {
            if (!entry.is_regular_file()) {
                continue;
            }
            const Document document = openFile(entry.path());
            if (document.formatName == "unknown") {
                continue; // the corpus' reference outputs (.csv, .raw, .orig, .json)
            }
            ++opened;
            collectEmptyLeaves(*document.root, empty, entry.path().string());
        }
    }
    EXPECT_GT(opened, 200u);
    for (const auto& [shape, file] : empty) {
        ADD_FAILURE() << "leaf without a value: " << shape << " (e.g. in " << file << ")";
    }
}

} // namespace
} // namespace strata
