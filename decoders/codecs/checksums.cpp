#include "strata/checksums.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <openssl/evp.h>
#include <xxhash.h>
#include <zlib.h>

namespace strata {
namespace {

std::string hexOf(std::span<const unsigned char> bytes) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string hex;
    hex.reserve(2 * bytes.size());
    for (const unsigned char byte : bytes) {
        hex += digits[byte >> 4];
        hex += digits[byte & 15];
    }
    return hex;
}

std::string hexOf(std::uint64_t value, int bytes) {
    std::array<unsigned char, 8> big{};
    for (int i = 0; i < bytes; ++i) {
        big[static_cast<std::size_t>(i)] =
            static_cast<unsigned char>(value >> (8 * (bytes - 1 - i)));
    }
    return hexOf(std::span<const unsigned char>(big.data(), static_cast<std::size_t>(bytes)));
}

// zlib takes lengths as uInt: larger spans go in pieces.
template <typename Update> std::uint32_t zlibSum(std::span<const std::byte> bytes, Update update) {
    uLong sum = update(0L, Z_NULL, 0);
    constexpr std::size_t piece = 1u << 30;
    for (std::size_t at = 0; at < bytes.size(); at += piece) {
        const std::size_t size = std::min(piece, bytes.size() - at);
        sum =
            update(sum, reinterpret_cast<const Bytef*>(bytes.data() + at), static_cast<uInt>(size));
    }
    return static_cast<std::uint32_t>(sum);
}

// CRC-32C has no library in Debian 12 that C++ can link (only python3-crc32c): the SSE4.2
// instruction computes it where the processor has one, else a table of the reflected
// polynomial 0x82F63B78 does, a byte at a time.
std::uint32_t crc32cTable(std::span<const std::byte> bytes, std::uint32_t crc) {
    static const auto table = [] {
        std::array<std::uint32_t, 256> entries{};
        for (std::uint32_t i = 0; i < 256; ++i) {
            std::uint32_t value = i;
            for (int bit = 0; bit < 8; ++bit) {
                value = (value >> 1) ^ ((value & 1u) != 0 ? 0x82F63B78u : 0u);
            }
            entries[i] = value;
        }
        return entries;
    }();
    for (const std::byte byte : bytes) {
        crc = table[(crc ^ static_cast<std::uint8_t>(byte)) & 0xffu] ^ (crc >> 8);
    }
    return crc;
}

#if defined(__x86_64__)
__attribute__((target("sse4.2"))) std::uint32_t crc32cInstruction(std::span<const std::byte> bytes,
                                                                  std::uint32_t crc) {
    std::uint64_t wide = crc;
    std::size_t at = 0;
    for (; at + 8 <= bytes.size(); at += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, bytes.data() + at, 8);
        wide = __builtin_ia32_crc32di(wide, word);
    }
    auto narrow = static_cast<std::uint32_t>(wide);
    for (; at < bytes.size(); ++at) {
        narrow = __builtin_ia32_crc32qi(narrow, static_cast<unsigned char>(bytes[at]));
    }
    return narrow;
}
#endif

std::uint32_t crc32c(std::span<const std::byte> bytes) {
    const std::uint32_t start = 0xffffffffu;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("sse4.2")) {
        return ~crc32cInstruction(bytes, start);
    }
#endif
    return ~crc32cTable(bytes, start);
}

std::string digestHex(const EVP_MD* type, std::span<const std::byte> bytes) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int size = 0;
    if (EVP_Digest(bytes.data(), bytes.size(), digest.data(), &size, type, nullptr) != 1) {
        return {};
    }
    return hexOf(std::span<const unsigned char>(digest.data(), size));
}

} // namespace

std::vector<Checksum> checksumsOf(std::span<const std::byte> bytes) {
    return {
        {"CRC-32", hexOf(zlibSum(bytes, ::crc32), 4)},
        {"CRC-32C", hexOf(crc32c(bytes), 4)},
        {"Adler-32", hexOf(zlibSum(bytes, ::adler32), 4)},
        {"MD5", digestHex(EVP_md5(), bytes)},
        {"SHA-1", digestHex(EVP_sha1(), bytes)},
        {"SHA-256", digestHex(EVP_sha256(), bytes)},
        {"xxHash64", hexOf(XXH64(bytes.data(), bytes.size(), 0), 8)},
    };
}

} // namespace strata
