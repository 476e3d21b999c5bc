#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace strata::test {

// Writes COLE files the way the reference engine does (docs/formats/cole.md): one page per
// column chunk, page headers stored twice, integer stats widened to int64, zigzag varints.
// For benchmarks and for tests that need files the corpus does not have (e.g. lying stats).
class ColeWriter {
public:
    enum class Type : std::uint8_t { Int32 = 0, Int64 = 1, String = 2 };
    enum class Encoding : std::uint8_t { Plain = 0, Rle = 1, Delta = 2, Dictionary = 3 };
    using Values = std::variant<std::vector<std::int64_t>, std::vector<std::string>>;

    void addColumn(std::string name, Type type, Encoding encoding);
    // One value vector per column, all of the same length.
    void addRowGroup(const std::vector<Values>& columns);
    // Overrides the stats of the last row group's column page (to make stats that lie).
    void overrideLastStats(std::size_t column, std::int64_t min, std::int64_t max);
    std::vector<std::byte> finish();

private:
    struct Schema {
        std::string name;
        Type type;
        Encoding encoding;
    };
    struct PageHeader {
        std::uint32_t size = 0;
        std::uint32_t numValues = 0;
        std::uint8_t encoding = 0;
        bool hasStats = false;
        std::int64_t min = 0;
        std::int64_t max = 0;
    };
    struct Chunk {
        std::uint64_t offset = 0;
        std::uint64_t totalSize = 0;
        PageHeader header;
        std::vector<std::uint8_t> data;
    };
    struct RowGroup {
        std::uint32_t rows = 0;
        std::vector<Chunk> chunks;
    };

    std::vector<Schema> m_schema;
    std::vector<RowGroup> m_rowGroups;
};

} // namespace strata::test
