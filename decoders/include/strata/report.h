#pragma once

#include "strata/byte_range.h"
#include "strata/diagnostic.h"
#include "strata/document.h"

#include <string>
#include <vector>

namespace strata {

// A finding a person marked in a file (issue 40): a named place in its structure with a note.
struct ReportBookmark {
    std::string name;
    std::string path;      // the node's path, as strata-cli tree and --select write it
    std::string layerPath; // the decoded layer the range lies in; empty: the file
    ByteRange range;
    std::string note; // Markdown
};

struct ReportContents {
    std::string file; // as the person named it
    const Document* document = nullptr;
    std::vector<Diagnostic> diagnostics; // checkDocument's
    std::vector<ReportBookmark> bookmarks;
};

enum class ReportFormat { Markdown, Html };

// A report to hand to whoever owns the writer of a file: its identity (path, size, SHA-256,
// format and the version that wrote it, tables), every diagnostic with its place and the bytes
// there, and each bookmark with its place, the first bytes of its range and its note. Markdown
// reads as plain text; HTML is one self-contained page (inline CSS, no scripts).
std::string writeReport(const ReportContents& contents, ReportFormat format);

} // namespace strata
