#include "strata/netcdf_table_writer.h"

#include "codecs/compress.h"
#include "codecs/shuffle.h"
#include "core/utf8.h"
#include "core/worker_pool.h"
#include "export/hdf5_chunk_file.h"
#include "strata/file_output.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstring>
#include <deque>
#include <limits>
#include <netcdf.h>

namespace strata {
namespace {

// Records are little-endian (record_writer.h) and are handed to libnetcdf as they are.
static_assert(std::endian::native == std::endian::little);

// Rows in a chunk of a number variable, and in the encoding of a worker thread.
constexpr std::uint64_t rowsPerChunk = 65536;
// A string variable's chunks: rows, and characters along its length dimension.
constexpr std::uint64_t stringChunkRows = rowsPerChunk / 8;
constexpr std::uint64_t stringChunkLength = 16;
// The level libnetcdf notes in the file; the chunks are zlibFastCompress's.
constexpr int deflateLevel = 1;

// A name NetCDF-4 takes (its NC_check_name): UTF-8 without "/" or control characters, starting
// with a letter, a digit, "_" or a multi-byte character, with no trailing space; what it cannot
// take becomes "_". Kept apart from names already used.
std::string netcdfName(std::string_view name, const std::vector<std::string>& used) {
    std::string fixed;
    for (std::uint64_t at = 0; at < name.size();) {
        const std::uint64_t length = utf8SequenceLength(name, at);
        const auto byte = static_cast<unsigned char>(name[at]);
        if (length == 0 || byte < 0x20 || byte == 0x7F || byte == '/') {
            fixed += '_';
            ++at;
            continue;
        }
        fixed.append(name.substr(at, length));
        at += length;
    }
    const auto first = fixed.empty() ? 0 : static_cast<unsigned char>(fixed.front());
    if (fixed.empty() || !(std::isalnum(first) || first == '_' || first >= 0x80)) {
        fixed = "v_" + fixed;
    }
    while (fixed.back() == ' ') {
        fixed.back() = '_';
    }
    std::string unique = fixed;
    for (int n = 2; std::find(used.begin(), used.end(), unique) != used.end(); ++n) {
        unique = fixed + "_" + std::to_string(n);
    }
    return unique;
}

// What a worker thread needs to know of a variable to make its chunks.
struct ChunkLayout {
    RecordCell cell = RecordCell::Float64;
    bool narrow = false; // a bitfield column written as 32-bit unsigned integers
    // Bytes of a value in the file (a string's characters are one byte each).
    std::size_t valueSize() const {
        return cell == RecordCell::String ? 1 : narrow ? 4 : *recordCellWidth(cell);
    }
};

// A chunk as the file stores it (shuffled, deflated) and where it starts, in values.
struct EncodedChunk {
    std::array<std::uint64_t, 2> offset{};
    std::vector<std::byte> bytes;
};

// Where a record's strings are: the bytes of numbers before each, and after the last.
struct RecordShape {
    std::vector<std::size_t> numbersBeforeStrings;
    std::size_t numbersAfter = 0;

