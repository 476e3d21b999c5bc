#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace strata::codecs {

// Which vector instructions the byte/bit transposes use. The default is the best the running
// CPU supports (checked once at run time); tests pass a lower level to compare the paths.
enum class SimdLevel { Scalar, Sse2, Avx2 };

SimdLevel bestSimdLevel();
std::string_view simdLevelName(SimdLevel level);

// Undoes Blosc's byte shuffle of one block: `input` holds byte 0 of every element, then byte 1
// of every element, and so on; the trailing input.size() % typesize bytes were never shuffled
// and are copied as they are. input and output have the same size and do not overlap.
void unshuffle(std::size_t typesize, std::span<const std::byte> input, std::span<std::byte> output,
               SimdLevel level = bestSimdLevel());

// Byte row j of a shuffled block (byte j of every element): its bytes wherever they lie, or,
// with bytes null, one byte repeated for every element (Blosc's zero and run streams), which
// is then never written out as a row.
struct ByteRow {
    const std::byte* bytes = nullptr;
    std::byte repeated{};
};

// The same from rows.size() byte rows of `elements` bytes each, so that rows stored raw need no
// copy and repeated rows no filling: writes elements * rows.size() bytes to output.
void unshuffleRows(std::span<const ByteRow> rows, std::size_t elements, std::span<std::byte> output,
                   SimdLevel level = bestSimdLevel());

// Undoes bitshuffle (Masui's bit transpose, as Blosc uses it) on the first `elements` elements
// of `typesize` bytes; `elements` must be a multiple of 8. `scratch` needs elements * typesize
// bytes. Bytes past the elements are not touched.
void bitunshuffle(std::size_t typesize, std::size_t elements, std::span<const std::byte> input,
                  std::span<std::byte> output, std::span<std::byte> scratch,
                  SimdLevel level = bestSimdLevel());

// The filters forward, for Blosc2 writers (scalar: the writers compress, which costs more).
// Blosc's byte shuffle: byte 0 of every element, then byte 1 of every element, ...; the trailing
// input.size() % typesize bytes are copied as they are.
void shuffle(std::size_t typesize, std::span<const std::byte> input, std::span<std::byte> output);
// Bitshuffle of the first `elements` elements (a multiple of 8), the layout bitunshuffle reads;
// bytes past them are not touched. `scratch` needs elements * typesize bytes.
void bitshuffle(std::size_t typesize, std::size_t elements, std::span<const std::byte> input,
                std::span<std::byte> output, std::span<std::byte> scratch);

} // namespace strata::codecs
