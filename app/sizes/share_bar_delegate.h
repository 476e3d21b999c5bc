#pragma once

#include <QStyledItemDelegate>

namespace strata::gui {

// Paints a cell's share (a percentage in shareRole) as a bar behind its text.
class ShareBarDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    static constexpr int shareRole = Qt::UserRole + 1;

    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

} // namespace strata::gui
