#include "report_command.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "strata/check.h"
#include "strata/report.h"

#include <cstdio>

namespace strata::cli {

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
    contents.diagnostics = checkDocument(document);
    out.write(writeReport(contents, html ? ReportFormat::Html : ReportFormat::Markdown));
    return statusOf(contents.diagnostics);
}

} // namespace strata::cli
