#pragma once

#include "strata/record_writer.h"
#include "strata/table.h"
#include "strata/table_file_export.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

class Hdf5ChunkFile;

// Writes a table as a NetCDF-4 file (libnetcdf): a `row` dimension, unlimited, and one variable
// per selected column along it, chunked and deflated, in the column's own type: int64, uint64,
// float, double; strings as characters along a length dimension of their own, unlimited too
// (`_Encoding` utf-8: readers give strings); a bitfield column as unsigned integers (32 bits
// when its fields fit) with CF's flag_masks and flag_meanings. Missing cells hold the
// variable's _FillValue (NaN for floats, record_writer.h's fills for integers, "" for strings);
// a string ends at its first NUL. `units` where the table states them; a column name NetCDF
// cannot take ("/", control bytes) is changed and keeps its name as long_name; strings that are
// no UTF-8 are written as their bytes read as Latin-1. The rows come as RecordWriter's segments
// (RecordLayout::Columns), in order. libnetcdf defines the file; the chunks are shuffled and deflated on worker threads
// and written by HDF5 as they are (hdf5_chunk_file.h), a few chunks of rows in memory at once.
class NetcdfTableWriter {
public:
    // Creates `path` (replacing it) with the variables of `table`'s columns `columnIndexes`
    // (empty: all); error() says why when that failed.
    // The global attributes name the source (table_file_export.h) and the table.
    NetcdfTableWriter(const std::string& path, const Table& table,
                      std::span<const std::size_t> columnIndexes, const TableFileSource& source);
    ~NetcdfTableWriter();
    NetcdfTableWriter(const NetcdfTableWriter&) = delete;
    NetcdfTableWriter& operator=(const NetcdfTableWriter&) = delete;

    // Appends the rows of `records` (whole segments, as RecordWriter wrote them in
    // RecordLayout::Columns).
    void append(std::string_view records);
    // Writes what is buffered and closes the file: false (and error()) when anything failed.
    bool finish();
    const std::string& error() const { return m_error; }
    // Strings that were no UTF-8, written with their bytes read as Latin-1.
    std::uint64_t latin1Strings() const { return m_latin1Strings; }

private:
    struct Variable;
    struct Encoding;
    // Checks a libnetcdf status: false, and the error noted, when it failed.
    bool succeeded(int status, std::string_view what);
    void defineVariable(const Table& table, std::size_t column, std::vector<std::string>& names);
    // Opens the datasets libnetcdf defined for writing their chunks.
    void openDatasets(const std::string& path);
    // Hands the rows gathered to a worker thread to be made chunks of, and starts the next.
    void encodePending();
    // Gathers the rows from `firstRow` on into spare buffers, or new ones.
    void startChunk(std::uint64_t firstRow);
    // Writes the chunks of the rows that were encoded first.
    void writeEncoded();

    int m_file = -1;
    int m_rowDimension = -1;
    std::vector<std::unique_ptr<Variable>> m_variables;
    std::unique_ptr<Hdf5ChunkFile> m_chunks;
    int m_rowDataset = -1;        // the row dimension's
    std::unique_ptr<Encoding> m_encoding;
    std::uint64_t m_rowsWritten = 0;
    std::uint64_t m_latin1Strings = 0;
    std::string m_error;
};

// writeTableFile (table_file_export.h) for NetCDF: the table's selected rows into `path`
// through a temporary file beside it.
TableFileResult writeNetcdfTableFile(const Table& table, const std::string& path,
                                     const ExportSelection& selection,
                                     const TableFileOptions& options,
                                     const JobControl& control = {});

} // namespace strata
