// strata-cli report (issue 40): the report of a damaged corpus file names the file as sha256sum
// and its size say, and every diagnostic check lists, with the bytes at its offset; as Markdown
// and as one self-contained HTML page whose text a parser reads back.
#include "strata/session_file.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

const std::string sound = corpusPath("odb2/odb/capi_rarely_changing.odb").string();

struct Listed {
    std::string message;
    std::uint64_t offset = 0;
};

std::vector<Listed> checkDiagnostics(const std::string& file) {
    const CliResult check = runCli({"check", file, "--json"});
    std::vector<Listed> listed;
    const auto object = QJsonDocument::fromJson(QByteArray::fromStdString(check.out)).object();
    for (const auto& value : object.value("diagnostics").toArray()) {
        listed.push_back(
            {value.toObject().value("message").toString().toStdString(),
             static_cast<std::uint64_t>(value.toObject().value("offset").toInteger())});
    }
    return listed;
}

std::string hexOffset(std::uint64_t offset) {
    char text[24];
    std::snprintf(text, sizeof text, "%llu (0x%llx)", static_cast<unsigned long long>(offset),
                  static_cast<unsigned long long>(offset));
    return text;
}

// A corpus file cut short inside its first frame: several diagnostics.
class DamagedCopy {
public:
    DamagedCopy() {
        std::filesystem::copy_file(corpusPath("odb2/odb/capi_rarely_changing.odb"), m_path,
                                   std::filesystem::copy_options::overwrite_existing);
        std::filesystem::resize_file(m_path, 100000);
    }
    ~DamagedCopy() { std::filesystem::remove(m_path); }
    std::string path() const { return m_path.string(); }

private:
    std::filesystem::path m_path = testTempPath("report-cut.odb");
};

TEST(CliReport, MarkdownNamesTheFileAndEveryDiagnostic) {
    const DamagedCopy copy;
    const auto listed = checkDiagnostics(copy.path());
    ASSERT_GE(listed.size(), 2u);
    const CliResult report = runCli({"report", copy.path()});
    EXPECT_EQ(report.exitCode, 1) << report.err; // as check: the file has errors
    const CliResult sum = runProgram("sha256sum", {copy.path()});
    const std::string sha = sum.out.substr(0, sum.out.find(' '));
    EXPECT_NE(report.out.find("| SHA-256 | " + sha + " |"), std::string::npos) << report.out;
    EXPECT_NE(report.out.find("| size | 100000 bytes |"), std::string::npos);
    EXPECT_NE(report.out.find("| format | ODB-2 |"), std::string::npos);
    for (std::size_t d = 0; d < listed.size(); ++d) {
        EXPECT_NE(report.out.find(hexOffset(listed[d].offset)), std::string::npos)
            << listed[d].offset;
        EXPECT_NE(report.out.find(listed[d].message), std::string::npos) << listed[d].message;
        EXPECT_NE(report.out.find("Bytes at diagnostic " + std::to_string(d + 1) + ", offset " +
                                  hexOffset(listed[d].offset)),
                  std::string::npos);
    }
    // The bytes at the first diagnostic, as xxd shows them.
    char line[16];
    std::snprintf(line, sizeof line, "%08llx  ", static_cast<unsigned long long>(listed[0].offset));
    EXPECT_NE(report.out.find(line), std::string::npos);
}

TEST(CliReport, HtmlIsOnePageWhoseTextHoldsEveryDiagnostic) {
    const DamagedCopy copy;
    const auto listed = checkDiagnostics(copy.path());
    const std::string out = testTempPath("report.html").string();
    const CliResult report = runCli({"report", copy.path(), "-o", out});
    EXPECT_EQ(report.exitCode, 1) << report.err;
    const std::string html = readFileText(out);
    std::filesystem::remove(out);
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_EQ(html.find("<script"), std::string::npos);
    EXPECT_EQ(html.find(" src="), std::string::npos); // nothing loaded from elsewhere
    EXPECT_EQ(html.find("<link"), std::string::npos);
    // The page's text, as a browser shows it, read back by Python's HTML parser.
    const CliResult text =
        runProgram("/usr/bin/python3",
                   {"-c", "import html.parser, sys\n"
                          "class Text(html.parser.HTMLParser):\n"
                          "    def __init__(self):\n"
                          "        super().__init__(); self.parts = []\n"
                          "    def handle_data(self, data): self.parts.append(data)\n"
                          "t = Text(); t.feed(sys.stdin.read()); print('\\n'.join(t.parts))\n"},
                   html);
    ASSERT_EQ(text.exitCode, 0) << text.err;
    for (const Listed& diagnostic : listed) {
        EXPECT_NE(text.out.find(diagnostic.message), std::string::npos) << diagnostic.message;
    }
}

