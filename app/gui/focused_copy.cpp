#include "gui/focused_copy.h"

#include "hex/hex_view.h"
#include "table/table_pane.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>

namespace strata::gui {

void copyFromFocus(HexView* hexView, TablePane* tablePane) {
    QWidget* focused = QApplication::focusWidget();
    if (focused == nullptr) {
        return;
    }
    if (hexView != nullptr && focused == hexView) {
        hexView->copySelection(ByteCopyFormat::HexText);
    } else if (tablePane->isAncestorOf(focused)) {
        tablePane->copySelection();
    } else if (auto* view = qobject_cast<QAbstractItemView*>(focused)) {
        // As an item view copies on Ctrl+C: the current item's text.
        QApplication::clipboard()->setText(view->currentIndex().data().toString());
    } else if (focused->metaObject()->indexOfMethod("copy()") >= 0) {
        // Line and text edits have a copy() slot.
        QMetaObject::invokeMethod(focused, "copy");
    }
}

} // namespace strata::gui
