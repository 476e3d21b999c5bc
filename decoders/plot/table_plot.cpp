#include "strata/plot/table_plot.h"

#include "core/block_pipeline.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace strata::plot {

namespace {

double boundValue(const ColumnBounds::Value& value, LogicalType type) {
    if (const auto* number = std::get_if<double>(&value)) {
        return *number;
    }
    const std::int64_t integer = std::get<std::int64_t>(value);
    return type == LogicalType::UInt64 || type == LogicalType::Bitfield
               ? static_cast<double>(static_cast<std::uint64_t>(integer))
               : static_cast<double>(integer);
}

// The range of a column's values in a block as the file stores it, if it does.
std::optional<ValueRange> storedRange(const Table& table, std::size_t block, std::size_t column) {
    const auto bounds = table.blockBounds(block, column);
    if (!bounds) {
        return std::nullopt;
    }
    const LogicalType type = table.columns()[column].type;
    return ValueRange{boundValue(bounds->min, type), boundValue(bounds->max, type)};
}

// False only when the block's stored values of `column` all lie outside `range`.
bool mayReach(const Table& table, std::size_t block, std::optional<std::size_t> column,
              const AxisRange& range) {
    ValueRange values;
    if (!column) {
        const TableBlock& rows = table.blocks()[block];
        values = {static_cast<double>(rows.firstRow),
                  static_cast<double>(rows.firstRow + rows.rowCount) - 1.0};
    } else if (const auto stored = storedRange(table, block, *column)) {
        // Bounds stored as doubles for values decoded as float32 (ODB-2 REAL) may miss them by
        // the float's rounding: a relative 1e-6 either side covers it.
        values = {stored->min - std::abs(stored->min) * 1e-6,
                  stored->max + std::abs(stored->max) * 1e-6};
    } else {
        return true;
    }
    // NaN bounds say nothing: such a block is read.
    return !(values.max < range.min || values.min > range.max);
}

// The plotted columns of one block, decoded (only those, where the format can) and checked:
// a column that came back short is read as all missing.
struct PlotColumns {
    BlockData data;
    PlotValues x;
    PlotValues y;
    std::optional<PlotValues> colour;
};

PlotValues valuesOf(const BlockData& data, std::optional<std::size_t> column,
                    std::uint64_t firstRow) {
    if (!column) {
        return PlotValues::rowNumbers(firstRow, data.rowCount);
    }
    if (*column < data.columns.size() && data.columns[*column].size() == data.rowCount) {
        return PlotValues::of(data.columns[*column]);
    }
    PlotValues missing;
    missing.size = data.rowCount;
    return missing;
}

// The columns a request decodes: those it plots and those its filter reads.
std::vector<std::size_t> plottedColumns(const PlotRequest& request) {
    std::vector<std::size_t> columns = request.filter.columns();
    for (const auto column :
         {request.xColumn, std::optional(request.yColumn),
          request.kind == PlotKind::Scatter ? request.colourColumn : std::nullopt}) {
        if (column) {
            columns.push_back(*column);
        }
    }
    std::sort(columns.begin(), columns.end());
    columns.erase(std::unique(columns.begin(), columns.end()), columns.end());
    return columns;
}

// Calls add(from, count) for each run of rows of a block that the filter keeps (the whole block
// when there is no filter).
template <typename Add>
void forEachKeptRun(const QueryExpression& filter, const BlockData& data, Add add) {
    if (filter.matchesEverything()) {
        add(std::size_t{0}, data.rowCount);
        return;
    }
    std::vector<std::uint8_t> mask;
    filter.evaluate(data, mask);
    const std::size_t rows = std::min<std::size_t>(mask.size(), data.rowCount);
    for (std::size_t from = 0; from < rows;) {
        if (mask[from] == 0) {
            ++from;
            continue;
        }
        std::size_t to = from + 1;
        while (to < rows && mask[to] != 0) {
            ++to;
        }
        add(from, to - from);
        from = to;
    }
}

BlockData readColumnsSafely(const Table& table, std::size_t block,
                            std::span<const std::size_t> columns) {
    try {
        return table.readBlockColumns(block, columns);
    } catch (const DecodeError& error) {
        BlockData failed;
        failed.rowCount = table.blocks()[block].rowCount;
        failed.diagnostics.push_back(
            {Severity::Error, error.offset(), table.blockNodePath(block), error.what()});
        return failed;
    }
}

void widen(ValueRange& range, double low, double high) {
    range.min = std::fmin(range.min, low);
    range.max = std::fmax(range.max, high);
}

} // namespace

