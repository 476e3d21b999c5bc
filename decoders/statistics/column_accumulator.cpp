#include "column_accumulator.h"

#include "strata/value_text.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace strata {
namespace {

constexpr std::size_t sampleSize = 65536;

// A double's key: its bits, with -0 as 0.
std::int64_t keyOf(double value) {
    return std::bit_cast<std::int64_t>(value == 0.0 ? 0.0 : value);
}

// Equal neighbours counted as one run: `flush(value, length)` once a run ends (and at the end).
template <typename Value> class Runs {
public:
    template <typename Flush> void note(const Value& value, Flush flush) {
        if (m_length != 0 && value == m_value) {
            ++m_length;
            return;
        }
        finish(flush);
        m_value = value;
        m_length = 1;
    }
    template <typename Flush> void finish(Flush flush) {
        if (m_length != 0) {
            flush(m_value, m_length);
        }
        m_length = 0;
    }

private:
    Value m_value{};
    std::uint64_t m_length = 0;
};

// The squared deviations of a block's numbers from their mean: a second pass over values the
// first just read (still in cache), with none of a running sum of squares' cancellation.
template <typename Number, typename Take>
double squaresAbout(const Number* values, std::size_t count, double mean, Take take) {
    double squares = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const double deviation = static_cast<double>(values[i]) - mean;
        squares += take(i) ? deviation * deviation : 0.0;
    }
    return squares;
}

// A uniform number in (0, 1].
double unitAbove0(std::mt19937_64& random) {
    return static_cast<double>((random() >> 11) + 1) * 0x1p-53;
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
    const std::uint8_t* missing = cells.hasMissing() ? cells.missingFlags().data() : nullptr;
    if (m_result.type == LogicalType::String) {
        addStrings(cells, missing, rows);
    } else if (m_floating) {
        addFloating(cells.doubles().data(), missing, rows);
    } else if (m_unsigned) {
        addIntegers<std::uint64_t>(cells.ints().data(), missing, rows);
    } else {
        addIntegers<std::int64_t>(cells.ints().data(), missing, rows);
    }
}

template <typename Integer>
void ColumnAccumulator::addIntegers(const std::int64_t* cells, const std::uint8_t* missing,
                                    std::size_t count) {
    const auto present = [missing](std::size_t i) { return missing == nullptr || missing[i] == 0; };
    // Unsigned cells hold their values bit for bit.
    const auto* values = reinterpret_cast<const Integer*>(cells);
    Integer low = std::numeric_limits<Integer>::max();
    Integer high = std::numeric_limits<Integer>::min();
    std::uint64_t numbers = 0;
    double sum = 0;
    Runs<Integer> runs;
    m_runs.clear();
    const auto flush = [this](Integer value, std::uint64_t length) {
        m_runs.push_back({static_cast<std::int64_t>(value), length});
    };
    for (std::size_t i = 0; i < count; ++i) {
        if (!present(i)) {
            continue;
        }
        const Integer value = values[i];
        low = std::min(low, value);
        high = std::max(high, value);
        ++numbers;
        sum += static_cast<double>(value);
        runs.note(value, flush);
    }
    runs.finish(flush);
    noteRuns();
    m_result.missing += count - numbers;
    m_result.count += numbers;
    if (numbers == 0) {
        return;
    }
    if (!m_minInteger || low < static_cast<Integer>(*m_minInteger)) {
        m_minInteger = static_cast<std::int64_t>(low);
    }
    if (!m_maxInteger || static_cast<Integer>(*m_maxInteger) < high) {
        m_maxInteger = static_cast<std::int64_t>(high);
    }
    // Integers convert to double in order.
    m_finiteMin =
        std::min(m_finiteMin.value_or(static_cast<double>(low)), static_cast<double>(low));
    m_finiteMax =
        std::max(m_finiteMax.value_or(static_cast<double>(high)), static_cast<double>(high));
    const double mean = sum / static_cast<double>(numbers);
    addMoments(numbers, mean, squaresAbout(values, count, mean, present));
}

void ColumnAccumulator::addFloating(const double* values, const std::uint8_t* missing,
                                    std::size_t count) {
    // Of equal values (-0 and 0) the first met stays the bound, as its text shows.
    const auto lower = [](std::optional<double>& bound, double value) {
        if (!bound || value < *bound) {
            bound = value;
        }
    };
    const auto higher = [](std::optional<double>& bound, double value) {
        if (!bound || value > *bound) {
            bound = value;
        }
    };
    std::uint64_t numbers = 0; // finite
    double sum = 0;
    Runs<std::int64_t> runs;
    m_runs.clear();
    const auto flush = [this](std::int64_t key, std::uint64_t length) {
        m_runs.push_back({key, length});
    };
    for (std::size_t i = 0; i < count; ++i) {
        if (missing != nullptr && missing[i] != 0) {
            ++m_result.missing;
            continue;
        }
        ++m_result.count;
        const double value = values[i];
        if (std::isnan(value)) {
            ++m_result.notANumber;
            continue;
        }
        lower(m_result.min, value);
        higher(m_result.max, value);
        if (std::isfinite(value)) {
            lower(m_finiteMin, value);
            higher(m_finiteMax, value);
            ++numbers;
            sum += value;
        }
        runs.note(keyOf(value), flush);
    }
    runs.finish(flush);
    noteRuns();
    if (numbers != 0) {
        const double mean = sum / static_cast<double>(numbers);
        addMoments(numbers, mean, squaresAbout(values, count, mean, [&](std::size_t i) {
                       return (missing == nullptr || missing[i] == 0) && std::isfinite(values[i]);
                   }));
    }
}

