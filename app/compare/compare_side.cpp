#include "compare/compare_side.h"

#include "bookmarks/bookmark_list.h"
#include "bookmarks/bookmark_marks.h"
#include "gui/file_notice.h"
#include "gui/file_session.h"
#include "gui/place_revealer.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "strata/payload.h"
#include "tree/structure_pane.h"

#include <QLabel>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace strata::gui {

CompareSide::CompareSide(const QString& letter, const QString& displayName, QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_tree(new StructurePane)
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_session(new FileSession(displayName, this))
    , m_revealer(new PlaceRevealer(m_tree, nullptr, this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_title->setText(tr("%1: %2").arg(letter, displayName));
    m_title->setToolTip(displayName);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    // A long name elides in the tooltip rather than widening the side past the window.
    m_title->setMinimumWidth(1);
    layout->addWidget(m_title);
    layout->addWidget(m_splitter, 1);
    m_splitter->addWidget(m_tree);
    m_splitter->addWidget(m_session->hexPane());
    // The tree as tall as the bytes: the differences are found by walking it. Each keeps a few
    // rows however small the window.
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({1, 1});
    m_splitter->setChildrenCollapsible(false);
    const int row = m_tree->view()->fontMetrics().height() + 4;
    m_tree->setMinimumHeight(row * 6);
    m_session->hexPane()->setMinimumHeight(row * 4);
    m_tree->view()->setAccessibleName(tr("Structure tree of %1").arg(letter));
    m_session->hexView()->setAccessibleName(tr("Hex view of %1").arg(letter));
    connect(m_session, &FileSession::documentReady, this, &CompareSide::adoptDocument);
    // The bookmarks of the file compared, found in this side's file: tinted and marked here.
    const auto markBookmarksHere = [this] {
        if (m_session->isLoaded()) {
            markBookmarks(*m_session->bookmarks(), *m_session->hexPane(),
                          m_session->structureModel());
        }
    };
    connect(m_session->bookmarks(), &BookmarkList::changed, this, markBookmarksHere);
    connect(m_session->hexPane(), &HexPane::layerShown, this, markBookmarksHere);
    m_revealer->setHexPane(m_session->hexPane());
    connect(m_tree, &StructurePane::nodeSelected, this, [this](const Node* node, quint64, quint64) {
        m_revealer->forget();
        emit nodeSelected(node);
    });
}

CompareSide::~CompareSide() {
    m_tree->setModel(nullptr); // the session owns the model
}

HexView* CompareSide::hexView() const {
    return m_session->hexView();
}

const Document* CompareSide::document() const {
    return m_session->isLoaded() ? m_session->document().get() : nullptr;
}

void CompareSide::adoptDocument() {
    m_tree->setModel(m_session->structureModel());
    m_tree->setNotice(fileNotice(*m_session->document()));
    emit documentReady();
}

const Node* CompareSide::nodeFor(const std::string& path,
                                 const std::optional<ByteRange>& range) const {
    const Document* shown = document();
    if (shown == nullptr) {
        return nullptr;
    }
    if (!path.empty()) {
        if (const Node* node = shown->root->findByPath(path)) {
            return node;
        }
    }
    if (!range) {
        return nullptr;
    }
    // Bytes only the other file has are an empty range here: the node where they would be.
    return range->length > 0 ? shown->root->deepestHolding(*range)
                             : shown->root->deepestAt(range->offset);
}

void CompareSide::show(const Node* node, const std::optional<ByteRange>& range) {
    if (range) {
        m_revealer->reveal({nullptr, *range, node});
    } else if (node != nullptr && node->layer() == nullptr) {
        m_revealer->revealNode(node);
    } else {
        m_revealer->reveal({nullptr, {}, node}, {.hex = false, .tree = true});
    }
}

bool CompareSide::showPayload(const ByteRange& range) {
    const Document* shown = document();
    if (shown == nullptr || !shown->payload) {
        return false;
    }
    const auto bytes = shown->payload->layerRange(range);
    const auto place = bytes ? placeOf(*shown->root, *bytes) : std::nullopt;
    if (!place || place->layer == nullptr) {
        return false;
    }
    m_revealer->reveal(*place);
    return true;
}

bool CompareSide::showCellBytes(const CellBytes& cell) {
    const Document* shown = document();
    const auto place = shown != nullptr ? placeOf(*shown->root, cell) : std::nullopt;
    if (!place) {
        return false;
    }
    m_revealer->reveal(*place);
    return true;
}

void CompareSide::revealSelectedNode() {
    QTreeView* view = m_tree->view();
    const QModelIndex current = view->currentIndex();
    if (current.isValid() && !view->viewport()->rect().contains(view->visualRect(current))) {
        view->scrollTo(current, QAbstractItemView::PositionAtCenter);
    }
}

} // namespace strata::gui
