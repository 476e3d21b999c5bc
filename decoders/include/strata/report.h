#pragma once

#include "strata/bookmark.h"
#include "strata/diagnostic.h"
#include "strata/document.h"

#include <string>
#include <vector>

namespace strata {

struct ReportContents {
    std::string file; // as the person named it
    const Document* document = nullptr;
    std::vector<Diagnostic> diagnostics; // checkDocument's
    std::vector<Bookmark> bookmarks;     // placed in `document` by their paths
};

enum class ReportFormat { Markdown, Html };

// A report to hand to whoever owns the writer of a file: its identity (path, size, SHA-256,
// format and the version that wrote it, tables), every diagnostic with its place and the bytes
// there, and each bookmark with its place in this file (moved or missing where its node is not
// where it was marked), the first bytes of its range, the node's value and its note. Markdown
// reads as plain text; HTML is one self-contained page (inline CSS, no scripts).
std::string writeReport(const ReportContents& contents, ReportFormat format);

} // namespace strata
