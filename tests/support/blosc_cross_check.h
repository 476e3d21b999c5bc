#pragma once

// What the Blosc cross-checks share: data to compress, and Strata's decoding of a chunk or frame
// another implementation wrote (libblosc 1.21 in strata-tests, c-blosc2 in strata-peer-tests).
#include <cstddef>
#include <string>
#include <vector>

namespace strata::test {

// Compressible but not trivial: a ramp, a smooth wave, runs and some noise, by element.
std::vector<std::byte> sampleData(std::size_t size, std::size_t typesize, unsigned seed);

// `file` (a chunk or a frame, named by `fileName`, whose extension says which) decodes in Strata
// to `expected`, with no diagnostic.
void expectStrataDecodes(const std::vector<std::byte>& file, const std::string& fileName,
                         const std::vector<std::byte>& expected, const std::string& what);

// A single chunk also through the codec entry the tests and benchmarks call directly.
void expectStrataDecodesChunk(const std::vector<std::byte>& chunk, const std::string& fileName,
                              const std::vector<std::byte>& expected, const std::string& what);

} // namespace strata::test
