#pragma once

#include "gui/file_session.h"

class QWidget;

namespace strata::gui {

class StatusLine;
class StructurePane;

// The tree's context commands on the file in front: Save Bytes As… (the status line says
// what happened) and Show Layer (its tab in the file's hex pane).
void connectStructureActions(StructurePane& tree, QWidget& window, CurrentSession currentSession,
                             StatusLine& status);

} // namespace strata::gui