    explicit RecordShape(std::span<const RecordCell> cells) {
        for (const RecordCell cell : cells) {
            if (const auto width = recordCellWidth(cell)) {
                numbersAfter += *width;
            } else {
                numbersBeforeStrings.push_back(std::exchange(numbersAfter, 0));
            }
        }
    }
    // The length of the record at `at`; nullopt when the records end inside it.
    std::optional<std::size_t> length(std::string_view records, std::size_t at) const {
        const std::size_t start = at;
        for (const std::size_t numbers : numbersBeforeStrings) {
            if (records.size() - at < numbers + sizeof(std::uint32_t)) {
                return std::nullopt;
            }
            at += numbers;
            const auto characters =
                loadLE<std::uint32_t>(reinterpret_cast<const std::byte*>(records.data() + at));
            at += sizeof(std::uint32_t);
            if (records.size() - at < characters) {
                return std::nullopt;
            }
            at += characters;
        }
        if (records.size() - at < numbersAfter) {
            return std::nullopt;
        }
        return at + numbersAfter - start;
    }
};

// Bytes of the first rows of `records`, up to `wanted` of them, and how many those are; nullopt
// when the records end inside a row.
std::optional<std::pair<std::size_t, std::uint64_t>>
leadingRows(std::string_view records, const RecordShape& shape, std::uint64_t wanted) {
    std::size_t at = 0;
    std::uint64_t rows = 0;
    for (; rows < wanted && at < records.size(); ++rows) {
        const auto length = shape.length(records, at);
        if (!length) {
            return std::nullopt;
        }
        at += *length;
    }
    return std::pair{at, rows};
}

// A number variable's cells of the records `cursors` point at, as the file stores them, into
// `to`; the cursors are moved past them.
void gatherValues(std::string_view records, const ChunkLayout& layout,
                  std::span<std::size_t> cursors, std::byte* to) {
    // The cells' widths known to the compiler: a memcpy of a width it does not know is a call.
    const auto copyCells = [&]<std::size_t width>() {
        for (std::size_t& cursor : cursors) {
            std::memcpy(to, records.data() + cursor, width);
            to += width;
            cursor += width;
        }
    };
    if (layout.narrow) {
        for (std::size_t& cursor : cursors) {
            const auto value =
                loadLE<std::uint64_t>(reinterpret_cast<const std::byte*>(records.data() + cursor));
            const std::uint32_t narrowed = value == missingUnsignedFill
                                               ? std::numeric_limits<std::uint32_t>::max()
                                               : static_cast<std::uint32_t>(value);
            std::memcpy(to, &narrowed, sizeof narrowed);
            to += sizeof narrowed;
            cursor += sizeof(std::uint64_t);
        }
    } else if (*recordCellWidth(layout.cell) == 4) {
        copyCells.template operator()<4>();
    } else {
        copyCells.template operator()<8>();
    }
}

// A string variable's cells of the records `cursors` point at, as UTF-8 (NetCDF's readers decode
// them so: other bytes are read as Latin-1, and counted); `longest` grows to the longest.
void gatherTexts(std::string_view records, std::span<std::size_t> cursors,
                 std::span<std::string> texts, std::uint64_t& longest,
                 std::uint64_t& latin1Strings) {
    for (std::size_t r = 0; r < cursors.size(); ++r) {
        const std::size_t length =
            loadLE<std::uint32_t>(reinterpret_cast<const std::byte*>(records.data() + cursors[r]));
        const std::string_view bytes = records.substr(cursors[r] + sizeof(std::uint32_t), length);
        cursors[r] += sizeof(std::uint32_t) + length;
        if (!isValidUtf8(bytes)) {
            ++latin1Strings;
        }
        texts[r] = asUtf8(bytes);
        longest = std::max<std::uint64_t>(longest, texts[r].size());
    }
}

// The chunks of up to rowsPerChunk rows, made on a worker thread.
struct EncodedRows {
    std::uint64_t firstRow = 0;
    std::uint64_t rows = 0;
    std::vector<std::vector<EncodedChunk>> chunks; // per variable
    std::vector<std::uint64_t> widths;             // per variable: a string's longest, at least 1
    std::uint64_t latin1Strings = 0;
    bool failed = false; // zlib could not compress (out of memory)
};

} // namespace

struct NetcdfTableWriter::Variable {
    int id = -1;
    std::string name;
    ChunkLayout layout;
    int dataset = -1;
    int lengthDataset = -1;  // a string variable's length dimension's
    std::uint64_t width = 0; // a string variable's longest text so far
};

struct NetcdfTableWriter::Encoding {
    std::shared_ptr<const std::vector<ChunkLayout>> layouts;
    std::shared_ptr<const RecordShape> shape;
    std::deque<PooledTask<EncodedRows>> tasks; // in row order
};

namespace {

// The chunks of `rows` records starting at row `firstRow` (a multiple of rowsPerChunk): each
// variable's cells gathered from the records, shuffled, and deflated.
EncodedRows encodeRows(std::string_view records, std::uint64_t firstRow, std::uint64_t rows,
                       std::span<const ChunkLayout> layouts, const RecordShape& shape) {
    // Rows gathered a variable at a time: their records stay in the cache across the variables
    // (a variable at a time over all the rows read every record once per variable from memory).
    constexpr std::size_t rowsPerTile = 256;
    EncodedRows encoded;
    encoded.firstRow = firstRow;
    encoded.rows = rows;
    encoded.chunks.resize(layouts.size());
    encoded.widths.assign(layouts.size(), 1);
    // Where each row's next cell starts; append() checked that the records are whole.
    std::vector<std::size_t> cursors(rows);
    for (std::size_t r = 0, at = 0; r < rows; ++r) {
        cursors[r] = at;
        at += *shape.length(records, at);
    }
    std::vector<std::vector<std::byte>> values(layouts.size());  // numbers, in rows
    std::vector<std::vector<std::string>> texts(layouts.size()); // strings, as UTF-8
    for (std::size_t v = 0; v < layouts.size(); ++v) {
        if (layouts[v].cell == RecordCell::String) {
            texts[v].resize(rows);
        } else {
            values[v].resize(rowsPerChunk * layouts[v].valueSize());
        }
    }
    for (std::size_t top = 0; top < rows; top += rowsPerTile) {
        const std::span<std::size_t> tile =
            std::span(cursors).subspan(top, std::min<std::size_t>(rowsPerTile, rows - top));
        for (std::size_t v = 0; v < layouts.size(); ++v) {
            if (layouts[v].cell == RecordCell::String) {
                gatherTexts(records, tile, std::span(texts[v]).subspan(top, tile.size()),
                            encoded.widths[v], encoded.latin1Strings);
            } else {
                gatherValues(records, layouts[v], tile,
                             values[v].data() + top * layouts[v].valueSize());
            }
        }
    }
    std::vector<std::byte> shuffled;
    std::vector<std::byte> characters(stringChunkRows * stringChunkLength);
    for (std::size_t v = 0; v < layouts.size() && !encoded.failed; ++v) {
        std::vector<EncodedChunk>& chunks = encoded.chunks[v];
        if (layouts[v].cell != RecordCell::String) {
            shuffled.resize(values[v].size());
            codecs::shuffle(layouts[v].valueSize(), values[v], shuffled);
            chunks.push_back(
                {{firstRow, 0}, codecs::zlibFastCompress(shuffled, codecs::ZlibMatches::Runs)});
            encoded.failed = chunks.back().bytes.empty();
            continue;
        }
        // The rows' characters as chunks of stringChunkRows x stringChunkLength, NUL-padded, as
        // far as the longest reaches (characters are one byte: HDF5's shuffle leaves them).
        for (std::uint64_t top = 0; top < rows; top += stringChunkRows) {
            for (std::uint64_t left = 0; left < encoded.widths[v]; left += stringChunkLength) {
                std::fill(characters.begin(), characters.end(), std::byte{0});
                for (std::uint64_t r = top; r < std::min(rows, top + stringChunkRows); ++r) {
                    const std::string& text = texts[v][r];
                    if (text.size() > left) {
                        std::memcpy(characters.data() + (r - top) * stringChunkLength,
                                    text.data() + left,
                                    std::min<std::size_t>(stringChunkLength, text.size() - left));
                    }
                }
                chunks.push_back({{firstRow + top, left},
                                  codecs::zlibFastCompress(characters, codecs::ZlibMatches::Any)});
                encoded.failed = encoded.failed || chunks.back().bytes.empty();
            }
        }
    }
    return encoded;
}

} // namespace

NetcdfTableWriter::NetcdfTableWriter(const std::string& path, const Table& table,
                                     std::span<const std::size_t> columnIndexes,
                                     const TableFileSource& source) {
    if (!succeeded(nc_create(path.c_str(), NC_NETCDF4 | NC_CLOBBER, &m_file), "create")) {
        m_file = -1;
        return;
    }
    const auto putText = [this](int variable, const char* name, const std::string& text) {
        return succeeded(nc_put_att_text(m_file, variable, name, text.size(), text.data()), name);
    };
    if (!succeeded(nc_def_dim(m_file, "row", NC_UNLIMITED, &m_rowDimension), "row dimension") ||
        !putText(NC_GLOBAL, "source", source.file) ||
        !putText(NC_GLOBAL, "source_format", source.format) ||
        !putText(NC_GLOBAL, "source_table", table.name()) ||
        !putText(NC_GLOBAL, "history", "written by " + source.writer)) {
        return;
    }
    std::vector<std::string> names;
    if (columnIndexes.empty()) {
        for (std::size_t c = 0; c < table.columns().size() && m_error.empty(); ++c) {
            defineVariable(table, c, names);
        }
    } else {
        for (const std::size_t c : columnIndexes) {
            if (m_error.empty()) {
                defineVariable(table, c, names);
            }
        }
    }
    if (m_error.empty()) {
        succeeded(nc_enddef(m_file), "end of definitions");
    }
    const int status = nc_close(m_file);
    m_file = -1;
    if (succeeded(status, "close") && m_error.empty()) {
        openDatasets(path);
    }
}

NetcdfTableWriter::~NetcdfTableWriter() = default;

void NetcdfTableWriter::openDatasets(const std::string& path) {
    m_chunks = std::make_unique<Hdf5ChunkFile>(path);
    m_rowDataset = m_chunks->dimension("row");
    auto layouts = std::make_shared<std::vector<ChunkLayout>>();
    std::vector<RecordCell> cells;
    for (const auto& variable : m_variables) {
        cells.push_back(variable->layout.cell);
        variable->dataset = m_chunks->variable(variable->name);
        if (variable->layout.cell == RecordCell::String) {
            variable->lengthDataset = m_chunks->dimension(variable->name + "_length");
        }
        layouts->push_back(variable->layout);
    }
    m_encoding = std::make_unique<Encoding>();
    m_encoding->layouts = std::move(layouts);
    m_encoding->shape = std::make_shared<const RecordShape>(cells);
    if (!m_chunks->error().empty()) {
        m_error = m_chunks->error();
    }
}

bool NetcdfTableWriter::succeeded(int status, std::string_view what) {
    if (status == NC_NOERR) {
        return true;
    }
    if (m_error.empty()) {
        m_error = std::string(what) + ": " + nc_strerror(status);
    }
    return false;
}

void NetcdfTableWriter::defineVariable(const Table& table, std::size_t column,
                                       std::vector<std::string>& names) {
    const Column& source = table.columns().at(column);
    auto variable = std::make_unique<Variable>();
    ChunkLayout& layout = variable->layout;
    layout.cell = recordCellOf(source.type);
    unsigned bitfieldWidth = 0;
    for (const BitfieldMember& member : source.bitfields) {
        bitfieldWidth += member.width;
    }
    layout.narrow = source.type == LogicalType::Bitfield && bitfieldWidth <= 32;
    nc_type type = NC_DOUBLE;
    switch (layout.cell) {
    case RecordCell::Int64:
        type = NC_INT64;
        break;
    case RecordCell::UInt64:
        type = layout.narrow ? NC_UINT : NC_UINT64;
        break;
    case RecordCell::Float32:
        type = NC_FLOAT;
        break;
    case RecordCell::Float64:
        type = NC_DOUBLE;
        break;
    case RecordCell::String:
        type = NC_CHAR;
        break;
    }
    const std::string name = netcdfName(source.name, names);
    names.push_back(name);
    variable->name = name;
    // Strings are characters along a second dimension of their own, unlimited too: it grows to
    // the longest string (NetCDF's variable-length strings cost HDF5 ~5 us each to write: 30 s
    // for three columns of 2 M rows).
    std::array<int, 2> dimensions = {m_rowDimension, -1};
    if (type == NC_CHAR &&
        !succeeded(nc_def_dim(m_file, (name + "_length").c_str(), NC_UNLIMITED, &dimensions[1]),
                   "string length of " + name)) {
        return;
    }
    const int rank = type == NC_CHAR ? 2 : 1;
    if (!succeeded(nc_def_var(m_file, name.c_str(), type, rank, dimensions.data(), &variable->id),
                   "variable " + name)) {
        return;
    }
    const int id = variable->id;
    const std::array<std::size_t, 2> chunk = {type == NC_CHAR ? stringChunkRows : rowsPerChunk,
                                              stringChunkLength};
    bool ok = succeeded(nc_def_var_chunking(m_file, id, NC_CHUNKED, chunk.data()), "chunking") &&
              succeeded(nc_def_var_deflate(m_file, id, 1, 1, deflateLevel), "deflate");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const float nanFloat = std::numeric_limits<float>::quiet_NaN();
    const std::uint32_t narrowFill = std::numeric_limits<std::uint32_t>::max();
    const void* fill = nullptr;
    switch (type) {
    case NC_INT64:
        fill = &missingSignedFill;
        break;
    case NC_UINT64:
        fill = &missingUnsignedFill;
        break;
    case NC_UINT:
        fill = &narrowFill;
        break;
    case NC_FLOAT:
        fill = &nanFloat;
        break;
    case NC_DOUBLE:
        fill = &nan;
        break;
    default:
        break;
    }
    if (fill != nullptr) {
        ok = ok && succeeded(nc_def_var_fill(m_file, id, NC_FILL, fill), "_FillValue");
    }
    const auto putText = [&](const char* attribute, const std::string& text) {
        return succeeded(nc_put_att_text(m_file, id, attribute, text.size(), text.data()),
                         attribute);
    };
    if (const std::string units = table.unit(column); ok && !units.empty()) {
        ok = putText("units", units);
    }
    if (ok && name != source.name) {
        ok = putText("long_name", source.name);
    }
    if (ok && type == NC_CHAR) {
        // CF: the characters are UTF-8 text; readers (netCDF4-python, xarray) give strings.
        ok = putText("_Encoding", "utf-8");
    }
    if (ok && !source.bitfields.empty()) {
        // CF flags: each field's mask over the bits below it, and the fields' names.
        std::vector<std::uint64_t> masks;
        std::string meanings;
        unsigned offset = 0;
        for (const BitfieldMember& member : source.bitfields) {
            const std::uint64_t ones =
                member.width >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << member.width) - 1;
            masks.push_back(offset >= 64 ? 0 : ones << offset);
            offset += member.width;
            meanings += (meanings.empty() ? "" : " ") + netcdfName(member.name, {});
        }
        if (layout.narrow) {
            const std::vector<std::uint32_t> narrowMasks(masks.begin(), masks.end());
            ok = succeeded(nc_put_att_uint(m_file, id, "flag_masks", NC_UINT, narrowMasks.size(),
                                           narrowMasks.data()),
                           "flag_masks");
        } else {
            const std::vector<unsigned long long> wideMasks(masks.begin(), masks.end());
            ok = succeeded(nc_put_att_ulonglong(m_file, id, "flag_masks", NC_UINT64,
                                                wideMasks.size(), wideMasks.data()),
                           "flag_masks");
        }
        ok = ok && putText("flag_meanings", meanings);
    }
    m_variables.push_back(std::move(variable));
}

