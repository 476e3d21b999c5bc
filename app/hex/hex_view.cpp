#include "hex/hex_view.h"

#include "gui/plural_count.h"
#include "hex/overview_strip.h"
#include "hex/save_bytes.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <algorithm>
#include <cmath>

namespace strata::gui {
namespace {

constexpr int margin = 6;
// Byte columns a small window still shows (at two, a narrow window was unusable).
constexpr int minimumVisibleColumns = 8;
// QScrollBar takes an int; beyond this many rows the bar is scaled.
constexpr std::uint64_t maxScrollSteps = 1u << 30;

char printable(std::byte b) {
    const auto c = static_cast<unsigned char>(b);
    return c >= 0x20 && c < 0x7F ? static_cast<char>(c) : '.';
}

// Where byte column `c`'s two hex digits start, in characters from the hex start (a space after
// every byte and one more after every eighth).
int hexColumnOf(int c) {
    return c * 3 + c / 8;
}

} // namespace

HexView::HexView(QWidget* parent)
    : QAbstractScrollArea(parent)
    , m_overview(new OverviewStrip(this)) {
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setCursor(Qt::IBeamCursor);
    setAccessibleName(tr("Hex view"));
    // A click on the strip brings that part into view, centred, leaving the selection alone.
    connect(m_overview, &OverviewStrip::offsetRequested, this, [this](quint64 offset) {
        const auto row = offset / static_cast<std::uint64_t>(m_bytesPerRow);
        const auto half = static_cast<std::uint64_t>(visibleRows() / 2);
        setFirstVisibleRow(row > half ? row - half : 0);
    });
    updateMetrics();
}

void HexView::setSource(ByteSourcePtr source) {
    m_source = std::move(source);
    m_firstRow = 0;
    m_anchor = m_cursor = 0;
    m_hasSelection = false;
    m_kinds.setRoot(nullptr);
    m_overview->setContent(m_source, nullptr);
    updateMetrics();
    updateScrollBar();
    viewport()->update();
}

void HexView::setStructure(const Node* root) {
    m_kinds.setRoot(root);
    m_overview->setContent(m_source, root);
    viewport()->update();
}

void HexView::setLayerSource(const Layer& layer, ByteSourcePtr source) {
    setSource(std::move(source));
    m_kinds.setLayer(layer);
    m_overview->setContent(m_source, layer.owner(), &layer);
}

void HexView::placeOverview() {
    const int width = m_overview->sizeHint().width();
    setViewportMargins(0, 0, width, 0);
    const QRect port = viewport()->geometry();
    m_overview->setGeometry(port.right() + 1, port.top(), width, port.height());
}

void HexView::setBytesPerRow(int bytes) {
    m_bytesPerRow = std::clamp(bytes, 1, 64);
    updateMetrics();
    updateScrollBar();
    ensureVisible(m_cursor);
    viewport()->update();
}

int HexView::offsetDigits() const {
    const std::uint64_t size = m_source ? m_source->size() : 0;
    return size > 0xFFFFFFFFull ? 12 : 8;
}

void HexView::updateMetrics() {
    const QFontMetrics metrics(font());
    const qreal advance = QFontMetricsF(font()).horizontalAdvance(QLatin1Char('0'));
    m_charWidth = std::max(1, static_cast<int>(std::ceil(advance)));
    m_lineHeight = metrics.height();
    // Rows are drawn a string at a time: each character must advance exactly one cell, or the
    // fractions add up along the row and its last digits leave the cells painted for them
    // (white on white in a selection).
    m_gridFont = font();
    m_gridFont.setLetterSpacing(QFont::AbsoluteSpacing, m_charWidth - advance);
    m_hexStart = margin + (offsetDigits() + 2) * m_charWidth;
    const int hexChars = m_bytesPerRow * 3 + (m_bytesPerRow - 1) / 8;
    m_textStart = m_hexStart + (hexChars + 1) * m_charWidth;
    verticalScrollBar()->setSingleStep(1);
    updateGeometry();
}

QSize HexView::minimumSizeHint() const {
    const int frame = 2 * frameWidth();
    return {m_hexStart + minimumVisibleColumns * 3 * m_charWidth +
                verticalScrollBar()->sizeHint().width() + m_overview->sizeHint().width() + frame,
            4 * m_lineHeight + horizontalScrollBar()->sizeHint().height() + frame};
}

QSize HexView::sizeHint() const {
    const int frame = 2 * frameWidth();
    return {contentWidth() + verticalScrollBar()->sizeHint().width() +
                m_overview->sizeHint().width() + frame,
            24 * m_lineHeight + horizontalScrollBar()->sizeHint().height() + frame};
}

int HexView::contentWidth() const {
    return m_textStart + m_bytesPerRow * m_charWidth + margin;
}

std::uint64_t HexView::rowCount() const {
    const std::uint64_t size = m_source ? m_source->size() : 0;
    return (size + static_cast<std::uint64_t>(m_bytesPerRow) - 1) /
           static_cast<std::uint64_t>(m_bytesPerRow);
}

int HexView::visibleRows() const {
    return std::max(1, viewport()->height() / m_lineHeight);
}

std::uint64_t HexView::firstVisibleRow() const {
    return m_firstRow;
}

void HexView::updateScrollBar() {
    const std::uint64_t rows = rowCount();
    const std::uint64_t visible = static_cast<std::uint64_t>(visibleRows());
    const std::uint64_t lastFirst = rows > visible ? rows - visible : 0;
    const std::uint64_t steps = std::min(lastFirst, maxScrollSteps);
    QScrollBar* bar = verticalScrollBar();
    const QSignalBlocker block(bar);
    bar->setRange(0, static_cast<int>(steps));
    bar->setPageStep(static_cast<int>(std::min<std::uint64_t>(visible, maxScrollSteps)));
    const std::uint64_t value =
        lastFirst == 0 ? 0
                       : (lastFirst <= maxScrollSteps
                              ? m_firstRow
                              : static_cast<std::uint64_t>(static_cast<long double>(m_firstRow) *
                                                           steps / lastFirst));
    bar->setValue(static_cast<int>(value));
    horizontalScrollBar()->setRange(0, std::max(0, contentWidth() - viewport()->width()));
    horizontalScrollBar()->setPageStep(viewport()->width());
}

void HexView::setFirstVisibleRow(std::uint64_t row) {
    const std::uint64_t rows = rowCount();
    const std::uint64_t visible = static_cast<std::uint64_t>(visibleRows());
    const std::uint64_t lastFirst = rows > visible ? rows - visible : 0;
    const std::uint64_t before = m_firstRow;
    m_firstRow = std::min(row, lastFirst);
    updateScrollBar();
    viewport()->update();
    if (m_firstRow != before) {
        emit scrolled(firstVisibleOffset());
    }
}

std::uint64_t HexView::firstVisibleOffset() const {
    return m_firstRow * static_cast<std::uint64_t>(m_bytesPerRow);
}

void HexView::scrollToOffset(std::uint64_t offset) {
    setFirstVisibleRow(offset / static_cast<std::uint64_t>(m_bytesPerRow));
}

void HexView::setMarkedRanges(std::vector<ByteRange> ranges) {
    m_marked = std::move(ranges);
    viewport()->update();
}

void HexView::scrollContentsBy(int, int) {
    const std::uint64_t rows = rowCount();
    const std::uint64_t visible = static_cast<std::uint64_t>(visibleRows());
    const std::uint64_t lastFirst = rows > visible ? rows - visible : 0;
    const auto value = static_cast<std::uint64_t>(std::max(0, verticalScrollBar()->value()));
    const std::uint64_t steps = std::min(lastFirst, maxScrollSteps);
    const std::uint64_t before = m_firstRow;
    m_firstRow =
        lastFirst <= maxScrollSteps || steps == 0
            ? value
            : static_cast<std::uint64_t>(static_cast<long double>(value) * lastFirst / steps);
    viewport()->update();
    if (m_firstRow != before) {
        emit scrolled(firstVisibleOffset());
    }
}

void HexView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    placeOverview();
    updateScrollBar();
    if (m_cursorShown) {
        ensureVisible(m_cursor);
    }
}

