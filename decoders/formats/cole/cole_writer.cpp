#include "strata/cole_writer.h"

#include "core/byte_writer.h"
#include "formats/cole/page_header.h"
#include "strata/endian.h"
#include "strata/varint.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <stdexcept>

namespace strata::cole {
namespace {

// The file header: "COLE", version 1.0 (cole-columnar.md "File Layout").
constexpr std::string_view fileMagic = "COLE";
constexpr std::uint16_t versionMajor = 1;
// The footer: the magic the reference engine writes ("TOOF", docs/formats/cole.md) and where the
// metadata starts.
constexpr std::string_view footerMagic = "TOOF";

struct ColeColumn {
    std::string name;
    ColumnType type;
    Encoding encoding;
};

struct EncodedPage {
    std::uint32_t numValues = 0;
    Encoding encoding = Encoding::Plain;
    std::optional<std::pair<std::int64_t, std::int64_t>> stats; // min, max
    ByteWriter data;
};

struct EncodedGroup {
    std::uint32_t rows = 0;
    std::vector<EncodedPage> pages; // one per column
};

// The page header as the reference engine writes it (docs/formats/cole.md "Statistics"): both
// sizes the same (no compression), and statistics with both bounds or none.
ByteWriter pageHeaderBytes(const EncodedPage& page) {
    ByteWriter header;
    const auto size = static_cast<std::uint32_t>(page.data.size());
    header.put(size);
    header.put(size);
    header.put(page.numValues);
    header.put(static_cast<std::uint8_t>(page.encoding));
    header.put(static_cast<std::uint8_t>(page.stats ? 1 : 0));
    if (page.stats) {
        header.put(std::uint8_t{1});
        header.put(page.stats->first);
        header.put(std::uint8_t{1});
        header.put(page.stats->second);
        header.put(std::uint32_t{0}); // null_count: COLE columns have no nulls
    }
    return header;
}

void putInteger(ByteWriter& out, std::int64_t value, bool is32) {
    is32 ? out.put(static_cast<std::int32_t>(value)) : out.put(value);
}

// A zigzag varint in the column's width (docs/formats/cole.md "RLE").
void putZigzag(ByteWriter& out, std::int64_t value, bool is32) {
    out.putUvarint(is32 ? zigzagEncode32(static_cast<std::int32_t>(value)) : zigzagEncode(value));
}

// RLE: uvarint num_runs, then per run uvarint length and the zigzag value.
void putRuns(ByteWriter& out, std::span<const std::int64_t> values, bool is32) {
    std::vector<std::pair<std::uint64_t, std::int64_t>> runs;
    for (const std::int64_t value : values) {
        if (!runs.empty() && runs.back().second == value) {
            ++runs.back().first;
        } else {
            runs.emplace_back(1, value);
        }
    }
    out.putUvarint(runs.size());
    for (const auto& [length, value] : runs) {
        out.putUvarint(length);
        putZigzag(out, value, is32);
    }
}

// DELTA: the first value fixed width, uvarint num_deltas, then each difference as a zigzag
// varint that wraps around in the column's width.
void putDeltas(ByteWriter& out, std::span<const std::int64_t> values, bool is32) {
    putInteger(out, values.front(), is32);
    out.putUvarint(values.size() - 1);
    for (std::size_t i = 1; i < values.size(); ++i) {
        const std::uint64_t difference =
            static_cast<std::uint64_t>(values[i]) - static_cast<std::uint64_t>(values[i - 1]);
        putZigzag(out,
                  is32 ? static_cast<std::int32_t>(static_cast<std::uint32_t>(difference))
                       : static_cast<std::int64_t>(difference),
                  is32);
    }
}

void encodeIntegers(EncodedPage& page, std::span<const std::int64_t> values, bool is32) {
    page.stats = std::pair(*std::min_element(values.begin(), values.end()),
                           *std::max_element(values.begin(), values.end()));
    switch (page.encoding) {
    case Encoding::Plain:
        for (const std::int64_t value : values) {
            putInteger(page.data, value, is32);
        }
        break;
    case Encoding::Rle:
        putRuns(page.data, values, is32);
        break;
    case Encoding::Delta:
        putDeltas(page.data, values, is32);
        break;
    case Encoding::Dictionary:
        break; // refused by addColumn
    }
}

// PLAIN strings: num_values + 1 uint32 offsets, then the bytes; DICTIONARY: the entries (count,
// then length and bytes each) and the indices in the INT32 RLE layout.
void encodeStrings(EncodedPage& page, const std::vector<std::string>& values) {
    if (page.encoding == Encoding::Plain) {
        std::uint32_t offset = 0;
        page.data.put(offset);
        for (const std::string& value : values) {
            offset += static_cast<std::uint32_t>(value.size());
            page.data.put(offset);
        }
        for (const std::string& value : values) {
            page.data.putText(value);
        }
        return;
    }
    std::vector<std::string_view> dictionary;
    std::map<std::string_view, std::int64_t> indexOf;
    std::vector<std::int64_t> indices;
    indices.reserve(values.size());
    for (const std::string& value : values) {
        const auto [entry, added] =
            indexOf.emplace(value, static_cast<std::int64_t>(dictionary.size()));
        if (added) {
            dictionary.push_back(value);
        }
        indices.push_back(entry->second);
    }
    page.data.put(static_cast<std::uint32_t>(dictionary.size()));
    for (const std::string_view entry : dictionary) {
        page.data.put(static_cast<std::uint32_t>(entry.size()));
        page.data.putText(entry);
    }
    putRuns(page.data, indices, true);
}

bool holdsStrings(ColumnType type) {
    return type == ColumnType::String;
}

} // namespace

std::optional<ColeColumnPlan> coleColumnFor(const Column& column) {
    if (isFloating(column.type)) {
        return std::nullopt;
    }
    const bool strings = column.type == LogicalType::String;
    ColeColumnPlan plan{strings ? ColumnType::String : ColumnType::Int64,
                        strings ? Encoding::Dictionary : Encoding::Plain};
    const std::array<Encoding, 4> encodings{Encoding::Plain, Encoding::Rle, Encoding::Delta,
                                            Encoding::Dictionary};
    for (const Encoding encoding : encodings) {
        if (encodingFits(plan.type, encoding) &&
            column.encoding == encodingName(static_cast<std::uint8_t>(encoding))) {
            plan.encoding = encoding;
        }
    }
    return plan;
}

struct ColeWriter::State {
    Output output;
    bool started = false;
    std::uint64_t written = 0;
    std::vector<ColeColumn> columns;
    std::optional<EncodedGroup> pending;
    std::vector<Values> held;
    std::uint64_t heldRows = 0;
    ByteWriter groupEntries; // the metadata's row groups, in order
    std::uint32_t groupCount = 0;
    std::uint64_t totalRows = 0;

