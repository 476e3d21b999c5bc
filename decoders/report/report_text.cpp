#include "report/report_text.h"

#include <algorithm>

namespace strata {
namespace {

class MarkdownText final : public ReportText {
public:
    void title(const std::string& text) override { m_out += "# " + text + "\n\n"; }
    void heading(const std::string& text) override { m_out += "## " + text + "\n\n"; }
    void subheading(const std::string& text) override { m_out += "### " + text + "\n\n"; }
    void paragraph(const std::string& text) override { m_out += text + "\n\n"; }
    void table(const std::vector<std::string>& headers,
               const std::vector<std::vector<std::string>>& rows) override {
        row(headers);
        m_out += '|';
        for (std::size_t c = 0; c < headers.size(); ++c) {
            m_out += " --- |";
        }
        m_out += '\n';
        for (const auto& cells : rows) {
            row(cells);
        }
        m_out += '\n';
    }
    void preformatted(const std::string& text) override {
        // A fence longer than any run of backticks in the text.
        std::size_t longest = 0;
        std::size_t run = 0;
        for (const char c : text) {
            run = c == '`' ? run + 1 : 0;
            longest = std::max(longest, run);
        }
        const std::string fence(std::max<std::size_t>(3, longest + 1), '`');
        m_out += fence + "\n" + text + (text.ends_with('\n') ? "" : "\n") + fence + "\n\n";
    }
    void note(const std::string& text) override {
        std::size_t start = 0;
        while (start <= text.size()) {
            const std::size_t end = std::min(text.find('\n', start), text.size());
            const std::string line = text.substr(start, end - start);
            m_out += line.empty() ? std::string(">\n") : "> " + line + "\n";
            start = end + 1;
        }
        m_out += '\n';
    }
    std::string finish() override { return std::move(m_out); }

private:
    // A cell's pipes and line ends would break the table's row.
    void row(const std::vector<std::string>& cells) {
        m_out += '|';
        for (const std::string& cell : cells) {
            m_out += ' ';
            for (const char c : cell) {
                m_out += c == '|'    ? std::string("\\|")
                         : c == '\n' ? std::string(" ")
                                     : std::string(1, c);
            }
            m_out += " |";
        }
        m_out += '\n';
    }

    std::string m_out;
};

std::string escaped(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

class HtmlText final : public ReportText {
public:
    void title(const std::string& text) override {
        m_title = text;
        m_body += "<h1>" + escaped(text) + "</h1>\n";
    }
    void heading(const std::string& text) override { m_body += "<h2>" + escaped(text) + "</h2>\n"; }
    void subheading(const std::string& text) override {
        m_body += "<h3>" + escaped(text) + "</h3>\n";
    }
    void paragraph(const std::string& text) override { m_body += "<p>" + escaped(text) + "</p>\n"; }
    void table(const std::vector<std::string>& headers,
               const std::vector<std::vector<std::string>>& rows) override {
        m_body += "<table>\n<tr>";
        for (const std::string& header : headers) {
            m_body += "<th>" + escaped(header) + "</th>";
        }
        m_body += "</tr>\n";
        for (const auto& cells : rows) {
            m_body += "<tr>";
            for (const std::string& cell : cells) {
                m_body += "<td>" + escaped(cell) + "</td>";
            }
            m_body += "</tr>\n";
        }
        m_body += "</table>\n";
    }
    void preformatted(const std::string& text) override {
        m_body += "<pre>" + escaped(text) + "</pre>\n";
    }
    void note(const std::string& text) override {
        m_body += "<blockquote class=\"note\">" + escaped(text) + "</blockquote>\n";
    }
    std::string finish() override {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
               escaped(m_title) +
               "</title>\n<style>\n"
               "body { font-family: sans-serif; margin: 2em; max-width: 70em; }\n"
               "table { border-collapse: collapse; margin-bottom: 1em; }\n"
               "th, td { border: 1px solid #bbb; padding: 0.2em 0.5em; text-align: left; "
               "vertical-align: top; }\n"
               "th { background: #eee; }\n"
               "pre { background: #f6f6f6; padding: 0.5em; overflow-x: auto; }\n"
               ".note { white-space: pre-wrap; border-left: 4px solid #f2c94c; margin: 0 0 1em 0; "
               "padding: 0.3em 0.8em; }\n"
               "</style>\n</head>\n<body>\n" +
               m_body + "</body>\n</html>\n";
    }

private:
    std::string m_title;
    std::string m_body;
};

} // namespace

std::unique_ptr<ReportText> markdownReport() {
    return std::make_unique<MarkdownText>();
}

std::unique_ptr<ReportText> htmlReport() {
    return std::make_unique<HtmlText>();
}

} // namespace strata
