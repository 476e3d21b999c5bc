#pragma once

#include "settings/app_settings.h"

namespace strata::gui {

class HexPane;
class TablePane;

// What the preferences change in a running window.

// A file's hex pane: bytes per row and the font.
void applyHexSettings(HexPane& pane, const AppSettings& settings);
// The memory the decoded blocks of tables and the decoded layers may keep (one budget for
// both), and the theme.
void applyAppSettings(const AppSettings& settings, TablePane& tablePane);

} // namespace strata::gui