PlotAggregate emptyAggregate(const PlotRequest& request) {
    if (request.kind == PlotKind::Line) {
        return LineAggregate(request.x, request.width);
    }
    const DensityGrid::Keep keep{.colour = request.kind == PlotKind::Scatter &&
                                           request.colourColumn.has_value(),
                                 .rows = request.keepRows};
    return DensityGrid(request.x, request.y, request.width, request.height, keep);
}

void mergeAggregate(PlotAggregate& into, const PlotAggregate& later) {
    std::visit(
        [&](auto& mine) {
            using Aggregate = std::decay_t<decltype(mine)>;
            if (const auto* theirs = std::get_if<Aggregate>(&later)) {
                mine.merge(*theirs);
            }
        },
        into);
}

std::uint64_t drawnPoints(const PlotAggregate& aggregate) {
    return std::visit([](const auto& any) { return any.drawn(); }, aggregate);
}

std::uint64_t missingPoints(const PlotAggregate& aggregate) {
    return std::visit([](const auto& any) { return any.missing(); }, aggregate);
}

std::vector<std::size_t> blocksInView(const Table& table, const PlotRequest& request) {
    std::vector<std::size_t> blocks;
    for (std::size_t b = 0; b < table.blocks().size(); ++b) {
        if (table.blocks()[b].rowCount == 0 || !mayReach(table, b, request.xColumn, request.x)) {
            continue;
        }
        if (request.kind != PlotKind::Line && !mayReach(table, b, request.yColumn, request.y)) {
            continue;
        }
        if (!request.filter.matchesEverything() && !request.filter.blockMayMatch(table, b)) {
            continue;
        }
        blocks.push_back(b);
    }
    return blocks;
}

ValueRange columnRange(const Table& table, std::size_t column, const JobControl& control) {
    ValueRange range;
    const auto& blocks = table.blocks();
    bool everyBlockStored = true;
    for (std::size_t b = 0; b < blocks.size() && everyBlockStored; ++b) {
        if (const auto stored = storedRange(table, b, column)) {
            widen(range, stored->min, stored->max);
        } else {
            everyBlockStored = blocks[b].rowCount == 0;
        }
    }
    if (everyBlockStored) {
        return range;
    }
    range = {};
    std::vector<std::size_t> all(blocks.size());
    for (std::size_t b = 0; b < all.size(); ++b) {
        all[b] = b;
    }
    const std::size_t columns[] = {column};
    std::uint64_t rowsDone = 0;
    processBlocksInOrder<ValueRange>(
        all, control,
        [&](std::size_t block) {
            const BlockData data = readColumnsSafely(table, block, columns);
            const PlotValues values = valuesOf(data, column, 0);
            ValueRange found;
            if (values.kind != PlotValues::Kind::Missing) {
                for (std::size_t i = 0; i < values.size; ++i) {
                    const double value = values.at(i);
                    if (std::isfinite(value)) {
                        widen(found, value, value);
                    }
                }
            }
            return found;
        },
        [&](std::size_t block, ValueRange& found) {
            widen(range, found.min, found.max);
            rowsDone += blocks[block].rowCount;
            control.report(rowsDone, table.rowCount());
        },
        &table);
    return range;
}

AxisRange fittedRange(const ValueRange& values) {
    // A fortieth of the span to spare either side: points on the edge stay whole, and a
    // stored bound a float32 value rounds past (ODB-2 REAL) is still in view.
    const AxisRange range = AxisRange::around(values.min, values.max);
    return AxisRange{range.min - range.span() / 40.0, range.max + range.span() / 40.0};
}

void fitRanges(const Table& table, PlotRequest& request, const JobControl& control) {
    auto rangeOf = [&](std::optional<std::size_t> column) {
        if (!column) {
            return AxisRange::around(0.0, static_cast<double>(table.rowCount()));
        }
        return fittedRange(columnRange(table, *column, control));
    };
    request.x = rangeOf(request.xColumn);
    if (request.kind != PlotKind::Line) {
        request.y = rangeOf(request.yColumn);
    }
}

// One worker's aggregate. The worker leases it for a whole block but holds `data` only while it
// folds a piece of the block, so a snapshot (taken on the GUI thread as blocks arrive) waits for
// a piece, not for a block of millions of rows (tens of ms: frames missed;
// strata-plot-frame-probe).
struct PlotFold::Slot {
    explicit Slot(PlotAggregate empty)
        : aggregate(std::move(empty)) {}
    std::mutex lease;
    std::mutex data;
    PlotAggregate aggregate;
};