void NetcdfTableWriter::append(std::string_view records) {
    while (!records.empty() && m_error.empty()) {
        const auto leading = leadingRows(records, *m_encoding->shape, rowsPerChunk - m_pendingRows);
        if (!leading) {
            m_error = "a record is cut short";
            return;
        }
        m_pendingRecords.append(records.substr(0, leading->first));
        m_pendingRows += leading->second;
        records.remove_prefix(leading->first);
        if (m_pendingRows == rowsPerChunk) {
            encodePending();
        }
    }
}

void NetcdfTableWriter::encodePending() {
    if (m_pendingRows == 0 || !m_error.empty()) {
        return;
    }
    // Chunks of rows being made or waiting to be written: one per thread and one more, so that
    // no thread waits for the writing of the first.
    WorkerPool& pool = WorkerPool::shared();
    while (m_encoding->tasks.size() > pool.threadCount()) {
        writeEncoded();
    }
    m_encoding->tasks.push_back(pool.submit(
        [records = std::move(m_pendingRecords), first = m_rowsEncoded, rows = m_pendingRows,
         layouts = m_encoding->layouts, shape = m_encoding->shape] {
            return encodeRows(records, first, rows, *layouts, *shape);
        }));
    m_rowsEncoded += m_pendingRows;
    m_pendingRecords = {};
    m_pendingRows = 0;
}

