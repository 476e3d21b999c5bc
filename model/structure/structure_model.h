#pragma once

#include "strata/document.h"

#include <QAbstractItemModel>
#include <QColor>
#include <QHash>
#include <memory>

namespace strata::model {

// A tree model over a document's Node tree. Deferred children are produced on fetchMore, and a
// long child list shows in groups of `groupSize` (ImHex-style), each group a synthetic row.
class StructureModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { NameColumn, ValueColumn, OffsetColumn, LengthColumn, ColumnCount };
    enum Role { NodeRole = Qt::UserRole + 1, RangeOffsetRole, RangeLengthRole, KindRole };
    static constexpr int groupSize = 512;

    explicit StructureModel(std::shared_ptr<const Document> document, QObject* parent = nullptr);
    ~StructureModel() override;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    // The node an index shows (nullptr for a group row).
    const Node* nodeAt(const QModelIndex& index) const;
    // The index of a node, producing and fetching parents on the way.
    QModelIndex indexOf(const Node* node);
    // Fetches the rows of the subtree below an index, at most `budget` of them (their nodes
    // should already be produced: producing them here would block the caller).
    void fetchSubtree(const QModelIndex& index, std::size_t budget);

    const Document& document() const { return *m_document; }

    // Nodes shown with a colour swatch before their name (bookmarked nodes), and a tooltip
    // line each.
    struct Mark {
        QColor colour;
        QString text;
    };
    void setMarks(QHash<const Node*, Mark> marks);
    const QHash<const Node*, Mark>& marks() const { return m_marks; }

private:
    struct Item;
    Item* itemAt(const QModelIndex& index) const;
    void populate(Item* item) const;

    std::shared_ptr<const Document> m_document;
    std::unique_ptr<Item> m_root;
    QHash<const Node*, Mark> m_marks;
};

} // namespace strata::model
