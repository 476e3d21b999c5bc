#include "support/odb2_written.h"

#include "strata/odb2_writer.h"
#include "strata/record_writer.h"

#include <gtest/gtest.h>

namespace strata::test {

std::vector<std::byte> writtenAsOdb2(const Table& table, std::uint64_t rowsPerFrame,
                                     const ExportSelection& selection) {
    std::vector<std::byte> file;
    std::vector<Column> columns;
    if (selection.columns.empty()) {
        columns = table.columns();
    } else {
        for (const std::size_t c : selection.columns) {
            columns.push_back(table.columns()[c]);
        }
    }
    odb2::Odb2Writer writer(
        columns,
        [&file](std::span<const std::byte> bytes) {
            file.insert(file.end(), bytes.begin(), bytes.end());
        },
        {.rowsPerFrame = rowsPerFrame, .properties = {{"encoder", "strata test"}}});
    const ExportResult result = exportTableRows(
        table,
        [&table](TextBuffer buffer) {
            return std::make_unique<RecordWriter>(table.columns(), std::move(buffer), nullptr,
                                                  RecordLayout::Columns);
        },
        [&writer](std::string_view records) { EXPECT_TRUE(writer.append(records)); }, selection);
    EXPECT_FALSE(result.cancelled);
    writer.finish();
    return file;
}

} // namespace strata::test
