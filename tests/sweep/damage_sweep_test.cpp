// The damage sweep (issue 8): every corpus file of every format, truncated at every length that
// can cut its structure differently, with 1,000 seeded byte flips and with structured mutations of
// its fields. No case may crash, hang (the watchdog), or ask for more than 1 GiB at once (the
// allocation guard); a case whose tables lose their shape must say so in a diagnostic.
#include "allocation_guard.h"
#include "strata/allocator_tuning.h"
#include "support/corpus.h"
#include "support/damage.h"
#include "watchdog.h"

#include <algorithm>
#include <cstdlib>
#include <gtest/gtest.h>
#include <new>
#include <numeric>
#include <set>

namespace strata::test {
namespace {

// Sanitizers slow decoding ten times over or more: the time limit is for an optimised build, and
// a sanitizer build sweeps a quarter of the cuts and mutations and an eighth of the flips (the
// same seeds, so its flips are the first eighth of the release build's; flips were 90 % of its
// time) to keep CI within its time; the release build sweeps them all.
#if defined(__SANITIZE_ADDRESS__)
// The forty files of at1-codecs/bad are malformed already and rejected before most of their
// bytes are read; the release sweep and the fuzzers cover them, the sanitizer sweep does not.
constexpr bool sanitized = true;
constexpr std::chrono::milliseconds caseLimit{8000};
constexpr std::size_t flipCount = 125;
constexpr std::size_t cutCount = 256;
constexpr std::size_t mutationPlaces = 32;
#else
constexpr bool sanitized = false;
constexpr std::chrono::milliseconds caseLimit{2000};
constexpr std::size_t flipCount = 1000;
constexpr std::size_t cutCount = 1024;
constexpr std::size_t mutationPlaces = 128;
#endif

// With STRATA_SWEEP_EVERY_CUT=1 set, files under 32 KiB are cut at every length: 1.2 M cases over
// the corpus, about 2 minutes on two cores in release (CI's release pass sets it); larger files
// get the structural cuts. Most of them cut encoded data one byte after another, which the
// structural cuts sample. The hundred small files of at1-codecs are mostly compressed streams,
// where every cut takes the same path through xz or zstd: there only files under 8 KiB are cut
// everywhere (140 k cases instead of 400 k).
std::vector<std::size_t> truncationLengths(const std::string& file, const Node& root,
                                           std::size_t size) {
    const char* every = std::getenv("STRATA_SWEEP_EVERY_CUT");
    const std::size_t everyCutLimit = file.starts_with("at1-codecs/") ? 8 * 1024 : 32 * 1024;
    if (every != nullptr && std::string_view(every) == "1" && size < everyCutLimit) {
        std::vector<std::size_t> all(size);
        std::iota(all.begin(), all.end(), std::size_t{0});
        return all;
    }
    return structuralTruncationLengths(root, size, 256, cutCount);
}

// Of the compat set, one file per thing its releases did differently (the whole set costs two
// minutes a run and repeats these): a version-2 bitshuffle tail, snappy, lz4hc, Blosc1's
// blosclz, and the frames with variable-length chunks and blocks.
bool swept(const std::string& file) {
    static constexpr std::string_view compat[] = {
        "blosc2-compat/blosc-1.18.0-lz4-bitshuffle4-memcpy.cdata",
        "blosc2-compat/c-blosc-1.21.3-blosc-1.7.0-snappy.cdata",
        "blosc2-compat/c-blosc-1.21.3-blosc-1.14.0-lz4hc.cdata",
        "blosc2-compat/c-blosc-1.21.3-blosc-1.3.0-blosclz.cdata",
        "blosc2-compat/varchunks-lz4-3.0.0.b2frame",
        "blosc2-compat/vlblocks-lz4-variable-3.0.0.b2frame",
    };
    if (file.starts_with("blosc2-compat/")) {
        return std::ranges::find(compat, file) != std::end(compat);
    }
    // The sparse frames hold 8 to 80 GB of zeros in 172 bytes: decoding every byte of every case
    // is the cost of their size, not of damage; blosc2_sparse_test cuts and flips them.
    if (file.starts_with("blosc2-other-writers/zeros_") ||
        file.starts_with("blosc2-other-writers/sparse_")) {
        return false;
    }
    return !sanitized || !file.starts_with("at1-codecs/bad/");
}

std::vector<std::string> sweptFiles() {
    std::vector<std::string> files;
    for (const char* folder :
         {"at1", "at1-codecs", "blosc2", "blosc2-compat", "blosc2-other-writers", "cole", "odb2"}) {
        for (const char* extension : {".at1", ".b2chunk", ".b2frame", ".b2nd", ".b2lazy", ".blosc1",
                                      ".cdata", ".col", ".odb"}) {
            for (const auto& path : corpusFiles(folder, extension)) {
                const std::string file = path.lexically_relative(corpusPath("")).generic_string();
                if (swept(file)) {
                    files.push_back(file);
                }
            }
        }
    }
    return files;
}

// Bytes no reader can check: changed, they make another well-formed file, so a changed shape
// without a diagnostic is right there.
struct Unverifiable {
    std::string_view file; // a file, or a folder's files when it ends in '/'
    std::size_t from;      // first and last byte of the field
    std::size_t to;
};
constexpr Unverifiable unverifiable[] = {
    // A frame of special chunks only: their sizes derive from uncompressed_size and nothing
    // else (any value in the last chunk's range reads).
    {"blosc2/frames/frame_fill_special_nan_f64.b2frame", 29, 37},
    // The metalayer name "b2nd": under another name the file is a plain frame.
    {"blosc2/frames/array_2d_f64.b2nd", 93, 97},
    // nbytes of a chunk whose streams are all byte runs, when the block count stays: a run
    // fills whatever size it is given.
    {"blosc2/runs/runstreams_byteruns_lz4_ts4_split.b2chunk", 4, 7},
    // nbytes of a special-value chunk, grown: c-blosc2 writes large ones with a blocksize below
    // nbytes (docs/formats/blosc2.md), so only a shrunk one is seen (blocksize past nbytes).
    {"blosc2/special/", 4, 7},
};

// Whether the `length` bytes written at `position` reach such a field.
bool isUnverifiable(const std::string& file, std::size_t position, std::size_t length) {
    return std::any_of(
        std::begin(unverifiable), std::end(unverifiable), [&](const Unverifiable& field) {
            const bool inFile =
                field.file.ends_with('/') ? file.starts_with(field.file) : field.file == file;
            return inFile && position <= field.to && position + length > field.from;
        });
}

class DamageSweep : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        m_bytes = readFileBytes(corpusPath(GetParam()));
        m_name = corpusPath(GetParam()).filename().string();
        m_reference = run(m_bytes, GetParam() + " intact");
    }

