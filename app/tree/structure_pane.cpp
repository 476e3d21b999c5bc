#include "tree/structure_pane.h"

#include "model/jobs/job_threads.h"

#include <QApplication>
#include <QClipboard>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPersistentModelIndex>
#include <QStyle>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

namespace strata::gui {

StructurePane::StructurePane(QWidget* parent)
    : QWidget(parent)
    , m_notice(new QLabel(this))
    , m_view(new QTreeView(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_notice);
    layout->addWidget(m_view);
    m_notice->setWordWrap(true);
    m_notice->setMargin(8);
    m_notice->setFrameShape(QFrame::StyledPanel);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice->setAccessibleName(tr("About this file"));
    m_notice->hide();
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setAccessibleName(tr("Structure tree"));
    connect(m_view, &QTreeView::customContextMenuRequested, this, &StructurePane::showContextMenu);
}

void StructurePane::setModel(model::StructureModel* model) {
    m_model = model;
    m_view->setModel(model);
    if (model == nullptr) {
        return;
    }
    // Name, offset and length keep their widths and the value, the longest text, comes last and
    // takes the rest: a narrow pane still shows where each node lies.
    QHeaderView* header = m_view->header();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->moveSection(header->visualIndex(model::StructureModel::ValueColumn),
                        model::StructureModel::ColumnCount - 1);
    header->setStretchLastSection(true);
    m_view->setColumnWidth(model::StructureModel::NameColumn, 180);
    const int numberWidth = m_view->fontMetrics().horizontalAdvance(QStringLiteral("0000000000")) +
                            m_view->style()->pixelMetric(QStyle::PM_HeaderMargin) * 4;
    m_view->setColumnWidth(model::StructureModel::OffsetColumn, numberWidth);
    m_view->setColumnWidth(model::StructureModel::LengthColumn, numberWidth);
    connect(m_view, &QTreeView::expanded, this, &StructurePane::fitNameColumn,
            Qt::UniqueConnection);
    // The top rows too, once the pane is laid out ("row group 2 (incomplete)").
    QTimer::singleShot(0, this, [this, model] {
        if (m_model == model) {
            fitNameColumn();
        }
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (m_programmatic || !current.isValid()) {
                    return;
                }
                emit nodeSelected(
                    m_model->nodeAt(current),
                    current.data(model::StructureModel::RangeOffsetRole).toULongLong(),
                    current.data(model::StructureModel::RangeLengthRole).toULongLong());
            });
}

// Deeper rows are indented further: the name column grows to show the names of the rows
// expanded, up to half the pane (the value needs room too); it never shrinks, so a width the
// user chose stays while it is wide enough.
void StructurePane::fitNameColumn() {
    const int name = model::StructureModel::NameColumn;
    const int width = m_view->columnWidth(name);
    const int room = m_view->viewport()->width() / 2;
    if (width >= room) {
        return;
    }
    m_view->resizeColumnToContents(name); // the widest name of the rows shown
    m_view->setColumnWidth(name, std::clamp(m_view->columnWidth(name), width, room));
}

void StructurePane::setNotice(const QString& text) {
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

void StructurePane::showNode(const Node* node) {
    if (m_model == nullptr) {
        return;
    }
    const QModelIndex index = m_model->indexOf(node);
    if (!index.isValid()) {
        return;
    }
    m_programmatic = true;
    for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent()) {
        m_view->expand(parent);
    }
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    m_programmatic = false;
}

std::vector<const Node*> StructurePane::expandedNodes() const {
    std::vector<const Node*> nodes;
    if (m_model == nullptr) {
        return nodes;
    }
    // Only rows the model has made can be expanded; a group of siblings has no node of its own
    // and is passed through.
    std::vector<QModelIndex> pending{QModelIndex()};
    while (!pending.empty()) {
        const QModelIndex parent = pending.back();
        pending.pop_back();
        for (int row = m_model->rowCount(parent) - 1; row >= 0; --row) {
            const QModelIndex child = m_model->index(row, 0, parent);
            if (!m_view->isExpanded(child)) {
                continue;
            }
            if (const Node* node = m_model->nodeAt(child)) {
                nodes.push_back(node);
            }
            pending.push_back(child);
        }
    }
    return nodes;
}

void StructurePane::expandNodes(const std::vector<const Node*>& nodes) {
    if (m_model == nullptr) {
        return;
    }
    for (const Node* node : nodes) {
        const QModelIndex index = m_model->indexOf(node);
        if (!index.isValid()) {
            continue;
        }
        // Its parents too: the groups of 512 above it are rows of their own.
        for (QModelIndex row = index; row.isValid(); row = row.parent()) {
            m_view->expand(row);
        }
    }
}

const Node* StructurePane::selectedNode() const {
    return m_model != nullptr ? m_model->nodeAt(m_view->currentIndex()) : nullptr;
}

void StructurePane::showContextMenu(const QPoint& position) {
    const QModelIndex index = m_view->indexAt(position);
    if (!index.isValid() || m_model == nullptr) {
        return;
    }
    QMenu menu(this);
    const QModelIndex valueIndex = index.siblingAtColumn(model::StructureModel::ValueColumn);
    menu.addAction(tr("Copy value"), this, [valueIndex] {
        QApplication::clipboard()->setText(valueIndex.data().toString());
    });
    menu.addAction(tr("Copy path"), this, [this, index] {
        if (const Node* node = m_model->nodeAt(index)) {
            QApplication::clipboard()->setText(QString::fromStdString(node->path()));
        }
    });
    menu.addAction(tr("Expand all below"), this, [this, index] { expandAllBelow(index); });
    menu.addSeparator();
    menu.addAction(tr("Save Bytes As…"), this, [this, index] {
        if (const Node* node = m_model->nodeAt(index)) {
            emit saveBytesRequested(node);
        }
    });
    // The byte spaces decoded from this node's bytes, each opened in a tab of the hex pane.
    if (const Node* node = m_model->nodeAt(index); node != nullptr && !node->layers().empty()) {
        menu.addSeparator();
        for (const auto& layer : node->layers()) {
            QAction* show = menu.addAction(
                tr("Show Layer “%1”").arg(QString::fromStdString(layer->name())), this,
                [this, shown = layer.get()] { emit showLayerRequested(shown); });
            show->setToolTip(QString::fromStdString(layer->origin()));
        }
    }
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

} // namespace strata::gui

namespace strata::gui {
namespace {

// Produces the deferred children of a subtree, at most `budget` nodes: safe off the GUI thread
// (Node::children is thread-safe), so the view only has to show what already exists.
void produceSubtree(const Node& node, std::size_t& budget) {
    for (const auto& child : node.children()) {
        if (budget == 0) {
            return;
        }
        --budget;
        produceSubtree(*child, budget);
    }
}

} // namespace

void StructurePane::expandAllBelow(const QModelIndex& index) {
    const Node* node = m_model->nodeAt(index);
    if (node == nullptr) {
        m_model->fetchSubtree(index, maxExpandedNodes);
        m_view->expandRecursively(index);
        emit subtreeExpanded(index);
        return;
    }
    auto* watcher = new QFutureWatcher<void>(this);
    const QPersistentModelIndex target(index);
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, target] {
        watcher->deleteLater();
        if (target.isValid()) {
            // The view expands only rows the model has fetched: fetch the produced subtree first.
            m_model->fetchSubtree(target, maxExpandedNodes);
            m_view->expandRecursively(target);
            emit subtreeExpanded(target);
        }
    });
    watcher->setFuture(QtConcurrent::run(jobThreads(), [node] {
        std::size_t budget = maxExpandedNodes;
        produceSubtree(*node, budget);
    }));
}

} // namespace strata::gui