void HexView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) {
        updateMetrics();
        updateScrollBar();
    }
    QAbstractScrollArea::changeEvent(event);
}

ByteRange HexView::selection() const {
    if (!m_hasSelection) {
        return {m_cursor, 0};
    }
    const std::uint64_t begin = std::min(m_anchor, m_cursor);
    const std::uint64_t end = std::max(m_anchor, m_cursor) + 1;
    return {begin, end - begin};
}

void HexView::setSelection(const ByteRange& range) {
    if (!m_source) {
        return;
    }
    const std::uint64_t size = m_source->size();
    if (size == 0) {
        return;
    }
    // The cursor goes to the start of the range, the anchor to its last byte.
    m_cursor = std::min(range.offset, size - 1);
    m_anchor = range.length == 0 ? m_cursor : std::min(range.end() - 1, size - 1);
    m_hasSelection = range.length > 0;
    // Scroll so the start of the range shows, near the top when it was off screen.
    ensureVisible(m_cursor);
    viewport()->update();
    emit cursorMoved(m_cursor);
}

void HexView::goTo(std::uint64_t offset) {
    if (!m_source || m_source->size() == 0) {
        return;
    }
    moveCursor(std::min(offset, m_source->size() - 1), false);
}

void HexView::ensureVisible(std::uint64_t offset) {
    const std::uint64_t row = offset / static_cast<std::uint64_t>(m_bytesPerRow);
    const std::uint64_t visible = static_cast<std::uint64_t>(visibleRows());
    if (row < m_firstRow || row >= m_firstRow + visible) {
        setFirstVisibleRow(row > visible / 4 ? row - visible / 4 : 0);
    }
    // A view narrower than its rows scrolls sideways to the byte's two hex digits.
    const int column = static_cast<int>(offset % static_cast<std::uint64_t>(m_bytesPerRow));
    const int left = m_hexStart + (column * 3 + column / 8) * m_charWidth;
    const int right = left + 2 * m_charWidth;
    QScrollBar* sideways = horizontalScrollBar();
    if (right > sideways->value() + viewport()->width()) {
        sideways->setValue(right - viewport()->width() + m_charWidth);
    } else if (left < sideways->value()) {
        sideways->setValue(std::max(0, left - m_hexStart));
    }
}