    // The file header, before the first byte of anything else.
    void start() {
        if (started) {
            return;
        }
        started = true;
        ByteWriter header;
        header.putText(fileMagic);
        header.put(versionMajor);
        header.put(std::uint16_t{0});
        written += header.size();
        output(header.bytes());
    }

    void emit(std::span<const std::byte> bytes) {
        start();
        written += bytes.size();
        output(bytes);
    }

    void startGroupEntry(std::uint32_t rows, std::size_t chunks) {
        groupEntries.put(rows);
        groupEntries.put(static_cast<std::uint32_t>(chunks));
        ++groupCount;
        totalRows += rows;
    }

    void writePending() {
        if (!pending) {
            return;
        }
        startGroupEntry(pending->rows, pending->pages.size());
        for (const EncodedPage& page : pending->pages) {
            start();
            const ByteWriter header = pageHeaderBytes(page);
            const std::uint64_t offset = written;
            emit(header.bytes());
            emit(page.data.bytes());
            groupEntries.put(offset);
            groupEntries.put(header.size() + page.data.size());
            groupEntries.put(std::uint32_t{1});
            groupEntries.putBytes(header.bytes());
        }
        pending.reset();
    }

    void clearHeld() {
        held.clear();
        for (const ColeColumn& column : columns) {
            held.push_back(holdsStrings(column.type) ? Values(std::vector<std::string>{})
                                                     : Values(std::vector<std::int64_t>{}));
        }
        heldRows = 0;
    }
};

ColeWriter::ColeWriter(Output output)
    : m_state(std::make_unique<State>()) {
    m_state->output = std::move(output);
}

ColeWriter::~ColeWriter() = default;
ColeWriter::ColeWriter(ColeWriter&&) noexcept = default;
ColeWriter& ColeWriter::operator=(ColeWriter&&) noexcept = default;

void ColeWriter::addColumn(std::string name, ColumnType type, Encoding encoding) {
    if (!encodingFits(type, encoding)) {
        throw std::invalid_argument("COLE has no such encoding for the column's type");
    }
    m_state->columns.push_back({std::move(name), type, encoding});
    m_state->clearHeld();
}

std::size_t ColeWriter::columnCount() const {
    return m_state->columns.size();
}

void ColeWriter::addRowGroup(const std::vector<Values>& columns) {
    State& state = *m_state;
    if (columns.size() != state.columns.size()) {
        throw std::invalid_argument("one value vector per column");
    }
    const std::size_t rows =
        columns.empty() ? 0 : std::visit([](const auto& v) { return v.size(); }, columns.front());
    if (rows == 0) {
        return; // the reference engine writes no row group of no rows
    }
    state.writePending();
    EncodedGroup group;
    group.rows = static_cast<std::uint32_t>(rows);
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const ColeColumn& column = state.columns[c];
        EncodedPage page;
        page.encoding = column.encoding;
        page.numValues = group.rows;
        if (holdsStrings(column.type)) {
            encodeStrings(page, std::get<std::vector<std::string>>(columns[c]));
        } else {
            encodeIntegers(page, std::get<std::vector<std::int64_t>>(columns[c]),
                           column.type == ColumnType::Int32);
        }
        if (std::visit([](const auto& v) { return v.size(); }, columns[c]) != rows) {
            throw std::invalid_argument("every column of a row group has its rows");
        }
        group.pages.push_back(std::move(page));
    }
    state.pending = std::move(group);
}

