#include "report_command.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "strata/check.h"
#include "strata/report.h"
#include "strata/session_file.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

namespace strata::cli {
namespace {

// The session's entry for `file`: the same file, else one of the same name, else the session's
// only file (a session made on another file of the same writer, applied to this one).
const SessionFileEntry* entryFor(const Session& session, const std::string& file) {
    std::error_code error;
    const auto wanted = std::filesystem::weakly_canonical(file, error);
    for (const SessionFileEntry& entry : session.files) {
        if (!error && std::filesystem::weakly_canonical(entry.path, error) == wanted) {
            return &entry;
        }
    }
    const auto name = std::filesystem::path(file).filename();
    for (const SessionFileEntry& entry : session.files) {
        if (std::filesystem::path(entry.path).filename() == name) {
            return &entry;
        }
    }
    return session.files.size() == 1 ? &session.files.front() : nullptr;
}

// The bookmarks --session names for `file`; nullopt (having said why) when the session file
// cannot be read.
std::optional<std::vector<Bookmark>> sessionBookmarks(const std::string& sessionPath,
                                                      const std::string& file) {
    std::error_code sizeError;
    const auto size = std::filesystem::file_size(sessionPath, sizeError);
    // A session file is a few kilobytes; a larger one than this is no session.
    constexpr std::uintmax_t largest = 256 << 20;
    if (!sizeError && size > largest) {
        std::fprintf(stderr, "strata-cli: report: %s has %ju bytes, more than a session holds\n",
                     sessionPath.c_str(), size);
        return std::nullopt;
    }
    std::ifstream in(sessionPath, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "strata-cli: report: cannot read the session %s\n",
                     sessionPath.c_str());
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    const SessionReading reading = readSession(text.str());
    if (!reading.session) {
        std::fprintf(stderr, "strata-cli: report: %s is refused: %s\n", sessionPath.c_str(),
                     reading.error.c_str());
        return std::nullopt;
    }
    for (const std::string& notice : reading.notices) {
        std::fprintf(stderr, "strata-cli: report: %s: %s\n", sessionPath.c_str(), notice.c_str());
    }
    const SessionFileEntry* entry = entryFor(*reading.session, file);
    if (entry == nullptr) {
        std::fprintf(stderr, "strata-cli: report: %s holds %zu files, none of them %s\n",
                     sessionPath.c_str(), reading.session->files.size(), file.c_str());
        return std::nullopt;
    }
    return entry->bookmarks;
}

} // namespace

int runReport(const CommandLine& line, const Document& document, OutputStream& out) {
    const std::string& to = line.convertTo;
    if (!to.empty() && to != "md" && to != "markdown" && to != "html") {
        std::fprintf(stderr, "strata-cli: report: --to takes md or html, not '%s'\n", to.c_str());
        return exitUsage;
    }
    const bool html =
        to == "html" ||
        (to.empty() && (line.output.ends_with(".html") || line.output.ends_with(".htm")));
    ReportContents contents;
    contents.file = line.file;
    contents.document = &document;
    if (!line.session.empty()) {
        auto bookmarks = sessionBookmarks(line.session, line.file);
        if (!bookmarks) {
            return exitUsage;
        }
        contents.bookmarks = std::move(*bookmarks);
    }
    contents.diagnostics = checkDocument(document);
    out.write(writeReport(contents, html ? ReportFormat::Html : ReportFormat::Markdown));
    return statusOf(contents.diagnostics);
}

} // namespace strata::cli