void HexView::moveCursor(std::uint64_t offset, bool extend) {
    if (!extend) {
        m_anchor = offset;
        m_hasSelection = false;
    } else {
        m_hasSelection = true;
    }
    m_cursor = offset;
    ensureVisible(offset);
    viewport()->update();
    emit cursorMoved(m_cursor);
    const ByteRange range = selection();
    emit selectionEdited(range.offset, range.length);
}

std::optional<std::uint64_t> HexView::offsetAt(const QPoint& point) const {
    if (!m_source || m_source->size() == 0) {
        return std::nullopt;
    }
    const int x = point.x() + horizontalScrollBar()->value();
    const std::uint64_t row =
        m_firstRow + static_cast<std::uint64_t>(std::max(0, point.y()) / m_lineHeight);
    int column = -1;
    if (x >= m_textStart) {
        column = (x - m_textStart) / m_charWidth;
    } else if (x >= m_hexStart) {
        const int chars = (x - m_hexStart) / m_charWidth;
        // Each group of 8 bytes takes 24 characters plus one separating space.
        const int group = chars / 25;
        const int inGroup = std::min((chars % 25) / 3, 7);
        column = group * 8 + inGroup;
    } else {
        column = 0;
    }
    column = std::clamp(column, 0, m_bytesPerRow - 1);
    const std::uint64_t offset =
        row * static_cast<std::uint64_t>(m_bytesPerRow) + static_cast<std::uint64_t>(column);
    return std::min(offset, m_source->size() - 1);
}

std::optional<QPoint> HexView::pointOf(std::uint64_t offset) const {
    const std::uint64_t row = offset / static_cast<std::uint64_t>(m_bytesPerRow);
    if (row < m_firstRow || row >= m_firstRow + static_cast<std::uint64_t>(visibleRows())) {
        return std::nullopt;
    }
    const int column = static_cast<int>(offset % static_cast<std::uint64_t>(m_bytesPerRow));
    const int x = m_hexStart + (column * 3 + column / 8) * m_charWidth + m_charWidth -
                  horizontalScrollBar()->value();
    const int y = static_cast<int>(row - m_firstRow) * m_lineHeight + m_lineHeight / 2;
    return QPoint(x, y);
}

void HexView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return;
    }
    if (const auto offset = offsetAt(event->position().toPoint())) {
        m_dragging = true;
        moveCursor(*offset, (event->modifiers() & Qt::ShiftModifier) != 0);
    }
}

