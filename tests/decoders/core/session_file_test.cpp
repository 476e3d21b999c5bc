// Session files (strata/session_file.h, docs/session-file.md): what is written reads back the
// same; a newer version's keys and version number are notices, not errors; a malformed file is
// refused with where and why.
#include "strata/file_fingerprint.h"
#include "strata/session_file.h"

#include <gtest/gtest.h>

namespace strata {
namespace {

Session everyField() {
    Session session;
    SessionFileEntry file;
    file.path = "/data/obs ü.odb";
    file.relativePath = "obs ü.odb";
    file.fingerprint = {176316, "0123456789abcdef"};
    file.view.selection =
        SessionSelection{"file / frame 1", "", {146145, 57}, BookmarkCell{0, "lat", 10'500}};
    file.view.expanded = {"file", "file / frame 1"};
    file.view.openLayers = {"file / chunk 0 :: decompressed"};
    file.view.layerInFront = "file / chunk 0 :: decompressed";
    file.view.hexTop = 146128;
    file.view.table = {0, 10'500, "lat", "lat > 3", {{"lon", true}, {"date", false}}, {80, 120}};
    file.view.plot = {"scatter", "lon", "lat", "obsvalue"};
    Bookmark bookmark;
    bookmark.name = "md5 is wrong";
    bookmark.colour = "#e05050";
    bookmark.note = "The writer hashes **before** padding.\n\n- see frame 0";
    bookmark.path = "file / frame 1 / fixed header";
    bookmark.nodeRange = {146145, 57};
    bookmark.range = {146149, 8};
    file.bookmarks.push_back(bookmark);
    bookmark.cell = BookmarkCell{0, "obsvalue", 3};
    file.bookmarks.push_back(bookmark);
    session.files.push_back(file);
    session.files.push_back({"/data/b.col", "b.col", {10, "fedcba9876543210"}, {}, {}});
    session.datasets = {{"/data/run1", "/data/run2/*.odb"}};
    session.comparisons = {{"/data/a.odb", "/data/b.odb"}};
    session.current = 1;
    return session;
}

TEST(SessionFile, ReadsBackWhatItWrote) {
    const Session session = everyField();
    const std::string text = writeSession(session, "Strata 1.0");
    const SessionReading reading = readSession(text);
    ASSERT_TRUE(reading.session) << reading.error;
    EXPECT_TRUE(reading.notices.empty());
    EXPECT_EQ(*reading.session, session);
    EXPECT_NE(text.find("\"strata-session\": 1"), std::string::npos);
    EXPECT_TRUE(text.ends_with("}\n"));
}

TEST(SessionFile, ANewerVersionsKeysAreNotices) {
    const std::string text = R"({"strata-session": 3, "files": [{"path": "/a.odb",
        "view": {"hex-top": 16, "minimap": true}, "colour-scheme": "dark"}],
        "workspaces": []})";
    const SessionReading reading = readSession(text);
    ASSERT_TRUE(reading.session) << reading.error;
    EXPECT_EQ(reading.session->files.at(0).path, "/a.odb");
    EXPECT_EQ(reading.session->files.at(0).view.hexTop, 16u);
    const std::vector<std::string> expected{
        "written by a newer Strata (session version 3; this one reads 1)",
        "unknown key 'minimap' in files[0].view left out",
        "unknown key 'colour-scheme' in files[0] left out",
        "unknown key 'workspaces' in the session left out"};
    EXPECT_EQ(reading.notices, expected);
}

TEST(SessionFile, AMalformedFileIsRefusedWithTheReason) {
    const std::pair<const char*, const char*> cases[] = {
        {"{\"strata-session\": 1, \"files\": [", "not JSON: parse error at line 1, column 33"},
        {"[1, 2]", "the session is array, not an object"},
        {"{\"strata-session\": 1e999}", "not JSON: number overflow parsing '1e999'"},
        {"{\"files\": []}", "it has no \"strata-session\" version: not a Strata session file"},
        {"{\"strata-session\": \"1\"}",
         "its \"strata-session\" version is not a whole number of 1 or more"},
        {"{\"strata-session\": 1, \"files\": [{\"path\": \"/a\", \"size\": -4}]}",
         "files[0].size is number, not a whole number of 0 or more"},
        {"{\"strata-session\": 1, \"files\": [{\"size\": 4}]}", "files[0] names no path"},
        {"{\"strata-session\": 1, \"files\": [{\"path\": \"/a\", \"bookmarks\": [{\"name\": 7}]}]}",
         "files[0].bookmarks[0].name is number, not text"},
    };
    for (const auto& [text, reason] : cases) {
        const SessionReading reading = readSession(text);
        EXPECT_FALSE(reading.session) << text;
        EXPECT_EQ(reading.error.substr(0, std::string(reason).size()), reason) << text;
        EXPECT_TRUE(reading.notices.empty());
    }
}

TEST(FileFingerprint, SeesTheHeadAndTheTailAndTheSize) {
    std::vector<std::byte> bytes(300'000, std::byte{7});
    const FileFingerprint original = fingerprintOf(bytes);
    EXPECT_EQ(original.size, 300'000u);
    EXPECT_EQ(original.headAndTail.size(), 16u);
    EXPECT_EQ(fingerprintOf(bytes), original);
    bytes[10] = std::byte{8};
    EXPECT_NE(fingerprintOf(bytes), original);
    bytes[10] = std::byte{7};
    bytes[299'999] = std::byte{8};
    EXPECT_NE(fingerprintOf(bytes), original);
    bytes[299'999] = std::byte{7};
    // The middle of a large file is not read.
    bytes[150'000] = std::byte{8};
    EXPECT_EQ(fingerprintOf(bytes), original);
    // A small file is read once, not its head twice.
    const std::vector<std::byte> small(100, std::byte{1});
    EXPECT_EQ(fingerprintOf(small).size, 100u);
}

} // namespace
} // namespace strata
