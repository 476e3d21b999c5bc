#pragma once

#include "strata/table.h"

#include <QObject>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace strata::gui {

// Finds a table cell's bytes (Table::cellRange) on a worker thread: an AT-1 cell's first
// lookup in a block decodes the block's streams, seconds for a 100 MB stream, which must not
// freeze the window. Only the latest request is answered: an earlier lookup still running
// finishes on its worker (the table stays alive with it) and its answer is dropped.
class CellBytesLookup : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    using Answer = std::function<void(const std::optional<CellBytes>&)>;
    // `answer` runs on this object's thread once the bytes are known, unless find() or
    // forget() was called again meanwhile.
    void find(std::shared_ptr<const Table> table, std::uint64_t row, std::size_t column,
              Answer answer);
    // Drops the answer of the lookup running, if any.
    void forget() { ++m_generation; }

private:
    std::uint64_t m_generation = 0;
};

} // namespace strata::gui
