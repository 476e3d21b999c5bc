#pragma once

#include "hex/byte_copy_formats.h"
#include "hex/byte_kind_map.h"
#include "hex/byte_tint.h"
#include "strata/byte_range.h"
#include "strata/byte_source.h"

#include <QAbstractScrollArea>
#include <QFont>

class QPainter;
#include <cstdint>
#include <vector>

namespace strata::gui {

// A hex view over a memory-mapped file: offset, hex and text columns. Only the visible rows are
// painted, so memory is constant and scrolling smooth on multi-GB files; 64-bit offsets
// throughout (the scroll bar is scaled when the rows outgrow its int range).
class OverviewStrip;

class HexView : public QAbstractScrollArea {
    Q_OBJECT

public:
    explicit HexView(QWidget* parent = nullptr);
    // The font rows are drawn in: the widget's, spaced so each character takes one cell.
    const QFont& gridFont() const { return m_gridFont; }
    int cellWidth() const { return m_charWidth; }

    void setSource(ByteSourcePtr source);
    void setStructure(const Node* root);
    // Shows the bytes of `layer` (a decoded byte space), coloured by the nodes in it.
    void setLayerSource(const Layer& layer, ByteSourcePtr source);
    ByteSourcePtr source() const { return m_source; }
    // The strip beside the rows: where the bytes go, the visible part framed.
    OverviewStrip* overview() const { return m_overview; }

    void setBytesPerRow(int bytes);
    int bytesPerRow() const { return m_bytesPerRow; }

    // Selects [range.offset, range.end()), puts the cursor at its start and scrolls there.
    void setSelection(const ByteRange& range);
    ByteRange selection() const;
    std::uint64_t cursor() const { return m_cursor; }
    void goTo(std::uint64_t offset);

    // The offset of the first byte of the top row, and scrolling so that the row holding
    // `offset` is the top one (clamped to the last screenful): how two views scroll together.
    std::uint64_t firstVisibleOffset() const;
    void scrollToOffset(std::uint64_t offset);

    // Ranges framed in the rows (the bytes that differ from another file's), sorted by offset
    // and disjoint; at most a few thousand, looked up by binary search while painting.
    void setMarkedRanges(std::vector<ByteRange> ranges);
    const std::vector<ByteRange>& markedRanges() const { return m_marked; }
    // Ranges whose bytes are tinted in their colour (bookmarks), the later over the earlier
    // where they overlap; marked in the overview strip too. A few hundred at most.
    void setTints(std::vector<ByteTint> tints);
    const std::vector<ByteTint>& tints() const { return m_tints; }

    // The byte under a point of the viewport, if any (for tests and tooltips).
    std::optional<std::uint64_t> offsetAt(const QPoint& viewportPoint) const;
    // The viewport point at the centre of a byte's hex cell, when it is visible.
    std::optional<QPoint> pointOf(std::uint64_t offset) const;

    // Copies the selected bytes to the clipboard in `format`; false (and message() says why)
    // when nothing is selected or the selection is larger than maxCopyBytes.
    bool copySelection(ByteCopyFormat format);

    // Wide enough for the offsets and eight bytes of a row; the rest scrolls sideways.
    QSize minimumSizeHint() const override;
    // Wide enough for whole rows: offsets, hex and text.
    QSize sizeHint() const override;

signals:
    void cursorMoved(quint64 offset);
    // The top row changed (scroll bar, wheel, keys, a selection brought into view).
    void scrolled(quint64 firstOffset);
    // The user changed the selection (mouse or keyboard).
    void selectionEdited(quint64 offset, quint64 length);
    // Context menu requests the window answers: select the deepest node holding the selection,
    // ask for an offset to go to.
    void selectNodeRequested(quint64 offset, quint64 length);
    void goToOffsetRequested();
    // A short note for the status bar.
    void message(const QString& text);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent* event) override;

private:
    // The width of whole rows: offsets, hex and text, with their margins.
    int contentWidth() const;
    std::uint64_t rowCount() const;
    int visibleRows() const;
    std::uint64_t firstVisibleRow() const;
    void setFirstVisibleRow(std::uint64_t row);
    void updateScrollBar();
    void updateMetrics();
    void ensureVisible(std::uint64_t offset);
    void moveCursor(std::uint64_t offset, bool extend);
    int offsetDigits() const;
    void saveSelection();

    void placeOverview();
    // Frames the bytes of marked ranges in row `rowStart`'s `count` bytes.
    void paintMarks(QPainter& painter, std::uint64_t rowStart, int count, int y) const;

    ByteSourcePtr m_source;
    ByteKindMap m_kinds;
    std::vector<ByteRange> m_marked;
    std::vector<ByteTint> m_tints;
    OverviewStrip* m_overview;
    int m_bytesPerRow = 16;
    std::uint64_t m_firstRow = 0;
    // Whether the last paint showed the cursor's row: a resize then keeps it in view (a smaller
    // window would otherwise leave the selected bytes below its bottom edge).
    bool m_cursorShown = false;
    std::uint64_t m_anchor = 0;
    std::uint64_t m_cursor = 0;
    bool m_hasSelection = false;
    bool m_dragging = false;
    // Layout in pixels, from the font.
    int m_charWidth = 8;
    QFont m_gridFont; // font() spaced to whole-pixel cells of m_charWidth
    int m_lineHeight = 16;
    int m_hexStart = 0;
    int m_textStart = 0;
};

} // namespace strata::gui
