#pragma once

#include "strata/cole_writer.h"

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace strata::test {

// A COLE file written into memory by Strata's writer, for tests and benchmarks that need files
// the corpus does not have (many rows, statistics that lie).
class ColeBytesWriter {
public:
    using Type = cole::ColumnType;
    using Encoding = cole::Encoding;
    using Values = cole::ColeWriter::Values;

    void addColumn(std::string name, Type type, Encoding encoding) {
        m_writer.addColumn(std::move(name), type, encoding);
    }
    void addRowGroup(const std::vector<Values>& columns) { m_writer.addRowGroup(columns); }
    void overrideLastStats(std::size_t column, std::int64_t min, std::int64_t max) {
        m_writer.overrideLastStats(column, min, max);
    }
    std::vector<std::byte> finish() {
        m_writer.finish();
        return std::move(*m_bytes);
    }

private:
    // Apart, so that the writer's output follows a moved writer.
    std::unique_ptr<std::vector<std::byte>> m_bytes = std::make_unique<std::vector<std::byte>>();
    cole::ColeWriter m_writer{[bytes = m_bytes.get()](std::span<const std::byte> written) {
        bytes->insert(bytes->end(), written.begin(), written.end());
    }};
};

} // namespace strata::test
