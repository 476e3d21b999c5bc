#include "support/payload.h"

#include "core/digest.h"

namespace strata::test {

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
    static const char digits[] = "0123456789abcdef";
    std::string text;
    for (const auto byte : hash.finish()) {
        text += digits[byte >> 4];
        text += digits[byte & 15];
    }
    return text;
}

} // namespace strata::test
