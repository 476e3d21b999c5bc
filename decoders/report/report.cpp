#include "strata/report.h"

#include "core/digest.h"
#include "report/report_text.h"

#include <algorithm>
#include <cstdio>

namespace strata {
namespace {

// Bytes shown of each place: enough to see a field's value, few enough to read.
constexpr std::uint64_t dumpBytes = 32;

std::string hexNumber(std::uint64_t value) {
    char text[24];
    std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
    return text;
}

std::string placeText(std::uint64_t offset) {
    return std::to_string(offset) + " (" + hexNumber(offset) + ")";
}

// A hex dump of the file's bytes from `offset` (at most `count`): 16 a line, the offset first and
// the printable characters last, as `xxd` and the hex view show them.
std::string hexDump(std::span<const std::byte> file, std::uint64_t offset, std::uint64_t count) {
    if (offset >= file.size()) {
        return "(past the end of the file)";
    }
    const std::uint64_t end = std::min<std::uint64_t>(file.size(), offset + count);
    std::string dump;
    for (std::uint64_t line = offset; line < end; line += 16) {
        char head[24];
        std::snprintf(head, sizeof head, "%08llx  ", static_cast<unsigned long long>(line));
        dump += head;
        std::string text;
        for (std::uint64_t at = line; at < line + 16; ++at) {
            if (at < end) {
                const auto byte = static_cast<unsigned char>(file[at]);
                char hex[4];
                std::snprintf(hex, sizeof hex, "%02x ", byte);
                dump += hex;
                text += byte >= 0x20 && byte < 0x7f ? static_cast<char>(byte) : '.';
            } else {
                dump += "   ";
            }
        }
        dump += " |" + text + "|\n";
    }
    return dump;
}

std::string sha256Hex(std::span<const std::byte> bytes) {
    std::string hex;
    for (const std::uint8_t byte : sha256(bytes)) {
        char pair[3];
        std::snprintf(pair, sizeof pair, "%02x", byte);
        hex += pair;
    }
    return hex;
}

void writeIdentity(ReportText& text, const ReportContents& contents) {
    const Document& document = *contents.document;
    const auto bytes = document.source->bytes();
    text.heading("The file");
    std::vector<std::vector<std::string>> rows{
        {"path", contents.file},
        {"size", std::to_string(bytes.size()) + " bytes"},
        {"SHA-256", sha256Hex(bytes)},
        {"format", document.formatName},
    };
    if (!document.writer.empty()) {
        rows.push_back({"written as", document.writer});
    }
    for (std::size_t t = 0; t < document.tables.size(); ++t) {
        const Table& table = *document.tables[t];
        rows.push_back({"table " + std::to_string(t),
                        table.name() + ": " + std::to_string(table.rowCount()) + " rows, " +
                            std::to_string(table.columns().size()) + " columns"});
    }
    text.table({"field", "value"}, rows);
}

void writeDiagnostics(ReportText& text, const ReportContents& contents) {
    const auto& diagnostics = contents.diagnostics;
    text.heading("Diagnostics");
    if (diagnostics.empty()) {
        text.paragraph("Strata found nothing wrong: every structure and value decoded, and "
                       "the bounds the file stores agree with its data.");
        return;
    }
    std::size_t counts[3] = {0, 0, 0};
    for (const Diagnostic& diagnostic : diagnostics) {
        ++counts[static_cast<std::size_t>(diagnostic.severity)];
    }
    text.paragraph("errors: " + std::to_string(counts[2]) + ", warnings: " +
                   std::to_string(counts[1]) + ", notes: " + std::to_string(counts[0]));
    std::vector<std::vector<std::string>> rows;
    for (std::size_t d = 0; d < diagnostics.size(); ++d) {
        const Diagnostic& diagnostic = diagnostics[d];
        rows.push_back({std::to_string(d + 1), std::string(severityName(diagnostic.severity)),
                        placeText(diagnostic.offset), diagnostic.nodePath, diagnostic.message});
    }
    text.table({"#", "severity", "offset", "where", "message"}, rows);
    // The bytes at each place, for the first few: what a reader of the report compares with
    // the writer's intent.
    const std::size_t dumped = std::min<std::size_t>(diagnostics.size(), 50);
    for (std::size_t d = 0; d < dumped; ++d) {
        text.paragraph("Bytes at diagnostic " + std::to_string(d + 1) + ", offset " +
                       placeText(diagnostics[d].offset) + ":");
        text.preformatted(
            hexDump(contents.document->source->bytes(), diagnostics[d].offset, dumpBytes));
    }
    if (dumped < diagnostics.size()) {
        text.paragraph("(the bytes of the other " + std::to_string(diagnostics.size() - dumped) +
                       " diagnostics are not shown)");
    }
}

// Where a bookmark's node is in this file, as the reader of the report needs to know it.
std::string fitText(const Bookmark& bookmark, const BookmarkPlace& place) {
    switch (place.fit) {
    case BookmarkFit::Found:
        return "found";
    case BookmarkFit::Moved:
        return "moved: marked at " + placeText(bookmark.range.offset) + ", now at " +
               placeText(place.range.offset);
    case BookmarkFit::Missing:
        return "missing: " + place.reason;
    }
    return {};
}

// The bytes a bookmark marks, in the file or in its layer (decoded for the report).
std::string bookmarkDump(const Document& document, const BookmarkPlace& place) {
    const std::uint64_t count = std::min(place.range.length, dumpBytes);
    if (place.layer == nullptr) {
        return hexDump(document.source->bytes(), place.range.offset, count);
    }
    const auto layerBytes = place.layer->bytes();
    if (layerBytes == nullptr || layerBytes->source == nullptr) {
        return "(the layer's bytes could not be made)";
    }
    return hexDump(layerBytes->source->bytes(), place.range.offset, count);
}

void writeBookmarks(ReportText& text, const ReportContents& contents) {
    if (contents.bookmarks.empty()) {
        return;
    }
    text.heading("Bookmarks");
    for (const Bookmark& bookmark : contents.bookmarks) {
        const BookmarkPlace place = placeBookmark(*contents.document, bookmark);
        text.subheading(bookmark.name.empty() ? bookmark.path : bookmark.name);
        std::vector<std::vector<std::string>> rows{
            {"path", bookmark.path},
            {"place", fitText(bookmark, place)},
        };
        if (place.fit != BookmarkFit::Missing) {
            rows.push_back({"bytes", std::to_string(place.range.length) + " at " +
                                         placeText(place.range.offset)});
        }
        if (!bookmark.layerPath.empty()) {
            rows.push_back({"layer", bookmark.layerPath});
        }
        if (bookmark.cell) {
            rows.push_back({"cell", "table " + std::to_string(bookmark.cell->table) + ", column " +
                                        bookmark.cell->column + ", row " +
                                        std::to_string(bookmark.cell->row)});
        }
        if (place.node != nullptr && !place.node->value().empty()) {
            rows.push_back({"value", place.node->value()});
        }
        text.table({"field", "value"}, rows);
        if (place.fit != BookmarkFit::Missing) {
            text.preformatted(bookmarkDump(*contents.document, place));
        }
        if (!bookmark.note.empty()) {
            text.note(bookmark.note);
        }
    }
}

} // namespace

std::string writeReport(const ReportContents& contents, ReportFormat format) {
    const auto text = format == ReportFormat::Html ? htmlReport() : markdownReport();
    std::string name = contents.file;
    if (const auto slash = name.rfind('/'); slash != std::string::npos) {
        name = name.substr(slash + 1);
    }
    text->title("Strata report: " + name);
    writeIdentity(*text, contents);
    writeDiagnostics(*text, contents);
    writeBookmarks(*text, contents);
    return text->finish();
}

} // namespace strata
