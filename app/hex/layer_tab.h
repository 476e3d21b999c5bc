#pragma once

#include "strata/byte_range.h"
#include "strata/layer.h"

#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QToolButton;

namespace strata::gui {

class HexView;
class LayerBytesJob;

// One decoded layer in the hex pane: a caption saying how its bytes were made and what went
// wrong, a progress strip while they are produced in the background, and a hex view over them.
// It holds the bytes while it is open and frees them when closed.
class LayerTab : public QWidget {
    Q_OBJECT

public:
    explicit LayerTab(const Layer& layer, QWidget* parent = nullptr);
    // Drops the bytes, from the layer cache too: closing the tab gives their memory back.
    ~LayerTab() override;

    const Layer& layer() const { return m_layer; }
    HexView* hexView() const { return m_hexView; }
    QLabel* caption() const { return m_caption; }
    QProgressBar* progressBar() const { return m_progress; }
    bool hasBytes() const { return m_bytes != nullptr; }
    // Produces the bytes in the background (again, after a cancel); the tab starts it once open.
    void decode();
    bool isDecoding() const;

    // Selects `range` in the layer, once its bytes are there.
    void select(const ByteRange& range);
    // The tab's tooltip: the layer's path, origin and diagnostics.
    QString description() const;

signals:
    // The bytes are shown (and a pending selection applied).
    void bytesReady();

private:
    void adopt();
    void showProgress(quint64 done, quint64 total);

    const Layer& m_layer;
    QLabel* m_caption;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    HexView* m_hexView;
    LayerBytesJob* m_job;
    std::shared_ptr<const LayerBytes> m_bytes;
    std::optional<ByteRange> m_pending;
};

} // namespace strata::gui
