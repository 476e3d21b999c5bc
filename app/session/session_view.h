#pragma once

#include "gui/file_session.h"
#include "strata/session_file.h"

namespace strata::gui {

// What a file's tab shows, between the window (nodes, layers and columns as pointers and
// indices) and a session file (paths and column names, which hold in the file tomorrow and in
// another file of the same writer).
SessionView sessionViewOf(const FileSession& session, const FileSession::ViewState& state);

// The state a session file's view stands for in `document`: what is no longer there (a node
// path, a layer, a column) is left out.
FileSession::ViewState viewStateOf(const Document& document, const SessionView& view);

} // namespace strata::gui
