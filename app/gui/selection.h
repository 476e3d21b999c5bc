#pragma once

#include "strata/byte_range.h"
#include "strata/node.h"

#include <QMetaType>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace strata::gui {

// What the user has selected, exchanged between panes through the main window: a byte range
// in a byte space (the file or a decoded layer) and, where known, the tree node and the table
// cell it came from.
struct Selection {
    ByteRange range;
    // The byte space of `range`: nullptr for the file.
    const Layer* layer = nullptr;
    const Node* node = nullptr;
    struct Cell {
        std::size_t table = 0;
        std::uint64_t row = 0;
        std::size_t column = 0;
    };
    std::optional<Cell> cell;

    // Which pane made it, so the main window does not echo a selection back to its source.
    enum class Origin { Hex, Tree, Table, Diagnostics, Program } origin = Origin::Program;
};

} // namespace strata::gui

Q_DECLARE_METATYPE(strata::gui::Selection)
