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
// The level libnetcdf notes in the file; the chunks are zlib's at it (codecs/compress.h).
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

// The cells of the rows of one chunk, gathered from the segments in order; its buffers go back
// and forth between the writer and the workers.
struct ChunkCells {
    std::uint64_t firstRow = 0; // a multiple of rowsPerChunk
    std::uint64_t rows = 0;
    std::vector<CellVector<std::byte>> values;       // a number variable's: rowsPerChunk cells
    std::vector<std::vector<std::uint32_t>> lengths; // a string variable's: each row's length
    std::vector<std::string> characters;             // and the rows' bytes, one after the other
};

// The chunks of a ChunkCells, made on a worker thread.
struct EncodedRows {
    ChunkCells cells;                              // handed back for the next rows
    std::vector<std::vector<EncodedChunk>> chunks; // per variable
    std::vector<std::uint64_t> widths;             // per variable: a string's longest, at least 1
    std::uint64_t latin1Strings = 0;
    bool failed = false; // zlib could not compress (out of memory)
};

// A number variable's chunk as the file stores it: its values in the file's type, shuffled (as
// HDF5's shuffle filter leaves them: byte 0 of every value, then byte 1, ...) and deflated. The
// values past the chunk's rows are zeros: no reader sees them.
std::vector<std::byte> numberChunk(CellVector<std::byte>& values, std::uint64_t rows,
                                   const ChunkLayout& layout) {
    const std::size_t width = *recordCellWidth(layout.cell);
    std::fill(values.begin() + static_cast<std::ptrdiff_t>(rows * width), values.end(),
              std::byte{0});
    thread_local std::vector<std::byte> shuffled;
    shuffled.resize(values.size());
    codecs::shuffle(width, values, shuffled);
    // A narrow bitfield's 32 bits are the low bytes of its 64-bit cells (the fill's too: all
    // ones): the first four planes.
    const std::span<const std::byte> planes =
        std::span(shuffled).first(rowsPerChunk * layout.valueSize());
    return codecs::zlibPlanesCompress(planes, rowsPerChunk);
}

// A string variable's chunks: its rows' characters (as UTF-8: NetCDF's readers decode them so;
// other bytes are read as Latin-1, and counted) in chunks of stringChunkRows x stringChunkLength,
// NUL-padded, as far as the longest reaches (characters are one byte: HDF5's shuffle leaves
// them); `width` becomes the longest.
void stringChunks(const ChunkCells& cells, std::size_t v, EncodedRows& encoded) {
    std::vector<std::string_view> texts(cells.rows);
    std::deque<std::string> converted;
    std::uint64_t& width = encoded.widths[v];
    for (std::size_t r = 0, at = 0; r < cells.rows; ++r) {
        texts[r] = std::string_view(cells.characters[v]).substr(at, cells.lengths[v][r]);
        at += texts[r].size();
        if (!isValidUtf8(texts[r])) {
            ++encoded.latin1Strings;
            texts[r] = converted.emplace_back(asUtf8(texts[r]));
        }
        width = std::max<std::uint64_t>(width, texts[r].size());
    }
    std::vector<std::byte> characters(stringChunkRows * stringChunkLength);
    for (std::uint64_t top = 0; top < cells.rows; top += stringChunkRows) {
        for (std::uint64_t left = 0; left < width; left += stringChunkLength) {
            std::fill(characters.begin(), characters.end(), std::byte{0});
            for (std::uint64_t r = top; r < std::min(cells.rows, top + stringChunkRows); ++r) {
                if (texts[r].size() > left) {
                    const std::string_view part = texts[r].substr(left, stringChunkLength);
                    std::memcpy(characters.data() + (r - top) * stringChunkLength, part.data(),
                                part.size());
                }
            }
            encoded.chunks[v].push_back(
                {{cells.firstRow + top, left}, codecs::zlibTextCompress(characters)});
            encoded.failed = encoded.failed || encoded.chunks[v].back().bytes.empty();
        }
    }
}

