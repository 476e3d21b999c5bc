// Blosc2 repair (issue 37), read by c-blosc2 3.3: every frame of the corpus damaged the ways
// writers fail (cut at and inside chunks, a chunk's compressed bytes overwritten, the offsets
// index or the trailer overwritten) becomes a frame that c-blosc2 opens, whose chunks it
// decompresses to exactly the bytes Strata reads from it, which are the bytes of the chunks the
// repair kept (or zeros where it filled one).
#include "formats/blosc2/file_layout.h"
#include "support/corpus.h"
#include "support/repaired.h"

#include <blosc2.h>
#include <gtest/gtest.h>
#include <memory>

namespace strata::test {
namespace {

// c-blosc2 is initialised for the whole strata-peer-tests process by cblosc2_cross_test.cpp.

using Schunk = std::unique_ptr<blosc2_schunk, decltype(&blosc2_schunk_free)>;

// Every chunk of the frame as c-blosc2 decompresses it, one after the other; nullopt when it
// does not open the frame or fails on a chunk.
std::optional<std::vector<std::byte>> cblosc2Bytes(std::vector<std::byte> frame,
                                                   std::string& error) {
    Schunk schunk(blosc2_schunk_from_buffer(reinterpret_cast<std::uint8_t*>(frame.data()),
                                            static_cast<std::int64_t>(frame.size()), true),
                  &blosc2_schunk_free);
    if (!schunk) {
        error = "c-blosc2 does not open the frame";
        return std::nullopt;
    }
    std::vector<std::byte> bytes;
    for (std::int64_t i = 0; i < schunk->nchunks; ++i) {
        std::vector<std::byte> chunk(static_cast<std::size_t>(schunk->chunksize > 0
                                                                  ? schunk->chunksize
                                                                  : schunk->nbytes));
        const int written = blosc2_schunk_decompress_chunk(schunk.get(), i, chunk.data(),
                                                           static_cast<std::int32_t>(chunk.size()));
        if (written < 0) {
            error = "c-blosc2 fails on chunk " + std::to_string(i) + ": " + std::to_string(written);
            return std::nullopt;
        }
        bytes.insert(bytes.end(), chunk.begin(), chunk.begin() + written);
    }
    if (static_cast<std::int64_t>(bytes.size()) != schunk->nbytes) {
        error = "c-blosc2's chunks hold " + std::to_string(bytes.size()) + " bytes of " +
                std::to_string(schunk->nbytes);
        return std::nullopt;
    }
    return bytes;
}

void expectCblosc2Reads(const std::vector<std::byte>& damaged, const std::string& name,
                        const std::string& what, bool fillZeros = false) {
    const Document document = openBytes(damaged, name);
    const auto repaired = repairInMemory(document, {.fillZeros = fillZeros});
    ASSERT_TRUE(repaired) << what;
    const Document reopened = openBytes(repaired->bytes, name);
    for (const Diagnostic& diagnostic : reopened.diagnostics) {
        EXPECT_NE(diagnostic.severity, Severity::Error) << what << ": " << diagnostic.message;
    }
    // The chunks' bytes one after the other (a b2nd array's padding included), as `cat` gives a
    // frame's.
    const auto file = blosc2::readFileLayout(reopened.source);
    std::vector<std::byte> strata(file->rawSize());
    std::vector<Diagnostic> diagnostics;
    EXPECT_TRUE(blosc2::ChunkReader(*file).read(0, strata, diagnostics)) << what;
    std::string error;
    const auto peer = cblosc2Bytes(repaired->bytes, error);
    ASSERT_TRUE(peer) << what << ": " << error;
    EXPECT_TRUE(*peer == strata) << what << ": c-blosc2 reads " << peer->size()
                                 << " bytes, Strata " << strata.size();
}

std::vector<std::filesystem::path> frames() {
    std::vector<std::filesystem::path> paths;
    for (const char* extension : {".b2frame", ".b2nd"}) {
        for (const auto& path : corpusFiles("blosc2/frames", extension)) {
            paths.push_back(path);
        }
    }
    for (const char* name : {"caterva_4x6_i8.b2frame", "meta_only.b2frame"}) {
        paths.push_back(corpusPath(std::string("blosc2-other-writers/") + name));
    }
    return paths;
}

std::vector<std::byte> withBytes(std::vector<std::byte> bytes, std::size_t at, std::size_t length,
                                 std::byte value) {
    for (std::size_t i = at; i < std::min(bytes.size(), at + length); ++i) {
        bytes[i] = value;
    }
    return bytes;
}

TEST(Blosc2RepairCross, Cblosc2ReadsEveryRepairedFrame) {
    for (const auto& path : frames()) {
        const auto bytes = readFileBytes(path);
        const std::string name = path.filename().string();
        expectCblosc2Reads(bytes, name, name);
        for (const double share : {0.3, 0.5, 0.75, 0.9}) {
            const auto length = static_cast<std::size_t>(static_cast<double>(bytes.size()) * share);
            expectCblosc2Reads({bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(length)},
                               name, name + " cut at " + std::to_string(length));
        }
        // The trailer and the offsets index before it overwritten.
        expectCblosc2Reads(withBytes(bytes, bytes.size() - 40, 40, std::byte{0xEE}), name,
                           name + " with its trailer overwritten");
        expectCblosc2Reads(withBytes(bytes, bytes.size() * 2 / 3, 64, std::byte{0xFF}), name,
                           name + " with 64 bytes overwritten at two thirds");
        expectCblosc2Reads(withBytes(bytes, bytes.size() * 2 / 3, 64, std::byte{0xFF}), name,
                           name + " with 64 bytes overwritten at two thirds, zeros filled", true);
    }
}

} // namespace
} // namespace strata::test
