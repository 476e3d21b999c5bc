#include "hex/hex_pane.h"

#include "hex/hex_view.h"
#include "hex/layer_tab.h"
#include "model/structure/node_text.h"

#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace strata::gui {

// A layer's tab names the node it is made from too, below the file's root: each chunk has a
// "decoded chunk", each block an "after shuffle", each stream a "decoded". With `depth` above
// 1, as many of the node's ancestors below the root (frame 1 / column 4 · values).
QString HexPane::tabText(const Layer& layer, int depth) {
    const QString name = QString::fromStdString(layer.name());
    QStringList path;
    for (const Node* node = layer.owner();
         node != nullptr && node->parent() != nullptr && path.size() < depth;
         node = node->parent()) {
        path.prepend(model::translatedNodeText(node->label()));
    }
    if (path.isEmpty()) {
        return name;
    }
    return tr("%1 · %2").arg(path.join(QStringLiteral(" / ")), name);
}

// Tabs whose titles would read the same name as many ancestors of their nodes as tell them
// apart: two files' or frames' "column 4 · values".
void HexPane::retitleLayerTabs() {
    std::vector<std::pair<LayerTab*, int>> tabs;
    for (int i = 1; i < m_tabs->count(); ++i) {
        if (auto* tab = qobject_cast<LayerTab*>(m_tabs->widget(i))) {
            tabs.emplace_back(tab, 1);
        }
    }
    for (bool grew = true; grew;) {
        grew = false;
        for (auto& [tab, depth] : tabs) {
            const QString text = tabText(tab->layer(), depth);
            const bool shared = std::any_of(tabs.begin(), tabs.end(), [&](const auto& other) {
                return other.first != tab && tabText(other.first->layer(), depth) == text;
            });
            if (shared && tabText(tab->layer(), depth + 1) != text) {
                ++depth;
                grew = true;
            }
        }
    }
    for (const auto& [tab, depth] : tabs) {
        m_tabs->setTabText(m_tabs->indexOf(tab), tabText(tab->layer(), depth));
    }
}

HexPane::HexPane(QWidget* parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_fileView(new HexView) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    m_tabs->setTabPosition(QTabWidget::South);
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setTabBarAutoHide(true);
    m_tabs->setAccessibleName(tr("Byte spaces"));
    m_tabs->addTab(m_fileView, tr("File"));
    m_tabs->setTabToolTip(0, tr("The file's own bytes"));
    // The file's tab stays open as long as the file.
    for (const auto side : {QTabBar::LeftSide, QTabBar::RightSide}) {
        if (QWidget* close = m_tabs->tabBar()->tabButton(0, side)) {
            close->hide();
            m_tabs->tabBar()->setTabButton(0, side, nullptr);
            close->deleteLater();
        }
    }
    setFocusProxy(m_fileView);
    watch(m_fileView, nullptr);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        setFocusProxy(currentView());
        emit currentLayerChanged(currentLayer());
    });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &HexPane::closeTab);
}

void HexPane::watch(HexView* view, const Layer* layer) {
    connect(view, &HexView::cursorMoved, this,
            [this, layer](quint64 offset) { emit cursorMoved(layer, offset); });
    connect(view, &HexView::selectionEdited, this, [this, layer](quint64 offset, quint64 length) {
        emit selectionEdited(layer, offset, length);
    });
    connect(view, &HexView::selectNodeRequested, this,
            [this, layer](quint64 offset, quint64 length) {
                emit selectNodeRequested(layer, offset, length);
            });
    connect(view, &HexView::goToOffsetRequested, this, &HexPane::goToOffsetRequested);
    connect(view, &HexView::message, this, &HexPane::message);
}

void HexPane::showPage(QWidget* page, const QString& title) {
    const int index = m_tabs->addTab(page, title);
    for (const auto side : {QTabBar::LeftSide, QTabBar::RightSide}) {
        if (QWidget* close = m_tabs->tabBar()->tabButton(index, side)) {
            close->hide();
            m_tabs->tabBar()->setTabButton(index, side, nullptr);
            close->deleteLater();
        }
    }
    m_tabs->setTabVisible(m_tabs->indexOf(m_fileView), false);
    m_tabs->setCurrentIndex(index);
    m_page = page;
    setFocusProxy(page);
}

