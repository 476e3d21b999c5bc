#pragma once

#include "strata/bookmark.h"
#include "strata/file_fingerprint.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// A `.strata-session` file (docs/session-file.md): what a window showed and what its user
// marked, to come back to tomorrow or hand over. Plain data; the window fills and applies it.
// Places are structure paths, not pointers, so that a session opens on the same files again
// or is applied to a new file of the same writer.
constexpr int sessionFileVersion = 1;

struct SessionSelection {
    std::string path;      // the selected node's
    std::string layerPath; // the byte space of `range`; empty: the file
    ByteRange range;
    std::optional<BookmarkCell> cell;
    bool operator==(const SessionSelection&) const = default;
};

struct SessionSortKey {
    std::string column;
    bool descending = false;
    bool operator==(const SessionSortKey&) const = default;
};

struct SessionTable {
    int index = -1; // the table in front; -1: none
    std::optional<std::uint64_t> row;
    std::string column; // the current cell's
    std::string filter;
    std::vector<SessionSortKey> sort;
    std::vector<int> columnWidths; // in pixels, in the table's column order
    bool operator==(const SessionTable&) const = default;
};

struct SessionPlot {
    std::string kind; // "line", "scatter", "density", "map", "image"; empty: as it opens
    std::string x;
    std::string y;
    std::string colour;
    bool operator==(const SessionPlot&) const = default;
};

struct SessionView {
    std::optional<SessionSelection> selection;
    std::vector<std::string> expanded;   // node paths, parents first
    std::vector<std::string> openLayers; // the layer tabs, as Layer::path() writes them
    std::string layerInFront;            // empty: the file's own hex view
    std::uint64_t hexTop = 0;            // the first byte of the top row of the file's view
    SessionTable table;
    SessionPlot plot;
    bool operator==(const SessionView&) const = default;
};

struct SessionFileEntry {
    std::string path;         // absolute
    std::string relativePath; // from the session file's folder: found when both moved together
    FileFingerprint fingerprint;
    SessionView view;
    std::vector<Bookmark> bookmarks;
    bool operator==(const SessionFileEntry&) const = default;
};

struct SessionComparison {
    std::string left;
    std::string right;
    bool operator==(const SessionComparison&) const = default;
};

struct Session {
    std::vector<SessionFileEntry> files;            // in tab order
    std::vector<std::vector<std::string>> datasets; // each the paths it was opened from
    std::vector<SessionComparison> comparisons;     // Compare windows
    int current = 0;                                // the tab in front
    bool operator==(const Session&) const = default;
};

// The session as JSON text (UTF-8, indented, a final newline).
std::string writeSession(const Session& session, std::string_view writtenBy);

// What reading a session file gave: the session, or why it is refused (text that is no JSON,
// a value of the wrong type, no "strata-session" version), and notices for what it could not
// use (keys a newer version wrote, a newer version number).
struct SessionReading {
    std::optional<Session> session;
    std::string error;
    std::vector<std::string> notices;
};
SessionReading readSession(std::string_view text);

} // namespace strata
