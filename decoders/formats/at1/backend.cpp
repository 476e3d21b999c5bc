#include "formats/at1/backend.h"

#include "codecs/decompress.h"
#include "strata/decode_error.h"

#include <cstring>

namespace strata::at1 {
namespace {

bool startsWith(std::span<const std::byte> bytes, std::string_view magic) {
    return bytes.size() >= magic.size() &&
           std::memcmp(bytes.data(), magic.data(), magic.size()) == 0;
}

[[noreturn]] void fail(ByteRange where, std::string_view what, const std::string& problem) {
    throw DecodeError(where.offset, std::string(what) + ": " + problem);
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

Bytes decodePayload(Backend backend, std::span<const std::byte> payload, ByteRange where,
                    std::string_view what) {
    if (backend == Backend::Stored) {
        return Bytes(payload.begin(), payload.end());
    }
    if (backend == Backend::Xz && !startsWithXzMagic(payload)) {
        fail(where, what,
             payload.empty() ? "empty, not an xz stream" : "not an xz stream (no xz magic)");
    }
    if (backend == Backend::Zstd && !startsWithZstdMagic(payload)) {
        fail(where, what, "not a zstd frame (no zstd magic)");
    }
    const auto size = declaredSize(backend, payload);
    if (!size) {
        fail(where, what,
             backend == Backend::Xz
                 ? "the xz stream is incomplete or has bytes after it (its index cannot be read)"
                 : "the zstd frame does not declare its content size");
    }
    if (*size > maxDecodedBytes) {
        fail(where, what,
             "declares " + std::to_string(*size) + " decoded bytes, more than the limit of " +
                 std::to_string(maxDecodedBytes) + " (decompression bomb?)");
    }
    // Neither codec expands a byte to more than 2^15: zstd's densest block is 4 bytes for
    // 128 KiB, LZMA's densest match costs about 0.26 bits for 273 bytes (11-bit probabilities).
    // A larger declaration is damage, found before room is made for it.
    constexpr std::uint64_t maxExpansion = std::uint64_t{1} << 15;
    if (*size > (payload.size() + 64) * maxExpansion) {
        fail(where, what,
             "declares " + std::to_string(*size) + " decoded bytes, more than " +
                 std::to_string(payload.size()) + " compressed bytes can hold");
    }
    // Room for a large declaration is made only as the data really decodes: a damaged size
    // field costs what the stream holds, not what it claims.
    constexpr std::uint64_t directLimit = std::uint64_t{64} << 20;
    Bytes out;
    codecs::DecompressResult result;
    if (*size <= directLimit) {
        out.resize(static_cast<std::size_t>(*size));
        result = backend == Backend::Xz ? codecs::xzDecompress(payload, out)
                                        : codecs::zstdDecompress(payload, out);
    } else {
        result = backend == Backend::Xz ? codecs::xzDecompressBounded(payload, out, *size)
                                        : codecs::zstdDecompressBounded(payload, out, *size);
    }
    if (!result.ok) {
        fail(where, what, result.error);
    }
    if (result.written != *size) {
        fail(where, what,
             "decodes to " + std::to_string(result.written) + " bytes, not the declared " +
                 std::to_string(*size));
    }
    if (result.consumed != payload.size()) {
        fail(where, what,
             "has " + std::to_string(payload.size() - result.consumed) +
                 " bytes after the end of its data");
    }
    return out;
}

} // namespace strata::at1
