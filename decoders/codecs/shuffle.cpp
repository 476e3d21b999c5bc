// Byte unshuffle and bit unshuffle (Blosc's shuffle.c / bitshuffle filters undone), with SSE2
// and AVX2 paths chosen at run time. The vector paths transpose ts rows of 16 (or 32) bytes
// with a network of unpack instructions; the scalar path is the reference they are tested
// against.
#include "codecs/shuffle.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define STRATA_X86 1
#endif

namespace strata::codecs {
namespace {

using Byte = std::uint8_t;

// Where the byte unshuffle reads byte j of element i: rows[j][i & masks[j]]. A row of one
// repeated byte has mask 0 and points at that byte's pattern, so it is never filled out;
// without such rows (`repeats` false) the vector paths read rows[j][i], with no masking.
struct RowReader {
    const Byte* const* rows;
    const std::size_t* masks;
    bool repeats = false;
};

// A reader's first `Rows` rows held in locals, for the vector paths: stores to the output could
// alias the reader's arrays, which would make every vector step load them again.
template <std::size_t Rows> struct LocalRows {
    explicit LocalRows(const RowReader& reader) {
        std::copy_n(reader.rows, Rows, rows);
        std::copy_n(reader.masks, Rows, masks);
    }
    // Where element i's byte of row r is; without repeated rows, no masking.
    template <bool Repeats> const Byte* at(std::size_t r, std::size_t i) const {
        return rows[r] + (Repeats ? i & masks[r] : i);
    }
    const Byte* rows[Rows];
    std::size_t masks[Rows];
};

// 32 copies of every byte value: a whole vector of a repeated row, for every vector width.
constexpr std::size_t patternBytes = 32;
struct RepeatedPatterns {
    alignas(patternBytes) Byte bytes[256][patternBytes];
};
constexpr RepeatedPatterns makeRepeatedPatterns() {
    RepeatedPatterns patterns{};
    for (std::size_t value = 0; value < 256; ++value) {
        for (std::size_t k = 0; k < patternBytes; ++k) {
            patterns.bytes[value][k] = static_cast<Byte>(value);
        }
    }
    return patterns;
}
constexpr RepeatedPatterns repeatedPatterns = makeRepeatedPatterns();

// Transposes the 8x8 bit matrix held in x (bit 8r + c is row r, column c).
inline std::uint64_t transposeBits8x8(std::uint64_t x) {
    std::uint64_t t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAULL;
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCULL;
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ULL;
    x ^= t ^ (t << 28);
    return x;
}

// Bit rows of byte plane j: row kk (8 of them, `groups` bytes each) holds bit kk of byte j of
// every element, element 8g + m in bit m of byte g. Writes the plane's bytes, element by
// element, to out (the byte-shuffled layout), from group `first` on.
void untransposeBitsScalar(const Byte* rows, std::size_t groups, std::size_t first, Byte* out) {
    for (std::size_t g = first; g < groups; ++g) {
        std::uint64_t x = 0;
        for (std::size_t kk = 0; kk < 8; ++kk) {
            x |= std::uint64_t{rows[kk * groups + g]} << (8 * kk);
        }
        x = transposeBits8x8(x);
        std::memcpy(out + 8 * g, &x, 8);
    }
}

#ifdef STRATA_X86

namespace sse2 {

using Vec = __m128i;

template <int Level> inline Vec unpackLo(Vec a, Vec b) {
    if constexpr (Level == 0) {
        return _mm_unpacklo_epi8(a, b);
    } else if constexpr (Level == 1) {
        return _mm_unpacklo_epi16(a, b);
    } else if constexpr (Level == 2) {
        return _mm_unpacklo_epi32(a, b);
    } else {
        return _mm_unpacklo_epi64(a, b);
    }
}

template <int Level> inline Vec unpackHi(Vec a, Vec b) {
    if constexpr (Level == 0) {
        return _mm_unpackhi_epi8(a, b);
    } else if constexpr (Level == 1) {
        return _mm_unpackhi_epi16(a, b);
    } else if constexpr (Level == 2) {
        return _mm_unpackhi_epi32(a, b);
    } else {
        return _mm_unpackhi_epi64(a, b);
    }
}

#include "codecs/unpack_network.inc"

template <std::size_t Rows, bool Repeats>
std::size_t unshuffle(std::size_t elements, const RowReader& reader, Byte* out) {
    const LocalRows<Rows> rows(reader);
    std::size_t i = 0;
    for (; i + 16 <= elements; i += 16) {
        Vec v[Rows];
        for (std::size_t r = 0; r < Rows; ++r) {
            v[r] = _mm_loadu_si128(reinterpret_cast<const Vec*>(rows.template at<Repeats>(r, i)));
        }
        transposeRows<Rows>(v);
        for (std::size_t k = 0; k < Rows; ++k) {
            _mm_storeu_si128(reinterpret_cast<Vec*>(out + i * Rows + 16 * k), v[k]);
        }
    }
    return i;
}

// The shuffle of 16 elements at a time: Rows vectors of their bytes in, row j (byte j of each)
// out. A stage unpacks vector k with vector k + Rows/2 into vectors 2k and 2k + 1: a byte's
// place, as the bits of (vector, byte in it), rotates left by one. Four stages move the
// element's four bits below the byte's: vector j is then byte j of the 16 elements.
template <std::size_t Rows> std::size_t shuffle(std::size_t elements, const Byte* in, Byte* out) {
    std::size_t i = 0;
    for (; i + 16 <= elements; i += 16) {
        Vec v[Rows];
        for (std::size_t k = 0; k < Rows; ++k) {
            v[k] = _mm_loadu_si128(reinterpret_cast<const Vec*>(in + i * Rows + 16 * k));
        }
        for (int stage = 0; stage < 4; ++stage) {
            Vec next[Rows];
            for (std::size_t k = 0; k < Rows / 2; ++k) {
                next[2 * k] = _mm_unpacklo_epi8(v[k], v[k + Rows / 2]);
                next[2 * k + 1] = _mm_unpackhi_epi8(v[k], v[k + Rows / 2]);
            }
            std::copy(std::begin(next), std::end(next), std::begin(v));
        }
        for (std::size_t j = 0; j < Rows; ++j) {
            _mm_storeu_si128(reinterpret_cast<Vec*>(out + j * elements + i), v[j]);
        }
    }
    return i;
}

inline Vec swapBits(Vec x, int shift, long long mask) {
    const Vec t = _mm_and_si128(_mm_xor_si128(x, _mm_srli_epi64(x, shift)), _mm_set1_epi64x(mask));
    return _mm_xor_si128(x, _mm_xor_si128(t, _mm_slli_epi64(t, shift)));
}

// transposeBits8x8 on both 64-bit lanes.
inline Vec transposeBits(Vec x) {
    x = swapBits(x, 7, 0x00AA00AA00AA00AALL);
    x = swapBits(x, 14, 0x0000CCCC0000CCCCLL);
    return swapBits(x, 28, 0x00000000F0F0F0F0LL);
}

std::size_t untransposeBits(const Byte* rows, std::size_t groups, Byte* out) {
    std::size_t g = 0;
    for (; g + 16 <= groups; g += 16) {
        Vec v[8];
        for (std::size_t kk = 0; kk < 8; ++kk) {
            v[kk] = _mm_loadu_si128(reinterpret_cast<const Vec*>(rows + kk * groups + g));
        }
        transposeRows<8>(v);
        for (std::size_t k = 0; k < 8; ++k) {
            _mm_storeu_si128(reinterpret_cast<Vec*>(out + 8 * g + 16 * k), transposeBits(v[k]));
        }
    }
    return g;
}

} // namespace sse2

// The AVX2 functions are compiled for AVX2 whatever the target; bestSimdLevel() calls them
// only on CPUs that have it.
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2")
#endif

namespace avx2 {

using Vec = __m256i;

template <int Level> inline Vec unpackLo(Vec a, Vec b) {
    if constexpr (Level == 0) {
        return _mm256_unpacklo_epi8(a, b);
    } else if constexpr (Level == 1) {
        return _mm256_unpacklo_epi16(a, b);
    } else if constexpr (Level == 2) {
        return _mm256_unpacklo_epi32(a, b);
    } else {
        return _mm256_unpacklo_epi64(a, b);
    }
}

template <int Level> inline Vec unpackHi(Vec a, Vec b) {
    if constexpr (Level == 0) {
        return _mm256_unpackhi_epi8(a, b);
    } else if constexpr (Level == 1) {
        return _mm256_unpackhi_epi16(a, b);
    } else if constexpr (Level == 2) {
        return _mm256_unpackhi_epi32(a, b);
    } else {
        return _mm256_unpackhi_epi64(a, b);
    }
}

#include "codecs/unpack_network.inc"

// The unpacks stay within 128-bit lanes: lane 0 of v[k] continues the first 16 elements, lane 1
// the next 16. Stores every lane 0, then every lane 1.
template <std::size_t Rows> inline void storeLanes(const Vec* v, Byte* out) {
    for (std::size_t k = 0; k < Rows; k += 2) {
        _mm256_storeu_si256(reinterpret_cast<Vec*>(out + 16 * k),
                            _mm256_permute2x128_si256(v[k], v[k + 1], 0x20));
        _mm256_storeu_si256(reinterpret_cast<Vec*>(out + 16 * Rows + 16 * k),
                            _mm256_permute2x128_si256(v[k], v[k + 1], 0x31));
    }
}

template <std::size_t Rows, bool Repeats>
std::size_t unshuffle(std::size_t elements, const RowReader& reader, Byte* out) {
    const LocalRows<Rows> rows(reader);
    std::size_t i = 0;
    for (; i + 32 <= elements; i += 32) {
        Vec v[Rows];
        for (std::size_t r = 0; r < Rows; ++r) {
            v[r] =
                _mm256_loadu_si256(reinterpret_cast<const Vec*>(rows.template at<Repeats>(r, i)));
        }
        transposeRows<Rows>(v);
        storeLanes<Rows>(v, out + i * Rows);
    }
    return i;
}

inline Vec swapBits(Vec x, int shift, long long mask) {
    const Vec t = _mm256_and_si256(_mm256_xor_si256(x, _mm256_srli_epi64(x, shift)),
                                   _mm256_set1_epi64x(mask));
    return _mm256_xor_si256(x, _mm256_xor_si256(t, _mm256_slli_epi64(t, shift)));
}

inline Vec transposeBits(Vec x) {
    x = swapBits(x, 7, 0x00AA00AA00AA00AALL);
    x = swapBits(x, 14, 0x0000CCCC0000CCCCLL);
    return swapBits(x, 28, 0x00000000F0F0F0F0LL);
}

std::size_t untransposeBits(const Byte* rows, std::size_t groups, Byte* out) {
    std::size_t g = 0;
    for (; g + 32 <= groups; g += 32) {
        Vec v[8];
        for (std::size_t kk = 0; kk < 8; ++kk) {
            v[kk] = _mm256_loadu_si256(reinterpret_cast<const Vec*>(rows + kk * groups + g));
        }
        transposeRows<8>(v);
        for (std::size_t k = 0; k < 8; ++k) {
            v[k] = transposeBits(v[k]);
        }
        storeLanes<8>(v, out + 8 * g);
    }
    return g;
}

} // namespace avx2

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

template <std::size_t Rows>
std::size_t unshuffleVector(std::size_t elements, const RowReader& in, Byte* out, SimdLevel level) {
    if (level == SimdLevel::Avx2) {
        return in.repeats ? avx2::unshuffle<Rows, true>(elements, in, out)
                          : avx2::unshuffle<Rows, false>(elements, in, out);
    }
    if (level == SimdLevel::Sse2) {
        return in.repeats ? sse2::unshuffle<Rows, true>(elements, in, out)
                          : sse2::unshuffle<Rows, false>(elements, in, out);
    }
    return 0;
}

// Unshuffles the whole elements with the vector path for this typesize; returns how many
// elements it did (the rest go through the scalar path).
std::size_t unshuffleVector(std::size_t typesize, std::size_t elements, const RowReader& in,
                            Byte* out, SimdLevel level) {
    switch (typesize) {
    case 2:
        return unshuffleVector<2>(elements, in, out, level);
    case 4:
        return unshuffleVector<4>(elements, in, out, level);
    case 8:
        return unshuffleVector<8>(elements, in, out, level);
    case 16:
        return unshuffleVector<16>(elements, in, out, level);
    default:
        return 0;
    }
}

std::size_t untransposeBitsVector(const Byte* rows, std::size_t groups, Byte* out,
                                  SimdLevel level) {
    switch (level) {
    case SimdLevel::Avx2:
        return avx2::untransposeBits(rows, groups, out);
    case SimdLevel::Sse2:
        return sse2::untransposeBits(rows, groups, out);
    case SimdLevel::Scalar:
        return 0;
    }
    return 0;
}

// Shuffles the whole elements with SSE2 (every x86-64 has it) for this typesize; returns how
// many elements it did (the rest go through the scalar path).
std::size_t shuffleVector(std::size_t typesize, std::size_t elements, const Byte* in, Byte* out) {
    switch (typesize) {
    case 2:
        return sse2::shuffle<2>(elements, in, out);
    case 4:
        return sse2::shuffle<4>(elements, in, out);
    case 8:
        return sse2::shuffle<8>(elements, in, out);
    case 16:
        return sse2::shuffle<16>(elements, in, out);
    default:
        return 0;
    }
}

#else

std::size_t unshuffleVector(std::size_t, std::size_t, const RowReader&, Byte*, SimdLevel) {
    return 0;
}
std::size_t shuffleVector(std::size_t, std::size_t, const Byte*, Byte*) {
    return 0;
}
std::size_t untransposeBitsVector(const Byte*, std::size_t, Byte*, SimdLevel) {
    return 0;
}

#endif

// Unshuffles through `reader` (typesize rows), the vector path first, the elements it leaves
// (the tail of every row) one by one.
void unshuffleThrough(std::size_t typesize, std::size_t elements, const RowReader& reader,
                      Byte* out, SimdLevel level) {
    const std::size_t done = unshuffleVector(typesize, elements, reader, out, level);
    for (std::size_t j = 0; j < typesize; ++j) {
        const Byte* row = reader.rows[j];
        const std::size_t mask = reader.masks[j];
        for (std::size_t i = done; i < elements; ++i) {
            out[i * typesize + j] = row[i & mask];
        }
    }
}

// The reader's arrays, on the stack for the typesizes Blosc's one-byte field can name.
class RowTable {
public:
    explicit RowTable(std::size_t typesize) {
        if (typesize > stackRows) {
            m_heapRows.resize(typesize);
            m_heapMasks.resize(typesize);
            m_rows = m_heapRows.data();
            m_masks = m_heapMasks.data();
        }
    }
    void set(std::size_t j, const Byte* row) {
        m_rows[j] = row;
        m_masks[j] = ~std::size_t{0};
    }
    void setRepeated(std::size_t j, Byte value) {
        m_rows[j] = repeatedPatterns.bytes[value];
        m_masks[j] = 0;
        m_repeats = true;
    }
    RowReader reader() const { return {m_rows, m_masks, m_repeats}; }

private:
    static constexpr std::size_t stackRows = 256;
    const Byte* m_stackRows[stackRows];
    std::size_t m_stackMasks[stackRows];
    const Byte** m_rows = m_stackRows;
    std::size_t* m_masks = m_stackMasks;
    bool m_repeats = false;
    std::vector<const Byte*> m_heapRows;
    std::vector<std::size_t> m_heapMasks;
};

} // namespace

SimdLevel bestSimdLevel() {
#ifdef STRATA_X86
    static const SimdLevel level = __builtin_cpu_supports("avx2")   ? SimdLevel::Avx2
                                   : __builtin_cpu_supports("sse2") ? SimdLevel::Sse2
                                                                    : SimdLevel::Scalar;
    return level;
#else
    return SimdLevel::Scalar;
#endif
}

std::string_view simdLevelName(SimdLevel level) {
    switch (level) {
    case SimdLevel::Avx2:
        return "avx2";
    case SimdLevel::Sse2:
        return "sse2";
    case SimdLevel::Scalar:
        return "scalar";
    }
    return "scalar";
}

void unshuffleRows(std::span<const ByteRow> rows, std::size_t elements, std::span<std::byte> output,
                   SimdLevel level) {
    RowTable table(rows.size());
    for (std::size_t j = 0; j < rows.size(); ++j) {
        if (rows[j].bytes == nullptr) {
            table.setRepeated(j, std::to_integer<Byte>(rows[j].repeated));
        } else {
            table.set(j, reinterpret_cast<const Byte*>(rows[j].bytes));
        }
    }
    unshuffleThrough(rows.size(), elements, table.reader(), reinterpret_cast<Byte*>(output.data()),
                     level);
}

void unshuffle(std::size_t typesize, std::span<const std::byte> input, std::span<std::byte> output,
               SimdLevel level) {
    const std::size_t size = std::min(input.size(), output.size());
    if (size == 0) {
        return;
    }
    if (typesize <= 1 || size < typesize) {
        std::memcpy(output.data(), input.data(), size);
        return;
    }
    const std::size_t elements = size / typesize;
    RowTable table(typesize);
    const auto* in = reinterpret_cast<const Byte*>(input.data());
    for (std::size_t j = 0; j < typesize; ++j) {
        table.set(j, in + j * elements);
    }
    unshuffleThrough(typesize, elements, table.reader(), reinterpret_cast<Byte*>(output.data()),
                     level);
    const std::size_t shuffled = elements * typesize;
    std::memcpy(output.data() + shuffled, input.data() + shuffled, size - shuffled);
}

void bitunshuffle(std::size_t typesize, std::size_t elements, std::span<const std::byte> input,
                  std::span<std::byte> output, std::span<std::byte> scratch, SimdLevel level) {
    const std::size_t bytes = typesize * elements;
    if (elements % 8 != 0 || input.size() < bytes || output.size() < bytes ||
        (typesize > 1 && scratch.size() < bytes)) {
        return;
    }
    const auto* in = reinterpret_cast<const Byte*>(input.data());
    // Byte planes come out element by element: with one-byte elements that is the result,
    // otherwise a byte unshuffle of the planes finishes the job.
    auto* planes = reinterpret_cast<Byte*>(typesize == 1 ? output.data() : scratch.data());
    const std::size_t groups = elements / 8;
    for (std::size_t j = 0; j < typesize; ++j) {
        const Byte* rows = in + j * elements;
        Byte* plane = planes + j * elements;
        const std::size_t done = untransposeBitsVector(rows, groups, plane, level);
        untransposeBitsScalar(rows, groups, done, plane);
    }
    if (typesize > 1) {
        unshuffle(typesize, scratch.first(bytes), output.first(bytes), level);
    }
}

void shuffle(std::size_t typesize, std::span<const std::byte> input, std::span<std::byte> output) {
    const std::size_t size = std::min(input.size(), output.size());
    if (typesize <= 1 || size < typesize) {
        if (size > 0) { // empty spans' data() may be null, which memcpy may not take
            std::memcpy(output.data(), input.data(), size);
        }
        return;
    }
    const std::size_t elements = size / typesize;
    const std::size_t done =
        shuffleVector(typesize, elements, reinterpret_cast<const Byte*>(input.data()),
                      reinterpret_cast<Byte*>(output.data()));
    for (std::size_t j = 0; j < typesize; ++j) {
        std::byte* row = output.data() + j * elements;
        const std::byte* from = input.data() + j;
        for (std::size_t i = done; i < elements; ++i) {
            row[i] = from[i * typesize];
        }
    }
    const std::size_t shuffled = elements * typesize;
    std::memcpy(output.data() + shuffled, input.data() + shuffled, size - shuffled);
}

void bitshuffle(std::size_t typesize, std::size_t elements, std::span<const std::byte> input,
                std::span<std::byte> output, std::span<std::byte> scratch) {
    const std::size_t bytes = typesize * elements;
    if (elements % 8 != 0 || input.size() < bytes || output.size() < bytes ||
        scratch.size() < bytes) {
        return;
    }
    // Byte planes first (plane j: byte j of every element), then each plane's 8 x 8 bit blocks
    // transposed into its 8 bit rows: the inverse of untransposeBitsScalar.
    shuffle(typesize, input.first(bytes), scratch.first(bytes));
    const std::size_t groups = elements / 8;
    for (std::size_t j = 0; j < typesize; ++j) {
        const auto* plane = reinterpret_cast<const Byte*>(scratch.data()) + j * elements;
        auto* rows = reinterpret_cast<Byte*>(output.data()) + j * elements;
        for (std::size_t g = 0; g < groups; ++g) {
            std::uint64_t x = 0;
            std::memcpy(&x, plane + 8 * g, 8);
            x = transposeBits8x8(x);
            for (std::size_t kk = 0; kk < 8; ++kk) {
                rows[kk * groups + g] = static_cast<Byte>(x >> (8 * kk));
            }
        }
    }
}

} // namespace strata::codecs
