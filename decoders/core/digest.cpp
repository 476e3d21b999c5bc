#include "core/digest.h"

#include <mutex>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <stdexcept>

namespace strata {
namespace {

// OpenSSL initialises itself on first use, reading the system's openssl.cnf on the way. The
// checksums need only its default provider, and skipping the file saves a third of a
// millisecond on every strata-cli run.
void initialiseOpenSsl() {
    static std::once_flag once;
    std::call_once(once, [] { OPENSSL_init_crypto(OPENSSL_INIT_NO_LOAD_CONFIG, nullptr); });
}

template <std::size_t N>
std::array<std::uint8_t, N> digestOf(const EVP_MD* type, std::span<const std::byte> data) {
    initialiseOpenSsl();
    std::array<std::uint8_t, N> out{};
    unsigned int length = 0;
    if (EVP_Digest(data.data(), data.size(), out.data(), &length, type, nullptr) != 1 ||
        length != N) {
        throw std::runtime_error("digest failed");
    }
    return out;
}

} // namespace

std::array<std::uint8_t, 16> md5(std::span<const std::byte> data) {
    return digestOf<16>(EVP_md5(), data);
}

std::array<std::uint8_t, 32> sha256(std::span<const std::byte> data) {
    return digestOf<32>(EVP_sha256(), data);
}

Sha256::Sha256()
    : m_context((initialiseOpenSsl(), EVP_MD_CTX_new())) {
    if (m_context == nullptr ||
        EVP_DigestInit_ex(static_cast<EVP_MD_CTX*>(m_context), EVP_sha256(), nullptr) != 1) {
        throw std::runtime_error("SHA-256 init failed");
    }
}

Sha256::~Sha256() {
    EVP_MD_CTX_free(static_cast<EVP_MD_CTX*>(m_context));
}

void Sha256::update(std::span<const std::byte> data) {
    EVP_DigestUpdate(static_cast<EVP_MD_CTX*>(m_context), data.data(), data.size());
}

std::array<std::uint8_t, 32> Sha256::finish() {
    std::array<std::uint8_t, 32> out{};
    unsigned int length = 0;
    EVP_DigestFinal_ex(static_cast<EVP_MD_CTX*>(m_context), out.data(), &length);
    return out;
}

} // namespace strata
