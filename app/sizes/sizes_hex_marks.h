#pragma once

#include "gui/file_session.h"

namespace strata::gui {

class SizesPane;
class StatusLine;

// A size entry's byte ranges (its "Frame Bytes in Hex View") are framed in the hex view of the
// file in front, and the status line says how many.
void connectSizesToHexView(SizesPane& sizes, CurrentSession currentSession, StatusLine& status);

} // namespace strata::gui
