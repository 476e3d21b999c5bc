#include "gui/selection_router.h"

#include "diagnostics/diagnostics_pane.h"
#include "gui/cell_bytes_lookup.h"
#include "gui/place_revealer.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "model/table/table_model.h"
#include "plot/plot_pane.h"
#include "search/byte_finder.h"
#include "sizes/sizes_pane.h"
#include "strata/byte_place.h"
#include "table/table_pane.h"
#include "tree/structure_pane.h"

#include <QPointer>

namespace strata::gui {
namespace {

// The deepest node that lies in `layer` (nullptr: the file) and holds `offset`; in a layer no
// node covers, the layer's owner.
const Node* deepestNodeAt(const Document& document, const Layer* layer, std::uint64_t offset) {
    return layer != nullptr ? Node::deepestAt(*layer, offset) : document.root->deepestAt(offset);
}

} // namespace

void SelectionRouter::selectNodeHolding(const Layer* layer, const ByteRange& range) {
    FileSession* session = m_currentSession();
    if (session == nullptr || !session->isLoaded()) {
        return;
    }
    // The deepest node at the first byte, widened to the ancestor of the same byte space that
    // holds the last one too; the layer's owner when no node of the layer does.
    const std::uint64_t last = range.length > 0 ? range.end() - 1 : range.offset;
    const Node* node = deepestNodeAt(*session->document(), layer, range.offset);
    while (node != nullptr && node->layer() == layer && !node->range().contains(last)) {
        node = node->parent();
    }
    if (node == nullptr) {
        return;
    }
    if (node->layer() != layer && layer != nullptr) {
        node = layer->owner();
    }
    Selection selection;
    selection.node = node;
    selection.layer = node->layer();
    selection.range = node->range();
    apply(selection);
}

void SelectionRouter::apply(const Selection& selection) {
    if (m_routing) {
        return;
    }
    m_routing = true;
    m_selection = selection;
    FileSession* session = m_currentSession();
    if (session != nullptr) {
        const Node* node = selection.node;
        if (node == nullptr && session->isLoaded()) {
            node = deepestNodeAt(*session->document(), selection.layer, selection.range.offset);
        }
        m_revealer->reveal({selection.layer, selection.range, node},
                           {.hex = selection.origin != Selection::Origin::Hex,
                            .tree = selection.origin != Selection::Origin::Tree});
        m_selection.node = node;
        if (selection.origin != Selection::Origin::Table && node != nullptr) {
            showTableRowOf(*session->document(), *node);
        }
        if (selection.origin == Selection::Origin::Hex) {
            showCellOfByte(selection);
        } else {
            m_cellOfByte->forget();
        }
    }
    m_routing = false;
    emit applied();
}

void SelectionRouter::restore(const FileSession::ViewState& state) {
    m_tree->expandNodes(state.expanded);
    m_tablePane->restoreViewState(state.table);
    if (state.selection) {
        Selection selection = *state.selection;
        selection.origin = Selection::Origin::Program;
        apply(selection);
    }
    if (state.hexTop) {
        if (FileSession* session = m_currentSession()) {
            session->hexView()->scrollToOffset(*state.hexTop);
        }
    }
}

void SelectionRouter::showCellOfByte(const Selection& selection) {
    const model::TableModel* model = m_tablePane->currentModel();
    if (model == nullptr) {
        return;
    }
    const std::size_t table = model->tableIndex();
    const QPointer<FileSession> asked = m_currentSession();
    m_cellOfByte->findCell(
        model->sharedTable(), selection.layer != nullptr ? selection.layer->path() : std::string(),
        selection.range.offset,
        [this, asked, table, selection](const std::optional<CellPosition>& cell) {
            // Still the byte shown, in the file asked about.
            if (!cell || asked.isNull() || asked != m_currentSession() ||
                m_selection.origin != Selection::Origin::Hex ||
                m_selection.layer != selection.layer ||
                m_selection.range.offset != selection.range.offset) {
                return;
            }
            m_tablePane->showCell(table, cell->row, static_cast<int>(cell->column));
        });
}

void SelectionRouter::showTableRowOf(const Document& document, const Node& node) {
    // A node that stands for a table row (a line of AT-1's rebuilt original) names the table
    // and the row in its fields.
    const std::string* table = nullptr;
    const std::uint64_t* row = nullptr;
    for (const Field& field : node.fields()) {
        if (field.name == "table") {
            table = std::get_if<std::string>(&field.value);
        } else if (field.name == "table_row") {
            row = std::get_if<std::uint64_t>(&field.value);
        }
    }
    if (table == nullptr || row == nullptr) {
        return;
    }
    for (std::size_t t = 0; t < document.tables.size(); ++t) {
        if (document.tables[t]->name() == *table && *row < document.tables[t]->rowCount()) {
            m_tablePane->showCell(t, *row, m_tablePane->currentColumn());
            return;
        }
    }
}

void SelectionRouter::selectTableCell(std::size_t table, quint64 row, int column) {
    FileSession* session = m_currentSession();
    if (session == nullptr || !session->isLoaded() || table >= session->document()->tables.size()) {
        return;
    }
    const Document& document = *session->document();
    const std::shared_ptr<const Table>& source = document.tables[table];
    const std::size_t blockIndex = source->blockOfRow(row);
    const TableBlock& block = source->blocks()[blockIndex];
    // The block's bytes at once; the cell's own bytes (in the file or a decoded layer, which
    // raises its tab) once a worker has found them, if the cell is still the one selected then.
    Selection selection;
    selection.origin = Selection::Origin::Table;
    selection.cell = Selection::Cell{table, row, static_cast<std::size_t>(column)};
    selection.range = block.range;
    selection.node = document.root->findByPath(source->blockNodePath(blockIndex));
    apply(selection);
    emit tableCellSelected(table, row);
    const QPointer<FileSession> asked = session;
    m_cellBytes->find(
        source, row, static_cast<std::size_t>(column),
        [this, asked, document = &document, selection](const std::optional<CellBytes>& cell) {
            const auto& current = m_selection.cell;
            if (!cell || asked.isNull() || asked != m_currentSession() ||
                asked->document().get() != document || !current ||
                current->table != selection.cell->table || current->row != selection.cell->row ||
                current->column != selection.cell->column) {
                return;
            }
            const auto place = placeOf(*document->root, *cell);
            if (!place) {
                return;
            }
            Selection found = selection;
            found.layer = place->layer;
            found.range = place->range;
            found.node = place->node;
            apply(found);
        });
}

void SelectionRouter::selectHexCursor(const Layer* layer, quint64 offset) {
    if (m_routing) {
        emit applied();
        return;
    }
    Selection selection;
    selection.layer = layer;
    selection.range = {offset, 0};
    selection.origin = Selection::Origin::Hex;
    apply(selection);
}

SelectionRouter::SelectionRouter(CurrentSession currentSession, StructurePane* tree,
                                 DetailPane* details, TablePane* tablePane, QObject* parent)
    : QObject(parent)
    , m_currentSession(std::move(currentSession))
    , m_tree(tree)
    , m_tablePane(tablePane)
    , m_revealer(new PlaceRevealer(tree, details, this))
    , m_cellBytes(new CellBytesLookup(this))
    , m_cellOfByte(new CellBytesLookup(this)) {
    // The place shown followed its layer (its bytes arrived, its tab closed): so does the
    // selection, a table cell's staying the cell.
    connect(m_revealer, &PlaceRevealer::followed, this, [this](const BytePlace& place) {
        Selection selection = m_selection;
        selection.node = place.node;
        selection.layer = place.layer;
        selection.range = place.range;
        selection.origin = m_selection.cell ? Selection::Origin::Table : Selection::Origin::Program;
        apply(selection);
    });
}

std::optional<std::pair<std::size_t, quint64>> SelectionRouter::selectedTableRow() const {
    if (!m_selection.cell) {
        return std::nullopt;
    }
    return std::pair(m_selection.cell->table, quint64{m_selection.cell->row});
}

void SelectionRouter::listenTo(const RoutedPanes& panes) {
    // A click on a plotted point selects its row, as a click on its cell would.
    connect(panes.plot, &PlotPane::rowClicked, this,
            [this](std::size_t table, quint64 row, int column) {
                m_tablePane->showCell(table, row, column);
                selectTableCell(table, row, column);
            });
    connect(panes.tree, &StructurePane::nodeSelected, this,
            [this](const Node* node, quint64 offset, quint64 length) {
                Selection selection;
                selection.node = node;
                selection.layer = node != nullptr ? node->layer() : nullptr;
                selection.range = {offset, length};
                selection.origin = Selection::Origin::Tree;
                apply(selection);
            });
    connect(panes.table, &TablePane::cellSelected, this, &SelectionRouter::selectTableCell);
    connect(panes.sizes, &SizesPane::nodeRequested, this, [this](const Node* node) {
        Selection selection;
        selection.node = node;
        selection.layer = node->layer();
        selection.range = node->range();
        apply(selection);
    });
    connect(panes.finder, &ByteFinder::found, this,
            [this](HexView* hex, quint64 offset, quint64 length) {
                const FileSession* session = m_currentSession();
                if (hex != nullptr && session != nullptr &&
                    session->hexPane()->currentView() == hex) {
                    Selection selection;
                    selection.layer = session->hexPane()->currentLayer();
                    selection.range = {offset, length};
                    apply(selection);
                }
            });
    connect(panes.diagnostics, &DiagnosticsPane::diagnosticActivated, this,
            [this](quint64 offset, const QString& path) {
                Selection selection;
                selection.range = {offset, 1};
                // The node the diagnostic names (it holds the offset), not the deepest there.
                const FileSession* session = m_currentSession();
                if (session != nullptr && session->isLoaded()) {
                    selection.node = session->document()->root->findByPath(path.toStdString());
                }
                selection.origin = Selection::Origin::Diagnostics;
                apply(selection);
            });
}

FileSession::ViewState SelectionRouter::viewState() const {
    const bool selected = m_selection.node != nullptr || m_selection.cell;
    return {m_tree->expandedNodes(), selected ? std::optional(m_selection) : std::nullopt,
            m_tablePane->viewState(), std::nullopt};
}

void SelectionRouter::setHexPane(HexPane* hex) {
    m_revealer->setHexPane(hex);
}

} // namespace strata::gui
