#pragma once

#include "model/document/document_loader.h"
#include "strata/byte_place.h"
#include "strata/byte_range.h"
#include "strata/table.h"

#include <QWidget>
#include <optional>

class QLabel;
class QSplitter;

namespace strata::gui {

class FileSession;
class HexView;
class PlaceRevealer;
class StructurePane;

// One of the two files of a comparison: its name, its structure tree above its bytes (the
// window's own StructurePane and the FileSession's HexPane, reused as they are).
class CompareSide : public QWidget {
    Q_OBJECT

public:
    // `letter` is "A" or "B", as the differences name the files.
    CompareSide(const QString& letter, const QString& displayName, QWidget* parent = nullptr);
    ~CompareSide() override;

    FileSession* session() const { return m_session; }
    StructurePane* structurePane() const { return m_tree; }
    // The file's hex view.
    HexView* hexView() const;
    const Document* document() const;

    // Shows a node in the tree (nullptr: none) and selects bytes of the file (without them: the
    // node's own, when they lie in the file).
    void show(const Node* node, const std::optional<ByteRange>& range);
    // Selects bytes of the file's decoded payload where they lie (Payload::layerRange): raises
    // their layer's tab with them selected and shows the deepest node holding them there. False
    // when the file has no payload or no layer holds those bytes.
    bool showPayload(const ByteRange& range);
    // Selects a table cell's bytes (Table::cellRange): in the file, or in the decoded layer
    // holding them as showPayload does. False when no layer of the file has that path.
    bool showCellBytes(const CellBytes& cell);
    // Scrolls the tree's selected row fully into view (to the middle) when it is not: once the
    // tree has laid out the rows a selection expanded.
    void revealSelectedNode();
    // The node at a path, else the deepest node holding `range`; nullptr before the document.
    const Node* nodeFor(const std::string& path, const std::optional<ByteRange>& range) const;

signals:
    void documentReady();
    // The user selected a node in the tree.
    void nodeSelected(const strata::Node* node);

private:
    void adoptDocument();

    QLabel* m_title;
    StructurePane* m_tree;
    QSplitter* m_splitter;
    FileSession* m_session;
    PlaceRevealer* m_revealer;
};

} // namespace strata::gui
