#pragma once

#include "strata/byte_range.h"
#include "strata/diagnostic.h"
#include "strata/document.h"
#include "strata/job_control.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace strata {

// Compares two files (issue 17): their trees aligned by meaning, their tables cell by cell, and
// their payloads and raw bytes with an alignment that copes with inserted and deleted bytes.
// Every difference is counted; the first DiffOptions::maxListed of each list are kept.

// When two numbers count as equal.
struct NumericTolerance {
    enum class Kind {
        Exact,    // the same value (NaN equals NaN)
        Absolute, // |a - b| <= amount
        Relative, // |a - b| <= amount * max(|a|, |b|)
        Float32,  // the same value once rounded to float32
    };
    Kind kind = Kind::Exact;
    double amount = 0;

    bool equal(double a, double b) const;
};

struct DiffOptions {
    bool structure = true; // the trees
    bool data = true;      // the tables and the payloads
    bool bytes = false;    // the raw files' differing ranges (their equality is always known)
    std::optional<std::size_t> table; // only this table; default every table, paired by index
    // Rows paired by these columns' values (a hash join) instead of by position.
    std::vector<std::string> keyColumns;
    NumericTolerance tolerance;
    std::size_t maxListed = 100; // differences kept per list; every one is counted
    // The structure comparison stops after this many node pairs (a bound on the work: the value
    // lists below data nodes are never entered, tables and bytes cover the data).
    std::uint64_t maxStructureNodes = 1'000'000;
};

// One field of a node pair that differs: its name ("cbytes", "value", "size", "kind") and both
// values as text; a field one node lacks has no value on that side.
struct FieldChange {
    std::string name;
    std::optional<std::string> before;
    std::optional<std::string> after;
};

struct StructureDifference {
    enum class Kind { Added, Removed, Changed };
    Kind kind = Kind::Changed;
    std::string path;                 // the node's path (in B for an added node)
    std::optional<ByteRange> rangeA;  // the node's bytes in A, when it is in A
    std::optional<ByteRange> rangeB;  // and in B
    std::vector<FieldChange> changes; // Changed: what differs
};

// A diagnostic one file has and the other does not (damage is a difference).
struct DiagnosticDifference {
    bool inB = false;
    Diagnostic diagnostic;
};

struct SchemaDifference {
    enum class Kind { Added, Removed, Moved, TypeChanged, EncodingChanged };
    Kind kind = Kind::Added;
    std::string column;
    std::string before; // Moved: the index; TypeChanged: the type; EncodingChanged: the encoding
    std::string after;
};

struct CellDifference {
    std::uint64_t rowA = 0;
    std::uint64_t rowB = 0;
    std::string column;
    std::string before; // the cell's text; "missing" for a missing cell
    std::string after;
    std::optional<ByteRange> rangeA; // the cell's bytes in the file, where the format knows them
    std::optional<ByteRange> rangeB;
};

struct RowOnlyInOne {
    bool inB = false;
    std::uint64_t row = 0;
    std::string key;                // the key columns' values, when rows are paired by key
    std::string blockPath;          // the node of the block holding the row
    std::optional<ByteRange> range; // that block's bytes
};

struct ColumnChangeCount {
    std::string column;
    std::uint64_t changedCells = 0;
};

struct TableDiff {
    std::size_t index = 0;
    std::string nameA;
    std::string nameB;
    bool keyed = false;
    std::vector<SchemaDifference> schema; // every one
    std::uint64_t rowsA = 0;
    std::uint64_t rowsB = 0;
    std::uint64_t changedCells = 0;
    std::uint64_t rowsOnlyInA = 0;
    std::uint64_t rowsOnlyInB = 0;
    std::vector<ColumnChangeCount> changedCellsPerColumn; // columns with changes, in A's order
    std::vector<CellDifference> cells;                    // the first maxListed
    std::vector<RowOnlyInOne> rows;                       // the first maxListed
    // Problems met decoding the blocks (a cell that could not be decoded is missing).
    std::vector<DiagnosticDifference> diagnostics;

    // True when the decoded data agree: no cell, row or schema difference other than how a
    // column is encoded.
    bool dataEqual() const;
};

// A range that differs: one side empty for inserted or deleted bytes.
struct ByteDifference {
    ByteRange a;
    ByteRange b;
};

struct ByteDiff {
    std::uint64_t sizeA = 0;
    std::uint64_t sizeB = 0;
    std::uint64_t rangeCount = 0;
    std::uint64_t bytesInA = 0; // bytes of A inside differing ranges
    std::uint64_t bytesInB = 0;
    std::vector<ByteDifference> ranges; // the first maxListed, in file order

    bool equal() const { return rangeCount == 0 && sizeA == sizeB; }
};

// A file of an archive (an AT-1 bundle) that differs: in one file only, or in both with other
// bytes. Entries pair by name.
struct EntryDiff {
    std::string name;
    std::optional<ByteRange> rangeA; // where it is stored, in each file that has it
    std::optional<ByteRange> rangeB;
    std::optional<ByteDiff> bytes; // its rebuilt bytes, when both have it
};

struct DocumentDiff {
    std::string formatA;
    std::string formatB;
    std::uint64_t structureCount = 0;
    std::vector<StructureDifference> structure; // the first maxListed
    bool structureStopped = false;              // maxStructureNodes was reached
    std::uint64_t diagnosticCount = 0;
    std::vector<DiagnosticDifference> diagnostics; // the first maxListed, open and tables
    std::vector<TableDiff> tables;
    std::optional<std::size_t> tablesA; // set when the files have a different number of tables
    std::optional<std::size_t> tablesB;
    std::optional<ByteDiff> payload; // when either file has a payload
    std::vector<EntryDiff> entries;  // every entry of an archive that differs
    bool filesEqual = false;         // the raw bytes, always compared
    std::optional<ByteDiff> bytes;   // the raw files' ranges (DiffOptions::bytes)
    // The decoded data (the payload or the entries where there are, else the tables) compared equal
    // while the bytes differ: the structure differences are then the encoding differences.
    bool sameDataDifferentEncoding = false;
    bool cancelled = false;

    bool different() const;
};

// Compares two opened documents. Never throws on bad bytes: damage in either file is a
// difference with its diagnostic.
DocumentDiff diffDocuments(const Document& a, const Document& b, const DiffOptions& options,
                           const JobControl& control = {});

} // namespace strata
