#include "column_accumulator.h"

#include "strata/value_text.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <functional>
#include <limits>

namespace strata {
namespace {

constexpr std::size_t smallestHashesKept = 4096;
constexpr std::size_t sampleSize = 65536;

std::uint64_t mixBits(std::uint64_t x) { // splitmix64's finaliser
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

ColumnAccumulator::ColumnAccumulator(const Column& column, const StatisticsOptions& options)
    : m_options(options)
    , m_unsigned(column.type == LogicalType::UInt64 || column.type == LogicalType::Bitfield)
    , m_floating(isFloating(column.type)) {
    m_result.name = column.name;
    m_result.type = column.type;
}

void ColumnAccumulator::add(const ColumnData& cells, std::size_t rows) {
    rows = std::min(rows, cells.size());
    for (std::size_t row = 0; row < rows; ++row) {
        if (cells.isMissing(row)) {
            ++m_result.missing;
            continue;
        }
        ++m_result.count;
        if (m_result.type == LogicalType::String) {
            addString(cells.stringAt(row));
        } else if (m_floating) {
            addFloating(cells.doubleAt(row));
        } else {
            addInteger(cells.intAt(row));
        }
    }
}

void ColumnAccumulator::addInteger(std::int64_t value) {
    const auto less = [this](std::int64_t a, std::int64_t b) {
        return m_unsigned ? static_cast<std::uint64_t>(a) < static_cast<std::uint64_t>(b) : a < b;
    };
    if (!m_minInteger || less(value, *m_minInteger)) {
        m_minInteger = value;
    }
    if (!m_maxInteger || less(*m_maxInteger, value)) {
        m_maxInteger = value;
    }
    addNumber(m_unsigned ? static_cast<double>(static_cast<std::uint64_t>(value))
                         : static_cast<double>(value));
    noteKey(value, mixBits(static_cast<std::uint64_t>(value)));
}

void ColumnAccumulator::addFloating(double value) {
    if (std::isnan(value)) {
        ++m_result.notANumber;
        return;
    }
    if (!m_result.min || value < *m_result.min) {
        m_result.min = value;
    }
    if (!m_result.max || value > *m_result.max) {
        m_result.max = value;
    }
    if (std::isfinite(value)) {
        addNumber(value);
    }
    const auto bits = std::bit_cast<std::int64_t>(value == 0.0 ? 0.0 : value); // -0 is 0
    noteKey(bits, mixBits(static_cast<std::uint64_t>(bits)));
}

void ColumnAccumulator::addString(std::string_view value) {
    if (!m_minString || value < *m_minString) {
        m_minString = std::string(value);
    }
    if (!m_maxString || value > *m_maxString) {
        m_maxString = std::string(value);
    }
    const std::uint64_t hash = mixBits(std::hash<std::string_view>{}(value));
    if (m_overflowed) {
        noteHash(hash);
        if (const auto it = m_stringCounts.find(std::string(value)); it != m_stringCounts.end()) {
            ++it->second;
        }
        return;
    }
    ++m_stringCounts[std::string(value)];
    if (m_stringCounts.size() > m_options.distinctBound) {
        m_overflowed = true;
        for (const auto& [text, count] : m_stringCounts) {
            noteHash(mixBits(std::hash<std::string_view>{}(text)));
        }
    }
}

void ColumnAccumulator::addNumber(double value) {
    ++m_numbers;
    m_finiteMin = m_finiteMin ? std::min(*m_finiteMin, value) : value;
    m_finiteMax = m_finiteMax ? std::max(*m_finiteMax, value) : value;
    const double delta = value - m_mean;
    m_mean += delta / static_cast<double>(m_numbers);
    m_squares += delta * (value - m_mean);
    // Reservoir sampling keeps a uniform sample however many numbers come.
    if (m_sample.size() < sampleSize) {
        m_sample.push_back(value);
    } else if (const std::uint64_t slot = m_random() % m_numbers; slot < sampleSize) {
        m_sample[slot] = value;
    }
}

void ColumnAccumulator::noteKey(std::int64_t bits, std::uint64_t hash) {
    if (m_overflowed) {
        noteHash(hash);
        if (const auto it = m_numberCounts.find(bits); it != m_numberCounts.end()) {
            ++it->second;
        }
        return;
    }
    ++m_numberCounts[bits];
    if (m_numberCounts.size() > m_options.distinctBound) {
        m_overflowed = true;
        for (const auto& [key, count] : m_numberCounts) {
            noteHash(mixBits(static_cast<std::uint64_t>(key)));
        }
    }
}

void ColumnAccumulator::noteHash(std::uint64_t hash) {
    if (m_smallestHashes.size() == smallestHashesKept && hash >= *m_smallestHashes.rbegin()) {
        return;
    }
    m_smallestHashes.insert(hash);
    if (m_smallestHashes.size() > smallestHashesKept) {
        m_smallestHashes.erase(std::prev(m_smallestHashes.end()));
    }
}

std::string ColumnAccumulator::keyText(std::int64_t bits) const {
    std::string text;
    if (m_floating) {
        const double value = std::bit_cast<double>(bits);
        if (m_result.type == LogicalType::Float32) {
            appendFull(text, static_cast<float>(value));
        } else {
            appendFull(text, value);
        }
    } else if (m_unsigned) {
        appendUnsigned(text, static_cast<std::uint64_t>(bits));
    } else {
        appendInteger(text, bits);
    }
    return text;
}

Histogram ColumnAccumulator::histogram() const {
    Histogram histogram;
    if (m_numbers == 0 || m_options.histogramBins == 0) {
        return histogram;
    }
    histogram.low = *m_finiteMin;
    histogram.high = *m_finiteMax;
    const std::size_t binCount = histogram.low < histogram.high ? m_options.histogramBins : 1;
    histogram.bins.assign(binCount, 0);
    const double width = (histogram.high - histogram.low) / static_cast<double>(binCount);
    const auto binOf = [&](double value) {
        if (binCount == 1) {
            return std::size_t{0};
        }
        const auto bin = static_cast<std::size_t>((value - histogram.low) / width);
        return std::min(bin, binCount - 1);
    };
    if (!m_overflowed) {
        for (const auto& [bits, count] : m_numberCounts) {
            const double value = m_floating ? std::bit_cast<double>(bits)
                                 : m_unsigned
                                     ? static_cast<double>(static_cast<std::uint64_t>(bits))
                                     : static_cast<double>(bits);
            if (std::isfinite(value)) {
                histogram.bins[binOf(value)] += count;
            }
        }
        return histogram;
    }
    // Too many distinct values to count each: scale the sample's bins to all the numbers.
    histogram.estimated = true;
    std::vector<std::uint64_t> sampled(binCount, 0);
    for (const double value : m_sample) {
        ++sampled[binOf(value)];
    }
    const double scale = static_cast<double>(m_numbers) / static_cast<double>(m_sample.size());
    for (std::size_t bin = 0; bin < binCount; ++bin) {
        histogram.bins[bin] = static_cast<std::uint64_t>(std::llround(sampled[bin] * scale));
    }
    return histogram;
}

std::uint64_t ColumnAccumulator::possibleDistinct() const {
    std::uint64_t possible = m_result.count - m_result.notANumber;
    if (m_minInteger) {
        // Two's complement subtraction gives the span for signed and unsigned alike; over the
        // whole 64-bit range span + 1 would wrap, and then only the count limits.
        const std::uint64_t span =
            static_cast<std::uint64_t>(*m_maxInteger) - static_cast<std::uint64_t>(*m_minInteger);
        if (span != std::numeric_limits<std::uint64_t>::max()) {
            possible = std::min(possible, span + 1);
        }
    }
    return possible;
}

ColumnStatistics ColumnAccumulator::finish() {
    if (m_minInteger) {
        m_result.minText = keyText(*m_minInteger);
        m_result.maxText = keyText(*m_maxInteger);
        m_result.min = m_unsigned ? static_cast<double>(static_cast<std::uint64_t>(*m_minInteger))
                                  : static_cast<double>(*m_minInteger);
        m_result.max = m_unsigned ? static_cast<double>(static_cast<std::uint64_t>(*m_maxInteger))
                                  : static_cast<double>(*m_maxInteger);
    } else if (m_result.min) {
        m_result.minText = keyText(std::bit_cast<std::int64_t>(*m_result.min));
        m_result.maxText = keyText(std::bit_cast<std::int64_t>(*m_result.max));
    } else if (m_minString) {
        m_result.minText = *m_minString;
        m_result.maxText = *m_maxString;
    }
    if (m_numbers != 0) {
        m_result.mean = m_mean;
        m_result.standardDeviation = std::sqrt(m_squares / static_cast<double>(m_numbers));
    }
    m_result.histogram = histogram();

    std::vector<std::pair<std::string, std::uint64_t>> counted;
    if (m_result.type == LogicalType::String) {
        counted.assign(m_stringCounts.begin(), m_stringCounts.end());
    } else {
        counted.reserve(m_numberCounts.size());
        for (const auto& [bits, count] : m_numberCounts) {
            counted.emplace_back(keyText(bits), count);
        }
    }
    m_result.distinctExact = !m_overflowed;
    m_result.mostFrequentExact = !m_overflowed;
    m_result.distinct = counted.size();
    if (m_overflowed && m_smallestHashes.size() == smallestHashesKept) {
        // k-minimum-values: the k-th smallest of n uniform hashes lies near k / n of the range.
        const double kth = static_cast<double>(*m_smallestHashes.rbegin()) / 18446744073709551616.0;
        const auto estimate =
            static_cast<std::uint64_t>(static_cast<double>(smallestHashesKept - 1) / kth);
        m_result.distinct = std::max<std::uint64_t>(m_result.distinct, estimate);
    }
    m_result.distinct = std::min(m_result.distinct, possibleDistinct());
    const std::size_t shown = std::min(counted.size(), m_options.mostFrequentCount);
    std::partial_sort(counted.begin(), counted.begin() + static_cast<std::ptrdiff_t>(shown),
                      counted.end(), [](const auto& a, const auto& b) {
                          return a.second != b.second ? a.second > b.second : a.first < b.first;
                      });
    counted.resize(shown);
    m_result.mostFrequent = std::move(counted);
    return std::move(m_result);
}

} // namespace strata
