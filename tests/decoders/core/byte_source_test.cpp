// Released pages of a mapped file read back the same, and releasing never reaches past the
// mapping (an early version cleared the memory after it and broke the process at exit).
#include "strata/byte_source.h"
#include "support/corpus.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

TEST(ByteSource, ReleasedPagesReadBackTheSame) {
    const auto path = corpusPath("odb2/odb/capi_chars.odb");
    const auto expected = readFileBytes(path);
    const auto source = ByteSource::openFile(path);
    ASSERT_EQ(source->size(), expected.size());
    // Odd offsets and lengths, the whole file, and ranges reaching past its end.
    source->releasePages(12345, 70000);
    source->releasePages(0, source->size());
    source->releasePages(source->size() - 10, 1 << 20);
    source->releasePages(source->size() + 4096, 100);
    const auto bytes = source->bytes();
    EXPECT_TRUE(std::equal(bytes.begin(), bytes.end(), expected.begin(), expected.end()));
}

TEST(ByteSource, ReleasingABufferChangesNothing) {
    const auto source = ByteSource::fromBuffer({std::byte{1}, std::byte{2}, std::byte{3}});
    source->releasePages(0, 3);
    EXPECT_EQ(source->bytes()[2], std::byte{3});
}

} // namespace
} // namespace strata::test