bool ColeWriter::appendRecords(std::string_view records, std::span<const RecordCell> cells) {
    State& state = *m_state;
    return walkRecords(
        records, cells,
        [&state](std::size_t column, std::string_view bytes) {
            if (auto* strings = std::get_if<std::vector<std::string>>(&state.held[column])) {
                strings->emplace_back(bytes);
            } else {
                std::get<std::vector<std::int64_t>>(state.held[column])
                    .push_back(
                        loadLE<std::int64_t>(reinterpret_cast<const std::byte*>(bytes.data())));
            }
        },
        [&state] { ++state.heldRows; });
}

std::uint64_t ColeWriter::heldRows() const {
    return m_state->heldRows;
}

void ColeWriter::endRowGroup() {
    if (m_state->heldRows == 0) {
        return;
    }
    addRowGroup(m_state->held);
    m_state->clearHeld();
}

void ColeWriter::copyRowGroup(std::uint32_t rows, std::span<const ColeChunkCopy> chunks) {
    State& state = *m_state;
    state.writePending();
    state.startGroupEntry(rows, chunks.size());
    for (const ColeChunkCopy& chunk : chunks) {
        state.start();
        state.groupEntries.put(state.written);
        state.groupEntries.put(static_cast<std::uint64_t>(chunk.bytes.size()));
        state.groupEntries.put(static_cast<std::uint32_t>(chunk.pageHeaders.size()));
        for (const auto header : chunk.pageHeaders) {
            state.groupEntries.putBytes(header);
        }
        state.emit(chunk.bytes);
    }
}

void ColeWriter::overrideLastStats(std::size_t column, std::int64_t min, std::int64_t max) {
    m_state->pending.value().pages.at(column).stats = std::pair(min, max);
}

void ColeWriter::finish() {
    State& state = *m_state;
    endRowGroup();
    state.writePending();
    state.start();
    const std::uint64_t metadataOffset = state.written;
    ByteWriter metadata;
    metadata.put(static_cast<std::uint32_t>(state.columns.size()));
    for (const ColeColumn& column : state.columns) {
        metadata.put(static_cast<std::uint32_t>(column.name.size()));
        metadata.putText(column.name);
        metadata.put(static_cast<std::uint8_t>(column.type));
        metadata.put(static_cast<std::uint8_t>(column.encoding));
    }
    metadata.put(state.groupCount);
    metadata.putBytes(state.groupEntries.bytes());
    metadata.put(static_cast<std::uint32_t>(state.totalRows));
    metadata.putText(footerMagic);
    metadata.put(metadataOffset);
    state.emit(metadata.bytes());
}

} // namespace strata::cole
