#pragma once

#include "hex/byte_tint.h"
#include "strata/byte_overview.h"
#include "strata/byte_range.h"
#include "strata/byte_source.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>
#include <atomic>
#include <memory>
#include <vector>

namespace strata::gui {

// The strip beside a hex view (issue 18): the whole file, or a layer, top to bottom, each pixel
// row a slice coloured by the kind of its bytes, their entropy, or the compression ratio of the
// structure there. The part the hex view shows is framed; a click or a drag asks to go there;
// hovering names the node. Computed in the background from a sample of each slice.
class OverviewStrip : public QWidget {
    Q_OBJECT

public:
    enum class Mode { Kind, Entropy, Ratio };

    explicit OverviewStrip(QWidget* parent = nullptr);
    ~OverviewStrip() override;

    // What it shows: bytes and the nodes over them (a file's root, or a layer's owner with
    // `space` the layer). Recomputes in the background.
    void setContent(ByteSourcePtr bytes, const Node* root, const Layer* space = nullptr);
    // The tree changed (nodes were produced): recomputes.
    void refresh();
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    // The bytes the hex view shows now, framed.
    void setVisibleRange(const ByteRange& range);
    // Ranges marked by a tick in their colour at the strip's edge (bookmarks).
    void setTints(std::vector<ByteTint> tints);

    const std::vector<OverviewSlice>& slices() const { return m_slices; }
    bool isComputing() const { return m_watcher.isRunning() || m_restart.isActive(); }
    // The colour of a slice in the current mode, as painted.
    QColor colorOf(const OverviewSlice& slice) const;
    // The first byte of the slice at a pixel row.
    std::uint64_t offsetAt(int y) const;
    int rowOf(std::uint64_t offset) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void offsetRequested(quint64 offset);
    // A computation finished and the strip shows its result.
    void computed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool event(QEvent* event) override;

private:
    void compute();
    std::vector<ByteTint> m_tints;
    QString toolTipAt(int y) const;

    ByteSourcePtr m_bytes;
    const Node* m_root = nullptr;
    const Layer* m_space = nullptr;
    Mode m_mode = Mode::Kind;
    ByteRange m_visible;
    std::vector<OverviewSlice> m_slices;
    QFutureWatcher<std::vector<OverviewSlice>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QTimer m_restart; // gathers resizes and refreshes into one computation
};

} // namespace strata::gui
