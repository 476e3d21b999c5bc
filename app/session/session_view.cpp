#include "session/session_view.h"

#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "strata/table.h"

#include <algorithm>

namespace strata::gui {
namespace {

std::string layerPathOf(const Layer* layer) {
    return layer != nullptr ? layer->path() : std::string();
}

const std::vector<Column>* columnsOf(const Document& document, int table) {
    return table >= 0 && static_cast<std::size_t>(table) < document.tables.size()
               ? &document.tables[static_cast<std::size_t>(table)]->columns()
               : nullptr;
}

std::string columnName(const Document& document, int table, std::size_t column) {
    const auto* columns = columnsOf(document, table);
    return columns != nullptr && column < columns->size() ? (*columns)[column].name : std::string();
}

std::optional<std::size_t> columnIndex(const Document& document, int table,
                                       const std::string& name) {
    const auto* columns = columnsOf(document, table);
    if (columns == nullptr) {
        return std::nullopt;
    }
    const auto found = std::find_if(columns->begin(), columns->end(),
                                    [&](const Column& column) { return column.name == name; });
    return found != columns->end() ? std::optional(found - columns->begin()) : std::nullopt;
}

SessionTable sessionTableOf(const Document& document, const TableViewState& state) {
    SessionTable table;
    table.index = state.table;
    table.row = state.row;
    table.column = columnName(document, state.table, static_cast<std::size_t>(state.column));
    table.filter = state.filter.toStdString();
    for (const SortKey& key : state.sort) {
        table.sort.push_back({columnName(document, state.table, key.column), key.descending});
    }
    table.columnWidths = state.columnWidths;
    return table;
}

TableViewState tableStateOf(const Document& document, const SessionTable& table) {
    TableViewState state;
    if (columnsOf(document, table.index) == nullptr) {
        return state;
    }
    state.table = table.index;
    state.row = table.row;
    state.column = static_cast<int>(columnIndex(document, table.index, table.column).value_or(0));
    state.filter = QString::fromStdString(table.filter);
    for (const SessionSortKey& key : table.sort) {
        if (const auto column = columnIndex(document, table.index, key.column)) {
            state.sort.push_back({*column, key.descending});
        }
    }
    state.columnWidths = table.columnWidths;
    return state;
}

} // namespace

SessionView sessionViewOf(const FileSession& session, const FileSession::ViewState& state) {
    const Document& document = *session.document();
    SessionView view;
    if (state.selection) {
        const Selection& selection = *state.selection;
        SessionSelection saved;
        saved.path = selection.node != nullptr ? selection.node->path() : std::string();
        saved.layerPath = layerPathOf(selection.layer);
        saved.range = selection.range;
        if (selection.cell) {
            saved.cell = BookmarkCell{selection.cell->table,
                                      columnName(document, static_cast<int>(selection.cell->table),
                                                 selection.cell->column),
                                      selection.cell->row};
        }
        view.selection = saved;
    }
    for (const Node* node : state.expanded) {
        view.expanded.push_back(node->path());
    }
    const HexPane* hex = session.hexPane();
    for (const Layer* layer : hex->openLayers()) {
        view.openLayers.push_back(layer->path());
    }
    view.layerInFront = layerPathOf(hex->currentLayer());
    view.hexTop = session.hexView()->firstVisibleOffset();
    view.table = sessionTableOf(document, state.table);
    return view;
}

FileSession::ViewState viewStateOf(const Document& document, const SessionView& view) {
    FileSession::ViewState state;
    const Node& root = *document.root;
    for (const std::string& path : view.expanded) {
        if (const Node* node = root.findByPath(path)) {
            state.expanded.push_back(node);
        }
    }
    if (view.selection) {
        const SessionSelection& saved = *view.selection;
        Selection selection;
        selection.node = saved.path.empty() ? nullptr : root.findByPath(saved.path);
        selection.layer = saved.layerPath.empty() ? nullptr : root.findLayerByPath(saved.layerPath);
        const bool placed = (selection.node != nullptr || saved.path.empty()) &&
                            (selection.layer != nullptr || saved.layerPath.empty());
        selection.range = saved.range;
        if (saved.cell) {
            const int table = static_cast<int>(saved.cell->table);
            if (const auto column = columnIndex(document, table, saved.cell->column);
                column && saved.cell->row < document.tables[saved.cell->table]->rowCount()) {
                selection.cell = Selection::Cell{saved.cell->table, saved.cell->row, *column};
            }
        }
        if (placed) {
            state.selection = selection;
        }
    }
    state.table = tableStateOf(document, view.table);
    state.hexTop = view.hexTop;
    return state;
}

} // namespace strata::gui
