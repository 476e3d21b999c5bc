// An AT-1 stream that does not decode is shown damaged in the file's bytes, from where the
// damage was found to the stream's end, whether or not its node was expanded (issue 41, item 3).
#include "strata/byte_kinds.h"
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

// qcol_meters: stream 'index' at 1195, 572 bytes (its xz payload from 1203 to 1767).
constexpr std::uint64_t indexStream = 1195;
constexpr std::uint64_t indexEnd = 1767;

TEST(At1DamagedStream, IsColouredDamagedFromTheDamageOn) {
    auto bytes = readFileBytes(corpusPath("at1/qcol_meters.at1"));
    bytes[indexStream + 8] ^= std::byte{0x55}; // the first byte of the xz magic
    const Document document = openBytes(bytes, "flipped.at1");
    ASSERT_FALSE(document.diagnostics.empty());
    const Diagnostic& damage = document.diagnostics.front();
    EXPECT_EQ(damage.offset, indexStream + 8);
    EXPECT_EQ(damage.message, "stream 'index': not an xz stream (no xz magic)");

    ByteKinds before(document.root.get());
    EXPECT_EQ(before.kindAt(indexStream + 2), NodeKind::Data);
    EXPECT_EQ(before.kindAt(damage.offset), NodeKind::Damaged);
    EXPECT_EQ(before.kindAt(indexEnd - 1), NodeKind::Damaged);
    EXPECT_EQ(before.kindAt(indexEnd), NodeKind::Data); // stream 'blocks'

    const Node* stream = document.root->findByPath("file / stream set / stream 'index'");
    ASSERT_NE(stream, nullptr);
    const Node* damaged = document.root->findByPath(stream->path() + " / damaged");
    ASSERT_NE(damaged, nullptr);
    EXPECT_EQ(damaged->kind(), NodeKind::Damaged);
    EXPECT_EQ(damaged->range(), (ByteRange{damage.offset, indexEnd - damage.offset}));
    ByteKinds after(document.root.get());
    EXPECT_EQ(after.kindAt(damage.offset), NodeKind::Damaged);

    // Said once, though the tree shows it too.
    std::size_t said = 0;
    for (const Diagnostic& d : checkDocument(document)) {
        said += d.message == damage.message ? 1 : 0;
    }
    EXPECT_EQ(said, 1u);
}

} // namespace
} // namespace strata::test
