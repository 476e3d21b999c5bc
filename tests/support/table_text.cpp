#include "support/table_text.h"

#include "strata/csv_writer.h"

namespace strata::test {

std::vector<std::vector<std::string>> tableCells(const Table& table) {
    std::vector<std::vector<std::string>> records;
    std::vector<std::string> header;
    for (std::size_t c = 0; c < table.columns().size(); ++c) {
        header.push_back(table.columns()[c].name);
    }
    records.push_back(header);
    for (std::size_t b = 0; b < table.blocks().size(); ++b) {
        const BlockData block = table.readBlock(b);
        for (std::uint64_t r = 0; r < block.rowCount; ++r) {
            std::vector<std::string> record;
            for (const auto& column : block.columns) {
                std::string text;
                if (column.isMissing(r)) {
                    text = missingMarker;
                } else {
                    column.appendText(r, text);
                }
                record.push_back(std::move(text));
            }
            records.push_back(std::move(record));
        }
    }
    return records;
}

} // namespace strata::test
