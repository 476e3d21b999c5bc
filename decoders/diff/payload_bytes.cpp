#include "diff/byte_diff.h"

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <string>
#include <system_error>
#include <unistd.h>

namespace strata {
namespace {

// Payloads up to this size are compared in memory; bigger ones go through a temporary file.
constexpr std::size_t inMemoryPayload = std::size_t{64} << 20;

std::filesystem::path temporaryPath() {
    static std::atomic<unsigned> counter{0};
    std::error_code error;
    std::filesystem::path folder = std::filesystem::temp_directory_path(error);
    if (error) {
        folder = "/tmp";
    }
    return folder / ("strata-diff-" + std::to_string(::getpid()) + "-" +
                     std::to_string(counter.fetch_add(1)) + ".bin");
}

} // namespace

ByteSourcePtr payloadBytes(const Payload& payload, std::vector<Diagnostic>& diagnostics,
                           const JobControl& control) {
    std::vector<std::byte> memory;
    std::FILE* file = nullptr;
    const std::filesystem::path path = temporaryPath();
    bool failed = false;
    const bool complete = payload.produce(
        [&](std::span<const std::byte> piece) {
            if (file == nullptr && memory.size() + piece.size() > inMemoryPayload) {
                file = std::fopen(path.c_str(), "w+b");
                failed = file == nullptr ||
                         std::fwrite(memory.data(), 1, memory.size(), file) != memory.size();
                memory = {};
            }
            if (file != nullptr) {
                failed = failed || std::fwrite(piece.data(), 1, piece.size(), file) != piece.size();
            } else if (!failed) {
                memory.insert(memory.end(), piece.begin(), piece.end());
            }
            return !failed && !control.cancelled();
        },
        diagnostics);
    if (file == nullptr) {
        return failed || !complete ? nullptr : ByteSource::fromBuffer(std::move(memory), "payload");
    }
    failed = std::fclose(file) != 0 || failed;
    ByteSourcePtr source;
    if (!failed && complete) {
        try {
            source = ByteSource::openFile(path); // the mapping outlives the name
        } catch (const std::system_error&) {
            source = nullptr;
        }
    }
    std::error_code ignored;
    std::filesystem::remove(path, ignored);
    return source;
}

} // namespace strata
