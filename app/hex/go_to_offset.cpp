#include "hex/go_to_offset.h"

#include "gui/open_request.h"
#include "hex/go_to_offset_dialog.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"

#include <QCoreApplication>

namespace strata::gui {

QString offsetProblem(const HexPane& pane, const QString& typed) {
    const std::optional<quint64> offset = parseOffset(typed);
    if (!offset) {
        return QCoreApplication::translate("GoToOffset", "Not an offset: %1").arg(typed);
    }
    const bool inLayer = pane.currentLayer() != nullptr;
    const auto source = pane.currentView()->source();
    const quint64 size = source != nullptr ? source->size() : 0;
    if (*offset < size) {
        return {};
    }
    if (size == 0) {
        return inLayer ? QCoreApplication::translate("GoToOffset", "The layer has no bytes")
                       : QCoreApplication::translate("GoToOffset", "The file is empty");
    }
    return (inLayer
                ? QCoreApplication::translate(
                      "GoToOffset", "Offset %1 is past the end of the layer: the last offset is %2")
                : QCoreApplication::translate(
                      "GoToOffset", "Offset %1 is past the end of the file: the last offset is %2"))
        .arg(typed.trimmed())
        .arg(size - 1);
}

void goToOffset(HexPane& pane, QWidget* parent) {
    GoToOffsetDialog dialog([&pane](const QString& text) { return offsetProblem(pane, text); },
                            parent);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    HexView* hexView = pane.currentView();
    hexView->goTo(parseOffset(dialog.textValue()).value_or(0));
    hexView->setFocus();
}

} // namespace strata::gui