void HexView::mouseMoveEvent(QMouseEvent* event) {
    if (!m_dragging) {
        return;
    }
    if (const auto offset = offsetAt(event->position().toPoint())) {
        if (*offset != m_cursor) {
            moveCursor(*offset, true);
        }
    }
}

void HexView::mouseReleaseEvent(QMouseEvent*) {
    m_dragging = false;
}

bool HexView::copySelection(ByteCopyFormat format) {
    const ByteRange range = selection();
    if (!m_source || range.length == 0) {
        emit message(tr("Nothing selected to copy"));
        return false;
    }
    if (range.length > maxCopyBytes) {
        emit message(
            withFullCount(tr("Not copied: %Ln bytes selected, more than the %1 MiB that can "
                             "be copied; use Save Selection As… instead",
                             nullptr, pluralCount(range.length)),
                          range.length)
                .arg(maxCopyBytes >> 20));
        return false;
    }
    const std::string text = formatBytes(m_source->view(range.offset, range.length), format);
    QApplication::clipboard()->setText(
        QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())));
    emit message(
        withFullCount(tr("Copied %Ln byte(s)", nullptr, pluralCount(range.length)), range.length));
    return true;
}

void HexView::saveSelection() {
    const ByteRange range = selection();
    if (!m_source || range.length == 0) {
        return;
    }
    const QString saved =
        saveBytesAs(this, *m_source, range,
                    QStringLiteral("%1_%2-%3.bin")
                        .arg(QString::fromStdString(m_source->name()).section(QLatin1Char('/'), -1))
                        .arg(range.offset)
                        .arg(range.end()));
    if (!saved.isEmpty()) {
        emit message(withFullCount(tr("Saved %Ln byte(s) to %1", nullptr, pluralCount(range.length)),
                                   range.length)
                         .arg(saved));
    }
}

bool HexView::event(QEvent* event) {
    // Ctrl+C is the hex view's own while it has the focus, whatever shortcut a window defines.
    if (event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::Copy)) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

void HexView::contextMenuEvent(QContextMenuEvent* event) {
    if (!m_source || m_source->size() == 0) {
        return;
    }
    // A right click outside the selection moves the cursor there first, as in a text editor.
    if (event->reason() == QContextMenuEvent::Mouse) {
        const auto offset = offsetAt(event->pos());
        if (offset && !selection().contains(*offset)) {
            moveCursor(*offset, false);
        }
    }
    const ByteRange range = selection();
    const bool selected = range.length > 0;
    QMenu menu(this);
    QAction* copy =
        menu.addAction(tr("&Copy"), this, [this] { copySelection(ByteCopyFormat::HexText); });
    copy->setShortcut(QKeySequence::Copy);
    QMenu* copyAs = menu.addMenu(tr("Copy &As"));
    const std::pair<ByteCopyFormat, QString> formats[] = {
        {ByteCopyFormat::CArray, tr("C Array")},
        {ByteCopyFormat::PythonBytes, tr("Python Bytes")},
        {ByteCopyFormat::Base64, tr("Base64")},
        {ByteCopyFormat::Text, tr("Plain Text")},
    };
    for (const auto& [format, name] : formats) {
        copyAs->addAction(name, this, [this, format] { copySelection(format); });
    }
    QAction* save = menu.addAction(tr("&Save Selection As…"), this, &HexView::saveSelection);
    for (QAction* action : {copy, copyAs->menuAction(), save}) {
        action->setEnabled(selected);
    }
    menu.addSeparator();
    menu.addAction(tr("Select &Node"), this,
                   [this, range] { emit selectNodeRequested(range.offset, range.length); });
    menu.addAction(tr("&Go to Offset…"), this, &HexView::goToOffsetRequested);
    menu.exec(event->globalPos());
}