EncodedRows encodeChunk(ChunkCells cells, std::span<const ChunkLayout> layouts) {
    EncodedRows encoded;
    encoded.chunks.resize(layouts.size());
    encoded.widths.assign(layouts.size(), 1);
    for (std::size_t v = 0; v < layouts.size() && !encoded.failed; ++v) {
        if (layouts[v].cell == RecordCell::String) {
            stringChunks(cells, v, encoded);
        } else {
            encoded.chunks[v].push_back(
                {{cells.firstRow, 0}, numberChunk(cells.values[v], cells.rows, layouts[v])});
            encoded.failed = encoded.chunks[v].back().bytes.empty();
        }
    }
    encoded.cells = std::move(cells);
    return encoded;
}

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
    std::vector<RecordCell> cells;             // of the segments, a variable each
    ChunkCells pending;                        // the rows not yet handed to a worker
    std::vector<ChunkCells> spare;             // buffers of chunks written
    std::deque<PooledTask<EncodedRows>> tasks; // in row order
};

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
    m_encoding = std::make_unique<Encoding>();
    for (const auto& variable : m_variables) {
        m_encoding->cells.push_back(variable->layout.cell);
        variable->dataset = m_chunks->variable(variable->name);
        if (variable->layout.cell == RecordCell::String) {
            variable->lengthDataset = m_chunks->dimension(variable->name + "_length");
        }
        layouts->push_back(variable->layout);
    }
    m_encoding->layouts = std::move(layouts);
    startChunk(0);
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
    if (!m_error.empty()) {
        return;
    }
    const bool whole = walkColumnSegments(
        records, m_encoding->cells,
        [this](std::uint64_t rows, std::span<const SegmentColumn> columns) {
            std::vector<std::size_t> charactersTaken(columns.size(), 0);
            for (std::uint64_t taken = 0; taken < rows;) {
                ChunkCells& chunk = m_encoding->pending;
                const std::uint64_t count = std::min(rows - taken, rowsPerChunk - chunk.rows);
                for (std::size_t v = 0; v < columns.size(); ++v) {
                    const SegmentColumn& column = columns[v];
                    if (const auto width = recordCellWidth(m_encoding->cells[v])) {
                        std::memcpy(chunk.values[v].data() + chunk.rows * *width,
                                    column.values.data() + taken * *width, count * *width);
                        continue;
                    }
                    std::size_t characters = 0;
                    for (std::uint64_t i = taken; i < taken + count; ++i) {
                        chunk.lengths[v].push_back(column.textLength(i));
                        characters += chunk.lengths[v].back();
                    }
                    chunk.characters[v].append(
                        column.characters.substr(charactersTaken[v], characters));
                    charactersTaken[v] += characters;
                }
                chunk.rows += count;
                taken += count;
                if (chunk.rows == rowsPerChunk) {
                    encodePending();
                }
            }
        });
    if (!whole) {
        m_error = "a record is cut short";
    }
}

void NetcdfTableWriter::encodePending() {
    ChunkCells& chunk = m_encoding->pending;
    if (chunk.rows == 0 || !m_error.empty()) {
        return;
    }
    // Chunks of rows being made or waiting to be written: one per thread and one more, so that
    // no thread waits for the writing of the first.
    WorkerPool& pool = WorkerPool::shared();
    while (m_encoding->tasks.size() > pool.threadCount()) {
        writeEncoded();
    }
    const std::uint64_t next = chunk.firstRow + chunk.rows;
    m_encoding->tasks.push_back(
        pool.submit([cells = std::move(chunk), layouts = m_encoding->layouts]() mutable {
            return encodeChunk(std::move(cells), *layouts);
        }));
    startChunk(next);
}

void NetcdfTableWriter::startChunk(std::uint64_t firstRow) {
    ChunkCells& chunk = m_encoding->pending;
    if (!m_encoding->spare.empty()) {
        chunk = std::move(m_encoding->spare.back());
        m_encoding->spare.pop_back();
    } else {
        chunk = {};
        const auto& layouts = *m_encoding->layouts;
        chunk.values.resize(layouts.size());
        chunk.lengths.resize(layouts.size());
        chunk.characters.resize(layouts.size());
        for (std::size_t v = 0; v < layouts.size(); ++v) {
            if (const auto width = recordCellWidth(layouts[v].cell)) {
                chunk.values[v].resize(rowsPerChunk * *width);
            }
        }
    }
    chunk.firstRow = firstRow;
    chunk.rows = 0;
    for (std::size_t v = 0; v < chunk.lengths.size(); ++v) {
        chunk.lengths[v].clear();
        chunk.characters[v].clear();
    }
}

void NetcdfTableWriter::writeEncoded() {
    EncodedRows encoded = m_encoding->tasks.front().get();
    m_encoding->tasks.pop_front();
    m_encoding->spare.push_back(std::move(encoded.cells));
    const ChunkCells& cells = m_encoding->spare.back();
    if (!m_error.empty()) {
        return;
    }
    if (encoded.failed) {
        m_error = "zlib could not compress a chunk";
        return;
    }
    const std::uint64_t end = cells.firstRow + cells.rows;
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
            table, recordWriters(table, nullptr, RecordLayout::Columns),
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
