#pragma once

#include "strata/document.h"
#include "strata/format.h"
#include "strata/job_control.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace strata {

// Several files' tables read as one (issue 39): a leading `file` column with the member's
// name, then the members' columns matched by name in the order first seen. A column some
// members lack is missing in their rows. Numbers of different kinds (int64 in one file,
// float64 in another) read as float64, or int64 for integers of different kinds, with a warning
// naming both files; a column that is text in one file and numbers in another reads as the
// first file's type, missing in the other's rows, with an error naming both. The blocks are the
// members' blocks in file order (a block's node path starts with its file), so --where skips
// files and blocks by their stored bounds as it does in one file.
class DatasetTable final : public ListedBlocksTable {
public:
    struct Member {
        std::string label; // the `file` column's value: the path as listed
        std::shared_ptr<const Table> table;
        std::string format;          // "ODB-2"
        std::uint64_t bytes = 0;     // the file's size
        std::size_t diagnostics = 0; // found on opening it
    };
    explicit DatasetTable(std::vector<Member> members);

    std::string name() const override;
    const std::vector<Column>& columns() const override { return m_columns; }
    // The member's block's path, after its file.
    std::string blockNodePath(std::size_t index) const override;
    BlockData readBlock(std::size_t index) const override;
    BlockData readBlockColumns(std::size_t block,
                               std::span<const std::size_t> columns) const override;
    BlockData readBlockCells(std::size_t block, std::span<const std::size_t> columns,
                             std::span<const std::uint64_t> rows) const override;
    std::optional<ColumnBounds> blockBounds(std::size_t block, std::size_t column) const override;
    std::string unit(std::size_t column) const override;

    const std::vector<Member>& members() const { return m_members; }
    // The member that holds a row of the dataset, and the row's number in its own table.
    std::pair<std::size_t, std::uint64_t> memberRow(std::uint64_t row) const;

    // Type conflicts between members, found when the columns were matched.
    const std::vector<Diagnostic>& conflicts() const { return m_conflicts; }

private:
    struct Place {
        std::size_t member = 0;
        std::size_t block = 0; // within the member's table
    };
    // The block's columns from its member (with `rows`, only those rows' cells).
    BlockData memberBlock(std::size_t block, std::span<const std::size_t> columns,
                          std::optional<std::span<const std::uint64_t>> rows = {}) const;

    std::vector<Member> m_members;
    std::vector<Column> m_columns;
    // m_sources[member][column]: the member's column that gives the dataset column, or -1.
    std::vector<std::vector<std::ptrdiff_t>> m_sources;
    std::vector<Place> m_places;
    std::vector<Diagnostic> m_conflicts;
};

// Document::formatName of a dataset's document.
inline constexpr const char* datasetFormatName = "dataset";

// Opens the files and reads table `tableIndex` of each as one DatasetTable, in a document of
// format "dataset" holding that table alone; its diagnostics are the members' own (their node
// paths start with the file) and the type conflicts. A file that cannot be opened or has no
// such table is left out and passed to `skipped` with why. Progress counts files opened; once
// cancelled, the files opened so far are the dataset.
Document
openDataset(const std::vector<std::filesystem::path>& files, std::size_t tableIndex,
            const OpenOptions& options,
            const std::function<void(const std::filesystem::path&, const std::string&)>& skipped,
            const JobControl& control = {});

} // namespace strata
