#include "formats/at1/record_table.h"

#include "strata/decode_error.h"

namespace strata::at1 {

RecordTable::RecordTable(ByteSourcePtr source, std::shared_ptr<const FileLayout> file,
                         const RecordCodec& codec)
    : m_source(std::move(source))
    , m_file(std::move(file))
    , m_codec(&codec) {
    const auto& container = m_file->container;
    std::uint64_t firstRow = 0;
    for (std::size_t s = 0; s < container.sections.size(); ++s) {
        const Section& section = container.sections[s];
        if (!section.streams) {
            continue;
        }
        try {
            CodecStreams streams(*m_source, *section.streams);
            const std::uint64_t rows = m_codec->rowCount(streams);
            auto columns = m_codec->columns(streams);
            if (columns.size() > m_columns.size()) {
                m_columns = std::move(columns);
            }
            if (rows != 0) {
                m_blocks.push_back({firstRow, rows, section.body, streamSetPath(container, s)});
                m_blockSections.push_back(s);
                firstRow += rows;
            }
        } catch (const DecodeError& error) {
            m_diagnostics.push_back(
                {Severity::Warning, error.offset(), sectionPath(container, s), error.what()});
        }
    }
}

BlockData RecordTable::readBlock(std::size_t index) const {
    BlockData block;
    block.rowCount = m_blocks.at(index).rowCount;
    for (const auto& column : m_columns) {
        block.columns.emplace_back(column.type);
        block.columns.back().reserve(block.rowCount);
    }
    const std::size_t s = m_blockSections[index];
    try {
        CodecStreams streams(*m_source, *m_file->container.sections[s].streams);
        streams.decodeAllAhead();
        m_codec->readRecords(streams, block.columns);
    } catch (const DecodeError& error) {
        block.diagnostics.push_back(
            {Severity::Error, error.offset(), sectionPath(m_file->container, s), error.what()});
    }
    // A section that failed part way: the rows it did not reach are missing.
    for (auto& column : block.columns) {
        if (column.size() < block.rowCount) {
            column.appendMissing(block.rowCount - column.size());
        }
    }
    return block;
}

} // namespace strata::at1
