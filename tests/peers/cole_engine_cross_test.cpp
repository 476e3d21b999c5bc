// The COLE reference engine (built from the source given with -DSTRATA_COLE_ENGINE_SOURCE) reads
// every file Strata's repair writes (issue 37): every corpus file as it is and cut short at and
// inside every row group or with its footer zeroed. Its reader returns exactly the rows Strata
// reads from the repaired file, which are the rows the repair kept. It reads the tables convert
// writes as COLE (issue 38) likewise.
#include "formats/cole/file_layout.h"
#include "strata/table_file_export.h"
#include "support/corpus.h"
#include "support/repaired.h"
#include "support/table_text.h"

#include <format.h>
#include <fstream>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

// Every cell the engine reads, as tableCells gives Strata's: the names, then row by row.
std::vector<std::vector<std::string>> engineCells(const std::filesystem::path& path) {
    columnar::FileReader reader(path.string());
    const auto& columns = reader.schema().columns;
    std::vector<std::vector<std::string>> cells(1);
    for (const auto& column : columns) {
        cells.front().push_back(column.name);
    }
    for (std::size_t g = 0; g < reader.metadata().row_groups.size(); ++g) {
        const std::size_t first = cells.size();
        cells.resize(first + reader.metadata().row_groups[g].num_rows,
                     std::vector<std::string>(columns.size()));
        for (std::size_t c = 0; c < columns.size(); ++c) {
            std::vector<std::string> values;
            if (columns[c].type == columnar::ColumnType::STRING) {
                values = reader.readStringColumn(g, c);
            } else if (columns[c].type == columnar::ColumnType::INT32) {
                for (const std::int32_t value : reader.readInt32Column(g, c)) {
                    values.push_back(std::to_string(value));
                }
            } else {
                for (const std::int64_t value : reader.readInt64Column(g, c)) {
                    values.push_back(std::to_string(value));
                }
            }
            EXPECT_EQ(values.size(), cells.size() - first) << path << " row group " << g;
            for (std::size_t r = 0; r < values.size() && first + r < cells.size(); ++r) {
                cells[first + r][c] = values[r];
            }
        }
    }
    return cells;
}

void expectEngineReads(const std::vector<std::byte>& damaged, const std::string& what) {
    const Document document = openBytes(damaged, "damaged.col");
    const auto repaired = repairInMemory(document);
    ASSERT_TRUE(repaired) << what;
    const auto path = testTempPath("cole-engine-repaired.col");
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(repaired->bytes.data()),
               static_cast<std::streamsize>(repaired->bytes.size()));
    const Document reopened = openBytes(repaired->bytes, "repaired.col");
    ASSERT_EQ(reopened.tables.size(), 1u) << what;
    std::vector<std::vector<std::string>> engine;
    try {
        engine = engineCells(path);
    } catch (const std::exception& e) {
        FAIL() << what << ": the engine refuses the repaired file: " << e.what();
    }
    EXPECT_EQ(engine, tableCells(*reopened.tables.front())) << what;
    EXPECT_EQ(engine.size() - 1, repaired->report.rowsKept()) << what;
}

TEST(ColeEngineCross, ReadsEveryRepairedCorpusFile) {
    std::size_t files = 0;
    for (const auto& path : corpusFiles("cole", ".col")) {
        const auto bytes = readFileBytes(path);
        const std::string name = path.filename().string();
        expectEngineReads(bytes, name);
        std::vector<std::byte> zeroed = bytes;
        std::fill(zeroed.end() - 12, zeroed.end(), std::byte{0});
        expectEngineReads(zeroed, name + " with its footer zeroed");
        const cole::FileLayout layout = cole::readFileLayout(*ByteSource::fromBuffer(bytes, name));
        for (const cole::RowGroup group : layout.rowGroups) {
            for (const std::uint64_t length :
                 {group.dataRange().end(), group.dataRange().end() - 2}) {
                expectEngineReads(
                    {bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(length)},
                    name + " cut at " + std::to_string(length));
            }
        }
        ++files;
    }
    EXPECT_GE(files, 15u);
}

TEST(ColeEngineCross, ReadsTheTablesConvertWrites) {
    for (const std::string name :
         {"cole/all_combos.col", "cole/multi_rowgroups.col", "cole/cli_write_12345rows_seed7.col",
          "cole/column_names.col", "odb2/odb/capi_strings.odb"}) {
        const Document source = openBytes(readFileBytes(corpusPath(name)), name);
        ASSERT_EQ(source.tables.size(), 1u) << name;
        const auto path = testTempPath("cole-engine-converted.col");
        const TableFileResult written =
            writeTableFile(TableFileFormat::Cole, *source.tables.front(), path.string(), {}, {});
        ASSERT_TRUE(written.written) << name << ": " << written.error;
        const Document converted = openBytes(readFileBytes(path), "converted.col");
        ASSERT_EQ(converted.tables.size(), 1u) << name;
        const auto cells = tableCells(*converted.tables.front());
        EXPECT_EQ(cells, tableCells(*source.tables.front())) << name;
        try {
            EXPECT_EQ(engineCells(path), cells) << name;
        } catch (const std::exception& e) {
            ADD_FAILURE() << name << ": the engine refuses the converted file: " << e.what();
        }
    }
}

} // namespace
} // namespace strata::test
