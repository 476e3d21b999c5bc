#include "formats/at1/backend.h"

#include "codecs/decompress.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <cstring>

namespace strata::at1 {
namespace {

bool startsWith(std::span<const std::byte> bytes, std::string_view magic) {
    return bytes.size() >= magic.size() &&
           std::memcmp(bytes.data(), magic.data(), magic.size()) == 0;
}

} // namespace

std::string_view backendName(Backend backend) {
    switch (backend) {
    case Backend::Xz:
        return "xz";
    case Backend::Zstd:
        return "zstd";
    case Backend::Stored:
        return "stored";
    }
    return "?";
}

std::optional<Backend> backendFromByte(std::uint8_t value) {
    if (value > 2) {
        return std::nullopt;
    }
    return static_cast<Backend>(value);
}

bool startsWithXzMagic(std::span<const std::byte> bytes) {
    return startsWith(bytes, std::string_view("\xFD"
                                              "7zXZ\0",
                                              6));
}

bool startsWithZstdMagic(std::span<const std::byte> bytes) {
    return startsWith(bytes, "\x28\xB5\x2F\xFD");
}

std::optional<std::uint64_t> declaredSize(Backend backend, std::span<const std::byte> payload) {
    std::uint64_t size = 0;
    switch (backend) {
    case Backend::Stored:
        return payload.size();
    case Backend::Xz:
        if (codecs::xzStreamDeclaredSize(payload, size)) {
            return size;
        }
        return std::nullopt;
    case Backend::Zstd:
        if (codecs::zstdFrameContentSize(payload, size)) {
            return size;
        }
        return std::nullopt;
    }
    return std::nullopt;
}

std::string PayloadLabel::text() const {
    std::string text;
    for (const std::string_view part : m_parts) {
        text += part;
    }
    return text;
}

DecodedPayload decodePayloadKeeping(Backend backend, std::span<const std::byte> payload,
                                    ByteRange where, const PayloadLabel& what) {
    DecodedPayload result;
    const auto fail = [&](const std::string& problem) {
        result.damage = DecodeError(where.offset, what.text() + ": " + problem);
        return std::move(result);
    };
    if (backend == Backend::Stored) {
        result.data.assign(payload.begin(), payload.end());
        return result;
    }
    if (backend == Backend::Xz && !startsWithXzMagic(payload)) {
        return fail(payload.empty() ? "empty, not an xz stream" : "not an xz stream (no xz magic)");
    }
    if (backend == Backend::Zstd && !startsWithZstdMagic(payload)) {
        return fail("not a zstd frame (no zstd magic)");
    }
    // Neither codec expands a byte to more than 2^15: zstd's densest block is 4 bytes for
    // 128 KiB, LZMA's densest match costs about 0.26 bits for 273 bytes (11-bit probabilities).
    // A larger declaration is damage, found before room is made for it.
    constexpr std::uint64_t maxExpansion = std::uint64_t{1} << 15;
    const std::uint64_t mostDecodable =
        std::min(maxDecodedBytes, (payload.size() + 64) * maxExpansion);
    const auto size = declaredSize(backend, payload);
    if (!size) {
        // What the damaged stream still gives, without a size to check it against.
        const auto partial =
            backend == Backend::Xz
                ? codecs::xzDecompressBounded(payload, result.data, mostDecodable)
                : codecs::zstdDecompressBounded(payload, result.data, mostDecodable);
        result.data.resize(partial.written);
        return fail(backend == Backend::Xz ? "the xz stream is incomplete or has bytes after it "
                                             "(its index cannot be read)"
                                           : "the zstd frame does not declare its content size");
    }
    if (*size > maxDecodedBytes) {
        return fail("declares " + std::to_string(*size) +
                    " decoded bytes, more than the limit of " + std::to_string(maxDecodedBytes) +
                    " (decompression bomb?)");
    }
    if (*size > (payload.size() + 64) * maxExpansion) {
        return fail("declares " + std::to_string(*size) + " decoded bytes, more than " +
                    std::to_string(payload.size()) + " compressed bytes can hold");
    }
    // Room for a large declaration is made only as the data really decodes: a damaged size
    // field costs what the stream holds, not what it claims.
    constexpr std::uint64_t directLimit = std::uint64_t{64} << 20;
    Bytes& out = result.data;
    codecs::DecompressResult decoded;
    if (*size <= directLimit) {
        out.resize(static_cast<std::size_t>(*size));
        decoded = backend == Backend::Xz ? codecs::xzDecompress(payload, out)
                                         : codecs::zstdDecompress(payload, out);
    } else {
        decoded = backend == Backend::Xz ? codecs::xzDecompressBounded(payload, out, *size)
                                         : codecs::zstdDecompressBounded(payload, out, *size);
    }
    out.resize(std::min<std::size_t>(out.size(), decoded.written));
    if (!decoded.ok) {
        return fail(decoded.error);
    }
    if (decoded.written != *size) {
        return fail("decodes to " + std::to_string(decoded.written) + " bytes, not the declared " +
                    std::to_string(*size));
    }
    if (decoded.consumed != payload.size()) {
        return fail("has " + std::to_string(payload.size() - decoded.consumed) +
                    " bytes after the end of its data");
    }
    return result;
}

Bytes decodePayload(Backend backend, std::span<const std::byte> payload, ByteRange where,
                    const PayloadLabel& what) {
    DecodedPayload decoded = decodePayloadKeeping(backend, payload, where, what);
    if (decoded.damage) {
        throw *decoded.damage;
    }
    return std::move(decoded.data);
}

} // namespace strata::at1
