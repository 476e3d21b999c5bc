#include "strata/netcdf_table_writer.h"

#include "core/utf8.h"
#include "strata/file_output.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>
#include <netcdf.h>

namespace strata {
namespace {

// Records are little-endian (record_writer.h) and are handed to libnetcdf as they are.
static_assert(std::endian::native == std::endian::little);

// Rows buffered before they are written: the variables' chunk length too.
constexpr std::uint64_t rowsPerWrite = 65536;
constexpr int deflateLevel = 1;
// Characters a chunk of a string variable holds along its length dimension.
constexpr std::size_t stringChunkLength = 16;

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

} // namespace

struct NetcdfTableWriter::Variable {
    int id = -1;
    RecordCell cell = RecordCell::Float64;
    bool narrow = false;     // a bitfield column written as 32-bit unsigned integers
    std::vector<char> bytes; // the buffered cells of a number column, as the records hold them
    std::vector<std::string> strings;
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
}

NetcdfTableWriter::~NetcdfTableWriter() {
    if (m_file >= 0) {
        nc_close(m_file);
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
    variable->cell = recordCellOf(source.type);
    unsigned bitfieldWidth = 0;
    for (const BitfieldMember& member : source.bitfields) {
        bitfieldWidth += member.width;
    }
    variable->narrow = source.type == LogicalType::Bitfield && bitfieldWidth <= 32;
    nc_type type = NC_DOUBLE;
    switch (variable->cell) {
    case RecordCell::Int64:
        type = NC_INT64;
        break;
    case RecordCell::UInt64:
        type = variable->narrow ? NC_UINT : NC_UINT64;
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
    const std::array<std::size_t, 2> chunk = {rowsPerWrite / (type == NC_CHAR ? 8 : 1),
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
        if (variable->narrow) {
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
    m_cells.push_back(variable->cell);
    m_variables.push_back(std::move(variable));
}

void NetcdfTableWriter::append(std::string_view records) {
    if (!m_error.empty()) {
        return;
    }
    const bool whole = walkRecords(
        records, m_cells,
        [this](std::size_t column, std::string_view bytes) {
            Variable& variable = *m_variables[column];
            if (variable.cell != RecordCell::String) {
                variable.bytes.insert(variable.bytes.end(), bytes.begin(), bytes.end());
                return;
            }
            // NetCDF's strings are UTF-8 (its readers decode them so): other bytes as Latin-1.
            if (!isValidUtf8(bytes)) {
                ++m_latin1Strings;
            }
            variable.strings.push_back(asUtf8(bytes));
        },
        [this] {
            if (++m_bufferedRows == rowsPerWrite) {
                flush();
            }
        });
    if (!whole) {
        m_error = "a record is cut short";
    }
}

void NetcdfTableWriter::flush() {
    if (m_bufferedRows == 0 || !m_error.empty()) {
        m_bufferedRows = 0;
        return;
    }
    const std::size_t start = m_rowsWritten;
    const std::size_t count = m_bufferedRows;
    for (const auto& variable : m_variables) {
        if (variable->cell == RecordCell::String) {
            // The rows' characters, each padded with NULs to the longest of them.
            std::size_t width = 1;
            for (const std::string& text : variable->strings) {
                width = std::max(width, text.size());
            }
            std::vector<char> characters(count * width, '\0');
            for (std::size_t i = 0; i < count; ++i) {
                const std::string& text = variable->strings[i];
                std::memcpy(characters.data() + i * width, text.data(), text.size());
            }
            const std::array<std::size_t, 2> textStart = {start, 0};
            const std::array<std::size_t, 2> textCount = {count, width};
            succeeded(nc_put_vara_text(m_file, variable->id, textStart.data(), textCount.data(),
                                       characters.data()),
                      "strings");
            variable->strings.clear();
            continue;
        }
        if (variable->narrow) {
            std::vector<std::uint32_t> narrowed(count);
            for (std::size_t i = 0; i < count; ++i) {
                std::uint64_t value = 0;
                std::memcpy(&value, variable->bytes.data() + i * 8, 8);
                narrowed[i] = value == missingUnsignedFill
                                  ? std::numeric_limits<std::uint32_t>::max()
                                  : static_cast<std::uint32_t>(value);
            }
            succeeded(nc_put_vara(m_file, variable->id, &start, &count, narrowed.data()), "values");
        } else {
            succeeded(nc_put_vara(m_file, variable->id, &start, &count, variable->bytes.data()),
                      "values");
        }
        variable->bytes.clear();
    }
    m_rowsWritten += m_bufferedRows;
    m_bufferedRows = 0;
}

bool NetcdfTableWriter::finish() {
    if (m_file < 0) {
        return false;
    }
    flush();
    const int status = nc_close(m_file);
    m_file = -1;
    succeeded(status, "close");
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
