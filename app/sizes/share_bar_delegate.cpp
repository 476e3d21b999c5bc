#include "sizes/share_bar_delegate.h"

#include <QPainter>
#include <algorithm>

namespace strata::gui {

void ShareBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const {
    const double share = std::clamp(index.data(shareRole).toDouble(), 0.0, 100.0);
    QRectF bar = QRectF(option.rect).adjusted(2, 3, -2, -3);
    bar.setWidth(bar.width() * share / 100.0);
    painter->save();
    QColor colour = option.palette.color(QPalette::Highlight);
    colour.setAlpha(option.state.testFlag(QStyle::State_Selected) ? 200 : 110);
    painter->fillRect(option.rect, option.state.testFlag(QStyle::State_Selected)
                                       ? option.palette.color(QPalette::Highlight).lighter(160)
                                       : option.palette.color(QPalette::Base));
    // At least a sliver, so a tiny share still shows it is there.
    if (share > 0 && bar.width() < 1) {
        bar.setWidth(1);
    }
    painter->fillRect(bar, colour);
    painter->restore();
    QStyleOptionViewItem text = option;
    text.state &= ~QStyle::State_Selected;
    text.backgroundBrush = Qt::NoBrush;
    QStyledItemDelegate::paint(painter, text, index);
}

} // namespace strata::gui
