#pragma once

#include <memory>
#include <string>
#include <vector>

namespace strata {

// The few shapes a report is made of, written as Markdown or as HTML: the report says what to
// write once, each writer how.
class ReportText {
public:
    virtual ~ReportText() = default;
    virtual void title(const std::string& text) = 0;
    virtual void heading(const std::string& text) = 0;
    virtual void subheading(const std::string& text) = 0;
    virtual void paragraph(const std::string& text) = 0;
    // Cells are text: the writer escapes them.
    virtual void table(const std::vector<std::string>& headers,
                       const std::vector<std::vector<std::string>>& rows) = 0;
    // Lines shown as they are, in a fixed-width font (hex dumps, a note's own Markdown).
    virtual void preformatted(const std::string& text) = 0;
    // A person's Markdown note: quoted, so that it reads as theirs (HTML keeps its lines, as
    // the report runs no Markdown renderer and no script).
    virtual void note(const std::string& text) = 0;
    virtual std::string finish() = 0;
};

std::unique_ptr<ReportText> markdownReport();
std::unique_ptr<ReportText> htmlReport();

} // namespace strata