    // One case: decoded under the watchdog and the allocation guard.
    DamageOutcome run(const std::vector<std::byte>& bytes, const std::string& context) {
        allocation_guard::reset();
        m_watchdog.arm(context);
        DamageOutcome outcome;
        try {
            outcome = decodeEverything(bytes, m_name, context);
        } catch (const std::bad_alloc&) {
            ADD_FAILURE() << context << ": out of memory";
        }
        m_watchdog.disarm();
        EXPECT_LE(allocation_guard::largestRequest(), allocation_guard::limit)
            << context << " asked for " << allocation_guard::largestRequest() << " bytes at once";
        return outcome;
    }

    // A damaged file whose tables lost their shape must have said why.
    void expectShapeOrDiagnostic(const DamageOutcome& outcome, std::size_t position,
                                 std::size_t length, const std::string& context) {
        if (!outcome.sameShape(m_reference) && !isUnverifiable(GetParam(), position, length)) {
            EXPECT_FALSE(outcome.diagnostics.empty())
                << context << ": " << outcome.tables << " tables, " << outcome.columns
                << " columns, " << outcome.rows << " rows, payload "
                << outcome.payloadSize.value_or(0) << " instead of " << m_reference.tables << ", "
                << m_reference.columns << ", " << m_reference.rows << ", "
                << m_reference.payloadSize.value_or(0) << ", and no diagnostic";
        }
    }

    std::vector<std::byte> m_bytes;
    std::string m_name;
    DamageOutcome m_reference;
    Watchdog m_watchdog{caseLimit};
};

// AT-1 RAW with the stored backend: the original follows the 6-byte header as it is, with no
// length and no checksum (at1-container.txt, codec 255, backend 2); any cut after the header is
// another well-formed file.
bool tailHasNoLength(const std::string& file, std::size_t length) {
    return file == "at1/pub_raw_stored.at1" && length >= 6;
}

TEST_P(DamageSweep, EveryTruncationIsReported) {
    // Formats made of self-contained pieces (ODB-2 frames) stay well-formed when cut between two,
    // or before the first.
    std::set<std::size_t> boundaries{0};
    const Document intact = openBytes(m_bytes, m_name);
    for (const auto& child : intact.root->children()) {
        boundaries.insert(child->range().end());
    }
    for (const std::size_t length : truncationLengths(GetParam(), *intact.root, m_bytes.size())) {
        const std::vector<std::byte> cut(m_bytes.begin(),
                                         m_bytes.begin() + static_cast<std::ptrdiff_t>(length));
        const std::string context = GetParam() + " cut at " + std::to_string(length);
        const DamageOutcome outcome = run(cut, context);
        if (!boundaries.contains(length) && !tailHasNoLength(GetParam(), length)) {
            EXPECT_TRUE(outcome.hasError) << context;
        }
    }
}

TEST_P(DamageSweep, SeededByteFlipsKeepTheShapeOrSayWhy) {
    for (const auto& [position, mask] : byteFlips(m_bytes.size(), flipCount, 20261124)) {
        auto damaged = m_bytes;
        damaged[position] ^= std::byte{mask};
        const std::string context =
            GetParam() + " flip " + std::to_string(mask) + " at " + std::to_string(position);
        expectShapeOrDiagnostic(run(damaged, context), position, 1, context);
    }
}

TEST_P(DamageSweep, StructuredMutationsKeepTheShapeOrSayWhy) {
    const Document intact = openBytes(m_bytes, m_name);
    for (const Mutation& mutation :
         structuredMutations(*intact.root, m_bytes.size(), mutationPlaces)) {
        auto damaged = m_bytes;
        std::transform(mutation.bytes.begin(), mutation.bytes.end(),
                       damaged.begin() + static_cast<std::ptrdiff_t>(mutation.position),
                       [](std::uint8_t byte) { return std::byte{byte}; });
        const std::string context =
            GetParam() + " " + mutation.what + " at " + std::to_string(mutation.position);
        expectShapeOrDiagnostic(run(damaged, context), mutation.position, mutation.bytes.size(),
                                context);
    }
}

// As the executables do: a truncated Blosc2 chunk decodes megabytes of items per case, and glibc
// gave them back to the kernel after each (half of the sweep's time went to the system).
const bool freedMemoryKept = [] {
    keepFreedMemoryForReuse();
    return true;
}();

INSTANTIATE_TEST_SUITE_P(
    Corpus, DamageSweep, ::testing::ValuesIn(sweptFiles()), [](const auto& info) {
        std::string name = info.param;
        std::replace_if(
            name.begin(), name.end(),
            [](char c) { return std::isalnum(static_cast<unsigned char>(c)) == 0; }, '_');
        return name;
    });

} // namespace
} // namespace strata::test
