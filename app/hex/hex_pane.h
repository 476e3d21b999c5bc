#pragma once

#include "strata/byte_range.h"
#include "strata/layer.h"

#include <QPointer>
#include <QWidget>
#include <vector>

class QFont;
class QTabWidget;

namespace strata::gui {

class HexView;
class LayerTab;

// The bytes of one open file, like Wireshark's bytes pane: the file's hex view, and a tab per
// open decoded layer under it (the tab bar shows once a layer is open). Reports what happens in
// any of its views with the layer it happened in (nullptr: the file).
class HexPane : public QWidget {
    Q_OBJECT

public:
    explicit HexPane(QWidget* parent = nullptr);

    HexView* fileView() const { return m_fileView; }
    // The hex view of the tab in front, and its layer (nullptr: the file).
    HexView* currentView() const;
    const Layer* currentLayer() const;
    // The hex view showing `layer` (nullptr: the file's), or nullptr when its tab is not open.
    HexView* viewOf(const Layer* layer) const;
    LayerTab* layerTab(const Layer& layer) const;
    // The layers whose tabs are open, in tab order.
    std::vector<const Layer*> openLayers() const;
    QTabWidget* tabs() const { return m_tabs; }

    // Opens `layer`'s tab (producing its bytes in the background) or raises it (decoding again
    // what was stopped); nullptr raises the file's.
    void showLayer(const Layer* layer);
    // Shows `layer` and selects `range` in it (once its bytes are there).
    void select(const Layer* layer, const ByteRange& range);
    // Shows `page` as a tab of its own in front, the file's bytes hidden: a dataset's list of
    // files, where the dataset has no bytes of its own.
    void showPage(QWidget* page, const QString& title);
    // Closes a layer's tab, freeing its bytes.
    void closeLayer(const Layer& layer);

    void setBytesPerRow(int bytes);
    void setHexFont(const QFont& font);

signals:
    void cursorMoved(const strata::Layer* layer, quint64 offset);
    void selectionEdited(const strata::Layer* layer, quint64 offset, quint64 length);
    void selectNodeRequested(const strata::Layer* layer, quint64 offset, quint64 length);
    void goToOffsetRequested();
    void message(const QString& text);
    // Another tab came to the front.
    void currentLayerChanged(const strata::Layer* layer);
    // A layer's bytes arrived and show in its tab.
    void layerShown(const strata::Layer* layer);
    // A layer's tab was closed.
    void layerClosed(const strata::Layer* layer);

private:
    static QString tabText(const Layer& layer, int depth);
    void retitleLayerTabs();

    void watch(HexView* view, const Layer* layer);
    std::vector<HexView*> views() const;
    void closeTab(int index);

    QTabWidget* m_tabs;
    HexView* m_fileView;
    QPointer<QWidget> m_page; // shown in the file's place, if any
};

} // namespace strata::gui
