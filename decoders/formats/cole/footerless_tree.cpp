#include "formats/cole/footerless_tree.h"

#include "formats/cole/cole_tree.h"
#include "strata/value_text.h"

namespace strata::cole {

std::unique_ptr<Node> buildFooterlessTree(ByteSourcePtr source,
                                          std::shared_ptr<const FileLayout> layout,
                                          const FooterlessTail& tail) {
    const std::uint64_t size = source->size();
    auto root = std::make_unique<Node>("file", NodeKind::File, ByteRange{0, size}, "COLE");
    addFileHeader(*root, *layout, size);
    addRowGroups(*root, source, layout);
    if (tail.incompleteGroup) {
        const RowGroup& group = *tail.incompleteGroup;
        Node& groupNode = root->addChild(
            incompleteRowGroupLabel(layout->rowGroups.size()), NodeKind::Group, group.dataRange(),
            countText(group.walkedChunks->size(), "complete column chunk") + " of " +
                std::to_string(layout->schema.size()) + "; its rows are not in the table");
        groupNode.addField("num_rows", std::uint64_t{group.numRows});
        groupNode.setSizeRole(
            {.column = {}, .codec = {}, .unit = true, .decodedSize = std::nullopt});
        addRowGroupChildren(groupNode, *source, *layout, group);
    }
    if (tail.cut.length != 0) {
        root->addChild(cutTailLabel, NodeKind::Damaged, tail.cut, tail.cutText);
    }
    return root;
}

} // namespace strata::cole
