#include "support/payload.h"

#include "core/digest.h"

namespace strata::test {
namespace {

std::string hexOf(const std::array<std::uint8_t, 32>& digest) {
    static const char digits[] = "0123456789abcdef";
    std::string text;
    for (const auto byte : digest) {
        text += digits[byte >> 4];
        text += digits[byte & 15];
    }
    return text;
}

} // namespace

std::vector<std::byte> payloadBytes(const Document& document,
                                    std::vector<Diagnostic>& diagnostics) {
    std::vector<std::byte> out;
    document.payload->produce(
        [&out](std::span<const std::byte> piece) {
            out.insert(out.end(), piece.begin(), piece.end());
            return true;
        },
        diagnostics);
    return out;
}

std::string payloadSha256(const Document& document, std::vector<Diagnostic>& diagnostics,
                          std::uint64_t& size) {
    Sha256 hash;
    size = 0;
    document.payload->produce(
        [&](std::span<const std::byte> piece) {
            hash.update(piece);
            size += piece.size();
            return true;
        },
        diagnostics);
    return hexOf(hash.finish());
}

std::string sha256Hex(std::span<const std::byte> bytes) {
    Sha256 hash;
    hash.update(bytes);
    return hexOf(hash.finish());
}

} // namespace strata::test
