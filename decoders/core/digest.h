#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace strata {

// Message digests (OpenSSL's libcrypto) for the checksums formats store.
std::array<std::uint8_t, 16> md5(std::span<const std::byte> data);
std::array<std::uint8_t, 32> sha256(std::span<const std::byte> data);

// Incremental SHA-256 for payloads produced piece by piece.
class Sha256 {
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256&) = delete;
    Sha256& operator=(const Sha256&) = delete;
    void update(std::span<const std::byte> data);
    std::array<std::uint8_t, 32> finish();

private:
    void* m_context;
};

} // namespace strata
