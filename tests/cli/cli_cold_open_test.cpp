// strata-cli info of a file that is not in the page cache reads what it shows, not the file
// (issue 42): the file's pages are dropped from the cache (posix_fadvise DONTNEED, which needs
// no privileges for a file one wrote), info runs, and mincore() counts the pages that came in.
// A COLE file of 2,000 row groups had one page read per row group (each with the kernel's read
// around it: the whole file); now the footer, the metadata and the header, which bring in what
// reading them alone brings in.
#include "formats/cole/file_layout.h"
#include "support/cli_runner.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"

#include <fcntl.h>
#include <fstream>
#include <gtest/gtest.h>
#include <numeric>
#include <sys/mman.h>
#include <unistd.h>

namespace strata::test {
namespace {

std::vector<std::byte> manyRowGroups(int rowGroups) {
    ColeBytesWriter writer;
    writer.addColumn("id", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    writer.addColumn("count", ColeBytesWriter::Type::Int32, ColeBytesWriter::Encoding::Plain);
    for (int group = 0; group < rowGroups; ++group) {
        std::vector<std::int64_t> ids(2000);
        std::iota(ids.begin(), ids.end(), std::int64_t{group} * 2000);
        std::vector<std::int64_t> counts(2000, group);
        writer.addRowGroup({ids, counts});
    }
    return writer.finish();
}

// The file's pages now in the page cache; -1 when that cannot be told.
long cachedPages(const std::filesystem::path& path) {
    const int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0) {
        return -1;
    }
    const auto size = static_cast<std::size_t>(::lseek(fd, 0, SEEK_END));
    void* mapping = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);
    if (mapping == MAP_FAILED) {
        return -1;
    }
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    std::vector<unsigned char> resident((size + static_cast<std::size_t>(pageSize) - 1) /
                                        static_cast<std::size_t>(pageSize));
    const int status = ::mincore(mapping, size, resident.data());
    ::munmap(mapping, size);
    if (status != 0) {
        return -1;
    }
    return std::count_if(resident.begin(), resident.end(),
                         [](unsigned char page) { return (page & 1) != 0; });
}

bool dropFromPageCache(const std::filesystem::path& path) {
    const int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0) {
        return false;
    }
    const bool dropped =
        ::fdatasync(fd) == 0 && ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) == 0;
    ::close(fd);
    return dropped;
}

// Reads the bytes at `offsets` through a mapping of the file, as a reader of them alone would.
void touch(const std::filesystem::path& path, const std::vector<std::uint64_t>& offsets) {
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    const auto size = static_cast<std::size_t>(::lseek(fd, 0, SEEK_END));
    void* mapping = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);
    ASSERT_NE(mapping, MAP_FAILED);
    unsigned sum = 0;
    for (const std::uint64_t offset : offsets) {
        sum += static_cast<const volatile unsigned char*>(mapping)[offset];
    }
    ::munmap(mapping, size);
    EXPECT_GE(sum, 0u);
}

TEST(CliColdOpen, InfoOfAColeFileReadsItsMetadataNotItsRowGroups) {
    const std::vector<std::byte> bytes = manyRowGroups(2000);
    const auto path = testTempPath("cold-many-row-groups.col");
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()),
               static_cast<std::streamsize>(bytes.size()));
    const cole::FileLayout layout = cole::readFileLayout(*ByteSource::fromBuffer(bytes));
    ASSERT_TRUE(layout.footerValid);
    const long filePages = static_cast<long>(bytes.size() / 4096);
    const long metadataPages = static_cast<long>((bytes.size() - layout.metadataOffset) / 4096) + 1;
    // What reading the header and the metadata alone brings in: the kernel reads around each
    // fault (read_ahead_kb, 8 MiB on some disks), so that is the measure, not the pages read.
    std::vector<std::uint64_t> needed{0};
    for (std::uint64_t at = layout.metadataOffset; at < bytes.size(); at += 4096) {
        needed.push_back(at);
    }
    ASSERT_TRUE(dropFromPageCache(path));
    touch(path, needed);
    const long baseline = cachedPages(path);
    ASSERT_TRUE(dropFromPageCache(path));
    ASSERT_EQ(cachedPages(path), 0) << "the page cache keeps the file";

    const CliResult info = runCli({"info", path.string()});
    EXPECT_EQ(info.exitCode, 0) << info.err;
    EXPECT_NE(info.out.find("4000000"), std::string::npos) << info.out; // its rows
    // Not the row groups between (a page each before: the whole file, read around each).
    const long cached = cachedPages(path);
    EXPECT_LE(cached, baseline + 64)
        << filePages << " pages in the file, " << metadataPages << " of metadata";
    std::filesystem::remove(path);
}

} // namespace
} // namespace strata::test
