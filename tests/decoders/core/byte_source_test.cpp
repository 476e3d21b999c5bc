// Released pages of a mapped file read back the same, and releasing never reaches past the
// mapping (an early version cleared the memory after it and broke the process at exit). Pages
// read in are in the page cache afterwards.
#include "strata/byte_source.h"
#include "support/corpus.h"

#include <algorithm>
#include <fcntl.h>
#include <fstream>
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

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

// The pages of [offset, offset + length) that are in the page cache, by mincore on the mapping.
std::size_t cachedPages(const ByteSource& source, std::uint64_t offset, std::uint64_t length) {
    const auto pageSize = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    const std::uint64_t first = offset / pageSize * pageSize;
    const std::uint64_t end = std::min(offset + length, source.size());
    std::vector<unsigned char> resident((end - first + pageSize - 1) / pageSize);
    // mincore wants the mapping's own address; the source's bytes start at its first page.
    auto* const address = const_cast<std::byte*>(source.bytes().data()) + first;
    EXPECT_EQ(::mincore(address, end - first, resident.data()), 0);
    return static_cast<std::size_t>(std::count_if(resident.begin(), resident.end(),
                                                  [](unsigned char bits) { return bits & 1; }));
}

TEST(ByteSource, ReadInBringsTheRangeIntoThePageCache) {
    // Larger than readIn's steps, so that it takes several, and not a whole number of pages.
    const auto path = testTempPath("read_in.bin");
    std::vector<char> written(20 * 1024 * 1024 + 1234);
    for (std::size_t i = 0; i < written.size(); ++i) {
        written[i] = static_cast<char>(i * 7 + i / 4096);
    }
    std::ofstream(path, std::ios::binary).write(written.data(), std::streamsize(written.size()));
    // Out of the page cache where the file system allows it (not on tmpfs).
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    ::fdatasync(fd);
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    ::close(fd);

    const auto source = ByteSource::openFile(path);
    const std::uint64_t offset = 3 * 4096 + 5;
    const std::uint64_t length = 17 * 1024 * 1024;
    source->readIn(offset, length);
    const auto pageSize = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    const auto pages = (offset + length + pageSize - 1) / pageSize - offset / pageSize;
    EXPECT_EQ(cachedPages(*source, offset, length), pages);
    // Past the end of the file: clipped, and what it read is the file.
    source->readIn(source->size() - 100, 1 << 20);
    source->readIn(source->size() + 4096, 100);
    const auto bytes = source->bytes();
    ASSERT_EQ(bytes.size(), written.size());
    EXPECT_TRUE(std::equal(bytes.begin(), bytes.end(), written.begin(), written.end(),
                           [](std::byte a, char b) { return a == std::byte(b); }));
}

TEST(ByteSource, ReadingABufferInChangesNothing) {
    const auto source = ByteSource::fromBuffer({std::byte{1}, std::byte{2}, std::byte{3}});
    source->readIn(0, 3);
    EXPECT_EQ(source->bytes()[1], std::byte{2});
}

} // namespace
} // namespace strata::test
