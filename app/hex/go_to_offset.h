#pragma once

#include <QString>

class QWidget;

namespace strata::gui {

class HexPane;

// Why the offset typed cannot be shown in the pane's view in front (the file's or a layer's);
// empty when it can.
QString offsetProblem(const HexPane& pane, const QString& typed);

// Edit › Go to Offset: asks for an offset (GoToOffsetDialog) and moves the view in front there.
void goToOffset(HexPane& pane, QWidget* parent);

} // namespace strata::gui
