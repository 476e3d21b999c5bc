#pragma once

#include "model/document/document_loader.h"
#include "strata/byte_range.h"

#include <QWidget>
#include <optional>

class QLabel;
class QSplitter;

namespace strata::gui {

class FileSession;
class HexView;
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
};

} // namespace strata::gui