namespace {
constexpr std::size_t rowsPerPiece = 1 << 16; // ~0.1-0.3 ms of folding
}

PlotFold::PlotFold(PlotRequest request)
    : m_request(std::move(request)) {}

PlotFold::~PlotFold() = default;

PlotFold::Slot& PlotFold::lease() {
    std::lock_guard lock(m_slotsMutex);
    for (const auto& slot : m_slots) {
        if (slot->lease.try_lock()) {
            return *slot;
        }
    }
    m_slots.push_back(std::make_unique<Slot>(emptyAggregate(m_request)));
    m_slots.back()->lease.lock();
    return *m_slots.back();
}

PlotScanOutcome PlotFold::run(const Table& table, const JobControl& control) {
    PlotScanOutcome outcome;
    const auto& blocks = table.blocks();
    outcome.blockCount = blocks.size();
    const std::vector<std::size_t> inView = blocksInView(table, m_request);
    outcome.skippedBlocks = blocks.size() - inView.size();
    const std::vector<std::size_t> columns = plottedColumns(m_request);
    const std::uint64_t totalRows = table.rowCount();
    std::uint64_t rowsDone = 0;
    for (std::size_t b = 0, next = 0; b < blocks.size(); ++b) {
        if (next < inView.size() && inView[next] == b) {
            ++next;
        } else {
            rowsDone += blocks[b].rowCount;
        }
    }
    const bool coloured = m_request.kind == PlotKind::Scatter && m_request.colourColumn;
    const bool finished = processBlocksInOrder<bool>(
        inView, control,
        [&](std::size_t block) {
            const BlockData data = readColumnsSafely(table, block, columns);
            const std::uint64_t firstRow = blocks[block].firstRow;
            const PlotValues x = valuesOf(data, m_request.xColumn, firstRow);
            const PlotValues y = valuesOf(data, m_request.yColumn, firstRow);
            const PlotValues colour =
                coloured ? valuesOf(data, m_request.colourColumn, firstRow) : PlotValues{};
            Slot& slot = lease();
            std::lock_guard leased(slot.lease, std::adopt_lock);
            forEachKeptRun(m_request.filter, data, [&](std::size_t runFrom, std::size_t runCount) {
                for (std::size_t from = runFrom, end = runFrom + runCount; from < end;
                     from += rowsPerPiece) {
                    const std::size_t count = std::min(rowsPerPiece, end - from);
                    const PlotValues xs = x.slice(from, count);
                    const PlotValues ys = y.slice(from, count);
                    // A mutex lets a worker that unlocks and locks again straight away keep
                    // it: the worker steps aside for a waiting snapshot.
                    while (m_snapshotsWaiting.load(std::memory_order_acquire) != 0) {
                        std::this_thread::yield();
                    }
                    const std::lock_guard folding(slot.data);
                    if (auto* line = std::get_if<LineAggregate>(&slot.aggregate)) {
                        line->add(xs, ys, firstRow + from);
                    } else {
                        const PlotValues colours =
                            coloured ? colour.slice(from, count) : PlotValues{};
                        std::get<DensityGrid>(slot.aggregate)
                            .add(xs, ys, coloured ? &colours : nullptr, firstRow + from);
                    }
                }
            });
            return !data.diagnostics.empty();
        },
        [&](std::size_t block, bool& damaged) {
            outcome.damagedBlocks += damaged ? 1 : 0;
            table.releaseBlockBytes(block);
            rowsDone += blocks[block].rowCount;
            control.report(rowsDone, totalRows);
        },
        &table);
    outcome.cancelled = !finished;
    return outcome;
}

PlotAggregate PlotFold::snapshot() const {
    m_snapshotsWaiting.fetch_add(1, std::memory_order_acq_rel);
    struct Done {
        std::atomic<int>& waiting;
        ~Done() { waiting.fetch_sub(1, std::memory_order_acq_rel); }
    } done{m_snapshotsWaiting};
    std::lock_guard lock(m_slotsMutex);
    if (m_slots.empty()) {
        return emptyAggregate(m_request);
    }
    // A copy of the first worker's aggregate with the others merged in: one pass less over the
    // pixels than merging every one into an empty aggregate.
    std::optional<PlotAggregate> merged;
    for (const auto& slot : m_slots) {
        std::lock_guard slotLock(slot->data);
        if (merged) {
            mergeAggregate(*merged, slot->aggregate);
        } else {
            merged = slot->aggregate;
        }
    }
    return std::move(*merged);
}

} // namespace strata::plot