void ColumnAccumulator::addStrings(const ColumnData& cells, const std::uint8_t* missing,
                                   std::size_t count) {
    Runs<std::string_view> runs;
    const auto flush = [this](std::string_view value, std::uint64_t length) {
        noteString(value, length);
    };
    for (std::size_t i = 0; i < count; ++i) {
        if (missing != nullptr && missing[i] != 0) {
            ++m_result.missing;
            continue;
        }
        ++m_result.count;
        runs.note(cells.stringAt(i), flush);
    }
    runs.finish(flush);
}

void ColumnAccumulator::noteString(std::string_view value, std::uint64_t count) {
    if (!m_minString || value < *m_minString) {
        m_minString = std::string(value);
    }
    if (!m_maxString || value > *m_maxString) {
        m_maxString = std::string(value);
    }
    const auto found = m_stringCounts.find(value);
    if (m_overflowed) {
        m_sketch.add(mixBits(TextHash{}(value)));
        if (found != m_stringCounts.end()) {
            found->second += count;
        }
        return;
    }
    if (found != m_stringCounts.end()) {
        found->second += count;
        return;
    }
    m_stringCounts.emplace(std::string(value), count);
    if (m_stringCounts.size() > m_options.distinctBound) {
        m_overflowed = true;
        for (const auto& [text, seen] : m_stringCounts) {
            m_sketch.add(mixBits(TextHash{}(text)));
        }
    }
}

void ColumnAccumulator::noteRuns() {
    // A table past the caches answers slowly: the slots of the runs a few ahead are fetched
    // while this one is counted.
    constexpr std::size_t ahead = 8;
    for (std::size_t i = 0; i < m_runs.size(); ++i) {
        if (i + ahead < m_runs.size()) {
            m_numberCounts.prefetch(m_runs[i + ahead].key);
        }
        noteKeys(m_runs[i].key, m_runs[i].length);
    }
}

void ColumnAccumulator::noteKeys(std::int64_t bits, std::uint64_t count) {
    if (m_overflowed) {
        const std::uint64_t hash = ValueCounts::hashOf(bits);
        m_sketch.add(hash);
        m_numberCounts.addIfPresent(bits, hash, count);
        sample(bits, count);
        return;
    }
    m_numberCounts.add(bits, count);
    if (m_numberCounts.size() > m_options.distinctBound) {
        m_overflowed = true;
        m_numberCounts.closeKeys();
        // Every value so far is in the counts: the sample starts as a uniform one of them.
        m_numberCounts.forEach([this](std::int64_t key, std::uint64_t seen) {
            m_sketch.add(ValueCounts::hashOf(key));
            sample(key, seen);
        });
    }
}

void ColumnAccumulator::addMoments(std::uint64_t numbers, double blockMean, double blockSquares) {
    const std::uint64_t total = m_numbers + numbers;
    const double delta = blockMean - m_mean;
    const double share = static_cast<double>(numbers) / static_cast<double>(total);
    m_mean += delta * share;
    m_squares += blockSquares + delta * delta * static_cast<double>(m_numbers) * share;
    m_numbers = total;
}

void ColumnAccumulator::sample(std::int64_t bits, std::uint64_t count) {
    const double value = numberOf(bits);
    if (!std::isfinite(value)) {
        return; // infinities take no part in the histogram
    }
    constexpr double k = sampleSize;
    while (count != 0 && m_sample.size() < sampleSize) {
        m_sample.push_back(value);
        --count;
        if (m_sample.size() == sampleSize) {
            m_weight = std::exp(std::log(unitAbove0(m_random)) / k);
            m_skip = nextSkip();
        }
    }
    while (count > m_skip) {
        count -= m_skip + 1;
        m_sample[m_random() % sampleSize] = value;
        m_weight *= std::exp(std::log(unitAbove0(m_random)) / k);
        m_skip = nextSkip();
    }
    m_skip -= count;
}

double ColumnAccumulator::numberOf(std::int64_t bits) const {
    return m_floating   ? std::bit_cast<double>(bits)
           : m_unsigned ? static_cast<double>(static_cast<std::uint64_t>(bits))
                        : static_cast<double>(bits);
}

std::uint64_t ColumnAccumulator::nextSkip() {
    // Algorithm L: the numbers passed before the next sampled one are geometric in the weight.
    const double skip = std::floor(std::log(unitAbove0(m_random)) / std::log1p(-m_weight));
    return skip < 1e18 ? static_cast<std::uint64_t>(skip) : std::uint64_t{1} << 60;
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
        m_numberCounts.forEach([&](std::int64_t bits, std::uint64_t count) {
            const double value = numberOf(bits);
            if (std::isfinite(value)) {
                histogram.bins[binOf(value)] += count;
            }
        });
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
        m_numberCounts.forEach([&](std::int64_t bits, std::uint64_t count) {
            counted.emplace_back(keyText(bits), count);
        });
    }
    m_result.distinctExact = !m_overflowed;
    m_result.mostFrequentExact = !m_overflowed;
    m_result.distinct = counted.size();
    if (m_overflowed) {
        const double estimate = std::round(m_sketch.estimate());
        m_result.distinct = std::max<std::uint64_t>(
            m_result.distinct, estimate < 1e19 ? static_cast<std::uint64_t>(estimate) : 0);
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
