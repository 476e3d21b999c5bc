// Opening a file reads what the first view needs, and no page per unit (issue 42): the pages an
// open and the first view (the tree's top level, the table's size and columns) touch, counted by
// a source that traps each page's first read. (Blosc2 frames still read each chunk's header
// when opened: one page per chunk, left for a later change.)
#include "formats/cole/file_layout.h"
#include "strata/format_registry.h"
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