void HexView::keyPressEvent(QKeyEvent* event) {
    if (event->matches(QKeySequence::Copy)) {
        copySelection(ByteCopyFormat::HexText);
        return;
    }
    if (!m_source || m_source->size() == 0) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    const std::uint64_t last = m_source->size() - 1;
    const auto row = static_cast<std::uint64_t>(m_bytesPerRow);
    const auto page = row * static_cast<std::uint64_t>(visibleRows());
    const bool extend = (event->modifiers() & Qt::ShiftModifier) != 0;
    const bool control = (event->modifiers() & Qt::ControlModifier) != 0;
    std::uint64_t target = m_cursor;
    switch (event->key()) {
    case Qt::Key_Left:
        target = m_cursor > 0 ? m_cursor - 1 : 0;
        break;
    case Qt::Key_Right:
        target = std::min(last, m_cursor + 1);
        break;
    case Qt::Key_Up:
        target = m_cursor >= row ? m_cursor - row : m_cursor;
        break;
    case Qt::Key_Down:
        target = m_cursor + row <= last ? m_cursor + row : m_cursor;
        break;
    case Qt::Key_PageUp:
        target = m_cursor >= page ? m_cursor - page : 0;
        break;
    case Qt::Key_PageDown:
        target = std::min(last, m_cursor + page);
        break;
    case Qt::Key_Home:
        target = control ? 0 : m_cursor - m_cursor % row;
        break;
    case Qt::Key_End:
        target = control ? last : std::min(last, m_cursor - m_cursor % row + row - 1);
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    moveCursor(target, extend);
}

void HexView::paintEvent(QPaintEvent*) {
    QPainter painter(viewport());
    painter.setFont(m_gridFont);
    const QPalette& pal = palette();
    painter.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    if (!m_source) {
        return;
    }
    painter.translate(-horizontalScrollBar()->value(), 0);
    const auto bytes = m_source->bytes();
    const std::uint64_t size = bytes.size();
    const auto bytesPerRow = static_cast<std::uint64_t>(m_bytesPerRow);
    m_overview->setVisibleRange(
        {m_firstRow * bytesPerRow,
         std::min(size, static_cast<std::uint64_t>(visibleRows()) * bytesPerRow)});
    const std::uint64_t cursorRow = m_cursor / bytesPerRow;
    m_cursorShown = cursorRow >= m_firstRow &&
                    cursorRow < m_firstRow + static_cast<std::uint64_t>(visibleRows());
    const ByteRange selected = selection();
    const QColor selectionColor = pal.color(QPalette::Highlight);
    const QColor selectionText = pal.color(QPalette::HighlightedText);
    const QColor textColor = pal.color(QPalette::Text);
    const QColor offsetColor = pal.color(QPalette::PlaceholderText);
    const int rows = visibleRows() + 1;
    const int ascent = QFontMetrics(font()).ascent();
    static constexpr char digits[] = "0123456789ABCDEF";
    QString hexLine;
    QString textLine;

    std::vector<const ByteTint*> rowTints;
    for (int r = 0; r < rows; ++r) {
        const std::uint64_t row = m_firstRow + static_cast<std::uint64_t>(r);
        const std::uint64_t rowStart = row * static_cast<std::uint64_t>(m_bytesPerRow);
        if (rowStart >= size) {
            break;
        }
        const int y = r * m_lineHeight;
        const int count = static_cast<int>(std::min<std::uint64_t>(m_bytesPerRow, size - rowStart));
        painter.setPen(offsetColor);
        painter.drawText(
            margin, y + ascent,
            QStringLiteral("%1").arg(rowStart, offsetDigits(), 16, QLatin1Char('0')).toUpper());

        // The tints over this row, the last one set on top.
        rowTints.clear();
        for (const ByteTint& tint : m_tints) {
            if (tint.range.offset < rowStart + static_cast<std::uint64_t>(count) &&
                tint.range.end() > rowStart) {
                rowTints.push_back(&tint);
            }
        }
        // Backgrounds: one rectangle per run of bytes that share a colour.
        int runStart = 0;
        QColor runColor;
        int selectedFirst = -1;
        int selectedLast = -1;
        for (int c = 0; c <= count; ++c) {
            QColor color;
            if (c < count) {
                const std::uint64_t offset = rowStart + static_cast<std::uint64_t>(c);
                const bool isSelected = selected.length > 0 && selected.contains(offset);
                if (isSelected) {
                    selectedFirst = selectedFirst < 0 ? c : selectedFirst;
                    selectedLast = c;
                }
                color =
                    isSelected ? selectionColor : ByteKindMap::colorOf(m_kinds.bandAt(offset), pal);
                for (auto tint = rowTints.rbegin(); !isSelected && tint != rowTints.rend();
                     ++tint) {
                    if ((*tint)->range.contains(offset)) {
                        color = (*tint)->colour;
                        break;
                    }
                }
            }
            if (c == count || (c > 0 && color != runColor)) {
                const int hexX = m_hexStart + hexColumnOf(runStart) * m_charWidth;
                const int hexEnd =
                    m_hexStart + (hexColumnOf(c - 1) + (c < m_bytesPerRow ? 3 : 2)) * m_charWidth;
                painter.fillRect(hexX, y, hexEnd - hexX, m_lineHeight, runColor);
                painter.fillRect(m_textStart + runStart * m_charWidth, y,
                                 (c - runStart) * m_charWidth, m_lineHeight, runColor);
                runStart = c;
            }
            runColor = color;
        }

        paintMarks(painter, rowStart, count, y);

        // Text: each column drawn in at most three pieces (before, inside, after the selection).
        hexLine.fill(QLatin1Char(' '), hexColumnOf(count - 1) + 2);
        textLine.resize(count);
        for (int c = 0; c < count; ++c) {
            const auto value =
                static_cast<unsigned char>(bytes[rowStart + static_cast<std::uint64_t>(c)]);
            hexLine[hexColumnOf(c)] = QLatin1Char(digits[value >> 4]);
            hexLine[hexColumnOf(c) + 1] = QLatin1Char(digits[value & 0xF]);
            textLine[c] = QLatin1Char(printable(bytes[rowStart + static_cast<std::uint64_t>(c)]));
        }
        const auto drawPiece = [&](int first, int last, const QColor& color) {
            if (first > last) {
                return;
            }
            painter.setPen(color);
            const int hexFrom = hexColumnOf(first);
            painter.drawText(m_hexStart + hexFrom * m_charWidth, y + ascent,
                             hexLine.mid(hexFrom, hexColumnOf(last) + 2 - hexFrom));
            painter.drawText(m_textStart + first * m_charWidth, y + ascent,
                             textLine.mid(first, last - first + 1));
        };
        if (selectedFirst < 0) {
            drawPiece(0, count - 1, textColor);
        } else {
            drawPiece(0, selectedFirst - 1, textColor);
            drawPiece(selectedFirst, selectedLast, selectionText);
            drawPiece(selectedLast + 1, count - 1, textColor);
        }
        if (hasFocus() && m_cursor >= rowStart &&
            m_cursor < rowStart + static_cast<std::uint64_t>(count)) {
            const int c = static_cast<int>(m_cursor - rowStart);
            painter.setPen(textColor);
            painter.drawRect(m_hexStart + hexColumnOf(c) * m_charWidth, y, 2 * m_charWidth - 1,
                             m_lineHeight - 1);
        }
    }
}

void HexView::setTints(std::vector<ByteTint> tints) {
    if (tints == m_tints) {
        return;
    }
    m_tints = std::move(tints);
    m_overview->setTints(m_tints);
    viewport()->update();
}

void HexView::paintMarks(QPainter& painter, std::uint64_t rowStart, int count, int y) const {
    const std::uint64_t rowEnd = rowStart + static_cast<std::uint64_t>(count);
    // The first range that ends after the row starts.
    auto range = std::upper_bound(
        m_marked.begin(), m_marked.end(), rowStart,
        [](std::uint64_t offset, const ByteRange& marked) { return offset < marked.end(); });
    // Red reads as "differs" and stays apart from every kind colour and the selection.
    painter.save();
    painter.setPen(QPen(QColor(215, 38, 38), 2));
    painter.setBrush(Qt::NoBrush);
    for (; range != m_marked.end() && range->offset < rowEnd; ++range) {
        const int first = static_cast<int>(std::max(range->offset, rowStart) - rowStart);
        const int last = static_cast<int>(std::min(range->end(), rowEnd) - rowStart) - 1;
        if (last < first) {
            continue; // an empty range (bytes only the other file has) marks nothing here
        }
        const int hexX = m_hexStart + hexColumnOf(first) * m_charWidth;
        const int hexEnd = m_hexStart + (hexColumnOf(last) + 2) * m_charWidth;
        painter.drawRect(hexX + 1, y + 1, hexEnd - hexX - 2, m_lineHeight - 2);
        painter.drawRect(m_textStart + first * m_charWidth + 1, y + 1,
                         (last - first + 1) * m_charWidth - 2, m_lineHeight - 2);
    }
    painter.restore();
}

} // namespace strata::gui
