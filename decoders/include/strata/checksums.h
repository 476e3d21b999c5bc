#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace strata {

// A checksum of some bytes, as its tools print it (lowercase hexadecimal, most significant
// byte first).
struct Checksum {
    std::string name; // "CRC-32", "SHA-256"
    std::string hex;
};

// The checksums a person compares a selection against: CRC-32 (zlib's, as gzip, PNG and zip
// write it), CRC-32C (Castagnoli, as iSCSI, ext4 and Btrfs), Adler-32 (zlib), MD5, SHA-1 and
// SHA-256 (OpenSSL), and xxHash64 with seed 0 (libxxhash, as `xxh64sum`).
std::vector<Checksum> checksumsOf(std::span<const std::byte> bytes);

} // namespace strata