TEST(CliReport, ASoundFileSaysSoAndExitsZero) {
    const CliResult report = runCli({"report", sound, "--to", "md"});
    EXPECT_EQ(report.exitCode, 0) << report.err;
    EXPECT_NE(report.out.find("Strata found nothing wrong"), std::string::npos);
    EXPECT_EQ(runCli({"report", sound, "--to", "pdf"}).exitCode, 2);
}

// A session as the window saves it, made on the sound file: a bookmark on the second frame's
// fixed header (not in the cut copy), one on the first frame's header with a note, one on a cell.
std::string writeSessionFile(const std::string& name) {
    Session session;
    SessionFileEntry entry;
    entry.path = std::filesystem::absolute(sound).string();
    Bookmark second;
    second.name = "second frame";
    second.path = "file / frame 1 / fixed header";
    second.nodeRange = {146145, 57};
    second.range = {146145, 57};
    Bookmark header;
    header.name = "first header";
    header.path = "file / frame 0 / header";
    header.nodeRange = {57, 3567};
    header.range = {57, 16};
    header.note = "The writer says 11 columns.\n\n**Check** the codecs.";
    Bookmark cell = header;
    cell.name = "a cell";
    cell.note.clear();
    cell.cell = BookmarkCell{0, "lat@hdr", 9};
    entry.bookmarks = {second, header, cell};
    session.files.push_back(entry);
    const std::string path = testTempPath(name).string();
    std::ofstream(path) << writeSession(session, "test");
    return path;
}

TEST(CliReport, ASessionsBookmarksAreFoundMovedOrMissing) {
    const DamagedCopy copy;
    const std::string session = writeSessionFile("report.strata-session");
    const auto listed = checkDiagnostics(copy.path());
    const CliResult report = runCli({"report", copy.path(), "--session", session});
    EXPECT_EQ(report.exitCode, 1) << report.err;
    for (const Listed& diagnostic : listed) {
        EXPECT_NE(report.out.find(diagnostic.message), std::string::npos) << diagnostic.message;
    }
    // Every bookmark, by name and path; the cut file has no second frame.
    EXPECT_NE(report.out.find("### second frame\n"), std::string::npos) << report.out;
    EXPECT_NE(report.out.find("| place | missing: no node at file / frame 1 / fixed header |"),
              std::string::npos);
    EXPECT_NE(report.out.find("### first header\n"), std::string::npos);
    EXPECT_NE(report.out.find("| bytes | 16 at 57 (0x39) |"), std::string::npos);
    EXPECT_NE(report.out.find("> The writer says 11 columns.\n>\n> **Check** the codecs.\n"),
              std::string::npos);
    EXPECT_NE(report.out.find("### a cell\n"), std::string::npos);
    EXPECT_NE(report.out.find("| cell | table 0, column lat@hdr, row 9 |"), std::string::npos);
    // The first header's 16 bytes, dumped.
    EXPECT_NE(report.out.find("00000039  "), std::string::npos);

    // Applied to another file of the writer: the second frame is elsewhere there.
    const CliResult other =
        runCli({"report", corpusPath("odb2/odb/capi_multiframe_codec_change.odb").string(),
                "--session", session});
    EXPECT_NE(other.out.find("| place | moved: marked at 146145 (0x23ae1), now at 2446 (0x98e) |"),
              std::string::npos)
        << other.out;
    std::filesystem::remove(session);
}

TEST(CliReport, AMalformedSessionIsRefusedWithTheReason) {
    const std::string session = testTempPath("bad.strata-session").string();
    std::ofstream(session) << "{\"strata-session\": 1, \"files\": 3}";
    const CliResult report = runCli({"report", sound, "--session", session});
    EXPECT_EQ(report.exitCode, 2);
    EXPECT_NE(report.err.find("is refused: the session.files is number, not an array"),
              std::string::npos)
        << report.err;
    std::filesystem::remove(session);
}

} // namespace
} // namespace strata::test