void NetcdfTableWriter::writeEncoded() {
    EncodedRows encoded = m_encoding->tasks.front().get();
    m_encoding->tasks.pop_front();
    if (!m_error.empty()) {
        return;
    }
    if (encoded.failed) {
        m_error = "zlib could not compress a chunk";
        return;
    }
    const std::uint64_t end = encoded.firstRow + encoded.rows;
    for (std::size_t v = 0; v < m_variables.size(); ++v) {
        Variable& variable = *m_variables[v];
        const bool strings = variable.layout.cell == RecordCell::String;
        variable.width = std::max(variable.width, encoded.widths[v]);
        const std::array<std::uint64_t, 2> extent = {end, variable.width};
        bool ok = m_chunks->grow(variable.dataset, std::span(extent).first(strings ? 2 : 1));
        for (const EncodedChunk& chunk : encoded.chunks[v]) {
            ok = ok &&
                 m_chunks->writeChunk(variable.dataset,
                                      std::span(chunk.offset).first(strings ? 2 : 1), chunk.bytes);
        }
        if (!ok) {
            m_error = m_chunks->error();
            return;
        }
    }
    m_rowsWritten = end;
    m_latin1Strings += encoded.latin1Strings;
}

bool NetcdfTableWriter::finish() {
    if (!m_chunks) {
        return false;
    }
    encodePending();
    while (!m_encoding->tasks.empty()) {
        writeEncoded();
    }
    // The dimensions' own datasets grow with their variables, as libnetcdf's writes make them.
    if (m_error.empty()) {
        m_chunks->grow(m_rowDataset, std::array{m_rowsWritten});
        for (const auto& variable : m_variables) {
            if (variable->lengthDataset >= 0) {
                m_chunks->grow(variable->lengthDataset, std::array{variable->width});
            }
        }
    }
    if (!m_chunks->close() && m_error.empty()) {
        m_error = m_chunks->error();
    }
    return m_error.empty();
}

TableFileResult writeNetcdfTableFile(const Table& table, const std::string& path,
                                     const ExportSelection& selection,
                                     const TableFileOptions& options, const JobControl& control) {
    TableFileResult result;
    FileOutput file(path, FileOutput::Mode::NameOnly);
    NetcdfTableWriter netcdf(file.temporaryPath(), table, selection.columns, options.source);
    if (netcdf.error().empty()) {
        result.rows = exportTableRows(
            table, recordWriters(table, nullptr),
            [&netcdf](std::string_view records) { netcdf.append(records); }, selection, control);
    }
    if (!netcdf.finish()) {
        file.fail(netcdf.error());
    }
    result.written = !result.rows.cancelled && file.commit();
    if (!result.written && !result.rows.cancelled) {
        result.error = file.error();
    }
    result.latin1Strings = netcdf.latin1Strings();
    return result;
}

} // namespace strata
