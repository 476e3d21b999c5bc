#include "model/structure/structure_model.h"

#include "model/structure/node_text.h"
#include "model/text/diagnostic_text.h"
#include "model/text/file_text.h"

#include <QFont>
#include <QLocale>
#include <algorithm>

namespace strata::model {

// One row of the view: a node, or a group of consecutive siblings of a long child list.
struct StructureModel::Item {
    const Node* node = nullptr; // nullptr for a group
    Item* parent = nullptr;
    int row = 0;
    bool populated = false;
    std::vector<std::unique_ptr<Item>> children;
    // Groups only: the siblings [first, first + count) of the parent node.
    std::size_t first = 0;
    std::size_t count = 0;
    ByteRange groupRange;
};

StructureModel::StructureModel(std::shared_ptr<const Document> document, QObject* parent)
    : QAbstractItemModel(parent)
    , m_document(std::move(document))
    , m_root(std::make_unique<Item>()) {
    m_root->node = m_document->root.get();
    populate(m_root.get()); // the top level is there from the start
}

StructureModel::~StructureModel() = default;

StructureModel::Item* StructureModel::itemAt(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Item*>(index.internalPointer()) : m_root.get();
}

const Node* StructureModel::nodeAt(const QModelIndex& index) const {
    return itemAt(index)->node;
}

void StructureModel::populate(Item* item) const {
    if (item->populated) {
        return;
    }
    item->populated = true;
    if (item->node == nullptr) {
        // A group: its nodes are siblings in the parent node's child list.
        const auto siblings = item->parent->node->children();
        for (std::size_t i = 0; i < item->count; ++i) {
            auto child = std::make_unique<Item>();
            child->node = siblings[item->first + i].get();
            child->parent = item;
            child->row = static_cast<int>(i);
            item->children.push_back(std::move(child));
        }
        return;
    }
    const auto kids = item->node->children();
    if (kids.size() <= static_cast<std::size_t>(groupSize)) {
        for (std::size_t i = 0; i < kids.size(); ++i) {
            auto child = std::make_unique<Item>();
            child->node = kids[i].get();
            child->parent = item;
            child->row = static_cast<int>(i);
            item->children.push_back(std::move(child));
        }
        return;
    }
    for (std::size_t first = 0; first < kids.size(); first += groupSize) {
        auto group = std::make_unique<Item>();
        group->parent = item;
        group->row = static_cast<int>(item->children.size());
        group->first = first;
        group->count = std::min<std::size_t>(groupSize, kids.size() - first);
        const ByteRange& begin = kids[first]->range();
        const ByteRange& end = kids[first + group->count - 1]->range();
        group->groupRange = {begin.offset, std::max(begin.offset, end.end()) - begin.offset};
        item->children.push_back(std::move(group));
    }
}

QModelIndex StructureModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount) {
        return {};
    }
    const Item* item = itemAt(parent);
    if (row >= static_cast<int>(item->children.size())) {
        return {};
    }
    return createIndex(row, column, item->children[static_cast<std::size_t>(row)].get());
}

QModelIndex StructureModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) {
        return {};
    }
    Item* parentItem = itemAt(child)->parent;
    if (parentItem == nullptr || parentItem == m_root.get()) {
        return {};
    }
    return createIndex(parentItem->row, 0, parentItem);
}

int StructureModel::rowCount(const QModelIndex& parent) const {
    if (parent.column() > 0) {
        return 0;
    }
    return static_cast<int>(itemAt(parent)->children.size());
}

int StructureModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

bool StructureModel::hasChildren(const QModelIndex& parent) const {
    const Item* item = itemAt(parent);
    if (item->populated) {
        return !item->children.empty();
    }
    return item->node == nullptr || item->node->hasChildren();
}

bool StructureModel::canFetchMore(const QModelIndex& parent) const {
    const Item* item = itemAt(parent);
    return !item->populated && (item->node == nullptr || item->node->hasChildren());
}

void StructureModel::fetchMore(const QModelIndex& parent) {
    Item* item = itemAt(parent);
    if (item->populated) {
        return;
    }
    // Produce first (it may be slow and must not run between begin and end), then announce.
    Item staged = {};
    staged.node = item->node;
    staged.parent = item->parent;
    staged.first = item->first;
    staged.count = item->count;
    populate(&staged);
    if (staged.children.empty()) {
        item->populated = true;
        return;
    }
    beginInsertRows(parent, 0, static_cast<int>(staged.children.size()) - 1);
    item->children = std::move(staged.children);
    for (auto& child : item->children) {
        child->parent = item;
    }
    item->populated = true;
    endInsertRows();
}

