#pragma once

#include <QString>
#include <functional>
#include <optional>

namespace strata::gui {

// What to show of a file once it is open, from the command line (strata FILE --select PATH
// --goto OFFSET --where EXPR) or from a second start forwarded to a running window.
struct OpenRequest {
    QString selectPath;            // a node's path as the tree and strata-cli tree write it
    std::optional<quint64> offset; // the byte to show in the hex view
    QString where;                 // a filter expression for the file's first table
    std::optional<quint64> row;    // a row of the first table to show (a dataset's row)

    bool isEmpty() const { return selectPath.isEmpty() && !offset && where.isEmpty() && !row; }
};

class FileSession;
class SelectionRouter;
class TablePane;

// Shows what the request asks for in the file's panes, the file read and in front: the offset
// first (the cursor it moves selects the node there, which a path then replaces), then the
// node, then the filter. What cannot be shown is said through `say`.
void applyOpenRequest(const OpenRequest& request, FileSession& session, SelectionRouter& router,
                      TablePane& tablePane, const std::function<void(const QString&)>& say);

// An offset as typed: decimal, or hexadecimal with 0x; nullopt when it is neither.
std::optional<quint64> parseOffset(const QString& text);

} // namespace strata::gui
