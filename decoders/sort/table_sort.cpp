#include "strata/table_sort.h"

#include "query/column_suggestion.h"
#include "core/temporary_file.h"
#include "strata/table.h"
#include "strata/table_query.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <queue>

namespace strata {
namespace {

// A row's sort record is its keys encoded so that byte order (memcmp, a shorter record first
// on a common prefix) is the sort order, then its row number big-endian, which makes equal keys
// keep table order. Per key: 0x00 and the value (its bytes inverted when descending), or 0x01
// for a missing cell, after every value in either direction. Numbers are 8 bytes made
// unsigned-order-preserving; text is 0x00 and the 8 bytes of the decimal number it writes, if it
// is one, else 0x01 and its bytes with 0x00 escaped as 0x00 0xFF, ending with 0x00 0x00, so no
// text's record is a prefix of a longer one's.
constexpr char presentMark = 0x00;
constexpr char missingMark = 0x01;

void appendBigEndian(std::uint64_t value, bool invert, std::string& out) {
    if (invert) {
        value = ~value;
    }
    for (int shift = 56; shift >= 0; shift -= 8) {
        out.push_back(static_cast<char>((value >> shift) & 0xFF));
    }
}

std::uint64_t orderedDoubleBits(double value) {
    constexpr std::uint64_t sign = std::uint64_t{1} << 63;
    // Every NaN as one, after +inf (and before missing cells).
    const auto bits = std::bit_cast<std::uint64_t>(
        std::isnan(value) ? std::numeric_limits<double>::quiet_NaN() : value);
    return (bits & sign) != 0 ? ~bits : bits | sign;
}

std::uint64_t orderedBits(const ColumnData& cells, std::size_t row) {
    constexpr std::uint64_t sign = std::uint64_t{1} << 63;
    switch (cells.type()) {
    case LogicalType::Int64:
        return static_cast<std::uint64_t>(cells.intAt(row)) ^ sign;
    case LogicalType::UInt64:
    case LogicalType::Bitfield:
        return static_cast<std::uint64_t>(cells.intAt(row));
    case LogicalType::Float32:
    case LogicalType::Float64:
        return orderedDoubleBits(cells.doubleAt(row));
    case LogicalType::String:
        break;
    }
    return 0;
}

// The number a whole text writes in decimal ("-0.1", "25.5", "1e3"), if it is one and finite.
std::optional<double> decimalNumber(std::string_view text) {
    double value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc{} || stop != end || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

void appendKey(const ColumnData& cells, std::size_t row, bool descending, std::string& out) {
    if (row >= cells.size() || cells.isMissing(row)) {
        out.push_back(missingMark);
        return;
    }
    out.push_back(presentMark);
    if (cells.type() != LogicalType::String) {
        appendBigEndian(orderedBits(cells, row), descending, out);
        return;
    }
    const auto flip = [descending](unsigned char byte) {
        return static_cast<char>(descending ? byte ^ 0xFF : byte);
    };
    // Text that is a decimal number sorts as that number, before all other text: columns keep
    // numbers as text where the file does (AT-1's DEC and NUMEXC columns), and as text "-0.1"
    // would come before "-0.2" and "10" before "9.5".
    const std::string_view text = cells.stringAt(row);
    if (const auto number = decimalNumber(text)) {
        out.push_back(flip(0x00));
        appendBigEndian(orderedDoubleBits(*number), descending, out);
        return;
    }
    out.push_back(flip(0x01));
    for (const char c : text) {
        out.push_back(flip(static_cast<unsigned char>(c)));
        if (c == 0) {
            out.push_back(flip(0xFF));
        }
    }
    out.push_back(flip(0x00));
    out.push_back(flip(0x00));
}

bool recordLess(std::string_view a, std::string_view b) {
    const int order = std::memcmp(a.data(), b.data(), std::min(a.size(), b.size()));
    return order != 0 ? order < 0 : a.size() < b.size();
}

std::uint64_t rowOfRecord(std::string_view record) {
    std::uint64_t row = 0;
    for (std::size_t i = record.size() - 8; i < record.size(); ++i) {
        row = row << 8 | static_cast<unsigned char>(record[i]);
    }
    return row;
}

// A failed write or read of a run: the sort stops with this message.
struct RunError {
    std::string message;
};

// Records held in memory: one buffer of length-prefixed records and, for each, where it starts
// and its first 8 bytes as a big-endian number, so most comparisons of the sort are one integer
// comparison without touching the buffer.
class RecordBuffer {
public:
    void add(std::string_view record) {
        std::uint64_t prefix = 0;
        for (std::size_t i = 0; i < 8; ++i) {
            prefix = prefix << 8 | (i < record.size() ? static_cast<unsigned char>(record[i]) : 0);
        }
        m_entries.push_back({prefix, m_bytes.size()});
        const auto length = static_cast<std::uint32_t>(record.size());
        m_bytes.append(reinterpret_cast<const char*>(&length), sizeof length);
        m_bytes.append(record);
    }
    std::uint64_t memory() const { return m_bytes.size() + m_entries.size() * sizeof(Entry); }
    bool empty() const { return m_entries.empty(); }
    void sort() {
        std::sort(m_entries.begin(), m_entries.end(), [this](const Entry& a, const Entry& b) {
            // Equal prefixes (zero-padded when a record is shorter) leave it to the bytes.
            return a.prefix != b.prefix ? a.prefix < b.prefix
                                        : recordLess(at(a.start), at(b.start));
        });
    }
    template <typename Visit> void forEach(Visit visit) const {
        for (const Entry& entry : m_entries) {
            visit(at(entry.start));
        }
    }
    void clear() {
        m_bytes.clear();
        m_entries.clear();
    }

private:
    struct Entry {
        std::uint64_t prefix;
        std::size_t start;
    };

    std::string_view at(std::size_t start) const {
        std::uint32_t length = 0;
        std::memcpy(&length, m_bytes.data() + start, sizeof length);
        return {m_bytes.data() + start + sizeof length, length};
    }

    std::string m_bytes;
    std::vector<Entry> m_entries;
};

TemporaryFile newRunFile() {
    TemporaryFile file(std::tmpfile()); // removed when closed
    if (!file) {
        throw RunError{"cannot create a temporary file for the sort's runs"};
    }
    return file;
}

void writeRecord(std::FILE* file, std::string_view record) {
    const auto length = static_cast<std::uint32_t>(record.size());
    if (std::fwrite(&length, sizeof length, 1, file) != 1 ||
        std::fwrite(record.data(), 1, record.size(), file) != record.size()) {
        throw RunError{"cannot write the sort's temporary file (disk full?)"};
    }
}

// Reads one run back, a record at a time.
class RunReader {
public:
    explicit RunReader(TemporaryFile file)
        : m_file(std::move(file)) {
        std::rewind(m_file.get());
        next();
    }
    bool done() const { return m_done; }
    std::string_view record() const { return m_record; }
    void next() {
        std::uint32_t length = 0;
        if (std::fread(&length, sizeof length, 1, m_file.get()) != 1) {
            m_done = true;
            return;
        }
        m_record.resize(length);
        if (std::fread(m_record.data(), 1, length, m_file.get()) != length) {
            throw RunError{"cannot read the sort's temporary file back"};
        }
    }

private:
    TemporaryFile m_file;
    std::string m_record;
    bool m_done = false;
};

// Runs merged at once; more are merged in rounds (open files stay few).
constexpr std::size_t mergeFanIn = 64;

// Merges runs, handing each record to `emit` in order; false when cancelled.
template <typename Emit>
bool mergeRuns(std::vector<TemporaryFile> runs, const JobControl& control, Emit emit) {
    std::vector<RunReader> readers;
    readers.reserve(runs.size());
    for (TemporaryFile& run : runs) {
        readers.emplace_back(std::move(run));
    }
    const auto later = [&readers](std::size_t a, std::size_t b) {
        return recordLess(readers[b].record(), readers[a].record());
    };
    std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(later)> heads(later);
    for (std::size_t r = 0; r < readers.size(); ++r) {
        if (!readers[r].done()) {
            heads.push(r);
        }
    }
    for (std::uint64_t emitted = 0; !heads.empty(); ++emitted) {
        if (emitted % 65536 == 0 && control.cancelled()) {
            return false;
        }
        const std::size_t r = heads.top();
        heads.pop();
        emit(readers[r].record());
        readers[r].next();
        if (!readers[r].done()) {
            heads.push(r);
        }
    }
    return true;
}

} // namespace

SortOutcome sortTable(const Table& table, const SortOptions& options, const JobControl& control) {
    SortOutcome outcome;
    std::vector<std::size_t> keyColumns;
    for (const SortKey& key : options.keys) {
        keyColumns.push_back(key.column);
    }

    std::atomic<bool> stop{false};
    ScanOptions scan = scanFollowing(control, stop);
    scan.sinkColumns = keyColumns;

    RecordBuffer buffer;
    std::vector<TemporaryFile> runs;
    const auto spill = [&] {
        buffer.sort();
        TemporaryFile run = newRunFile();
        buffer.forEach([&](std::string_view record) { writeRecord(run.get(), record); });
        std::fflush(run.get());
        runs.push_back(std::move(run));
        buffer.clear();
    };

    try {
        std::string record;
        const ScanOutcome scanned = scanTable(
            table, options.filter,
            [&](std::size_t block, const BlockData& data, std::span<const std::uint64_t> rows) {
                const std::uint64_t first = table.blocks()[block].firstRow;
                for (const std::uint64_t row : rows) {
                    record.clear();
                    for (const SortKey& key : options.keys) {
                        static const ColumnData none;
                        const ColumnData& cells =
                            key.column < data.columns.size() ? data.columns[key.column] : none;
                        appendKey(cells, static_cast<std::size_t>(row), key.descending, record);
                    }
                    appendBigEndian(first + row, false, record);
                    buffer.add(record);
                    if (buffer.memory() > options.memoryBound) {
                        spill();
                    }
                }
            },
            scan);
        outcome.diagnostics = scanned.diagnostics;
        if (scanned.cancelled) {
            outcome.cancelled = true;
            return outcome;
        }
        if (runs.empty()) {
            buffer.sort();
            outcome.rows.reserve(scanned.matchedRows);
            buffer.forEach(
                [&](std::string_view sorted) { outcome.rows.push_back(rowOfRecord(sorted)); });
            return outcome;
        }
        if (!buffer.empty()) {
            spill();
        }
        outcome.spilledRuns = runs.size();
        // Rounds of merges until one more merges them all.
        while (runs.size() > mergeFanIn) {
            std::vector<TemporaryFile> merged;
            for (std::size_t from = 0; from < runs.size(); from += mergeFanIn) {
                std::vector<TemporaryFile> group;
                for (std::size_t r = from; r < std::min(runs.size(), from + mergeFanIn); ++r) {
                    group.push_back(std::move(runs[r]));
                }
                TemporaryFile out = newRunFile();
                if (!mergeRuns(std::move(group), control,
                               [&](std::string_view sorted) { writeRecord(out.get(), sorted); })) {
                    outcome.cancelled = true;
                    return outcome;
                }
                std::fflush(out.get());
                merged.push_back(std::move(out));
            }
            runs = std::move(merged);
        }
        outcome.rows.reserve(scanned.matchedRows);
        if (!mergeRuns(std::move(runs), control, [&](std::string_view sorted) {
                outcome.rows.push_back(rowOfRecord(sorted));
            })) {
            outcome.cancelled = true;
            outcome.rows.clear();
        }
    } catch (const RunError& error) {
        outcome.error = error.message;
        outcome.rows.clear();
    }
    return outcome;
}

std::vector<SortKey> parseSortKeys(std::string_view text, const std::vector<Column>& columns) {
    std::vector<SortKey> keys;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        std::string_view name = text.substr(start, comma - start);
        SortKey key;
        const std::size_t position = start;
        if (name.starts_with('-')) {
            key.descending = true;
            name.remove_prefix(1);
        } else if (name.ends_with(":desc")) {
            key.descending = true;
            name.remove_suffix(5);
        } else if (name.ends_with(":asc")) {
            name.remove_suffix(4);
        }
        const std::optional<std::size_t> column = findColumn(columns, name);
        if (!column) {
            if (name.empty()) {
                throw ExpressionError("empty sort key", position);
            }
            std::string message = "sort column '" + std::string(name) + "' not found";
            if (const auto nearest = query::nearestColumnName(name, columns)) {
                message += "; did you mean '" + *nearest + "'?";
            }
            throw ExpressionError(message, position);
        }
        key.column = *column;
        keys.push_back(key);
        start = comma + 1;
    }
    return keys;
}

} // namespace strata
