#include "support/corpus.h"

#include "strata/format_registry.h"
#include "support/build_paths.h"

#include <QByteArray>
#include <QJsonArray>
#include <algorithm>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <map>
#include <mutex>
#include <set>
#include <unistd.h>

namespace strata::test {

std::filesystem::path corpusPath(const std::string& relative) {
    return corpusDirectory() / relative;
}

std::vector<std::byte> readFileBytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    EXPECT_TRUE(in.good()) << "cannot read " << path;
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::byte> bytes(text.size());
    std::transform(text.begin(), text.end(), bytes.begin(), [](char c) { return std::byte(c); });
    return bytes;
}

std::string readFileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    EXPECT_TRUE(in.good()) << "cannot read " << path;
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

QJsonObject manifestCase(const std::string& folder, const std::string& name) {
    // Each manifest is read once: parameterised tests look up hundreds of cases.
    static std::mutex mutex;
    static std::map<std::string, QJsonArray> cases;
    std::unique_lock lock(mutex);
    auto [entry, added] = cases.try_emplace(folder);
    if (added) {
        entry->second = readJson(corpusPath(folder + "/manifest.json")).object()["cases"].toArray();
    }
    const QJsonArray all = entry->second;
    lock.unlock();
    for (const auto& value : all) {
        if (value.toObject()["name"].toString().toStdString() == name) {
            return value.toObject();
        }
    }
    ADD_FAILURE() << "no case " << name << " in " << folder << "/manifest.json";
    return {};
}

QJsonDocument readJson(const std::filesystem::path& path) {
    const std::string text = readFileText(path);
    QJsonParseError error{};
    auto document = QJsonDocument::fromJson(
        QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError)
        << path << ": " << error.errorString().toStdString();
    return document;
}

std::vector<std::filesystem::path> corpusFiles(const std::string& folder,
                                               const std::string& extension) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(corpusPath(folder))) {
        if (entry.is_regular_file() && entry.path().extension() == extension) {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

namespace {

// The paths testTempPath handed out, removed (with what is below them) when the test process
// ends: a test that stops half-way, or keeps its file to the end, leaves nothing behind.
class TempPaths {
public:
    ~TempPaths() {
        for (const auto& path : m_paths) {
            std::error_code ignored;
            std::filesystem::remove_all(path, ignored);
        }
    }
    void add(const std::filesystem::path& path) {
        const std::lock_guard lock(m_mutex);
        m_paths.insert(path);
    }

private:
    std::mutex m_mutex;
    std::set<std::filesystem::path> m_paths;
};

} // namespace

std::filesystem::path testTempPath(const std::string& name) {
    static TempPaths handedOut;
    const std::filesystem::path plain(name);
    auto path =
        std::filesystem::temp_directory_path() /
        (plain.stem().string() + "-" + std::to_string(::getpid()) + plain.extension().string());
    handedOut.add(path);
    return path;
}

Document openBytes(std::vector<std::byte> bytes, std::string name) {
    return openDocument(ByteSource::fromBuffer(std::move(bytes), std::move(name)));
}

std::vector<std::byte> bytesOf(std::initializer_list<int> values) {
    std::vector<std::byte> bytes;
    for (const int value : values) {
        bytes.push_back(static_cast<std::byte>(value));
    }
    return bytes;
}

} // namespace strata::test