void StructureModel::setMarks(QHash<const Node*, Mark> marks) {
    if (marks.isEmpty() && m_marks.isEmpty()) {
        return;
    }
    // Nothing moves; the layout signals make every view ask the shown rows again.
    emit layoutAboutToBeChanged();
    m_marks = std::move(marks);
    emit layoutChanged();
}

QVariant StructureModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    const Item* item = itemAt(index);
    const Node* node = item->node;
    const ByteRange range = node != nullptr ? node->range() : item->groupRange;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return node != nullptr
                       ? translatedNodeText(node->label())
                       : tr("[%1 … %2]").arg(item->first).arg(item->first + item->count - 1);
        case ValueColumn:
            // A data node's value is what the file holds, not the decoder's words.
            if (node == nullptr) {
                return {};
            }
            return node->kind() == NodeKind::Data ? fileText(node->value())
                                                  : translatedNodeValue(node->value());
        case OffsetColumn:
            return QString::number(range.offset);
        case LengthColumn:
            return QString::number(range.length);
        default:
            return {};
        }
    case Qt::DecorationRole:
        if (index.column() == NameColumn && node != nullptr) {
            if (const auto mark = m_marks.find(node); mark != m_marks.end()) {
                return mark->colour;
            }
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == NameColumn && node != nullptr && m_marks.contains(node)) {
            return QStringLiteral("%1\n%2").arg(QString::fromStdString(node->path()),
                                                m_marks.value(node).text);
        }
        if (index.column() == OffsetColumn) {
            // A node in a layer has the layer's offsets, not the file's.
            if (node != nullptr && node->layer() != nullptr) {
                return tr("0x%1 in layer %2")
                    .arg(range.offset, 0, 16)
                    .arg(QString::fromStdString(node->layer()->name()));
            }
            return QStringLiteral("0x%1").arg(range.offset, 0, 16);
        }
        return node != nullptr ? QString::fromStdString(node->path()) : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == OffsetColumn || index.column() == LengthColumn) {
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    case Qt::FontRole:
        // Offsets in a decoded layer are not file offsets: set apart in italics (the tooltip
        // names the layer).
        if ((index.column() == OffsetColumn || index.column() == LengthColumn) && node != nullptr &&
            node->layer() != nullptr) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case RangeOffsetRole:
        return QVariant::fromValue<quint64>(range.offset);
    case RangeLengthRole:
        return QVariant::fromValue<quint64>(range.length);
    case KindRole:
        return node != nullptr ? static_cast<int>(node->kind()) : static_cast<int>(NodeKind::Group);
    default:
        return {};
    }
}

QVariant StructureModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case NameColumn:
        return tr("Name");
    case ValueColumn:
        return tr("Value");
    case OffsetColumn:
        return tr("Offset");
    case LengthColumn:
        return tr("Length");
    default:
        return {};
    }
}

QModelIndex StructureModel::indexOf(const Node* node) {
    if (node == nullptr || node == m_document->root.get()) {
        return {};
    }
    std::vector<const Node*> chain;
    for (const Node* n = node; n != nullptr && n != m_document->root.get(); n = n->parent()) {
        chain.push_back(n);
    }
    QModelIndex current;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        if (canFetchMore(current)) {
            fetchMore(current);
        }
        Item* item = itemAt(current);
        populate(item);
        QModelIndex found;
        for (const auto& child : item->children) {
            if (child->node == *it) {
                found = createIndex(child->row, 0, child.get());
                break;
            }
            if (child->node == nullptr) {
                // A group: look inside when the node is one of its siblings.
                const auto siblings = item->node->children();
                const auto position = static_cast<std::size_t>(
                    std::find_if(siblings.begin(), siblings.end(),
                                 [target = *it](const auto& s) { return s.get() == target; }) -
                    siblings.begin());
                if (position >= child->first && position < child->first + child->count) {
                    const QModelIndex groupIndex = createIndex(child->row, 0, child.get());
                    if (canFetchMore(groupIndex)) {
                        fetchMore(groupIndex);
                    }
                    Item* target = child->children[position - child->first].get();
                    found = createIndex(target->row, 0, target);
                    break;
                }
            }
        }
        if (!found.isValid()) {
            return current;
        }
        current = found;
    }
    return current;
}

void StructureModel::fetchSubtree(const QModelIndex& index, std::size_t budget) {
    std::vector<QModelIndex> pending{index};
    while (!pending.empty() && budget > 0) {
        const QModelIndex parent = pending.back();
        pending.pop_back();
        if (canFetchMore(parent)) {
            fetchMore(parent);
        }
        const int rows = rowCount(parent);
        for (int row = 0; row < rows && budget > 0; ++row, --budget) {
            pending.push_back(this->index(row, 0, parent));
        }
    }
}

} // namespace strata::model
