#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace strata {

// A failure to decode: where (absolute file offset) and what was being read.
class DecodeError : public std::runtime_error {
public:
    DecodeError(std::uint64_t offset, std::string message)
        : std::runtime_error(message)
        , m_offset(offset) {}

    std::uint64_t offset() const { return m_offset; }

private:
    std::uint64_t m_offset;
};

} // namespace strata
