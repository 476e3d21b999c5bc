// Opening a file reads what the first view needs, and no page per unit (issue 42): the pages an
// open and the first view (the tree's top level, the table's size and columns) touch, counted by
// a source that traps each page's first read.
#include "formats/blosc2/frame_layout.h"
#include "formats/cole/file_layout.h"
#include "strata/format_registry.h"
#include "support/blosc2_frames.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"
#include "support/odb2_written.h"
#include "support/page_touch_source.h"

#include <gtest/gtest.h>
#include <numeric>
#include <set>

namespace strata::test {
namespace {

// What the window shows first: the tree's top level and each table's size and columns.
std::set<std::uint64_t> pagesOfFirstView(const std::vector<std::byte>& bytes) {
    const auto source = PageTouchSource::create(bytes);
    {
        const Document document = openDocument(source);
        for (const auto& child : document.root->children()) {
            (void)child->label();
        }
        for (const auto& table : document.tables) {
            (void)table->rowCount();
            (void)table->columns().size();
        }
    }
    return source->touchedPages();
}

std::vector<std::byte> coleFile(int rowGroups) {
    ColeBytesWriter writer;
    writer.addColumn("id", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    for (int group = 0; group < rowGroups; ++group) {
        std::vector<std::int64_t> ids(2048);
        std::iota(ids.begin(), ids.end(), std::int64_t{group} * 2048);
        writer.addRowGroup({ids});
    }
    return writer.finish();
}

// capi_rarely_changing's rows in frames of 2,500 (a page of header, eight of rows), the file
// `copies` times over.
std::vector<std::byte> odb2File(std::uint64_t copies) {
    const Document sample = openFile(corpusPath("odb2/odb/capi_rarely_changing.odb"));
    const std::vector<std::byte> one = writtenAsOdb2(*sample.tables.at(0), 2500);
    std::vector<std::byte> file;
    for (std::uint64_t copy = 0; copy < copies; ++copy) {
        file.insert(file.end(), one.begin(), one.end());
    }
    return file;
}

TEST(FirstViewPages, ColeReadsTheHeaderAndTheMetadataOnly) {
    for (const int rowGroups : {100, 400}) {
        const std::vector<std::byte> file = coleFile(rowGroups);
        const cole::FileLayout layout = cole::readFileLayout(*ByteSource::fromBuffer(file));
        ASSERT_TRUE(layout.footerValid);
        const std::uint64_t metadataPage = layout.metadataOffset / PageTouchSource::pageSize;
        const std::set<std::uint64_t> pages = pagesOfFirstView(file);
        for (const std::uint64_t page : pages) {
            EXPECT_TRUE(page == 0 || page >= metadataPage)
                << rowGroups << " row groups: page " << page << " of "
                << file.size() / PageTouchSource::pageSize << " is row group data";
        }
        const std::uint64_t metadataPages =
            (file.size() - 1) / PageTouchSource::pageSize - metadataPage + 1;
        EXPECT_LE(pages.size(), metadataPages + 1) << rowGroups;
    }
}

// ODB-2 has no index: its frame headers, one run each, and nothing of the rows.
TEST(FirstViewPages, Odb2ReadsOneRunPerFrameHeader) {
    for (const std::uint64_t copies : {4u, 16u}) {
        const std::vector<std::byte> file = odb2File(copies);
        const Document document = openDocument(ByteSource::fromBuffer(file));
        const std::size_t frames = document.tables.at(0)->blocks().size();
        // Frames of many pages each, so that reading their rows would show.
        ASSERT_GT(file.size() / PageTouchSource::pageSize, 6 * frames);
        EXPECT_LE(pagesOfFirstView(file).size(), 2 * frames + 1) << copies;
    }
}

// A frame of `chunks` stored chunks of 2,048 int32 items (two pages each) in chunks of 8 KiB.
std::vector<std::byte> blosc2Frame(std::int32_t chunks) {
    constexpr std::int32_t items = 2048;
    std::vector<std::vector<std::byte>> bytes;
    std::vector<blosc2::FrameChunkOut> out;
    for (std::int32_t c = 0; c < chunks; ++c) {
        bytes.push_back(memcpyedInt32Chunk(c * items, items));
    }
    for (const auto& chunk : bytes) {
        out.push_back({chunk, 4 * items, 1, 0});
    }
    return writtenFrame(out, 4 * items);
}

// A Blosc2 frame: its header, its offsets index and trailer, and the first and the last chunk's
// headers (the items' typesize, the writer's release, and that the header's sizes hold), none of
// the other chunks (issue 42).
TEST(FirstViewPages, Blosc2FrameReadsItsHeaderIndexAndTrailer) {
    for (const std::int32_t chunks : {300, 1200}) {
        const std::vector<std::byte> file = blosc2Frame(chunks);
        const blosc2::FrameLayout layout = blosc2::readFrameLayout(*ByteSource::fromBuffer(file));
        ASSERT_TRUE(layout.index);
        ASSERT_EQ(layout.chunks.size(), static_cast<std::uint64_t>(chunks));
        const std::uint64_t firstChunkPage = layout.header.end() / PageTouchSource::pageSize;
        const std::uint64_t lastChunkPage =
            layout.chunks.back().place.offset / PageTouchSource::pageSize;
        const std::uint64_t indexPage = layout.index->offset / PageTouchSource::pageSize;
        const std::set<std::uint64_t> pages = pagesOfFirstView(file);
        for (const std::uint64_t page : pages) {
            EXPECT_TRUE(page <= firstChunkPage || page == lastChunkPage || page >= indexPage)
                << chunks << " chunks: page " << page << " of "
                << file.size() / PageTouchSource::pageSize << " is a chunk's";
        }
        const std::uint64_t tailPages =
            (file.size() - 1) / PageTouchSource::pageSize - indexPage + 1;
        EXPECT_LE(pages.size(), tailPages + firstChunkPage + 2) << chunks;
    }
}

// The frame headers opening read (and read again for their md5s) go back behind it: what stays
// resident is what is shown. The header page where each batch of 64 frames ends may stay.
TEST(FirstViewPages, Odb2OpeningGivesBackTheHeadersItRead) {
    const auto source = PageTouchSource::create(odb2File(16));
    const Document document = openDocument(source);
    const std::size_t frames = document.tables.at(0)->blocks().size();
    ASSERT_GT(frames, 16u);
    EXPECT_GE(source->touchedPages().size(), frames);
    EXPECT_LE(source->heldPages().size(), frames / 64 + 2);
}

} // namespace
} // namespace strata::test
