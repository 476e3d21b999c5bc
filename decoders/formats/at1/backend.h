#pragma once

#include "strata/byte_range.h"
#include "strata/decode_error.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata::at1 {

using Bytes = std::vector<std::byte>;

// How a payload is stored. The spec dialect knows only xz (and the stored `blocks` stream); the
// public-decoder dialect names the backend in a byte (corpus README, "Backends").
enum class Backend : std::uint8_t { Xz = 0, Zstd = 1, Stored = 2 };

std::string_view backendName(Backend backend);
std::optional<Backend> backendFromByte(std::uint8_t value);

// Bytes any single decoded stream, block or frame may reach: bounds what a damaged or hostile
// declared size can make us allocate.
inline constexpr std::uint64_t maxDecodedBytes = std::uint64_t{1} << 32;

// The size the payload declares for its decoded bytes (xz index, zstd Frame_Content_Size, or the
// stored length); nothing when it declares none or cannot be read.
std::optional<std::uint64_t> declaredSize(Backend backend, std::span<const std::byte> payload);

// What decoding a payload gave: all its bytes, or those decoded before the damage and why it
// stopped (a DecodeError at the payload's offset).
struct DecodedPayload {
    Bytes data;
    std::optional<DecodeError> damage;
};

// What a payload is called in its diagnostics: up to three parts ("stream '", its name, "'"),
// joined only when a diagnostic needs them. A file of a hundred small streams allocated twice per
// stream for names it never showed.
class PayloadLabel {
public:
    PayloadLabel(const char* whole)
        : m_parts{whole, {}, {}} {}
    PayloadLabel(const std::string& whole)
        : m_parts{whole, {}, {}} {}
    PayloadLabel(std::string_view before, std::string_view name, std::string_view after)
        : m_parts{before, name, after} {}

    std::string text() const;

private:
    std::string_view m_parts[3];
};

DecodedPayload decodePayloadKeeping(Backend backend, std::span<const std::byte> payload,
                                    ByteRange where, const PayloadLabel& what);

// Decodes one payload exactly to its declared size. `where` is the payload's place in the file;
// failures throw DecodeError at its offset, naming `what`.
Bytes decodePayload(Backend backend, std::span<const std::byte> payload, ByteRange where,
                    const PayloadLabel& what);

bool startsWithXzMagic(std::span<const std::byte> bytes);
bool startsWithZstdMagic(std::span<const std::byte> bytes);

inline std::string_view asText(std::span<const std::byte> bytes) {
    return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

} // namespace strata::at1
