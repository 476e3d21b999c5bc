#pragma once

#include "strata/document.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <filesystem>
#include <string>
#include <vector>

namespace strata::test {

// A path below tests/corpus (STRATA_CORPUS_DIR).
std::filesystem::path corpusPath(const std::string& relative);
std::vector<std::byte> readFileBytes(const std::filesystem::path& path);
std::string readFileText(const std::filesystem::path& path);
QJsonDocument readJson(const std::filesystem::path& path);
// The entry of a corpus folder's manifest.json "cases" with this name (a test failure when none).
QJsonObject manifestCase(const std::string& folder, const std::string& name);
// Files below a corpus folder with the given extension, sorted.
std::vector<std::filesystem::path> corpusFiles(const std::string& folder,
                                               const std::string& extension);

// A path in the temporary folder for this test process: `name` with the process id before its
// extension, so that test runs side by side (ctest -j, sharded runs) never share a file. It is
// removed when the test process ends.
std::filesystem::path testTempPath(const std::string& name);

Document openBytes(std::vector<std::byte> bytes, std::string name = {});

// Bytes written as numbers in a test: bytesOf({0x91, 0x01}).
std::vector<std::byte> bytesOf(std::initializer_list<int> values);

} // namespace strata::test