HexView* HexPane::currentView() const {
    if (auto* tab = qobject_cast<LayerTab*>(m_tabs->currentWidget())) {
        return tab->hexView();
    }
    return m_fileView;
}

const Layer* HexPane::currentLayer() const {
    const auto* tab = qobject_cast<LayerTab*>(m_tabs->currentWidget());
    return tab != nullptr ? &tab->layer() : nullptr;
}

LayerTab* HexPane::layerTab(const Layer& layer) const {
    for (int i = 1; i < m_tabs->count(); ++i) {
        auto* tab = qobject_cast<LayerTab*>(m_tabs->widget(i));
        if (tab != nullptr && &tab->layer() == &layer) {
            return tab;
        }
    }
    return nullptr;
}

HexView* HexPane::viewOf(const Layer* layer) const {
    if (layer == nullptr) {
        return m_fileView;
    }
    const LayerTab* tab = layerTab(*layer);
    return tab != nullptr ? tab->hexView() : nullptr;
}

void HexPane::showLayer(const Layer* layer) {
    if (layer == nullptr) {
        // A page shown in the file's place (a dataset's files) stands for the file.
        m_tabs->setCurrentWidget(m_page != nullptr ? m_page.data() : m_fileView);
        return;
    }
    LayerTab* tab = layerTab(*layer);
    if (tab == nullptr) {
        tab = new LayerTab(*layer);
        tab->hexView()->setBytesPerRow(m_fileView->bytesPerRow());
        tab->hexView()->setFont(m_fileView->font());
        watch(tab->hexView(), layer);
        connect(tab, &LayerTab::bytesReady, this, [this, tab] {
            m_tabs->setTabToolTip(m_tabs->indexOf(tab), tab->description());
            emit layerShown(&tab->layer());
        });
        const int index = m_tabs->addTab(tab, tabText(*layer, 1));
        m_tabs->setTabToolTip(index, tab->description());
        retitleLayerTabs();
    } else if (!tab->hasBytes() && !tab->isDecoding()) {
        tab->decode(); // its decoding was stopped, and now somebody wants to see it
    }
    m_tabs->setCurrentWidget(tab);
}

void HexPane::select(const Layer* layer, const ByteRange& range) {
    showLayer(layer);
    if (layer == nullptr) {
        m_fileView->setSelection(range);
    } else {
        layerTab(*layer)->select(range);
    }
}

void HexPane::closeLayer(const Layer& layer) {
    if (LayerTab* tab = layerTab(layer)) {
        closeTab(m_tabs->indexOf(tab));
    }
}

void HexPane::closeTab(int index) {
    auto* tab = qobject_cast<LayerTab*>(m_tabs->widget(index));
    if (tab == nullptr) {
        return; // the file's tab
    }
    const Layer* layer = &tab->layer();
    m_tabs->removeTab(index);
    delete tab;
    retitleLayerTabs();
    emit layerClosed(layer);
}

std::vector<const Layer*> HexPane::openLayers() const {
    std::vector<const Layer*> layers;
    for (int i = 1; i < m_tabs->count(); ++i) {
        if (auto* tab = qobject_cast<LayerTab*>(m_tabs->widget(i))) {
            layers.push_back(&tab->layer());
        }
    }
    return layers;
}

std::vector<HexView*> HexPane::views() const {
    std::vector<HexView*> views{m_fileView};
    for (int i = 1; i < m_tabs->count(); ++i) {
        if (auto* tab = qobject_cast<LayerTab*>(m_tabs->widget(i))) {
            views.push_back(tab->hexView());
        }
    }
    return views;
}

void HexPane::setBytesPerRow(int bytes) {
    for (HexView* view : views()) {
        view->setBytesPerRow(bytes);
    }
}

void HexPane::setHexFont(const QFont& font) {
    for (HexView* view : views()) {
        view->setFont(font);
    }
}

} // namespace strata::gui
