#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace strata {

// The texts of values a number column was written with, by the value's 64-bit pattern: a
// column that keeps returning to a few values (an observation's error is one of four, its
// pressure one of a dozen levels) copies a text instead of formatting the number again. Each
// column of a CSV writer has one; it gives up on a column whose values seldom come back.
class RecentNumberTexts {
public:
    // Texts up to this long are kept; at least this many bytes may be written at `out`.
    static constexpr std::size_t textBytes = 23;

    // Copies the text kept for `bits` to `out` and returns its length; 0 when none is kept.
    std::size_t copy(std::uint64_t bits, char* out) {
        ++m_lookups;
        const Entry& entry = m_entries[slotOf(bits)];
        if (entry.bits != bits || entry.length == 0) {
            return 0;
        }
        ++m_hits;
        std::memcpy(out, entry.text.data(), textBytes);
        return entry.length;
    }

    void keep(std::uint64_t bits, std::string_view text) {
        if (text.size() > textBytes || text.empty()) {
            return;
        }
        Entry& entry = m_entries[slotOf(bits)];
        entry.bits = bits;
        entry.length = static_cast<std::uint8_t>(text.size());
        std::memcpy(entry.text.data(), text.data(), text.size());
    }

    // False once a trial of lookups found too few texts: formatting is cheaper than missing.
    bool worthwhile() const { return m_lookups < trialLookups || 4 * m_hits >= m_lookups; }

private:
    static constexpr std::uint64_t trialLookups = 256;
    static constexpr int slotBits = 4;

    struct Entry {
        std::uint64_t bits = 0;
        std::array<char, textBytes> text{};
        std::uint8_t length = 0; // 0: the slot is empty
    };

    // Fibonacci hashing: the top bits of the product mix every bit of the pattern, and a
    // float's low mantissa bits (often zero) do not decide the slot alone.
    static std::size_t slotOf(std::uint64_t bits) {
        return static_cast<std::size_t>((bits * 0x9E3779B97F4A7C15ULL) >> (64 - slotBits));
    }

    std::array<Entry, std::size_t{1} << slotBits> m_entries{};
    std::uint64_t m_lookups = 0;
    std::uint64_t m_hits = 0;
};

} // namespace strata
