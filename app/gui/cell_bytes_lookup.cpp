#include "gui/cell_bytes_lookup.h"

namespace strata::gui {

void CellBytesLookup::find(std::shared_ptr<const Table> table, std::uint64_t row,
                           std::size_t column, Answer answer) {
    forget();
    run<std::optional<CellBytes>>(
        [table = std::move(table), row, column] { return table->cellRange(row, column); },
        std::move(answer));
}

void CellBytesLookup::findCell(std::shared_ptr<const Table> table, std::string layerPath,
                               std::uint64_t offset, CellAnswer answer) {
    forget();
    run<std::optional<CellPosition>>(
        [table = std::move(table), layerPath = std::move(layerPath), offset, cancel = m_cancel] {
            JobControl control;
            control.cancel = cancel.get();
            return cellHolding(*table, layerPath, offset, control);
        },
        std::move(answer));
}

void CellBytesLookup::forget() {
    ++m_generation;
    // The search running stops; the next one gets a flag of its own.
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
}

} // namespace strata::gui
